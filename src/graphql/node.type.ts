// The Node interface of global object identification: every entity has an opaque `id` that
// Query.node takes back (global-id.ts), so normalised client caches key entities without
// configuration.
import { Field, ID, InterfaceType } from 'type-graphql';
import type { GraphqlContext } from './context';

/** The object type of a value Query.node or Query.nodes returned (node.resolver.ts records it). */
export function nodeTypeOf(value: unknown, context: GraphqlContext): string | undefined {
  return typeof value === 'object' && value !== null ? context.nodeTypes.get(value) : undefined;
}

/** The description of every `id` field. */
export const NODE_ID_DESCRIPTION =
  'Opaque global ID: the same for the same entity (for a market or an outcome, the same version of it) in every response.';

@InterfaceType('Node', {
  description: 'An entity with a global ID. Query.node and Query.nodes fetch it again by that ID.',
  resolveType: (value: object, context: GraphqlContext) => nodeTypeOf(value, context),
})
export abstract class Node {
  /**
   * Every object is an instance of the entity classes: type-graphql copies a field resolver's
   * root into a new instance of its type unless it already is one, and our roots are store
   * records, so without this each node would be copied once per field resolver it meets
   * (docs/decisions.md, GraphQL execution).
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null;
  }

  @Field(() => ID, { description: NODE_ID_DESCRIPTION })
  id!: string;
}
