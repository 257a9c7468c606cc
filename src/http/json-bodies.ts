// The one parser of JSON bodies, REST's and /graphql's. In order, each before anything costlier:
// the shape of the bytes (src/domain/json-shape.ts: nesting, list and object sizes, string
// lengths; docs/decisions.md, "Bad input: JSON refused by its shape"), the route's own check of
// the bytes if it has one (/graphql: a document over the token limit), strict UTF-8 (Fastify's
// parser decodes leniently, so invalid bytes became U+FFFD and were answered, or stored, as if
// sent: docs/decisions.md, "Strict UTF-8 query strings"), then Fastify's own JSON parser with its
// usual protections. Every refusal is 400 INVALID_REQUEST (the route's check gives its own code,
// QUERY_TOO_COMPLEX for /graphql); /graphql answers it in GraphQL's shape
// (app.ts's error handler). A large body's long lists are parsed a run of items at a time, the
// event loop free in between (docs/decisions.md, "Evaluation never blocks the server"), with the
// same parser and so the same value and the same refusals. A route may read one such list
// itself, straight from the text (BodyListReader, its route config's `bodyLists`): the items then
// reach its handler as `request.bodyLists`, the body's list is left empty for the schema, and a
// list the reader does not accept whole is parsed as any other (docs/decisions.md, "Positions read
// in one pass").
import { isAscii } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../domain/errors';
import { jsonListSlicesInSteps, type JsonSlices } from '../domain/json-slices';
import {
  jsonShapeRefusal,
  jsonTextExcess,
  jsonTextExcessInSteps,
  type JsonShapeExcess,
} from '../domain/json-shape';
import type { KeyCpuBudget } from './key-cpu-budget';
import { runTurnByTurn, yieldToEventLoop } from '../services/event-loop-turns';

/** Bodies of fewer characters are parsed in one call: a few milliseconds at most. */
export const SLICED_PARSE_MIN_CHARS = 256 * 1024;
/** About how many characters of list items one call parses (about a millisecond's work). */
const RUN_CHARS = 64 * 1024;
/** Bytes of a large body's shape scanned between two turns (a fraction of a millisecond). */
const STEP_BYTES = 256 * 1024;

type ParseJson = (
  request: FastifyRequest,
  text: string,
  done: (error: Error | null, value?: unknown) => void,
) => unknown;

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as sent (decoded), kept for keys of what it asks (the response cache). */
    bodyText: string | undefined;
    /** The long lists a route's BodyListReader read from the body, by member name. */
    bodyLists: Map<string, unknown> | undefined;
  }
  interface FastifyContextConfig {
    /** Readers of the body's long top-level lists (see BodyListReader). */
    bodyLists?: readonly BodyListReader[];
  }
}

/**
 * A route's own reader of one long top-level list of its body, run by run. It accepts only items
 * the route's schema is proven to accept, in the form its handler takes them; on anything else
 * `run` answers false and the list is parsed and validated the general way, whose answer (value
 * or refusal) is the one that counts.
 */
export interface BodyListReader {
  /** The member's name. */
  readonly member: string;
  /** The list's maxItems: a longer list is left to the general path, which refuses it. */
  readonly maxItems: number;
  /** A reading of one list: `run` reads text[start, end), whole items and the commas between. */
  start(): { run(text: string, start: number, end: number): boolean; items(): unknown[] };
  /**
   * The list read elsewhere (a worker thread) from its bytes, when the body is ASCII (a byte a
   * character): `bytes` the list's items, `runs` [start, end) of each run in them, two numbers a
   * run. Its answer is the handler's; undefined leaves the list to `start`, then to the general
   * path, as without it.
   */
  readBytes?(bytes: Uint8Array, runs: Uint32Array): Promise<unknown>;
  /**
   * The large body's shape scanned, and an ASCII body's long lists cut into runs of about
   * `runChars` characters, elsewhere (a worker thread), by the same passes as here: `bytes`
   * moved there and back. Undefined leaves both scans to this thread, as without it.
   */
  scanBytes?(bytes: Uint8Array, runChars: number): Promise<BodyScan | undefined>;
}

/** A body's shape scan and, when it is ASCII and within its limits, its long lists' runs. */
export interface BodyScan {
  readonly excess: JsonShapeExcess | undefined;
  readonly slices: JsonSlices | undefined;
  /** The body's bytes, moved back. */
  readonly bytes: Uint8Array;
}

