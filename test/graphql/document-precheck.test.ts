// The depth and aliases counted from a document's tokens before it is parsed (document-scan.ts,
// QueryLimits.precheck; docs/decisions.md, "GraphQL limits: refused before parsing"): the same
// counts as GraphQL Armor's after parsing and validation, and the same QUERY_TOO_COMPLEX, so a
// document over them is refused for the price of a lexer pass. Over real HTTP, such a document
// gets the code and details it got before.
import { parse } from 'graphql';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { ServiceError } from '../../src/domain/errors';
import { buildGraphqlSchema } from '../../src/graphql/build-schema';
import { scanOperation } from '../../src/graphql/document-scan';
import { QueryLimits } from '../../src/graphql/query-limits';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { TEST_KEY, type TestServer } from '../support/test-server';

const aliases = (n: number, field = 'families(first: 1) { totalCount }') =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
const nested = (levels: number): string =>
  levels === 0
    ? 'marketId'
    : `marketId families(first: 1) { nodes { markets(first: 1) { nodes { ${nested(levels - 1)} } } } }`;

/** Documents whose counts the scan must give as Armor does, within and over the limits. */
const DOCUMENTS: Record<string, { text: string; operationName?: string }> = {
  'plain fields': { text: '{ families(first: 2) { nodes { familyId title } } }' },
  'aliases within': { text: `{ ${aliases(30)} }` },
  'aliases over': { text: `# comment with a: b\n{ ${aliases(31)} }` },
  '__typename aliases are not counted': { text: `{ ${aliases(40, '__typename')} t: __typename }` },
  'arguments with object values and colons': {
    text: 'query Q($n: Int = 3, $s: [String!] = ["a:b"]) { families(first: $n, after: "x: y") @include(if: true) { nodes { x: familyId } } }',
  },
  'deep through nested selections': { text: `{ markets(first: 1) { nodes { ${nested(5)} } } }` },
  'inline fragments add no depth': {
    text: '{ node(id: "x") { ... on Family { familyId a: title ... @include(if: true) { b: title } } } }',
  },
  'fragments spread at several depths': {
    text: `query Two { families(first: 1) { nodes { ...F c: familyId markets(first: 1) { nodes { families(first: 1) { nodes { ...F } } } } } } }
      query One { x: families { totalCount } }
      fragment F on Family { a: familyId ...G }
      fragment G on Family { b: title markets(first: 1) { nodes { d: marketId } } }`,
    operationName: 'Two',
  },
  'fragments doubling': {
    text: `{ families(first: 1) { nodes { ...F30 } } } ${Array.from(
      { length: 30 },
      (_, i) => `fragment F${i + 1} on Family { ${i === 0 ? 'k: familyId' : `...F${i} ...F${i}`} }`,
    ).join(' ')}`,
  },
  'introspection counts nothing': {
    text: '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } } } } } }',
  },
};

describe('counting depth and aliases from the tokens', () => {
  let limits: QueryLimits;
  beforeAll(async () => {
    limits = new QueryLimits(await buildGraphqlSchema(), DEFAULT_GRAPHQL_LIMITS);
  });

  test.each(Object.entries(DOCUMENTS))('%s: the same counts as after parsing', (_name, doc) => {
    const parsed = limits.measure(parse(doc.text), doc.operationName, {});
    const scanned = scanOperation(doc.text, doc.operationName, DEFAULT_GRAPHQL_LIMITS.maxTokens);
    expect(parsed).toBeDefined();
    expect(scanned).toEqual({ depth: parsed!.depth, aliases: parsed!.aliases });
  });

  test.each(Object.entries(DOCUMENTS))(
    '%s: refused before parsing exactly as after',
    (_name, doc) => {
      const after = refusal(() => limits.check(parse(doc.text), doc.operationName, {}));
      const before = refusal(() => limits.precheck(doc.text, doc.operationName));
      // The complexity is not counted from tokens: a document over it alone is parsed first.
      if (after?.details?.limit === 'maxComplexity') expect(before).toBeUndefined();
      else expect(before).toEqual(after);
    },
  );

  test('what the tokens cannot say is left to the parser', () => {
    const max = DEFAULT_GRAPHQL_LIMITS.maxTokens;
    expect(scanOperation('{ a b', undefined, max)).toBeUndefined();
    expect(scanOperation('{ "unterminated }', undefined, max)).toBeUndefined();
    expect(scanOperation(`{ ${'a '.repeat(max)} }`, undefined, max)).toBeUndefined();
    expect(scanOperation('query A { a } query B { b }', undefined, max)).toBeUndefined();
    expect(scanOperation('{ ...F } fragment F on Q { ...F }', undefined, max)).toBeUndefined();
  });
});

describe('refused before parsing, over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(() => server.close());

  test('too many aliases and too deep: QUERY_TOO_COMPLEX with the limit, value and maximum', async () => {
    const over = await post(server, `{ ${aliases(31)} }`);
    expect(over.status).toBe(400);
    expect(over.errors[0].extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      details: { limit: 'maxAliases', value: 31, maximum: 30 },
    });
    const deep = await post(server, `{ markets(first: 1) { nodes { ${nested(5)} } } }`);
    expect(deep.status).toBe(400);
    expect(deep.errors[0].extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      details: { limit: 'maxDepth', value: 23, maximum: 15 },
    });
  });
});

function refusal(run: () => void): { code: string; details?: Record<string, unknown> } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { code: error.code, details: error.details };
  }
}

async function post(server: TestServer, query: string): Promise<any> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}
