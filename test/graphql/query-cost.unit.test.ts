// The cost estimate is generic over the schema (docs/decisions.md, "GraphQL limits"): the same
// estimator on a Relay-shaped schema (connections with edges, nodes, pageInfo and totalCount,
// first/after/last/before, a Node interface) counts first or last, else the default page, and
// multiplies what is selected under a connection, edges and nodes alike.
import { buildSchema, parse } from 'graphql';
import { QueryLimits } from '../../src/graphql/query-limits';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';

const relay = buildSchema(`
  interface Node { id: ID! }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type Family implements Node {
    id: ID!
    title: String!
    tags: [String!]!
    markets(first: Int, after: String, last: Int, before: String): MarketConnection!
  }
  type Market implements Node {
    id: ID!
    title: String!
    families(first: Int, after: String, last: Int, before: String): FamilyConnection!
    outcomes: [Outcome!]!
  }
  type Outcome implements Node { id: ID! label: String! }
  type MarketEdge { cursor: String! node: Market! }
  type MarketConnection { edges: [MarketEdge!]! nodes: [Market!]! pageInfo: PageInfo! totalCount: Int! }
  type FamilyEdge { cursor: String! node: Family! }
  type FamilyConnection { edges: [FamilyEdge!]! nodes: [Family!]! pageInfo: PageInfo! totalCount: Int! }
  type Query {
    node(id: ID!): Node
    family(id: ID!): Family
    families(first: Int, after: String, last: Int, before: String): FamilyConnection!
  }
`);

const limits = new QueryLimits(relay, { ...DEFAULT_GRAPHQL_LIMITS, defaultListSize: 10 });
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  limits.measure(parse(query), undefined, variables)?.complexity;

describe('the cost estimate on a Relay-shaped schema', () => {
  test('a connection counts first, and multiplies nodes and edges alike', () => {
    // families 1 + 20 × (nodes 1 + 1 × (title 1)) = 41
    expect(cost('{ families(first: 20) { nodes { title } } }')).toBe(41);
    // families 1 + 20 × (edges 1 + (cursor 1 + node (1 + title 1))) = 81
    expect(cost('{ families(first: 20) { edges { cursor node { title } } } }')).toBe(81);
  });

  test('last counts like first; without either, the default page (50)', () => {
    expect(cost('{ families(last: 20) { nodes { title } } }')).toBe(41);
    expect(cost('{ families { nodes { title } } }')).toBe(1 + 50 * 2);
    expect(cost('query ($n: Int) { families(first: $n) { nodes { title } } }', { n: 5 })).toBe(11);
  });

  test('pageInfo and totalCount are under the connection too, so they count once per item', () => {
    expect(cost('{ families(first: 2) { totalCount pageInfo { hasNextPage } } }')).toBe(
      1 + 2 * (1 + (1 + 1)),
    );
  });

  test('nested connections multiply', () => {
    // families 1 + 10 × (nodes 1 + (markets 1 + 5 × (nodes 1 + title 1)))
    expect(
      cost('{ families(first: 10) { nodes { markets(first: 5) { nodes { title } } } } }'),
    ).toBe(1 + 10 * (1 + (1 + 5 * (1 + 1))));
  });

  test('a plain list counts the default list size; a list of scalars costs its field', () => {
    // family 1 + (tags 1 + markets (1 + 50 × (nodes 1 + outcomes (1 + 10 × label 1))))
    expect(cost('{ family(id: "f") { tags markets { nodes { outcomes { label } } } } }')).toBe(
      1 + (1 + (1 + 50 * (1 + (1 + 10 * 1)))),
    );
  });

  test('the six-level walk is far over the default limit in the Relay shape too', () => {
    const walk = (levels: number): string =>
      levels === 0 ? 'id' : `markets { nodes { families { nodes { ${walk(levels - 1)} } } } }`;
    const value = cost(`{ family(id: "f") { ${walk(6)} } }`)!;
    expect(value).toBeGreaterThan(DEFAULT_GRAPHQL_LIMITS.maxComplexity * 1000);
  });

  test('fragments on an interface count the most expensive possible type', () => {
    const query = `{ node(id: "x") { id ... on Family { markets(first: 3) { nodes { title } } } ... on Market { title } } }`;
    // node 1 + max(Family: id 1 + markets (1 + 3 × 2), Market: id 1 + title 1)
    expect(cost(query)).toBe(1 + (1 + (1 + 3 * 2)));
  });
});

describe('measures kept per document', () => {
  test('an ID variable is no reason to measure again; the values of first and @include are', () => {
    const document = parse(`query ($id: ID!, $n: Int, $more: Boolean!) {
      family(id: $id) { markets(first: $n) { nodes { title outcomes @include(if: $more) { label } } } }
    }`);
    const measure = (variables: Record<string, unknown>) =>
      limits.measure(document, undefined, variables);
    const first = measure({ id: 'fam-a', n: 2, more: true });
    expect(measure({ id: 'fam-b', n: 2, more: true })).toBe(first);
    expect(measure({ id: 'fam-a', n: 4, more: true })!.complexity).toBeGreaterThan(
      first!.complexity,
    );
    expect(measure({ id: 'fam-a', n: 2, more: false })!.complexity).toBeLessThan(first!.complexity);
    expect(measure({ id: 'fam-c', n: 2, more: true })).toBe(first);
  });
});
