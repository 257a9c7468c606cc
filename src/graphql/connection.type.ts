// Relay connections (docs/decisions.md, GraphQL connections), as GitHub's and Shopify's APIs
// shape them: edges with their own cursor, nodes, pageInfo with all four fields, totalCount, and
// the snapshot the page was read at. A cursor is the position after its item at that snapshot:
// `after` continues behind it, `before` ends in front of it, with the same filters.
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { RevealsRevision } from './reads-beyond-snapshot';
import { DateTimeScalar } from './scalars';

@ObjectType('PageInfo', { description: 'Where a page stands in its connection.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when items come before this page.' })
  hasPreviousPage!: boolean;

  @RevealsRevision()
  @Field(() => String, {
    nullable: true,
    description:
      "The first edge's cursor (pass as `before` for the page in front); null when empty.",
  })
  startCursor!: string | null;

  @RevealsRevision()
  @Field(() => String, {
    nullable: true,
    description: "The last edge's cursor (pass as `after` for the next page); null when empty.",
  })
  endCursor!: string | null;
}

export interface EdgeOf<N> {
  readonly cursor: string;
  readonly node: N;
}

/** What a connection field resolves to (src/graphql/connections.ts builds it). */
export interface ConnectionOf<N> {
  readonly edges: readonly EdgeOf<N>[];
  readonly nodes: readonly N[];
  readonly pageInfo: PageInfo;
  readonly totalCount: number;
  readonly snapshotId: string;
  readonly asOf: string | Promise<string>;
}

/** The connection and edge types of a node type; subclass the result with the connection's name. */
export function connectionType<N extends object>(name: string, node: ClassType<N>, what: string) {
  @ObjectType(`${name}Edge`, { description: `One ${what} of a page, with its cursor.` })
  class Edge {
    @RevealsRevision()
    @Field(() => String, {
      description:
        'The position after this item: `after` continues behind it, `before` ends in front of it.',
    })
    cursor!: string;

    @Field(() => node, { description: `The ${what}.` })
    node!: N;
  }

  // Abstract: emitted only through its named subclasses.
  @ObjectType()
  abstract class Connection {
    @Field(() => [Edge], { description: 'The page, each item with its cursor.' })
    edges!: Edge[];

    @Field(() => [node], { description: 'The page without cursors.' })
    nodes!: N[];

    @Field(() => PageInfo, { description: 'Where the page stands in the whole.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many items the whole connection has at its snapshot.' })
    totalCount!: number;

    @RevealsRevision()
    @Field(() => String, {
      description: 'The snapshot the page was read at; cursors of this page keep it.',
    })
    snapshotId!: string;

    @RevealsRevision()
    @Field(() => DateTimeScalar, { description: "When the snapshot's revision was committed." })
    asOf!: string;
  }

  return Connection;
}
