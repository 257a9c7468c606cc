// GraphQL object and input types generated from the one definition of each resource
// (src/resources; docs/decisions.md, "GraphQL types from the resource definitions"). A class
// extends `FieldsOf(definition, spec)` and is decorated with `ResourceObjectType` or
// `ResourceInputType`: every property of the definition becomes a field of the class, with the
// definition's name, type, nullability and its one description, by type-graphql's own `Field`
// decorator called as a function on the class. What GraphQL shows otherwise on purpose is said
// in the spec: service IDs (`ids`), fields a resolver serves instead (`served`), and per field a
// type, nullability or text of GraphQL's own (`fields`). Resolver fields stay hand-written in the
// entity classes and their resolvers. The arguments of a field are declared the same way from the
// query they are (`ArgsOf` and `ResourceArgsType`; docs/decisions.md, "Arguments from the query
// definitions").
import type { Static, TSchema } from '@sinclair/typebox';
import {
  ArgsType,
  Field,
  Float,
  getMetadataStorage,
  ID,
  InputType,
  Int,
  ObjectType,
  type FieldOptions,
  type InputTypeOptions,
  type ObjectTypeOptions,
} from 'type-graphql';
import { DECIMAL_PATTERN } from '../domain/arithmetic/decimal';
import { Decimal, REF_TARGET, TEXT, Timestamp } from '../resources/schema-kit';
import type { ResourceFields } from './resource-fields';
import { DateTimeScalar, DecimalScalar } from './scalars';

/** What type-graphql takes as a field's type: a class, scalar, enum object or a list of one. */
type GraphqlType = object | symbol;

/** GraphQL's own way with one field, where it differs from the definition on purpose. */
export interface FieldSpec {
  /** The field's GraphQL type, where the definition's is not it (an enum of an open text). */
  readonly type?: () => GraphqlType;
  /** Null allowed or not, where GraphQL differs from the definition's Optional. */
  readonly nullable?: boolean;
  /** GraphQL's own text, where the definition's speaks of REST (include=, absent fields). */
  readonly description?: string;
  /** More property decorators (`ListSize`). */
  readonly decorators?: readonly PropertyDecorator[];
}

export interface ResourceTypeSpec<D extends TSchema, Served extends keyof Static<D>> {
  /** Properties GraphQL leaves to a resolver (navigation, connections) or does not show. */
  readonly served?: readonly Served[];
  /** Properties that are service IDs: GraphQL's `ID` (a list of them `[ID]`). */
  readonly ids?: readonly Exclude<keyof Static<D>, Served>[];
  readonly fields?: { readonly [K in Exclude<keyof Static<D>, Served>]?: FieldSpec };
}

/** What a generated class is; arguments refer to input types, as inputs do. */
type Kind = 'object' | 'input' | 'args';

/** The kind of class a field of `kind` refers to. */
const REFERS_TO = { object: 'object', input: 'input', args: 'input' } as const;

/** A generated class, as type-graphql takes it. */
type GeneratedClass = abstract new (...args: never[]) => unknown;

interface Recorded {
  readonly definition: TSchema;
  readonly spec: {
    readonly served?: readonly PropertyKey[];
    readonly ids?: readonly PropertyKey[];
    readonly fields?: Readonly<Record<string, FieldSpec>>;
  };
}

const SPEC = Symbol('settlegraph.resourceSpec');

/**
 * The classes generated from each definition, for the nodes that refer to it: keyed by its
 * `properties`, which the shallow copies of `With` and `Optional` share.
 */
const CLASSES: Record<Exclude<Kind, 'args'>, Map<unknown, GeneratedClass[]>> = {
  object: new Map(),
  input: new Map(),
};

type AbstractClass<T = object> = abstract new () => T;

class NoBase {}

/**
 * The base of a class whose fields are the definition's: typed with every property but the
 * served ones (as `ResourceFields`), extending `base` (Node for entities).
 */
export function FieldsOf<
  D extends TSchema,
  Served extends keyof Static<D> = never,
  B extends AbstractClass = typeof NoBase,
