// The one transform between a camelCase resource definition (src/resources) and REST's
// snake_case: the JSON schema Fastify validates and serialises with (and @fastify/swagger prints),
// the serialiser of service results and the mapping of requests. Compiled once per definition:
// each object becomes a generated function of plain property reads and one object literal, as fast
// as a hand-written serialiser (docs/benchmarks.md, the market lookup), and a subtree whose names
// do not change is passed through as it is.
import type { Static, TSchema } from '@sinclair/typebox';
import { renderText, type Text } from '../domain/errors';
import { REF_TARGET, TEXT } from '../resources/schema-kit';
import { snakeName, snakePath, snakeText } from './snake-case';

export type Json = Record<string, unknown>;

export interface RestCodec<T> {
  /** The snake_case JSON schema. */
  readonly schema: Json;
  /** A service result in REST's names (a response body for Fastify to serialise). */
  readonly toRest: (value: T) => Json;
  /** A validated request (query string or body) in the service's names. */
  readonly fromRest: (json: unknown) => T;
}

type Node = Record<string | symbol, unknown>;

const codecs = new WeakMap<TSchema, RestCodec<unknown>>();

/** The codec of a definition, compiled on first use and kept. */
export function restCodec<T extends TSchema>(definition: T): RestCodec<Static<T>> {
  let codec = codecs.get(definition);
  if (!codec) {
    codec = {
      schema: restSchema(definition),
      toRest: compile(definition, 'toRest') as (value: unknown) => Json,
      fromRest: compile(definition, 'fromRest'),
    };
    codecs.set(definition, codec);
  }
  return codec;
}

/**
 * The snake_case JSON schema of a definition: property names and required lists renamed,
 * `{name}` placeholders of descriptions rendered, `type` first (after `$id`) and every other
 * keyword in the order written.
 */
export function restSchema(definition: TSchema): Json {
  return schemaOf(definition as unknown as Node);
}

function schemaOf(node: Node): Json {
  const out: Json = {};
  if ('$id' in node) out.$id = node.$id;
  if ('type' in node) out.type = copy(node.type);
  for (const key of Object.keys(node)) {
    const value = node[key];
    switch (key) {
      case '$id':
      case 'type':
        break;
      case 'properties':
        out.properties = Object.fromEntries(
          Object.entries(value as Record<string, Node>).map(([name, sub]) => [
            snakeName(name),
            schemaOf(sub),
          ]),
        );
        break;
      case 'required':
        out.required = (value as string[]).map(snakeName);
        break;
      case 'items':
        out.items = schemaOf(value as Node);
        break;
      case 'oneOf':
      case 'anyOf':
        out[key] = (value as Node[]).map(schemaOf);
        break;
      case 'description':
        out.description = snakeText(value as string);
        break;
      default:
        out[key] = copy(value);
    }
  }
  return out;
}

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]));
  return value;
}

type Direction = 'toRest' | 'fromRest';

interface Generated {
  /** Source text of each generated function, by index. */
  readonly sources: string[];
  /** Functions given rather than generated (a source `given[i]` names one). */
  readonly given: ((value: unknown) => unknown)[];
  /** The function index of each converted node; null where the value passes through as it is. */
  readonly memo: Map<Node, number | null>;
}

/** Generates the converter of a definition in one direction (camelCase -> snake_case or back). */
function compile(definition: TSchema, direction: Direction): (value: unknown) => unknown {
  const generated: Generated = { sources: [], given: [], memo: new Map() };
  const root = converterOf(definition as unknown as Node, direction, generated);
  if (root === null) return (value) => value;
  const fns: unknown[] = [];
  const body = `${generated.sources.map((source, i) => `fns[${i}] = ${source};`).join('\n')}\nreturn fns[${root}];`;
  // Generated from our own definitions (property names only, written as string literals), as
  // fast-json-stringify and ajv generate theirs.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const build = new Function('fns', 'given', body) as (
    fns: unknown[],
    given: unknown[],
  ) => (value: unknown) => unknown;
  return build(fns, generated.given);
}

function converterOf(node: Node, direction: Direction, generated: Generated): number | null {
  const target = node[REF_TARGET] as Node | undefined;
  if (target) return converterOf(target, direction, generated);
  const known = generated.memo.get(node);
  if (known !== undefined) return known;
  let index: number | null = null;
  if (node[TEXT] === true) {
    // Text naming fields is rendered in REST's names; a request's text is taken as it is.
    if (direction === 'toRest') {
      generated.given.push((text) => renderText(text as Text, snakePath));
      index = add(generated, `given[${generated.given.length - 1}]`);
    }
  } else if (node.properties) {
    let changed = false;
    const fields = Object.entries(node.properties as Record<string, Node>).map(([name, sub]) => {
      const snake = snakeName(name);
      const [from, to] = direction === 'toRest' ? [name, snake] : [snake, name];
      const convert = converterOf(sub, direction, generated);
      if (from !== to || convert !== null) changed = true;
      return { from, to, convert };
    });
    if (changed) {
      const entries = fields.map(({ from, to, convert }) => {
        const read = `v[${JSON.stringify(from)}]`;
        const value =
          convert === null ? read : `${read} == null ? ${read} : fns[${convert}](${read})`;
        return `${JSON.stringify(to)}: ${value}`;
      });
      index = add(generated, `function (v) { return { ${entries.join(', ')} }; }`);
    }
  } else if (node.items) {
    const convert = converterOf(node.items as Node, direction, generated);
    if (convert !== null) {
      index = add(
        generated,
        `function (a) { const r = new Array(a.length); for (let i = 0; i < a.length; i++) { const x = a[i]; r[i] = x == null ? x : fns[${convert}](x); } return r; }`,
      );
    }
  } else {
    const alternatives = [...((node.oneOf as Node[]) ?? []), ...((node.anyOf as Node[]) ?? [])];
    const converted = alternatives
      .map((alternative) => converterOf(alternative, direction, generated))
      .filter((convert) => convert !== null);
    if (converted.length > 1)
      throw new Error('a definition may have one object alternative beside null, not several');
    index = converted[0] ?? null;
  }
  generated.memo.set(node, index);
  return index;
}

function add(generated: Generated, source: string): number {
  generated.sources.push(source);
  return generated.sources.length - 1;
}
