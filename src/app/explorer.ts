// The explorer page (src/explorer, built by Vite into dist/explorer) at GET /, with its assets
// under /assets/. The page and its assets are public: they hold no data, and the page asks for the
// API key before it sends any request (to /graphql, with the key as a bearer token). Only the
// files of the build are routes (no wildcard), so every other path keeps its behaviour: a key is
// required, and an unknown path is 404 NOT_FOUND in the Error body. GET /graphql from a browser
// (Accept prefers text/html) is the GraphQL IDE page of the same build; every other request to
// /graphql reaches the API unchanged.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../domain/errors';
import { prefersHtml } from './prefers-html';

/** The IDE page of the build (src/explorer/graphql-ide.html), served at GET /graphql. */
export const GRAPHQL_IDE_PAGE = 'graphql-ide.html';

/**
 * A route constraint: 'html' when a GET prefers text/html. Only the IDE's route is constrained,
 * so every other request, and /graphql's API route, match as before.
 */
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type Handler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

const BROWSER_PAGE_CONSTRAINT: ConstraintStrategy = {
  name: 'browserPage',
  storage() {
    const handlers = new Map<unknown, Handler>();
    return {
      get: (value: unknown) => handlers.get(value) ?? null,
      set: (value: unknown, handler: Handler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint(request) {
    return request.method === 'GET' && prefersHtml(request.headers.accept) ? 'html' : undefined;
  },
  // A browser's request to any other path matches that path's routes as before.
  mustMatchWhenDerived: false,
};

/**
 * The page may load its own scripts, styles, fonts and workers, and fetch from its own origin;
 * nothing from any other host (it must work offline). Inline styles: Monaco and Cytoscape set
 * them from script.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** dist/explorer of the package, from src/app (tests) or dist/src/app (compiled). */
export function explorerBuildDirectory(): string {
  let directory = __dirname;
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`no package.json above ${__dirname}`);
    directory = parent;
  }
  return join(directory, 'dist', 'explorer');
}

export async function registerExplorer(
  app: FastifyInstance,
  directory: string,
  graphqlPath: string,
): Promise<void> {
  await app.register(async (explorer) => {
    explorer.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    if (!existsSync(join(directory, 'index.html'))) {
      explorer.get('/', { schema: { hide: true } }, () => {
        throw new ServiceError(
          'NOT_FOUND',
          'the explorer page is not built (dist/explorer is missing): run npm run build',
        );
      });
      return;
    }
    await explorer.register(fastifyStatic, {
      root: directory,
      wildcard: false,
      index: 'index.html',
      // Vite names assets by content hash, so they never change; the page itself may. Ours are
      // the only Cache-Control headers (send's own would replace them).
      cacheControl: false,
      setHeaders(response, path) {
        response.setHeader('X-Content-Type-Options', 'nosniff');
        // A worker (Monaco's editor and language workers) runs under the policy of its own
        // script's response, not the page's; on other scripts the header is ignored.
        if (path.endsWith('.js'))
          response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
        if (path.endsWith('.html')) {
          response.setHeader('Cache-Control', 'no-cache');
          response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
          response.setHeader('Referrer-Policy', 'no-referrer');
        } else {
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    if (existsSync(join(directory, GRAPHQL_IDE_PAGE))) {
      explorer.addConstraintStrategy(BROWSER_PAGE_CONSTRAINT);
      explorer.get(
        graphqlPath,
        { constraints: { browserPage: 'html' }, schema: { hide: true } },
        (_request, reply) => reply.header('Vary', 'Accept').sendFile(GRAPHQL_IDE_PAGE),
      );
    }
  });
}