>(
  definition: D,
  spec: ResourceTypeSpec<D, Served> = {},
  base?: B,
): AbstractClass<InstanceType<B> & ResourceFields<Static<D>, Served>> {
  const parent = (base ?? NoBase) as unknown as new () => object;
  const generated = class extends parent {};
  const recorded: Recorded = { definition, spec: spec as Recorded['spec'] };
  Object.defineProperty(generated, SPEC, { value: recorded });
  return generated as unknown as AbstractClass<InstanceType<B> & ResourceFields<Static<D>, Served>>;
}

/** A GraphQL input: an optional field may be null as well as absent, at every level. */
export type InputValue<T> = T extends readonly (infer E)[]
  ? InputValue<E>[]
  : T extends object
    ? { [K in keyof T]: InputValue<T[K]> | (undefined extends T[K] ? null : never) }
    : T;

/** The base of an input class whose fields are the definition's (`FieldsOf`, typed as input). */
export function InputFieldsOf<D extends TSchema, Served extends keyof Static<D> = never>(
  definition: D,
  spec: ResourceTypeSpec<D, Served> = {},
): AbstractClass<InputValue<Omit<Static<D>, Served>>> {
  return FieldsOf(definition, spec) as unknown as AbstractClass<
    InputValue<Omit<Static<D>, Served>>
  >;
}

/**
 * The base of an `@ArgsType` class whose arguments are the properties of a query's definition:
 * its filters, on `base` (`ConnectionArgs`, which pages in GraphQL's words). `served` are the
 * properties GraphQL does not take as arguments (REST's paging and `include=`).
 */
export function ArgsOf<D extends TSchema, Served extends keyof Static<D>, B extends AbstractClass>(
  definition: D,
  spec: ResourceTypeSpec<D, Served>,
  base: B,
): AbstractClass<InstanceType<B> & InputValue<Omit<Static<D>, Served>>> {
  return FieldsOf(definition, spec, base) as unknown as AbstractClass<
    InstanceType<B> & InputValue<Omit<Static<D>, Served>>
  >;
}

/** `@ArgsType` with the arguments of the definition its class extends `ArgsOf` of. */
export function ResourceArgsType(): ClassDecorator {
  return (target) => {
    ArgsType()(target);
    declareFields(target as unknown as GeneratedClass, 'args', target.name);
  };
}

/** `@ObjectType` with the fields of the definition its class extends `FieldsOf` of. */
export function ResourceObjectType(name: string, options: ObjectTypeOptions): ClassDecorator {
  return (target) => {
    ObjectType(name, options)(target);
    declareFields(target as unknown as GeneratedClass, 'object', name);
  };
}

/** `@InputType` with the fields of the definition its class extends `FieldsOf` of. */
export function ResourceInputType(name: string, options: InputTypeOptions): ClassDecorator {
  return (target) => {
    InputType(name, options)(target);
    declareFields(target as unknown as GeneratedClass, 'input', name);
  };
}

function declareFields(target: GeneratedClass, kind: Kind, typeName: string): void {
  const recorded = (Object.getPrototypeOf(target) as { [SPEC]?: Recorded })[SPEC];
  if (!recorded) throw new Error(`${typeName}: the class must extend FieldsOf(definition)`);
  const { definition, spec } = recorded;
  const properties = definition.properties as Readonly<Record<string, TSchema>> | undefined;
  if (!properties) throw new Error(`${typeName}: its definition is no object`);
  if (kind !== 'args') {
    const generated = CLASSES[kind].get(properties) ?? [];
    CLASSES[kind].set(properties, [...generated, target]);
  }
  const served = new Set(spec.served);
  const ids = new Set(spec.ids);
  const overrides = spec.fields ?? {};
  const required = new Set((definition.required as readonly string[] | undefined) ?? []);
  for (const [field, node] of Object.entries(properties)) {
    if (served.has(field)) continue;
    const own = overrides[field] ?? {};
    const where = `${typeName}.${field}`;
    const options: FieldOptions = {
      nullable: own.nullable ?? (!required.has(field) || allowsNull(node)),
      description: own.description ?? descriptionOf(node, where),
    };
    const type = own.type ?? (() => graphqlType(node, kind, ids.has(field), where));
    const prototype = target.prototype as object;
    Field(type, options)(prototype, field);
    for (const decorate of own.decorators ?? []) decorate(prototype, field);
  }
}

