// A large 200 body turned into JSON a run of list items at a time (docs/decisions.md, "Evaluation
// never blocks the server"): the conversion to REST's names and the route's own serializer, each
// applied to the body without its long list and then to the list's items in runs, with the event
// loop free in between. The text is the one the route's serializer writes for the whole body:
// the list is written back where that serializer wrote it empty.
import type { FastifyReply } from 'fastify';
import type { TArray, TSchema } from '@sinclair/typebox';
import { yieldToEventLoop } from '../services/event-loop-turns';
import { restCodec, restSchema, type Json } from './rest-codec';
import { snakeName } from './snake-case';

/** Lists of fewer items are written with the rest of the body. */
export const SLICED_LIST_MIN_ITEMS = 2_000;
/** Items converted and written between two turns of other work (about a millisecond's work). */
const RUN_ITEMS = 500;

/** The REST schema of each list's items, made once: Fastify keeps serializers by schema object. */
const itemSchemas = new WeakMap<TSchema, Json>();

/** An item's JSON, or undefined when the item is not one this writer writes. */
type ItemWriter = (item: Record<string, unknown>) => string | undefined;

const textRecordWriters = new WeakMap<TSchema, ItemWriter | null>();

/** Each member of a text record (textRecordWriter): its name and the JSON before its value. */
export interface TextRecordMember {
  readonly name: string;
  readonly lead: string;
  /** Whether null is a value of it (else only a string). */
  readonly nullable: boolean;
}

/** The members of an item schema textRecordWriter writes, in order; null for other schemas. */
export function textRecordMembers(definition: TSchema): TextRecordMember[] | null {
  const node = definition as unknown as {
    type?: unknown;
    required?: readonly string[];
    properties?: Record<string, { type?: unknown; format?: unknown }>;
  };
  const members = Object.entries(node.properties ?? {}).map(([name, schema]) => {
    const type = schema.type;
    const nullable =
      Array.isArray(type) && type.length === 2 && type[0] === 'string' && type[1] === 'null';
    const text = type === 'string' || nullable;
    return {
      name,
      lead: `${JSON.stringify(snakeName(name))}:`,
      nullable,
      text: text && schema.format === undefined,
    };
  });
  return node.type === 'object' &&
    members.length > 0 &&
    members.every((m) => m.text && (node.required ?? []).includes(m.name))
    ? members.map(({ name, lead, nullable }) => ({ name, lead, nullable }))
    : null;
}

/**
 * For an item schema of required text members only (each a string, or a string or null), a
 * writer of its JSON as the route's serializer writes it: the members in the schema's order,
 * snake_case names, each text as JSON.stringify writes it (which is what fast-json-stringify's
 * string escaping gives, char for char), without the camelCase-to-snake_case copy of each item.
 * An item whose value is anything else is left to the serializer. Null for other schemas.
 */
export function textRecordWriter(definition: TSchema): ItemWriter | null {
  const known = textRecordWriters.get(definition);
  if (known !== undefined) return known;
  const members = textRecordMembers(definition);
  const writer: ItemWriter | null =
    members !== null
      ? (item) => {
          let out = '{';
          for (let i = 0; i < members.length; i++) {
            const m = members[i]!;
            const value = item[m.name];
            if (typeof value === 'string')
              out += `${i === 0 ? '' : ','}${m.lead}${JSON.stringify(value)}`;
            else if (value === null && m.nullable) out += `${i === 0 ? '' : ','}${m.lead}null`;
            else return undefined;
          }
          return `${out}}`;
        }
      : null;
  textRecordWriters.set(definition, writer);
  return writer;
}

/**
 * The JSON text of a 200 answer whose top-level list `member` (a List of the definition) may be
 * long; the reply is typed as JSON so that Fastify sends the text as it is.
 */
export async function slicedJson<T extends Record<string, unknown>>(
  reply: FastifyReply,
  definition: TSchema & { properties: Record<string, TSchema> },
  value: T,
  member: keyof T & string,
): Promise<string | Json> {
  const codec = restCodec(definition);
  const items = value[member];
  if (!Array.isArray(items) || items.length < SLICED_LIST_MIN_ITEMS) return codec.toRest(value);
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) return codec.toRest(value);
  const itemDefinition = (definition.properties[member] as TArray).items;
  const item = restCodec(itemDefinition);
  let itemSchema = itemSchemas.get(itemDefinition);
  if (!itemSchema) {
    itemSchema = restSchema(itemDefinition);
    itemSchemas.set(itemDefinition, itemSchema);
  }
  const writeItem = reply.compileSerializationSchema(itemSchema) as (body: unknown) => string;

  const skeleton = serialize(codec.toRest({ ...value, [member]: [] }));
  const empty = `"${snakeName(member)}":[]`;
  const at = skeleton.indexOf(empty);
  // Written once only at the top level; a second match could be inside the body (never here).
  if (at < 0 || skeleton.indexOf(empty, at + 1) >= 0) return codec.toRest(value);

  await yieldToEventLoop();
  const parts: string[] = [];
  const writeText = textRecordWriter(itemDefinition);
  const write = (i: unknown) =>
    writeText?.(i as Record<string, unknown>) ?? writeItem(item.toRest(i));
  for (let from = 0; from < items.length; from += RUN_ITEMS) {
    const run = (items as unknown[]).slice(from, from + RUN_ITEMS);
    parts.push(run.map(write).join(','));
    await yieldToEventLoop();
  }
  void reply.type('application/json; charset=utf-8');
  return `${skeleton.slice(0, at + empty.length - 1)}${parts.join(',')}${skeleton.slice(at + empty.length - 1)}`;
}