/**
 * A route's check of its body's bytes, after their shape and before they are decoded or parsed:
 * the refusal, else undefined (register-graphql.ts: a document over the token limit).
 */
export type RawBodyCheck = (body: Buffer) => Error | undefined;

/**
 * `cpu`: the key's CPU budget, charged with what reading its body costs (key-cpu-budget.ts).
 * Returns the checks of raw bodies by route URL, for the routes to add theirs.
 */
export function jsonBodies(app: FastifyInstance, cpu: KeyCpuBudget): Map<string, RawBodyCheck> {
  const rawChecks = new Map<string, RawBodyCheck>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.decorateRequest('bodyText', undefined);
  app.decorateRequest('bodyLists', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body, done) => {
      const raw = body as Buffer;
      const check = rawChecks.get(request.routeOptions.url ?? '');
      const checked = (bytes: Buffer) =>
        check && cpu.measure(request.principal?.keyId, () => check(bytes));
      if (raw.length >= SLICED_PARSE_MIN_CHARS) {
        readLargeBody(parseJson as ParseJson, request, raw, checked, cpu, decoder).then(
          (value) => done(null, value),
          (error: Error) => done(error, undefined),
        );
        return;
      }
      const excess = jsonTextExcess(raw);
      if (excess) {
        done(jsonShapeRefusal(excess, 'body'), undefined);
        return;
      }
      const refusal = checked(raw);
      if (refusal) {
        done(refusal, undefined);
        return;
      }
      let text: string;
      try {
        text = decoder.decode(raw);
      } catch {
        done(notUtf8(), undefined);
        return;
      }
      request.bodyText = text;
      cpu.measure(request.principal?.keyId, () => void parseJson(request, text, done));
    },
  );
  return rawChecks;
}

const notUtf8 = () => new ServiceError('INVALID_REQUEST', 'the request body is not valid UTF-8');

/**
 * A large body read as a small one is, in the same order and with the same refusals (its shape,
 * the route's check, strict UTF-8, the parser), its shape scanned in steps with other work in
 * between and an ASCII body's text made without a decoder (docs/decisions.md, "Evaluation: two
 * at once"): two 2.3 MB bodies read at once otherwise hold the event loop for milliseconds each.
 */
async function readLargeBody(
  parseJson: ParseJson,
  request: FastifyRequest,
  body: Buffer,
  checked: (bytes: Buffer) => Error | undefined,
  cpu: KeyCpuBudget,
  decoder: InstanceType<typeof TextDecoder>,
): Promise<unknown> {
  // A route that scans elsewhere gets the body's own buffer moved there and back
  // (docs/decisions.md, "Evaluation: a catalog snapshot per revision in the worker").
  const scanner = (request.routeOptions.config.bodyLists ?? []).find(
    (r) => r.scanBytes !== undefined,
  );
  let raw = body;
  let scanned: BodyScan | undefined;
  if (scanner?.scanBytes && ownBuffer(body)) {
    scanned = await scanner.scanBytes(new Uint8Array(body.buffer, 0, body.length), RUN_CHARS);
    if (scanned)
      raw = Buffer.from(scanned.bytes.buffer, scanned.bytes.byteOffset, scanned.bytes.length);
  }
  const excess = scanned
    ? scanned.excess
    : await runTurnByTurn(jsonTextExcessInSteps(raw, STEP_BYTES));
  if (excess) throw jsonShapeRefusal(excess, 'body');
  const refusal = checked(raw);
  if (refusal) throw refusal;
  // ASCII bytes are their own UTF-8 text (no BOM, no sequence to check), which Node makes in a
  // tenth of a strict decoder's time; any other body is decoded strictly, in one call (decoded in
  // pieces, the text is joined and then copied flat, which costs more than the decoding).
  await yieldToEventLoop();
  let text: string;
  if (isAscii(raw)) text = raw.toString('ascii');
  else
    try {
      text = decoder.decode(raw);
    } catch {
      throw notUtf8();
    }
  request.bodyText = text;
  if (text.length < SLICED_PARSE_MIN_CHARS)
    return cpu.measure(request.principal?.keyId, () => parseNow(parseJson, request, text));
  return parseInSlices(parseJson, request, text, raw, scanned?.slices);
}

/** Whether the body is the whole of its own buffer (Fastify joins a body's chunks into one). */
function ownBuffer(body: Buffer): body is Buffer & { buffer: ArrayBuffer } {
  return (
    body.byteOffset === 0 &&
    body.buffer.byteLength === body.length &&
    body.buffer instanceof ArrayBuffer
  );
}

