// The depth and aliases counted from a document's tokens before it is parsed (document-scan.ts,
// QueryLimits.precheck; docs/decisions.md, "GraphQL limits: refused before parsing"): the same
// counts as GraphQL Armor's after parsing and validation, and the same QUERY_TOO_COMPLEX, so a
// document over them is refused for the price of a lexer pass. Over real HTTP, such a document
// gets the code and details it got before.
import { parse } from 'graphql';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { ServiceError } from '../../src/domain/errors';
import { buildGraphqlSchema } from '../../src/graphql/build-schema';
import { scanDocument, scanOperation } from '../../src/graphql/document-scan';
import { QueryLimits, tokenLimitError } from '../../src/graphql/query-limits';
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

/** 30 fragments each spreading the one before twice, under a family named by `literal`. */
const doubling = (literal: string, first = 1) =>
  `{ family(familyId: ${JSON.stringify(literal)}) { markets(first: ${first}) { nodes { marketId } } ...F30 } } ${Array.from(
    { length: 30 },
    (_, i) => `fragment F${i + 1} on Family { ${i === 0 ? 'familyId' : `...F${i} ...F${i}`} }`,
  ).join(' ')}`;

describe('the shape of a document, and refusals remembered by it', () => {
  const max = DEFAULT_GRAPHQL_LIMITS.maxTokens;
  let limits: QueryLimits;
  beforeEach(async () => {
    limits = new QueryLimits(await buildGraphqlSchema(), DEFAULT_GRAPHQL_LIMITS);
  });

  test('literals no measure reads do not change the shape; page sizes, names and variables do', () => {
    const shape = (text: string) => scanDocument(text, undefined, max).shape;
    const base = shape('{ family(familyId: "a") { markets(first: 3) { nodes { marketId } } } }');
    expect(base).toBeDefined();
    expect(
      shape('# another\n{ family(familyId: "b") { markets(first: 3) { nodes { marketId } } } }'),
    ).toBe(base);
    expect(
      shape('{ family(familyId: "a") { markets(first: 4) { nodes { marketId } } } }'),
    ).not.toBe(base);
    expect(shape('{ family(familyId: "a") { markets(first: 3) { nodes { title } } } }')).not.toBe(
      base,
    );
    expect(
      shape(
        'query Q($f: ID!) { family(familyId: $f) { markets(first: 3) { nodes { marketId } } } }',
      ),
    ).toBeUndefined();
  });

  test('the token limit is counted as the parser counts it, and refused with its words', () => {
    const atLimit = `{ ${'a '.repeat(max - 2)}}`;
    expect(() => parse(atLimit, { maxTokens: max })).not.toThrow();
    expect(scanDocument(atLimit, undefined, max).tokensExceeded).toBe(false);
    const over = `{ ${'a '.repeat(max - 1)}}`;
    expect(scanDocument(over, undefined, max).tokensExceeded).toBe(true);
    let parserError: ServiceError | undefined;
    try {
      parse(over, { maxTokens: max });
    } catch (error) {
      parserError = tokenLimitError((error as Error).message);
    }
    expect(parserError).toBeDefined();
    expect(refusal(() => limits.precheck(over, undefined))).toEqual({
      code: parserError!.code,
      details: parserError!.details,
    });
    // A lexing error within the limit is the parser's to word.
    expect(scanDocument(`{ "unterminated ${'a '.repeat(max)}`, undefined, max).tokensExceeded).toBe(
      false,
    );
  });

  test('a refusal after parsing is given again before parsing, whatever the literal', () => {
    const first = doubling('fam-a');
    expect(refusal(() => limits.precheck(first, undefined))).toBeUndefined();
    let after: ServiceError | undefined;
    try {
      limits.check(parse(first), undefined, {});
    } catch (error) {
      after = error as ServiceError;
    }
    expect(after?.details).toMatchObject({ limit: 'maxComplexity' });
    limits.remember(first, undefined, after!);
    const expected = { code: after!.code, details: after!.details };
    expect(refusal(() => limits.precheck(first, undefined))).toEqual(expected);
    expect(refusal(() => limits.precheck(doubling('fam-b'), undefined))).toEqual(expected);
    // Another page size is another shape: measured afresh, after parsing.
    expect(refusal(() => limits.precheck(doubling('fam-a', 2), undefined))).toBeUndefined();
    // Another operation name is another key.
    expect(refusal(() => limits.precheck(doubling('fam-b'), 'Named'))).toBeUndefined();
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

  test('a document over the token limit, and one refused for its cost, then with another literal', async () => {
    const tokens = await post(server, `{ ${aliases(500)} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.errors[0].extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      details: { limit: 'maxTokens', value: 2001, maximum: 2000, atLeast: true },
    });
    const costly = await post(server, doubling('fam-one'));
    const again = await post(server, doubling('fam-two'));
    for (const answer of [costly, again]) {
      expect(answer.status).toBe(400);
      expect(answer.errors[0].extensions).toMatchObject({
        code: 'QUERY_TOO_COMPLEX',
        details: { limit: 'maxComplexity', maximum: 1_000_000 },
      });
    }
    expect(again.errors[0].message).toBe(costly.errors[0].message);
    expect(again.errors[0].extensions.details).toEqual(costly.errors[0].extensions.details);
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
