// Relay-style connections over the service's page tokens (specification, common rule 2).
//
// Cursor semantics: the service issues one continuation token per page, not one per item, so
// every edge's cursor is the page's endCursor (the service's next_page_token). Passing any of
// them as `after` continues after the page, with the page's filters and pinned snapshot; on the
// last page the cursors are null.
import { Field, ObjectType, type ClassType } from 'type-graphql';

@ObjectType('PageInfo')
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` with the same filters for the next page; null on the last page.',
  })
  endCursor!: string | null;
}

export interface EdgeOf<N> {
  cursor: string | null;
  node: N;
}

export interface ConnectionOf<N> {
  edges: EdgeOf<N>[];
  pageInfo: PageInfo;
  snapshotId: string;
  asOf: string;
}

/** The abstract connection of a node type; subclass it with the connection's own name. */
export function connectionType<N extends object>(name: string, node: ClassType<N>) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field(() => String, {
      nullable: true,
      description: "The page's endCursor: the service continues after pages, not after items.",
    })
    cursor!: string | null;

    @Field(() => node)
    node!: N;
  }

  // Abstract: emitted only through its named subclasses.
  @ObjectType()
  abstract class Connection {
    @Field(() => [Edge])
    edges!: Edge[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => String, { description: 'The snapshot the page was read at; later pages keep it.' })
    snapshotId!: string;

    @Field(() => String, {
      description: "When the snapshot's revision was committed (ISO 8601 UTC).",
    })
    asOf!: string;
  }

  return Connection;
}
