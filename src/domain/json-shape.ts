// The shape a JSON request may have (docs/decisions.md, "Bad input: JSON refused by its shape"):
// how deep its lists and objects nest, how many items a list or members an object holds, how long
// a string is. Checked on a body's bytes before it is parsed (one pass, no recursion, stopping at
// the first excess), and on values something else already parsed (graphql-ws's messages) with an
// explicit stack, so neither the check nor anything after it recurses as deep as the input does.
import { ServiceError } from './errors';
import { JSON_SHAPE_LIMITS, type JsonShapeLimits } from './limits';
import {
  BACKSLASH,
  CLOSE_LIST,
  CLOSE_OBJECT,
  COMMA,
  OPEN_LIST,
  OPEN_OBJECT,
  QUOTE,
} from './json-bytes';
import { runSteps } from './steps';

/** What is over a limit: the limit's name, and the reason in words. */
export interface JsonShapeExcess {
  limit: keyof JsonShapeLimits;
  reason: string;
}

const nested = (max: number) => `expected lists and objects nested at most ${max} deep`;
const items = (max: number) =>
  `expected lists of at most ${max} items and objects of at most ${max} fields`;
const strings = (max: number) => `expected strings of at most ${max} bytes`;

/**
 * The first excess of a JSON text's shape, read from its UTF-8 bytes, or undefined. Never parses:
 * the structural bytes are ASCII, which no multi-byte UTF-8 sequence contains, and a string is
 * skipped with `indexOf` to its closing quote. Malformed JSON is left to the parser.
 */
export function jsonTextExcess(
  bytes: Uint8Array,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): JsonShapeExcess | undefined {
  return runSteps(jsonTextExcessInSteps(bytes, Infinity, limits));
}

/**
 * jsonTextExcess in steps: it pauses after every `stepBytes` bytes read (a large body's scan with
 * other work in between, docs/decisions.md "Evaluation: two at once"). The same pass, so the
 * same answer.
 */
export function* jsonTextExcessInSteps(
  bytes: Uint8Array,
  stepBytes: number,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): Generator<void, JsonShapeExcess | undefined, void> {
  const { depthMax, itemsMax, stringBytesMax } = limits;
  // Commas seen in each open list or object: its items less one.
  const commas = new Uint32Array(depthMax + 1);
  let depth = 0;
  const length = bytes.length;
  let pauseAt = stepBytes;
  for (let at = 0; at < length; at++) {
    if (at >= pauseAt) {
      yield;
      pauseAt = at + stepBytes;
    }
    const byte = bytes[at];
    if (byte === QUOTE) {
      const end = closingQuote(bytes, at);
      if (end < 0) {
        // Unterminated: malformed unless cut short by the limit, which a longer one passes.
        if (length - at - 1 > stringBytesMax)
          return {
            limit: 'stringBytesMax',
            reason: `${strings(stringBytesMax)}; received a longer one at byte ${at}`,
          };
        return undefined;
      }
      if (end - at - 1 > stringBytesMax)
        return {
          limit: 'stringBytesMax',
          reason: `${strings(stringBytesMax)}; received one of ${end - at - 1} bytes at byte ${at}`,
        };
      at = end;
    } else if (byte === OPEN_LIST || byte === OPEN_OBJECT) {
      if (++depth > depthMax)
        return {
          limit: 'depthMax',
          reason: `${nested(depthMax)}; received deeper nesting at byte ${at}`,
        };
      commas[depth] = 0;
    } else if (byte === CLOSE_LIST || byte === CLOSE_OBJECT) {
      if (depth > 0) depth--;
    } else if (byte === COMMA && depth > 0) {
      if (++commas[depth]! >= itemsMax)
        return { limit: 'itemsMax', reason: `${items(itemsMax)}; received more at byte ${at}` };
    }
  }
  return undefined;
}

/** The index of the quote closing the string opened at `open`; -1 if none does. */
function closingQuote(bytes: Uint8Array, open: number): number {
  let at = bytes.indexOf(QUOTE, open + 1);
  while (at >= 0) {
    // Escaped when an odd number of backslashes precede it. Runs of backslashes between two
    // quotes are disjoint, so the walk back stays linear in the text.
    let backslashes = 0;
    for (let k = at - 1; k > open && bytes[k] === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = bytes.indexOf(QUOTE, at + 1);
  }
  return -1;
}

/**
 * The first excess of an already parsed JSON value's shape, or undefined; a string's size is its
 * length in UTF-16 code units, never more than the bytes it took. Iterative: an input nested
 * thousands deep is refused at the limit's depth without recursing.
 */
export function jsonValueExcess(
  value: unknown,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): JsonShapeExcess | undefined {
  const { depthMax, itemsMax, stringBytesMax } = limits;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      if (current.length > stringBytesMax)
        return {
          limit: 'stringBytesMax',
          reason: `${strings(stringBytesMax)}; received one of ${current.length} characters`,
        };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > depthMax)
      return { limit: 'depthMax', reason: `${nested(depthMax)}; received deeper nesting` };
    const children = Array.isArray(current)
      ? (current as unknown[])
      : Object.values(current as Record<string, unknown>);
    if (children.length > itemsMax)
      return { limit: 'itemsMax', reason: `${items(itemsMax)}; received ${children.length}` };
    if (!Array.isArray(current))
      for (const name of Object.keys(current))
        if (name.length > stringBytesMax)
          return {
            limit: 'stringBytesMax',
            reason: `${strings(stringBytesMax)}; received a field name of ${name.length} characters`,
          };
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

/**
 * INVALID_REQUEST for JSON over a shape limit: `where` names the part (`body`, `variables`), in
 * the words of both APIs; `details` give the limit by name and its value.
 */
export function jsonShapeRefusal(
  excess: JsonShapeExcess,
  where: string,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): ServiceError {
  const detail = JSON_SHAPE_DETAILS[excess.limit];
  return new ServiceError('INVALID_REQUEST', `invalid ${where}: ${excess.reason}`, {
    problems: [{ path: where, reason: excess.reason }],
    [detail]: limits[excess.limit],
  });
}

const JSON_SHAPE_DETAILS = {
  depthMax: 'maxJsonDepth',
  itemsMax: 'maxJsonItems',
  stringBytesMax: 'maxJsonStringBytes',
} as const;
