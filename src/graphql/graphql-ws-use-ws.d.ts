// TypeScript's "node" module resolution does not read package export maps, so it cannot find
// graphql-ws's `graphql-ws/use/ws` entry; this points it at that entry's declarations. Node and
// jest resolve the import itself through the export map.
declare module 'graphql-ws/use/ws' {
  export { useServer } from 'graphql-ws/dist/use/ws';
  export type { Extra } from 'graphql-ws/dist/use/ws';
}
