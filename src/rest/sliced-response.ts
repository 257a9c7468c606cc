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
  for (let from = 0; from < items.length; from += RUN_ITEMS) {
    const run = (items as unknown[]).slice(from, from + RUN_ITEMS);
    parts.push(run.map((i) => writeItem(item.toRest(i))).join(','));
    await yieldToEventLoop();
  }
  void reply.type('application/json; charset=utf-8');
  return `${skeleton.slice(0, at + empty.length - 1)}${parts.join(',')}${skeleton.slice(at + empty.length - 1)}`;
}
