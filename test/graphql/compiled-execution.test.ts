// Operations run compiled (src/graphql/compiled-execution.ts): the same answers and errors as
// graphql-js gives, for the language features clients send (variables, fragments, aliases,
// directives, several operations in one document) and for requests refused before anything ran.
import { smallCatalog } from '../fixtures/small-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { http, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql, type GraphqlBody } from './graphql-client';

describe('compiled execution', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  const DOCUMENT = `
    query Markets($first: Int, $withOutcomes: Boolean!, $skipTitle: Boolean = false) {
      markets(first: $first) {
        totalCount
        nodes { ...MarketFields outcomes @include(if: $withOutcomes) { label } }
      }
    }
    query Families { families { nodes { __typename familyId } } }
    fragment MarketFields on Market { __typename id: marketId title @skip(if: $skipTitle) }
  `;

  test('one document with two operations, reused with other variables, answers each exactly', async () => {
    const run = (variables: Record<string, unknown>, operationName = 'Markets') =>
      http<GraphqlBody>(server, 'POST', '/graphql', {
        body: { query: DOCUMENT, variables, operationName },
      });
    const one = (await run({ first: 1, withOutcomes: true })).body;
    expect(one).toEqual({
      data: {
        markets: {
          totalCount: 2,
          nodes: [
            {
              __typename: 'Market',
              id: 'mkt-btc-100k',
              title: expect.any(String),
              outcomes: [{ label: 'YES' }, { label: 'NO' }],
            },
          ],
        },
      },
    });
    const two = (await run({ first: 2, withOutcomes: false, skipTitle: true })).body;
    expect(two.data.markets.nodes).toEqual([
      { __typename: 'Market', id: 'mkt-btc-100k' },
      { __typename: 'Market', id: 'mkt-fed-cut' },
    ]);
    const families = (await run({}, 'Families')).body;
    expect(families.data.families.nodes).toEqual([
      { __typename: 'Family', familyId: 'fam-btc' },
      { __typename: 'Family', familyId: 'fam-fed' },
    ]);
  });

  test.each([
    [
      'a variable of the wrong type',
      { query: 'query($f: Int) { markets(first: $f) { totalCount } }', variables: { f: 'x' } },
      'Variable "$f" got invalid value "x"',
    ],
    [
      'a missing required variable',
      { query: 'query($id: ID!) { node(id: $id) { id } }' },
      'Variable "$id" of required type "ID!" was not provided.',
    ],
    [
      'an invalid DateTime',
      {
        query:
          'query($s: DateTime!) { listing(listingId: "lst-kx-fed-cut-yes") { trades(start: $s) { totalCount } } }',
        variables: { s: 'yesterday' },
      },
      'DateTime: expected an ISO 8601 date and time with its offset, such as "2026-12-08T05:00:00Z"; received "yesterday"',
    ],
    [
      'an unknown enum value, with the values it allows',
      { query: '{ markets(status: FOO) { totalCount } }' },
      'Value "FOO" does not exist in "LifecycleStatus" enum. Expected one of OPEN, CLOSED, RESOLVED, UNKNOWN.',
    ],
    [
      'an unknown enum value in a variable, with the values it allows',
      {
        query: 'query($s: LifecycleStatus) { markets(status: $s) { totalCount } }',
        variables: { s: 'FOO' },
      },
      'Expected one of OPEN, CLOSED, RESOLVED, UNKNOWN.',
    ],
    [
      'an unknown operation name',
      { query: DOCUMENT, operationName: 'Nope', variables: { withOutcomes: true } },
      'Unknown operation named "Nope".',
    ],
    [
      'several operations without a name',
      { query: DOCUMENT, variables: { withOutcomes: true } },
      'Must provide operation name if query contains multiple operations.',
    ],
  ])('%s is INVALID_REQUEST (400) before anything runs', async (_name, body, message) => {
    const res = await http<GraphqlBody>(server, 'POST', '/graphql', { body });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]!.message).toContain(message);
    expect(res.body.errors![0]!.extensions).toEqual({
      code: 'INVALID_REQUEST',
      requestId: res.headers.get('x-request-id'),
    });
  });

  test('a resolver error keeps its path and code; its siblings still answer', async () => {
    const res = await graphql(
      server,
      '{ ok: family(familyId: "fam-fed") { familyId } bad: markets(first: 0) { totalCount } }',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: { familyId: 'fam-fed' }, bad: null });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        path: ['bad'],
        locations: [{ line: 1, column: 48 }],
        extensions: expect.objectContaining({ code: 'INVALID_REQUEST' }),
      }),
    ]);
    expect(await data(server, '{ __typename }')).toEqual({ __typename: 'Query' });
  });
});
