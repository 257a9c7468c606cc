# The settlegraph gateway. Built by docker-compose.yml; also usable alone:
#   docker build -t settlegraph . && docker run -p 8080:8080 settlegraph
# Node 26, the Active LTS line (docs/decisions.md, "Node line"); package.json's `engines` also
# admits the older lines the code is tested on.
# Sources are copied by name (there is no .dockerignore), so node_modules, .git and
# test/neo4j/target from the build context never enter the image.

FROM node:26-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the prepare script links the command and builds, and the sources are not
# copied yet.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
# src includes the explorer page (src/explorer, with its vite.config.mts): the build makes
# dist/explorer, which the gateway serves at /.
COPY src ./src
COPY bench ./bench
COPY cypher ./cypher
COPY schema ./schema
# bin/build-if-changed.js: what `npm run build` runs.
COPY bin ./bin
RUN npm run build

FROM node:26-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY bin ./bin
# Read at run time: the store's Cypher files (found by walking up from dist/) and the demo catalog
# (looked up under src/ even from dist/).
COPY cypher ./cypher
COPY src/catalog/demo/demo-catalog.json src/catalog/demo/demo-cross-venue.catalog.json ./src/catalog/demo/
USER node
EXPOSE 8080
CMD ["node", "dist/src/cli/main.js", "serve"]
