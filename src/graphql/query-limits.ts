// Cost control before execution (docs/decisions.md, "GraphQL limits"): the token limit while
// parsing (graphql-js's maxTokens), then the depth, the aliases and the estimated complexity of
// the operation to run. GraphQL Armor's visitors measure depth and aliases, operation-complexity.ts
// adds up our estimator (query-cost.ts) by graphql-query-complexity's rules, each once per
// fragment, so every measure takes time linear in the document ("GraphQL limits: measured in time
// linear in the document"); this module decides. One instance serves both transports: Apollo over
// HTTP (query-limits.plugin.ts) and graphql-ws (register-subscriptions.ts).
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { ServiceError } from '../domain/errors';
import { LIMITS, type GraphqlLimits } from '../domain/limits';
import { scanDocument } from './document-scan';
import { operationComplexity } from './operation-complexity';
import { queryCostEstimator } from './query-cost';

export interface OperationMeasures {
  depth: number;
  /** Counted at every spread of a fragment, so it may be very large (not exact past 2^53). */
  aliases: number;
  /** The same. */
  complexity: number;
}

type Measure = 'maxTokens' | 'maxDepth' | 'maxAliases' | 'maxComplexity';

const MEASURE_NAMES: Record<Measure, string> = {
  maxTokens: 'query tokens',
  maxDepth: 'query depth',
  maxAliases: 'query aliases',
  maxComplexity: 'query complexity',
};

/**
 * QUERY_TOO_COMPLEX naming the measure, its value and the limit. `atLeast`: the count stopped
 * past the limit, so the value is a lower bound (tokens while parsing, an estimate cut short).
 */
export function queryTooComplex(
  limit: Measure,
  value: number,
  maximum: number,
  atLeast = false,
): ServiceError {
  const measure = MEASURE_NAMES[limit];
  const message = atLeast
    ? `${measure} exceed the limit ${maximum}: counting stopped at ${value}`
    : `${measure} ${value} exceeds the limit ${maximum}`;
  return new ServiceError('QUERY_TOO_COMPLEX', message, {
    limit,
    value,
    maximum,
    ...(atLeast ? { atLeast } : {}),
  });
}

/** graphql-js's parse error for a document over maxTokens (graphql 16 writes "more that"). */
const TOKEN_LIMIT_MESSAGE = /Document contains more (?:than|that) (\d+) tokens/;

/** The QUERY_TOO_COMPLEX of a parse error caused by the token limit, else undefined. */
export function tokenLimitError(parseErrorMessage: string): ServiceError | undefined {
  const match = TOKEN_LIMIT_MESSAGE.exec(parseErrorMessage);
  if (!match) return undefined;
  const maximum = Number(match[1]);
  return queryTooComplex('maxTokens', maximum + 1, maximum, true);
}

export class QueryLimits {
  private readonly estimator: ComplexityEstimator;
  /**
   * Measures by document (Apollo reuses a cached query's document), operation and the values of
   * the variables a measure can depend on (costDependencies).
   */
  private readonly measured = new WeakMap<DocumentNode, Map<string, OperationMeasures>>();
  /** Texts (with their operation names) precheck found within the limits. */
  private readonly scannedWithin = new Set<string>();
  /** Refusals `check` gave, by operation name and document shape (document-scan.ts). */
  private readonly refusedShapes = new Map<string, ServiceError>();
  /** Refusals of short texts (with their operation names): a repeated one is not even lexed. */
  private readonly refusedTexts = new Map<string, ServiceError>();

  constructor(
    private readonly schema: GraphQLSchema,
    readonly limits: Readonly<GraphqlLimits>,
  ) {
    this.estimator = queryCostEstimator(schema, {
      defaultPageSize: LIMITS.pageSizeDefault,
      defaultListSize: limits.defaultListSize,
    });
  }

