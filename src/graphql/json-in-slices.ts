// A GraphQL answer written as JSON with the event loop free between slices (docs/decisions.md, "A
// large GraphQL answer written in slices"): `JSON.stringify` of a family's relationship pages (tens
// of MB) and the UTF-8 encoding of that text were each one piece of the loop of hundreds of
// milliseconds. The text is exactly `JSON.stringify`'s: containers near the top are walked here,
// in its order and with its rules, and everything below them is written by `JSON.stringify`.
import { runInSlices } from '../services/event-loop-turns';

/**
 * A value of fewer nodes (values, members and items all counted) is written whole by
 * `JSON.stringify`, and so is a run of a list's items of fewer nodes together: a fraction of a
 * millisecond's work each. Only a container of more nodes is walked here.
 */
const WHOLE_NODES = 4_096;

/**
 * An answer of fewer nodes is written by one `JSON.stringify`, without the walk: about a
 * millisecond's work at most, well within a slice, and the walk's own counting and joining cost
 * about half as much again as the text of a dashboard's answer (7,669 nodes; docs/decisions.md,
 * "The dashboard query: an answer below a bound written in one call").
 */
const WHOLE_ANSWER_NODES = 16_384;

/** Bytes of text encoded between two checks of the slice (about a millisecond's work). */
const ENCODED_RUN = 1 << 20;

/** `JSON.stringify(value)`, written in slices of the event loop. */
export function jsonInSlices(value: unknown): Promise<string> {
  if (nodesUpTo(value, WHOLE_ANSWER_NODES) < WHOLE_ANSWER_NODES)
    return Promise.resolve((JSON.stringify(value) as string | undefined) ?? '');
  const parts: string[] = [];
  return runInSlices(written(parts, value)).then(() => parts.join(''));
}

/**
 * The UTF-8 bytes of `text`, encoded a run at a time with the event loop free between slices:
 * each run's length first, then each run written in place into one buffer of the whole (joining
 * runs encoded apart was itself a copy of a long piece).
 */
export async function utf8InSlices(text: string): Promise<Buffer> {
  if (text.length <= ENCODED_RUN) return Buffer.from(text, 'utf8');
  const ends: number[] = [];
  const lengths = await runInSlices(runLengths(text, ends));
  const bytes = Buffer.allocUnsafe(lengths.reduce((sum, n) => sum + n, 0));
  await runInSlices(runsWritten(text, ends, bytes));
  return bytes;
}

/** Where each run of the text ends, and its length in bytes. */
function* runLengths(text: string, ends: number[]): Generator<void, number[], undefined> {
  const lengths: number[] = [];
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + ENCODED_RUN);
    // A run never ends between the two halves of a surrogate pair: each half alone is not UTF-8.
    if (to < text.length && isHighSurrogate(text.charCodeAt(to - 1))) to -= 1;
    ends.push(to);
    lengths.push(Buffer.byteLength(text.slice(from, to), 'utf8'));
    from = to;
    yield;
  }
  return lengths;
}

function* runsWritten(
  text: string,
  ends: readonly number[],
  bytes: Buffer,
): Generator<void, void, undefined> {
  let from = 0;
  let offset = 0;
  for (const to of ends) {
    offset += bytes.write(text.slice(from, to), offset, 'utf8');
    from = to;
    yield;
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Writes `value` as the property `key` of its holder: true if it wrote anything (a value
 * `JSON.stringify` leaves out of an object, such as `undefined` or a function, writes nothing).
 */
function* written(parts: string[], value: unknown, key = ''): Generator<void, boolean, undefined> {
  const json = toJsonOf(value, key);
  if (!isWalked(json) || nodesUpTo(json, WHOLE_NODES) < WHOLE_NODES) {
    const text = JSON.stringify(json) as string | undefined;
    if (text === undefined) return false;
    parts.push(text);
    return true;
  }
  if (Array.isArray(json)) {
    yield* writtenList(parts, json);
    return true;
  }
  parts.push('{');
  let first = true;
  for (const name of Object.keys(json)) {
    const at = parts.length;
    parts.push(first ? '' : ',', JSON.stringify(name), ':');
    if (yield* written(parts, json[name], name)) first = false;
    else parts.length = at;
    yield;
  }
  parts.push('}');
  return true;
}

/**
 * A list's items in runs of fewer than WHOLE_NODES nodes, each run written by `JSON.stringify`
 * (an item it leaves out is null there, as in the whole list); an item of more nodes, or with
 * a `toJSON` of its own (which takes the item's index as its key), is written alone.
 */
function* writtenList(parts: string[], list: unknown[]): Generator<void, void, undefined> {
  parts.push('[');
  let from = 0;
  let nodes = 0;
  const writeRun = (to: number) => {
    if (to <= from) return;
    const text = JSON.stringify(list.slice(from, to));
    parts.push(from > 0 ? ',' : '', text.slice(1, -1));
  };
  for (let i = 0; i < list.length; i += 1) {
    const item = list[i];
    const size = hasToJson(item) ? WHOLE_NODES : nodesUpTo(item, WHOLE_NODES);
    if (size >= WHOLE_NODES) {
      writeRun(i);
      if (i > 0) parts.push(',');
      if (!(yield* written(parts, item, String(i)))) parts.push('null');
      from = i + 1;
      nodes = 0;
      yield;
      continue;
    }
    nodes += size;
    if (nodes >= WHOLE_NODES) {
      writeRun(i + 1);
      from = i + 1;
      nodes = 0;
      yield;
    }
  }
  writeRun(list.length);
  parts.push(']');
}

/**
 * How many nodes the value has, counted up to `limit`. A member that holds nothing (most of an
 * answer's nodes: its scalars) is counted where it is found rather than queued.
 */
function nodesUpTo(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 1;
  let count = 0;
  const waiting: object[] = [value];
  while (waiting.length > 0 && count < limit) {
    const next = waiting.pop()!;
    count += 1;
    if (Array.isArray(next)) {
      for (const item of next as unknown[])
        if (typeof item === 'object' && item !== null) waiting.push(item);
        else count += 1;
    } else {
      for (const name in next) {
        const member = (next as Record<string, unknown>)[name];
        if (typeof member === 'object' && member !== null) waiting.push(member);
        else count += 1;
      }
    }
  }
  return Math.min(count, limit);
}

function hasToJson(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

/** What `JSON.stringify` writes for the value: what its `toJSON` gives, if it has one. */
function toJsonOf(value: unknown, key: string): unknown {
  if (typeof value === 'object' && value !== null) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return (toJSON as (key: string) => unknown).call(value, key);
  }
  return value;
}

/**
 * Arrays and plain objects (GraphQL's answers are made of these); anything else, such as a boxed
 * primitive or a value of a class, `JSON.stringify` writes by rules of its own.
 */
function isWalked(value: unknown): value is unknown[] | Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
