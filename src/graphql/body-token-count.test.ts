// A POST /graphql body's document counted from its bytes (body-token-count.ts): never over the
// limit unless graphql-js's lexer finds more tokens than the limit in it, and over it for the
// attacks it is meant to refuse cheaply.
import { Lexer, parse, Source, TokenKind } from 'graphql';
import { bodyDocumentOverTokens } from './body-token-count';

/** graphql-js's count of the document's tokens; undefined when it does not lex. */
function lexedTokens(document: string): number | undefined {
  const lexer = new Lexer(new Source(document));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  } catch {
    return undefined;
  }
  return count;
}

const bytes = (body: unknown) => Buffer.from(JSON.stringify(body));
const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: family(familyId: "fam-${i}") { markets { nodes { marketId } } }`).join(' ')} }`;

describe('the tokens of a /graphql body, from its bytes', () => {
  test('over the limit exactly when graphql-js counts more, on documents it lexes', () => {
    const documents = [
      aliases(3),
      '{ a }',
      'query Q($v: [String] = ["x", "y"]) { f(a: $v, b: -12, c: 0) @include(if: true) { ...F } }',
      '# a comment with "quotes", \\ and : colons\n{ a(b: "tab\there/slash") }',
      '{ a(b: "") ... on T { c } }',
      'fragment F on T { x y z } { ...F }',
    ];
    for (const document of documents) {
      const count = lexedTokens(document);
      expect(count).toBeDefined();
      for (const limit of [1, count! - 1, count!, count! + 1]) {
        const over = bodyDocumentOverTokens(bytes({ query: document, variables: {} }), limit);
        // Bodies of no more bytes than the limit are never counted (every token is a byte).
        if (over) expect(count! > limit).toBe(true);
        else if (count! > limit && JSON.stringify({ query: document }).length > limit)
          throw new Error(`${document}: not found over ${limit}`);
      }
    }
  });

  test('the 2,000-alias document, wherever its member stands', () => {
    const document = aliases(2_000);
    expect(() => parse(document, { maxTokens: 2_000 })).toThrow(/more th\w+ 2000 tokens/);
    expect(bodyDocumentOverTokens(bytes({ query: document }), 2_000)).toBe(true);
    expect(
      bodyDocumentOverTokens(bytes({ variables: { a: [1, { b: '}' }] }, query: document }), 2_000),
    ).toBe(true);
    expect(bodyDocumentOverTokens(bytes({ query: aliases(20) }), 2_000)).toBe(false);
    // Behind a long list, it is the parser's: a large body pays a bounded walk.
    const long = Array.from({ length: 40_000 }, (_, i) => i);
    expect(bodyDocumentOverTokens(bytes({ variables: { long }, query: document }), 2_000)).toBe(
      false,
    );
  });

  test('what it does not lex as graphql-js, or JSON it does not follow, is left to the parser', () => {
    const many = 'a '.repeat(50);
    const left = [
      `{ 1.5 ${many} }`, // a float
      `{ """block""" ${many} }`, // a block string
      `{ "esc\\"aped" ${many} }`, // an escape in a string
      `{ "é" ${many} }`, // a byte outside ASCII
      `{ ^ ${many} }`, // not a token
      `{ 12ab ${many} }`, // a name right after digits
    ];
    // Each before the limit: past it, the parser stops counting first, as this does.
    for (const document of left)
      expect(bodyDocumentOverTokens(bytes({ query: document }), 10)).toBe(false);
    const over = `{ ${many}${many} }`;
    expect(bodyDocumentOverTokens(bytes({ query: over }), 10)).toBe(true);
    // The parser keeps the last of two `query` members.
    const twice = `{"query":${JSON.stringify(over)},"query":"{ a }"}`;
    expect(bodyDocumentOverTokens(Buffer.from(twice), 10)).toBe(false);
    expect(bodyDocumentOverTokens(Buffer.from(`{"qu\\u0065ry":${JSON.stringify(over)}}`), 10)).toBe(
      false,
    );
    expect(bodyDocumentOverTokens(bytes([{ query: over }]), 10)).toBe(false);
    expect(bodyDocumentOverTokens(bytes({ query: null, other: over }), 10)).toBe(false);
    expect(bodyDocumentOverTokens(Buffer.from(`{"query":${JSON.stringify(over)}`), 10)).toBe(false);
  });
});