  /** Apollo's parseOptions: graphql-js stops parsing past the token limit. */
  get parseOptions(): { maxTokens: number } {
    return { maxTokens: this.limits.maxTokens };
  }

  /** Parses with the token limit, as Apollo does with parseOptions (for graphql-ws). */
  parse(source: string): DocumentNode {
    try {
      return parse(source, this.parseOptions);
    } catch (error) {
      throw (error instanceof GraphQLError && tokenLimitError(error.message)) || error;
    }
  }

  /**
   * Before parsing: throws the QUERY_TOO_COMPLEX that the parser would for the token limit, or
   * `check` would for the depth or the aliases of the operation, counted from the document's
   * tokens (document-scan.ts), or that `check` gave a document of the same shape before
   * (`remember`), so a document over them costs a pass of the lexer, not a parse and a
   * validation. Silent when the tokens cannot say; texts found within the limits are kept, to be
   * lexed once, and short texts refused, to be refused again without lexing.
   */
  precheck(text: string, operationName: string | null | undefined): void {
    const key = `${operationName ?? ''}\n${text}`;
    if (this.scannedWithin.has(key)) return;
    const known = this.refusedTexts.get(key);
    if (known) throw copyOf(known);
    const { maxTokens, maxDepth, maxAliases } = this.limits;
    const scan = scanDocument(text, operationName, maxTokens);
    if (scan.tokensExceeded) throw queryTooComplex('maxTokens', maxTokens + 1, maxTokens, true);
    const scanned = scan.measures;
    if (!scanned) return;
    let refused: ServiceError | undefined;
    if (scanned.depth > maxDepth) refused = overLimit('maxDepth', scanned.depth, maxDepth);
    else if (scanned.aliases > maxAliases)
      refused = overLimit('maxAliases', scanned.aliases, maxAliases);
    else if (scan.shape !== undefined)
      refused = this.refusedShapes.get(`${operationName ?? ''}\n${scan.shape}`);
    if (refused) {
      this.rememberText(key, refused);
      throw copyOf(refused);
    }
    if (this.scannedWithin.size >= SCANNED_KEPT) this.scannedWithin.clear();
    this.scannedWithin.add(key);
  }

  private rememberText(key: string, refusal: ServiceError): void {
    if (key.length > REFUSED_TEXT_CHARS_MAX) return;
    if (this.refusedTexts.size >= REFUSED_KEPT) this.refusedTexts.clear();
    this.refusedTexts.set(key, refusal);
  }

  /**
   * `check`'s refusal of `text`: its next document of the same shape is refused by `precheck`.
   * Kept only for documents without variables, whose measures the shape decides.
   */
  remember(text: string, operationName: string | null | undefined, refusal: ServiceError): void {
    if (refusal.code !== 'QUERY_TOO_COMPLEX') return;
    const key = `${operationName ?? ''}\n${text}`;
    this.scannedWithin.delete(key);
    const { shape } = scanDocument(text, operationName, this.limits.maxTokens);
    if (shape === undefined) return;
    this.rememberText(key, refusal);
    if (this.refusedShapes.size >= REFUSED_KEPT) this.refusedShapes.clear();
    this.refusedShapes.set(`${operationName ?? ''}\n${shape}`, refusal);
  }

  /** Throws QUERY_TOO_COMPLEX when the operation is over a limit; nothing of it has run yet. */
  check(
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ): void {
    const measures = this.measure(document, operationName, variables);
    if (!measures) return;
    const { maxDepth, maxAliases, maxComplexity } = this.limits;
    if (measures.depth > maxDepth) throw overLimit('maxDepth', measures.depth, maxDepth);
    if (measures.aliases > maxAliases) throw overLimit('maxAliases', measures.aliases, maxAliases);
    if (measures.complexity > maxComplexity)
      throw overLimit('maxComplexity', measures.complexity, maxComplexity);
  }