/**
 * A field's text as GraphQL prints descriptions: a sentence (but for a field's name that opens
 * it), fields named as they are, and an optional field that REST leaves out ("absent: no age
 * limit") null here.
 */
export function sentence(text: string): string {
  const named = text.replace(/\{([\w.]+)\}/g, '$1').replace(/\babsent\b/g, 'null');
  // A text that opens with a field's name keeps the name as it is.
  const capital = text.startsWith('{') ? named : named.charAt(0).toUpperCase() + named.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** The descriptions of the building blocks describe the type, not the field. */
const TYPE_DESCRIPTIONS = new Set([
  Decimal.description,
  `${String(Decimal.description)}, or null`,
  Timestamp.description,
]);

function descriptionOf(node: TSchema, where: string): string {
  const text = node.description;
  if (typeof text !== 'string' || TYPE_DESCRIPTIONS.has(text))
    throw new Error(`${where}: the definition gives the field no description`);
  return sentence(asList(text, node));
}

/**
 * A parameter REST repeats (`?ids=a&ids=b`, "(repeated)" in its text) is a list argument here,
 * whose least length its text says.
 */
function asList(text: string, node: TSchema): string {
  return text.replace(/ \(repeated\)/g, node.minItems === 1 ? ' (at least one)' : '');
}

function members(node: TSchema): TSchema[] {
  return ((node.oneOf ?? node.anyOf) as TSchema[] | undefined) ?? [node];
}

function isNull(node: TSchema): boolean {
  return node.type === 'null';
}

function allowsNull(node: TSchema): boolean {
  return (
    (Array.isArray(node.type) && (node.type as string[]).includes('null')) ||
    members(node).some(isNull)
  );
}

function graphqlType(node: TSchema, kind: Kind, isId: boolean, where: string): GraphqlType {
  const target = (node as { [REF_TARGET]?: TSchema })[REF_TARGET];
  if (target) return classOf(target, kind, where);
  const [only, ...more] = members(node).filter((member) => !isNull(member));
  if (!only || more.length > 0) throw new Error(`${where}: not one GraphQL type`);
  if (only !== node) return graphqlType(only, kind, isId, where);
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
  const type = types.find((t) => t !== 'null');
  switch (type) {
    case 'array':
      return [graphqlType(node.items as TSchema, kind, isId, `${where}[]`)];
    case 'object':
      return classOf(node, kind, where);
    case 'boolean':
      return Boolean;
    case 'integer':
      return Int;
    case 'number':
      return Float;
    case 'string':
      return stringType(node, isId, where);
    case undefined:
    default:
      throw new Error(`${where}: no GraphQL type for JSON type ${String(type)}`);
  }
}

function stringType(node: TSchema, isId: boolean, where: string): GraphqlType {
  if (isId) return ID;
  if ((node as { [TEXT]?: boolean })[TEXT] === true) return String;
  if (Array.isArray(node.enum)) return enumOf(node.enum as unknown[], where);
  if (node.format === 'date-time') return DateTimeScalar;
  if (node.pattern === DECIMAL_PATTERN) return DecimalScalar;
  return String;
}

function classOf(node: TSchema, kind: Kind, where: string): GeneratedClass {
  const found = CLASSES[REFERS_TO[kind]].get(node.properties) ?? [];
  if (found.length !== 1)
    throw new Error(
      `${where}: ${found.length === 0 ? 'no' : 'more than one'} GraphQL ${kind} type generated from its definition; name its type in the spec`,
    );
  return found[0]!;
}

/** The registered enum of exactly these values (registered once, in enums.ts and its kin). */
function enumOf(values: readonly unknown[], where: string): object {
  const wanted = values.filter((value) => value !== null).map(String);
  const key = [...wanted].sort().join('\u0000');
  const matches = getMetadataStorage().enums.filter(
    (e) => Object.values(e.enumObj).map(String).sort().join('\u0000') === key,
  );
  if (matches.length !== 1)
    throw new Error(
      `${where}: ${matches.length === 0 ? 'no' : 'more than one'} registered enum of ${wanted.join(', ')}; name its type in the spec`,
    );
  return matches[0]!.enumObj;
}
