// Global object identification (docs/decisions.md, GraphQL global IDs): every entity's `id` is
// graphql-relay's opaque base64 of "<Type>:<key>", where the key is the JSON array of the service
// IDs that name one version of the entity (a market is its ID and version). Clients treat it as
// opaque; `Query.node` and `Query.nodes` take it back.
import { fromGlobalId, toGlobalId } from 'graphql-relay';
import { ServiceError } from '../domain/errors';

/** The entity types with global IDs, and how many parts their key has. */
export const NODE_KEY_ARITY = {
  Family: 1,
  Event: 1,
  Market: 2,
  Outcome: 2,
  Listing: 1,
  ScenarioVersion: 2,
  Scenario: 3,
  Relationship: 4,
  FairValue: 4,
  Change: 1,
  TradePrint: 1,
} as const;
export type NodeTypeName = keyof typeof NODE_KEY_ARITY;

export function globalId(type: NodeTypeName, ...key: string[]): string {
  return toGlobalId(type, JSON.stringify(key));
}

export interface DecodedId {
  type: NodeTypeName;
  key: string[];
}

/** The type and key of a global ID; INVALID_REQUEST when it is not one this service issues. */
export function decodeGlobalId(id: string, path = 'id'): DecodedId {
  const decoded = tryDecode(id);
  if (!decoded) {
    throw new ServiceError('INVALID_REQUEST', `${path} is not a global ID of this service`, {
      problems: [{ path, reason: 'not a global ID of this service' }],
    });
  }
  return decoded;
}

function tryDecode(id: string): DecodedId | null {
  const { type, id: text } = fromGlobalId(id);
  if (!Object.hasOwn(NODE_KEY_ARITY, type)) return null;
  let key: unknown;
  try {
    key = JSON.parse(text);
  } catch {
    return null;
  }
  const arity = NODE_KEY_ARITY[type as NodeTypeName];
  if (!Array.isArray(key) || key.length !== arity) return null;
  if (!key.every((part) => typeof part === 'string' && part !== '')) return null;
  return { type: type as NodeTypeName, key: key as string[] };
}