  /** The measures of the operation to run; undefined when the document names no such operation. */
  measure(
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ): OperationMeasures | undefined {
    const operation = getOperationAST(document, operationName);
    if (!operation) return undefined;
    const dependencies = costDependencies(operation, variables);
    const key =
      dependencies === undefined ? undefined : `${operation.name?.value ?? ''}\n${dependencies}`;
    const cached = key === undefined ? undefined : this.measured.get(document)?.get(key);
    if (cached) return cached;

    const measures: OperationMeasures = { depth: 0, aliases: 0, complexity: 0 };
    // Armor's visitors keep each fragment's depth and aliases once counted: linear already.
    const rules = [
      maxDepthRule({
        n: Number.MAX_SAFE_INTEGER,
        flattenFragments: true,
        onAccept: [(_ctx, found: { n: number }) => (measures.depth = found.n)],
      }),
      maxAliasesRule({
        n: Number.POSITIVE_INFINITY,
        onAccept: [(_ctx, found: { n: number }) => (measures.aliases = found.n)],
      }),
    ];
    validate(this.schema, operationDocument(document, operation), rules);
    measures.complexity = operationComplexity(
      this.schema,
      document,
      operation,
      variables,
      this.estimator,
    );
    if (key !== undefined) {
      let byName = this.measured.get(document);
      if (!byName) this.measured.set(document, (byName = new Map<string, OperationMeasures>()));
      if (byName.size < MEASURES_PER_DOCUMENT) byName.set(key, measures);
    }
    return measures;
  }
}

/** Texts precheck keeps at most; past it, it forgets them all and starts again. */
const SCANNED_KEPT = 1_000;

/** Refused shapes, and refused texts, kept at most; past it, all are forgotten. */
const REFUSED_KEPT = 1_000;

/** Texts longer than this are remembered by their shape only (memory: 1,000 × 4 KiB at most). */
const REFUSED_TEXT_CHARS_MAX = 4 * 1024;

/** A remembered refusal, thrown afresh. */
const copyOf = (refusal: ServiceError) =>
  new ServiceError(refusal.code, refusal.text, refusal.details, refusal.adapterNamed);

/** Kept measures per document: one per operation and set of values that matter. */
const MEASURES_PER_DOCUMENT = 64;

/**
 * The values of the operation's variables its measures can depend on, as text: the estimator
 * reads only `first` and `last` (Int, query-cost.ts) and graphql-query-complexity also follows
 * `@skip` and `@include` (Boolean); variables of other types (IDs, strings, enums, inputs) change
 * no measure. Undefined when such a value is not a plain number or boolean: measured afresh.
 */
function costDependencies(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): string | undefined {
  let text = '';
  for (const definition of operation.variableDefinitions ?? []) {
    let type = definition.type;
    if (type.kind === Kind.NON_NULL_TYPE) type = type.type;
    if (type.kind !== Kind.NAMED_TYPE) continue;
    const name = type.name.value;
    if (name !== 'Int' && name !== 'Boolean') continue;
    const value = variables?.[definition.variable.name.value];
    if (
      value !== undefined &&
      value !== null &&
      typeof value !== 'number' &&
      typeof value !== 'boolean'
    )
      return undefined;
    text += `${definition.variable.name.value}=${String(value)};`;
  }
  return text;
}

/**
 * QUERY_TOO_COMPLEX for a measure over its limit; a count past 2^53 (fragments spread in fragments
 * multiply) is said as a lower bound.
 */
function overLimit(limit: Measure, value: number, maximum: number): ServiceError {
  return Number.isSafeInteger(value)
    ? queryTooComplex(limit, value, maximum)
    : queryTooComplex(limit, Number.MAX_SAFE_INTEGER, maximum, true);
}

/** The operation with the fragments of the document: the measures count what will run. */
function operationDocument(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): DocumentNode {
  const definitions = document.definitions.filter(
    (d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION,
  );
  return definitions.length === document.definitions.length
    ? document
    : { ...document, definitions };
}
