// The store's settings (README.md, "Configuration") whichever store serves: what a scope's fair
// values may hold, how far back a change-feed cursor may resume, the Neo4j store's read cache.
// Neo4j's own connection and time limits are in src/store/neo4j/neo4j-env.ts.
import { Type } from '@sinclair/typebox';
import { DEFAULT_FAIR_VALUE_BOUNDS } from './store';

export const DEFAULT_READ_CACHE_MIB = 64;

export const STORE_ENV = Type.Object({
  SETTLEGRAPH_FAIR_VALUE_HISTORY: Type.Integer({
    minimum: 1,
    default: DEFAULT_FAIR_VALUE_BOUNDS.historyPerValue,
    description: 'Superseded rows kept per fair value.',
  }),
  SETTLEGRAPH_FAIR_VALUES_PER_SCOPE: Type.Integer({
    minimum: 1,
    default: DEFAULT_FAIR_VALUE_BOUNDS.currentPerScope,
    description: 'Current fair values a scope may hold.',
  }),
  SETTLEGRAPH_CHANGE_RETENTION: Type.Optional(
    Type.Integer({
      minimum: 1,
      refusal: 'must be a positive whole number of change records',
      description: 'Change records a feed cursor may resume within; unset: the service default.',
    }),
  ),
  SETTLEGRAPH_READ_CACHE_MB: Type.Integer({
    minimum: 0,
    default: DEFAULT_READ_CACHE_MIB,
    description: "The Neo4j store's read cache budget (MiB); 0 turns it off.",
  }),
});
