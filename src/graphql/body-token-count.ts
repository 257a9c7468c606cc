// The token count of a POST /graphql body's document, read from the body's bytes before they are
// decoded or parsed (docs/decisions.md, "Fairness: refusals cheap and remembered"). A document
// over the token limit is refused by graphql-js after the body's JSON is decoded and parsed, a
// cost in the size of the body (a 200 KB document: about 1 ms); counted here, it costs a pass over
// the document's first tokens. The count is graphql-js's (every token lexed, comments, commas and
// whitespace not): it decides only for the tokens it lexes exactly as graphql-js does (names,
// punctuators, integers and strings without escapes, as their JSON text writes them) and is
// silent as soon as it meets anything else (a float, a block string, an escape in a string, a
// byte outside ASCII, JSON it does not follow), leaving the document to the parser.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** graphql-js's punctuators of one character: ! $ & ( ) : = @ [ ] { | } */
const PUNCTUATORS = new Set([
  0x21, 0x24, 0x26, 0x28, 0x29, 0x3a, 0x3d, 0x40, 0x5b, 0x5d, 0x7b, 0x7c, 0x7d,
]);

const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;
const isNameStart = (c: number | undefined) =>
  c !== undefined && (c === 0x5f || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a));
const isNameContinue = (c: number | undefined) => isNameStart(c) || isDigit(c);
const isJsonSpace = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * True when the body is a JSON object whose one `query` member is a string holding more than
 * `maxTokens` GraphQL tokens, each lexed without error: graphql-js's parser would stop there. A
 * body within the limit costs the members before `query` and the count of its tokens.
 */
export function bodyDocumentOverTokens(body: Uint8Array, maxTokens: number): boolean {
  // A document of more tokens has at least as many bytes.
  if (body.length <= maxTokens) return false;
  const walk = { left: CONTAINER_BYTES_WALKED_MAX };
  let i = skipSpace(body, 0);
  if (body[i] !== 0x7b) return false;
  let over = false;
  i = skipSpace(body, i + 1);
  for (;;) {
    if (body[i] !== QUOTE) return false;
    const keyEnd = stringEnd(body, i);
    if (keyEnd < 0) return false;
    // A name written with escapes may be `query` too: not followed here.
    if (body.subarray(i + 1, keyEnd).includes(BACKSLASH)) return false;
    const isQuery = keyEnd - i === 6 && QUERY.every((byte, k) => body[i + 1 + k] === byte);
    i = skipSpace(body, keyEnd + 1);
    if (body[i] !== 0x3a) return false;
    i = skipSpace(body, i + 1);
    const valueEnd = valueEndOf(body, i, walk);
    if (valueEnd < 0) return false;
    if (isQuery) {
      // JSON.parse keeps the last of repeated members: a second one leaves it to the parser.
      if (over) return false;
      if (body[i] !== QUOTE) return false;
      if (countTokens(body, i + 1, valueEnd - 1, maxTokens) !== 'exceeded') return false;
      over = true;
    }
    i = skipSpace(body, valueEnd);
    if (body[i] === 0x2c) {
      i = skipSpace(body, i + 1);
      continue;
    }
    return over && body[i] === 0x7d && skipSpace(body, i + 1) === body.length;
  }
}

/**
 * Bytes of other members' lists and objects walked at most (a byte at a time, strings skipped):
 * past it, the body is left to the parser, so a large body (an evaluation's variables) pays at
 * most this much, about 0.1 ms.
 */
const CONTAINER_BYTES_WALKED_MAX = 64 * 1024;

/** `query` in bytes. */
const QUERY = [0x71, 0x75, 0x65, 0x72, 0x79];

function skipSpace(body: Uint8Array, from: number): number {
  let i = from;
  while (isJsonSpace(body[i])) i += 1;
  return i;
}

