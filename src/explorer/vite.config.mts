// Builds the explorer page into dist/explorer, which the gateway serves at / (src/app/explorer.ts).
// Everything is bundled, Monaco's web workers included, so the page works offline.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  // Vite 8 transforms TSX itself (@vitejs/plugin-react is not installed): React 17+ JSX runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/explorer', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Monaco (the console's editor) is several MB; it is loaded only when the console opens.
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      // Two pages of one build: the explorer (/) and the GraphQL IDE (GET /graphql from a browser).
      input: {
        explorer: fileURLToPath(new URL('./index.html', import.meta.url)),
        ide: fileURLToPath(new URL('./graphql-ide.html', import.meta.url)),
      },
      onwarn(warning, warn) {
        // GraphiQL's dependencies mark React Server Components modules "use client"; in a
        // client-only bundle the directive means nothing, so its warning is noise.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // `vite --config src/explorer/vite.config.mts` serves the page with live reload, sending its
  // GraphQL requests to a gateway started with `npm start`.
  server: { proxy: { '/graphql': 'http://localhost:8080' } },
  // The dev server's dependency pre-bundling cannot follow `?worker` imports: serve GraphiQL's
  // worker setup as it is.
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  // GraphiQL 5 starts Monaco's workers with `?worker` imports (graphiql/setup-workers/vite);
  // module workers keep their code-split chunks.
  worker: { format: 'es' },
});