/** Fastify's parser as a function: it answers through its callback before returning. */
function parseNow(parseJson: ParseJson, request: FastifyRequest, text: string): unknown {
  let outcome: { error: Error | null; value?: unknown } | undefined;
  void parseJson(request, text, (error, value) => {
    outcome = { error, value };
  });
  if (!outcome) throw new Error('the JSON parser did not answer at once');
  if (outcome.error) throw outcome.error;
  return outcome.value;
}

/**
 * The body's value, its long top-level lists parsed a run of items at a time. Whatever the
 * pieces do not settle (a repeated member, a run that fails or reads as no item) is parsed whole,
 * so that the value, or the refusal, is the one parser's on the whole text.
 */
async function parseInSlices(
  parseJson: ParseJson,
  request: FastifyRequest,
  text: string,
  raw: Buffer,
  /** The text's long lists as found elsewhere, by the same pass. */
  sliced: JsonSlices | undefined,
): Promise<unknown> {
  const whole = () => parseNow(parseJson, request, text);
  const { lists, members } =
    sliced ?? (await runTurnByTurn(jsonListSlicesInSteps(text, RUN_CHARS)));
  if (lists.length === 0) return whole();
  let skeleton = '';
  let from = 0;
  for (const list of lists) {
    skeleton += text.slice(from, list.open + 1);
    from = list.close;
  }
  skeleton += text.slice(from);
  let value: unknown;
  try {
    value = parseNow(parseJson, request, skeleton);
  } catch {
    return whole();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return whole();
  const body = value as Record<string, unknown>;
  if (Object.keys(body).length !== members) return whole();
  const filled = new Map<string, unknown[]>();
  const readers = request.routeOptions.config.bodyLists ?? [];
  const read = new Map<string, unknown>();
  for (const list of lists) {
    const key = JSON.parse(list.key) as string;
    const empty = body[key];
    if (!Array.isArray(empty) || empty.length !== 0 || filled.has(key)) return whole();
    const reader = readers.find((r) => r.member === key);
    const items =
      reader &&
      ((raw.length === text.length && (await readBytes(reader, raw, list.runs))) ||
        (await readList(reader, text, list.runs)));
    if (items) {
      read.set(key, items);
      filled.set(key, []);
      continue;
    }
    const parsed: unknown[] = [];
    for (const [start, end] of list.runs) {
      let run: unknown;
      try {
        run = parseNow(parseJson, request, `[${text.slice(start, end)}]`);
      } catch {
        return whole();
      }
      // A run between two commas holds an item; reading as none, it hid a misplaced comma.
      if (!Array.isArray(run) || (run.length === 0 && list.runs.length > 1)) return whole();
      for (const item of run) parsed.push(item);
      await yieldToEventLoop();
    }
    filled.set(key, parsed);
  }
  for (const [key, items] of filled) body[key] = items;
  if (read.size > 0) request.bodyLists = read;
  return body;
}

/** The list as the reader's readBytes reads it from the body's bytes (ASCII), or undefined. */
async function readBytes(
  reader: BodyListReader,
  body: Buffer,
  runs: readonly (readonly [number, number])[],
): Promise<unknown> {
  if (!reader.readBytes || runs.length === 0) return undefined;
  const from = runs[0]![0];
  const offsets = new Uint32Array(runs.length * 2);
  runs.forEach(([start, end], r) => {
    offsets[2 * r] = start - from;
    offsets[2 * r + 1] = end - from;
  });
  const to = runs[runs.length - 1]![1];
  // The body's own buffer (Fastify joins a body's chunks into a new one) is moved to the worker
  // with a view of the list, not copied: the body is read from its text from here on. A buffer
  // the body shares is copied, the list's bytes alone.
  const bytes = ownBuffer(body)
    ? new Uint8Array(body.buffer, from, to - from)
    : new Uint8Array(body.subarray(from, to));
  return (await reader.readBytes(bytes, offsets)) ?? undefined;
}

/** The list's items as the route's reader reads them, or undefined where it does not accept one. */
async function readList(
  reader: BodyListReader,
  text: string,
  runs: readonly (readonly [number, number])[],
): Promise<unknown[] | undefined> {
  const reading = reader.start();
  for (const [start, end] of runs) {
    if (!reading.run(text, start, end)) return undefined;
    await yieldToEventLoop();
  }
  const items = reading.items();
  return items.length <= reader.maxItems ? items : undefined;
}