/** The index of the quote closing the string opened at `open`, or -1. */
function stringEnd(body: Uint8Array, open: number): number {
  let at = open + 1;
  for (;;) {
    const quote = body.indexOf(QUOTE, at);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (body[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/**
 * The index just after the JSON value starting at `start`, or -1 when it does not end or its
 * lists and objects take more bytes than `walk` has left.
 */
function valueEndOf(body: Uint8Array, start: number, walk: { left: number }): number {
  const first = body[start];
  if (first === QUOTE) {
    const end = stringEnd(body, start);
    return end < 0 ? -1 : end + 1;
  }
  if (first !== 0x7b && first !== 0x5b) {
    let i = start;
    while (i < body.length && !isJsonSpace(body[i]) && body[i] !== 0x2c && body[i] !== 0x7d) i += 1;
    return i === start ? -1 : i;
  }
  let depth = 0;
  let i = start;
  while (i < body.length) {
    const c = body[i]!;
    if (c === QUOTE) {
      const end = stringEnd(body, i);
      if (end < 0) return -1;
      i = end + 1;
      continue;
    }
    walk.left -= 1;
    if (walk.left < 0) return -1;
    if (c === 0x7b || c === 0x5b) depth += 1;
    else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return -1;
}

/**
 * graphql-js's tokens in the JSON text of a document (`start` to `end`, within its quotes), up to
 * `maxTokens` + 1: 'exceeded' past it, 'within' when the text ends first, 'unknown' at the first
 * text this count does not lex exactly as graphql-js.
 */
function countTokens(
  body: Uint8Array,
  start: number,
  end: number,
  maxTokens: number,
): 'exceeded' | 'within' | 'unknown' {
  let tokens = 0;
  let i = start;
  while (i < end) {
    const c = body[i]!;
    let token = true;
    if (c === 0x20 || c === 0x2c) {
      token = false; // a space or a comma: ignored
      i += 1;
    } else if (c === BACKSLASH) {
      const escaped = body[i + 1];
      if (escaped === 0x6e || escaped === 0x72 || escaped === 0x74) {
        token = false; // \n, \r, \t: a line or a tab, ignored
        i += 2;
      } else if (escaped === QUOTE) {
        const after = stringTokenEnd(body, i, end);
        if (after < 0) return 'unknown';
        i = after;
      } else return 'unknown';
    } else if (c === 0x23) {
      token = false; // a comment, to the line's end
      const after = commentEnd(body, i, end);
      if (after < 0) return 'unknown';
      i = after;
    } else if (isNameStart(c)) {
      i += 1;
      while (i < end && isNameContinue(body[i])) i += 1;
    } else if (isDigit(c) || c === 0x2d) {
      let j = c === 0x2d ? i + 1 : i;
      if (!isDigit(body[j]) || (body[j] === 0x30 && isDigit(body[j + 1]))) return 'unknown';
      while (j < end && isDigit(body[j])) j += 1;
      const next = j < end ? body[j] : undefined;
      // A float, or a name right after the digits (graphql-js refuses it): the parser's.
      if (next === 0x2e || next === 0x65 || next === 0x45 || isNameStart(next)) return 'unknown';
      i = j;
    } else if (c === 0x2e) {
      if (body[i + 1] !== 0x2e || body[i + 2] !== 0x2e || i + 3 > end) return 'unknown';
      i += 3;
    } else if (PUNCTUATORS.has(c)) i += 1;
    else return 'unknown';
    if (token) {
      tokens += 1;
      if (tokens > maxTokens) return 'exceeded';
    }
  }
  return 'within';
}

/**
 * After a GraphQL string opened by the JSON escape `\"` at `at`: its end, or -1 for a block
 * string, an escape in it (GraphQL's or a line break), a byte outside printable ASCII.
 */
function stringTokenEnd(body: Uint8Array, at: number, end: number): number {
  if (body[at + 2] === BACKSLASH && body[at + 3] === QUOTE)
    return body[at + 4] === BACKSLASH && body[at + 5] === QUOTE ? -1 : at + 4; // """ or ""
  let j = at + 2;
  while (j < end) {
    const s = body[j]!;
    if (s === BACKSLASH) {
      const escaped = body[j + 1];
      if (escaped === QUOTE) return j + 2;
      if (escaped === 0x74 || escaped === 0x2f)
        j += 2; // \t, \/: a tab or a slash
      else return -1;
    } else if (s < 0x20 || s >= 0x7f) return -1;
    else j += 1;
  }
  return -1;
}

/** After a comment starting at `at`: where its line ends (the escape \n or \r), or -1. */
function commentEnd(body: Uint8Array, at: number, end: number): number {
  let j = at + 1;
  while (j < end) {
    const s = body[j]!;
    if (s === BACKSLASH) {
      const escaped = body[j + 1];
      if (escaped === 0x6e || escaped === 0x72) return j;
      if (escaped === 0x75) return -1; // \u: perhaps a line break
      j += 2;
    } else if (s < 0x20 || s >= 0x7f) return -1;
    else j += 1;
  }
  return end;
}
