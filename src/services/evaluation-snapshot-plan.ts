// A large evaluation resolved against a revision's catalog snapshot where it is evaluated
// (docs/decisions.md, "Evaluation: a catalog snapshot per revision in the worker"): the same steps
// as the service's general path (evaluation-service.ts: resolveRequest, assignHoldings,
// compileBooks, the cost check), for the requests the snapshot covers: positions as columns, each
// instrument an outcome the snapshot holds with a scope, no candidate, pin, filter or pricing.
// Anything else answers undefined, and the service takes the general path, which gives the
// answer or the refusal as it always has.
import { compareIds } from '../domain/payout-key';
import type { BookInput, EvaluationInput, PayoutRow } from '../domain/evaluation/types';
import type { PositionColumns } from '../domain/position-columns';
import { columnHoldings, type ColumnHoldings } from '../domain/position-column-books';
import {
  evaluationBytesAtLeast,
  evaluationCells,
  type EvaluationShape,
  type HeldPositions,
} from './evaluation-size';
import {
  openSnapshot,
  type OpenSnapshot,
  type SharedSnapshot,
  type SnapshotScope,
} from './evaluation-snapshot';

/** What a request asks of an evaluation the snapshot may answer. */
export interface SnapshotRequest {
  readonly include: EvaluationShape['include'];
  readonly resultLimit?: number | undefined;
  readonly evaluationCellsMax: number;
  readonly responseLimitBytes: number;
}

/** The engine's input (books' holdings empty: the columns'), and what the answer names. */
export interface SnapshotPlan {
  readonly input: EvaluationInput;
  readonly holdings: ColumnHoldings;
  /** Each book's positions, by index of `input.books`. */
  readonly held: readonly HeldPositions[];
  readonly positions: HeldPositions;
  /** The markets of the positions' outcomes: ID and version, by market ID. */
  readonly marketVersions: readonly (readonly [string, string])[];
  /** The books' families and their versions, by family ID. */
  readonly scenarioPins: readonly (readonly [string, string])[];
}

/** The snapshot this thread read last: kept until a task names another. */
let kept: OpenSnapshot | undefined;

export function snapshotOf(shared: SharedSnapshot): OpenSnapshot {
  if (kept?.id !== shared.id) kept = openSnapshot(shared);
  return kept;
}

interface PlannedBook {
  readonly scope: SnapshotScope;
  readonly currency: string | null;
  /** The holdings' distinct outcomes (snapshot indexes) in order of first appearance. */
  readonly outcomes: number[];
  readonly outcomeAt: Map<number, number>;
  readonly count: { n: number; idLength: number };
}