/**
 * A 200 answer's per-position parts written elsewhere as UTF-8 JSON (docs/decisions.md,
 * "Evaluation: the columns back to the engine, the answer's positions as bytes"): the items of
 * the top-level list `member`, and of one list `inner` of each of the items of `within`, in
 * order (each list's items joined by commas). The value holds those lists empty.
 */
export interface SplicedParts {
  readonly items: Uint8Array;
  /** The path of the list whose items each hold one list `inner`, from the value. */
  readonly within: readonly string[];
  readonly inner: string;
  readonly lists: readonly Uint8Array[];
}

/**
 * The JSON of a 200 answer whose long lists were written as bytes: the body without them written
 * by the route's own serializer, and the bytes put back where it wrote each list empty, so that
 * the text is the one the route's serializer writes for the whole body. Where the empty lists are
 * not found once each, the lists are read back into the value and it is written as any other.
 */
export async function splicedJson<T extends Record<string, unknown>>(
  reply: FastifyReply,
  definition: TSchema & { properties: Record<string, TSchema> },
  value: T,
  member: keyof T & string,
  parts: SplicedParts,
): Promise<Buffer | string | Json> {
  // The answer was just assembled, and writing it is a few milliseconds more (docs/decisions.md,
  // "Evaluation: two at once").
  await yieldToEventLoop();
  const serialize = reply.getSerializationFunction('200');
  const skeleton = serialize?.(restCodec(definition).toRest(value));
  const list = `"${snakeName(member)}":[]`;
  const inner = `"${snakeName(parts.inner)}":[]`;
  const listAt = skeleton?.indexOf(list) ?? -1;
  const points: number[] = [];
  for (
    let from = skeleton?.indexOf(inner) ?? -1;
    from >= 0;
    from = skeleton!.indexOf(inner, from + 1)
  )
    points.push(from + inner.length - 1);
  const within = at(value, parts.within);
  if (
    skeleton === undefined ||
    listAt < 0 ||
    skeleton.indexOf(list, listAt + 1) >= 0 ||
    points.length !== parts.lists.length ||
    !Array.isArray(within) ||
    within.length !== parts.lists.length
  )
    return slicedJson(reply, definition, readBack(definition, value, member, parts), member);
  const cuts = [
    { at: listAt + list.length - 1, bytes: parts.items },
    ...points.map((p, i) => ({ at: p, bytes: parts.lists[i]! })),
  ].sort((a, b) => a.at - b.at);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(Buffer.from(skeleton.slice(from, cut.at), 'utf8'), cut.bytes);
    from = cut.at;
  }
  pieces.push(Buffer.from(skeleton.slice(from), 'utf8'));
  await yieldToEventLoop();
  void reply.type('application/json; charset=utf-8');
  return Buffer.concat(pieces);
}

/** The value with the parts' lists read back into it (REST items read as the definition's). */
function readBack<T extends Record<string, unknown>>(
  definition: TSchema & { properties: Record<string, TSchema> },
  value: T,
  member: keyof T & string,
  parts: SplicedParts,
): T {
  const text = (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  const item = restCodec((definition.properties[member] as TArray).items);
  const items = (JSON.parse(`[${text(parts.items)}]`) as unknown[]).map((i) => item.fromRest(i));
  const within = (at(value, parts.within) as Record<string, unknown>[]).map((w, i) => ({
    ...w,
    [parts.inner]: JSON.parse(`[${text(parts.lists[i]!)}]`) as unknown,
  }));
  return { ...value, [member]: items, ...put(value, parts.within, within) };
}

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (v, name) =>
      typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[name] : undefined,
    value,
  );
}

/** The top-level member of `value` that holds `path`, with `list` at the path's end. */
function put(value: Record<string, unknown>, path: readonly string[], list: unknown) {
  const [name, ...rest] = path;
  if (name === undefined) return {};
  const into = (v: unknown, names: readonly string[]): unknown => {
    const [first, ...more] = names;
    if (first === undefined) return list;
    const object = v as Record<string, unknown>;
    return { ...object, [first]: into(object[first], more) };
  };
  return { [name]: into(value[name], rest) };
}