/** The request's books from the snapshot, or undefined where the general path must answer. */
export function planFromSnapshot(
  snapshot: OpenSnapshot,
  columns: PositionColumns,
  request: SnapshotRequest,
): SnapshotPlan | undefined {
  const { index, outcomeOf, rows } = snapshot;
  const distinct = columns.instruments.length;
  const outcome = new Uint32Array(distinct);
  for (let k = 0; k < distinct; k++) {
    const ref = columns.instruments[k]!;
    if (ref.listingId !== undefined || ref.outcomeId === undefined) return undefined;
    const o = outcomeOf.get(ref.outcomeId);
    if (o === undefined) return undefined;
    outcome[k] = o;
  }
  // Positions counted per instrument and per outcome (in order of first appearance), the scopes'
  // counts, and each outcome's scope: the one holding the most positions, ties by payout key.
  const onInstrument = new Uint32Array(distinct);
  const idLengths = new Float64Array(distinct);
  const { instrument, idEnds, count } = columns;
  for (let i = 0, start = 0; i < count; start = idEnds[i]!, i++) {
    onInstrument[instrument[i]!]! += 1;
    idLengths[instrument[i]!]! += idEnds[i]! - start;
  }
  const positionsOn = new Map<number, number>();
  for (let k = 0; k < distinct; k++)
    positionsOn.set(outcome[k]!, (positionsOn.get(outcome[k]!) ?? 0) + onInstrument[k]!);
  const scopeCounts = new Map<number, number>();
  for (const [o, held] of positionsOn)
    for (const s of index.outcomeScopes[o]!) scopeCounts.set(s, (scopeCounts.get(s) ?? 0) + held);
  const chosen = new Map<number, number>();
  for (const o of positionsOn.keys()) {
    const list = index.outcomeScopes[o]!;
    // An outcome without a scope is unsupported: the general path writes its warning.
    if (list.length === 0) return undefined;
    const scope = [...list].sort((a, b) => {
      const byCount = (scopeCounts.get(b) ?? 0) - (scopeCounts.get(a) ?? 0);
      return byCount !== 0
        ? byCount
        : compareIds(index.scopes[a]!.spaceKey, index.scopes[b]!.spaceKey);
    })[0]!;
    chosen.set(o, scope);
  }

  // A book per scope and payout currency, met in the order of the instruments.
  const books = new Map<string, PlannedBook>();
  const instrumentBookKey = new Array<string>(distinct);
  const instrumentOutcome = new Uint32Array(distinct);
  let idLength = 0;
  for (let k = 0; k < distinct; k++) {
    const o = outcome[k]!;
    const scope = index.scopes[chosen.get(o)!]!;
    const currency = index.outcomeCurrency[o]!;
    const key = `${scope.key}#${currency ?? ''}`;
    let book = books.get(key);
    if (!book) {
      book = { scope, currency, outcomes: [], outcomeAt: new Map(), count: { n: 0, idLength: 0 } };
      books.set(key, book);
    }
    let at = book.outcomeAt.get(o);
    if (at === undefined) {
      at = book.outcomes.length;
      book.outcomes.push(o);
      book.outcomeAt.set(o, at);
    }
    instrumentBookKey[k] = key;
    instrumentOutcome[k] = at;
    book.count.n += onInstrument[k]!;
    book.count.idLength += idLengths[k]!;
    idLength += idLengths[k]!;
  }
  const sorted = [...books.entries()].sort(([a], [c]) => compareIds(a, c));
  // A whole book over several families needs the joint scope's record: the general path reads it.
  const families = new Set(sorted.flatMap(([, b]) => b.scope.memberFamilyIds));
  if (families.size > 1) return undefined;

  const rowOf = (o: number, scopeKey: string): PayoutRow => {
    const list = index.outcomeScopes[o]!;
    for (let j = 0; j < list.length; j++)
      if (index.scopes[list[j]!]!.key === scopeKey) return rows[index.outcomeRows[o]![j]!]!;
    throw new Error(`outcome ${index.outcomeIds[o]} has no row in ${scopeKey}`);
  };
  const bookInputs: BookInput[] = sorted.map(([key, b]) => ({
    key,
    familyId: b.scope.familyId,
    scenarioVersion: b.scope.scenarioVersion,
    memberFamilyIds: [...b.scope.memberFamilyIds],
    payoutCurrency: b.currency,
    scenarioIds: [...b.scope.scenarioIds],
    conditioned: false,
    payouts: new Map(b.outcomes.map((o) => [index.outcomeIds[o]!, rowOf(o, b.scope.key)])),
    holdings: [],
  }));
  const held = sorted.map(([, b]) => ({ count: b.count.n, idLength: b.count.idLength }));
  const heldOf = new Map(bookInputs.map((b, i) => [b, held[i]!]));
  const positions = { count, idLength };
  const shape: EvaluationShape = {
    positions,
    books: bookInputs,
    held: (b) => heldOf.get(b)!,
    candidates: [],
    include: request.include,
    priced: false,
    resultLimit: request.resultLimit,
    warnings: [],
  };
  // Past either limit, the general path gives the refusal.
  if (evaluationCells(bookInputs, [], shape.held) > request.evaluationCellsMax) return undefined;
  if (evaluationBytesAtLeast(shape, request.responseLimitBytes) > request.responseLimitBytes)
    return undefined;

  const bookAt = new Map(sorted.map(([key], i) => [key, i]));
  const holdings = columnHoldings(columns, {
    instrumentBook: Uint32Array.from(instrumentBookKey, (key) => bookAt.get(key)!),
    instrumentOutcome,
    outcomeIds: sorted.map(([, b]) => b.outcomes.map((o) => index.outcomeIds[o]!)),
  });
  const markets = new Map<number, readonly [string, string]>();
  for (const o of positionsOn.keys()) {
    const m = index.outcomeMarket[o]!;
    if (!markets.has(m)) markets.set(m, index.markets[m]!);
  }
  const versionOf = new Map(index.versions);
  return {
    input: {
      books: bookInputs,
      candidates: [],
      independentSets: [],
      include: { payouts: request.include.payouts, contributions: request.include.contributions },
      resultLimit: request.resultLimit,
      rankingBasis: 'PAYOUT',
    },
    holdings,
    held,
    positions,
    marketVersions: [...markets.values()].sort(([a], [b]) => (a < b ? -1 : 1)),
    scenarioPins: [...families]
      .sort()
      .flatMap((f) => (versionOf.has(f) ? [[f, versionOf.get(f)!] as const] : [])),
  };
}
