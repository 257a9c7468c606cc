// POST /evaluations:run and Mutation.runEvaluation (schema/openapi.yaml, POST /evaluations:run; docs/architecture.md, "Evaluation"; docs/architecture.md ("Data model") and docs/decisions.md). Stateless: validates the request whole, resolves instruments
// and scenario versions at one snapshot, assigns each holding to one family matrix, and hands the
// pure evaluation (src/domain/evaluation) its books; prices positions when asked.
import { failOnProblems, msg, ServiceError, type Problem } from '../domain/errors';
import {
  EvaluationRequestDefinition,
  type EvaluationRequest,
  type PositionInput,
  type TradeInput,
} from '../resources/evaluation-request';
import { overLongFields } from '../resources/field-lengths';
import type { EvaluationResult, EvaluationWarning } from '../resources/evaluation-result';
import type {
  BookInput,
  BookResult,
  EvaluationInput,
  HoldingInput,
} from '../domain/evaluation/types';
import { isDecimalText } from '../domain/arithmetic/decimal';
import { type ScenarioSpace, type SpaceScenario } from '../domain/combos/scenario-space';
import { comparePayoutKeys, jointScopeIdOf, parsePayoutKey } from '../domain/payout-key';
import type {
  JointScopeRecord,
  ListingRecord,
  OutcomeTerms,
  ScenarioVersionRecord,
} from '../domain/records';
import type { Store } from '../store/store';
import type { LiveState } from './live-feed';
import { valuePositions } from './evaluation-pricing';
import { DEFAULT_QUOTE_WARN_AGE_SECONDS, QuoteFreshness } from './quote-freshness';
import {
  candidatesArePriced,
  priceCandidates,
  type CandidateToPrice,
  type TradeToPrice,
} from './trade-pricing';
import {
  resolveInstruments,
  type InstrumentReference,
  type ResolvedInstrument,
} from './instruments';
import { DEFAULT_WORK_LIMITS, LIMITS, type WorkLimits } from '../domain/limits';
import { pinnedVersions } from './scenario-pins';
import { scopeOf, type Scope } from './evaluation-scopes';
import { pickVersion } from './scenario-service';
import { headSnapshot } from './snapshot';
import {
  evaluationBytesAtLeast,
  evaluationCells,
  heldOfHoldings,
  type EvaluationShape,
  type HeldPositions,
} from './evaluation-size';
import { STEP_MS, yieldToEventLoop } from './event-loop-turns';
import { compiledPayoutRow } from './payout-row-cache';
import { selectScenarios, type PayoutRow } from '../domain/evaluation/payout-rows';
import { withOutcomeIndex } from '../domain/evaluation/book-engine';
import { EvaluationPool, type SnapshotEvaluationResult } from './evaluation-pool';
import { EvaluationSnapshots } from './evaluation-snapshot-build';
import {
  positionObjects,
  positionsOfColumns,
  positionsOfObjects,
  type PositionColumns,
  type PositionsRead,
} from '../domain/position-columns';
import {
  columnHoldings,
  type AssignmentForm,
  type PositionParts,
} from '../domain/position-column-books';

export type { EvaluationRequest, PositionInput, TradeInput };

export type EvaluationView = EvaluationResult;

/**
 * An answer whose per-position parts may have been written apart, as bytes: `view` then has no
 * assignments and its books no position IDs, and `positionParts` holds them (docs/decisions.md,
 * "Evaluation: the columns back to the engine, the answer's positions as bytes").
 */
export interface EvaluationAnswer {
  view: EvaluationView;
  positionParts?: PositionParts;
}

export class EvaluationService {
  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
    private readonly liveState: (listingId: string) => LiveState | undefined = () => undefined,
    /** The response and cells limits: a request past either is refused before it is computed. */
    private readonly limits: Readonly<WorkLimits> = DEFAULT_WORK_LIMITS,
    /** SETTLEGRAPH_QUOTE_WARN_AGE_S: quotes and books older than this are used with QUOTE_OLD. */
    private readonly quoteWarnAgeSeconds: number = DEFAULT_QUOTE_WARN_AGE_SECONDS,
    /** Where large evaluations run: worker threads, a bounded queue (evaluation-pool.ts). */
    readonly pool: EvaluationPool = new EvaluationPool(),
  ) {
    this.snapshots = new EvaluationSnapshots(store);
  }

  /** The head revision's catalog snapshot for large evaluations (evaluation-snapshot-build.ts). */
  readonly snapshots: EvaluationSnapshots;
  /** Evaluations answered from a snapshot since the service started. */
  snapshotAnswers = 0;

  /** Ends the pool's threads (the server is closing). */
  async close(): Promise<void> {
    await this.snapshots.settled();
    await this.pool.close();
  }

  /**
   * In stages, each passing its typed result to the next: the request checked whole; instruments,
   * pins and scenario versions resolved at one snapshot (resolveRequest); each holding and trade
   * assigned to a book (assignHoldings); the books' payout rows compiled (compileBooks); the cost
   * checked, trades priced and the matrices computed in the pool; the answer assembled
   * (presentEvaluation).
   */
  async run(
    request: EvaluationRequest,
    options: { fieldLengthsChecked?: boolean; positionColumns?: PositionColumns } = {},
  ): Promise<EvaluationView> {
    return (await this.answer(request, options)).view;
  }

  /** As run; with columns and an assignment form, the per-position parts may come as bytes. */
  async answer(
    request: EvaluationRequest,
    /**
     * fieldLengthsChecked: the caller validated the request against a schema of the definition
     * (REST: its maxLength keywords refused every over-long field), so the walk is not repeated.
     */
    {
      fieldLengthsChecked = false,
      positionColumns: givenColumns,
      assignmentForm,
    }: {
      fieldLengthsChecked?: boolean;
      /**
       * The positions as columns (src/domain/position-columns.ts; `request.positions` is then empty), read
       * and checked elsewhere. A request they do not carry to its answer (a priced valuation, an
       * instrument not resolved) is run again with the positions as objects, which gives the
       * answer or the refusal as without columns.
       */
      positionColumns?: PositionColumns;
      /**
       * How the caller writes an assignment: given with columns, a request whose every position
       * is supported is evaluated from the columns and its per-position parts written as bytes.
       */
      assignmentForm?: AssignmentForm;
    } = {},
  ): Promise<EvaluationAnswer> {
    // Moved to a worker and back when a snapshot was asked first.
    let positionColumns = givenColumns;
    const asObjects = async () => ({
      view: await this.run(
        { ...request, positions: positionObjects(positionColumns!) },
        { fieldLengthsChecked },
      ),
    });
    if (positionColumns && (request.pricing?.mode ?? 'NONE') !== 'NONE') return asObjects();
    const candidates = request.candidates ?? [];
    const include = new Set(request.include ?? ['SUMMARY']);
    const problems = fieldLengthsChecked
      ? []
      : overLongFields(EvaluationRequestDefinition, request);
    await yieldToEventLoop();
    problems.push(...validateShape(request));
    failOnProblems(problems);
    await yieldToEventLoop();

    // A request the revision's catalog snapshot may cover is resolved and evaluated in a worker
    // (docs/decisions.md, "Evaluation: a catalog snapshot per revision in the worker").
    const snapshotShaped = positionColumns && assignmentForm && isSnapshotShaped(request);
    if (snapshotShaped && positionColumns && assignmentForm) {
      const tried = await this.fromSnapshot(request, include, positionColumns, assignmentForm);
      if ('answer' in tried) return tried.answer;
      positionColumns = tried.columns;
    }

    const resolved = await resolveRequest(this.store, request, positionColumns);
    if (!resolved) return asObjects();
    const { rev, positions, filters } = resolved;
    const reads = positionColumns
      ? positionsOfColumns(positionColumns)
      : positionsOfObjects(request.positions);
    const assigned = await assignHoldings(
      this.store,
      request,
      resolved,
      reads,
      assignmentForm && positionColumns,
    );
    const { candidateTrades, toPrice, warnings, tradeWarnings, listingsOf } = assigned;

    await yieldToEventLoop();
    const bookInputs = await compileBooks(assigned.books, filters);
    // From columns, each book's positions are counted here and made into holdings where the
    // books are evaluated.
    const byColumns = assigned.columnBooks;
    const held = (b: BookInput): HeldPositions => byColumns?.held.get(b.key) ?? heldOfHoldings(b);
    if (filters.size > 0) {
      warnings.push({
        code: 'SCENARIO_FILTER_APPLIED',
        message: `scenario filters on ${[...filters.keys()].sort().join(', ')} condition the analysis: extrema are over the kept scenarios only, not full-family extrema`,
        positionId: null,
      });
    }

    const cells = this.checkCost({
      positions: assigned.positionsHeld,
      books: bookInputs,
      held,
      candidates: candidateTrades,
      include: {
        summary: include.has('SUMMARY'),
        payouts: include.has('PAYOUTS'),
        contributions: include.has('CONTRIBUTIONS'),
        scenarios: include.has('SCENARIOS'),
      },
      priced: (request.pricing?.mode ?? 'NONE') !== 'NONE',
      resultLimit: request.resultLimit,
      warnings: warnings.map((w) => w.message),
    });
    await yieldToEventLoop();

    const pricing = request.pricing ?? { mode: 'NONE' as const };
    const now = this.clock();
    const freshness = new QuoteFreshness(
      now,
      pricing.maxQuoteAgeSeconds,
      pricing.warnQuoteAgeSeconds ?? this.quoteWarnAgeSeconds,
      this.liveState,
    );
    const rankingBasis = candidatesArePriced(pricing.mode, candidates)
      ? 'NET_AFTER_COST'
      : 'PAYOUT';
    const costs = await priceCandidates(this.store, toPrice, pricing.mode, freshness, now);
    await yieldToEventLoop();

    const jointScopes = await this.store.getByKeys(
      'jointScope',
      jointScopeIds(bookInputs, candidateTrades, held),
      rev,
    );
    const evaluation: EvaluationInput = {
      books: bookInputs,
      candidates: candidateTrades.map((c) => ({
        ...c,
        costs: costs.candidates.get(c.candidateId)!.costsByBook,
      })),
      independentSets: jointScopes.map((j: JointScopeRecord) => j.familyIds),
      include: { payouts: include.has('PAYOUTS'), contributions: include.has('CONTRIBUTIONS') },
      resultLimit: request.resultLimit,
      rankingBasis,
    };
    let positionParts: PositionParts | undefined;
    let result: Awaited<ReturnType<EvaluationPool['run']>>;
    if (byColumns && positionColumns && assignmentForm) {
      const index = new Map(bookInputs.map((b, i) => [b.key, i]));
      const holdings = columnHoldings(positionColumns, {
        instrumentBook: Uint32Array.from(byColumns.instrumentBookKey, (key) => index.get(key)!),
        instrumentOutcome: byColumns.instrumentOutcome,
        outcomeIds: bookInputs.map((b) => byColumns.outcomeIds.get(b.key) ?? []),
      });
      ({ result, parts: positionParts } = await this.pool.runColumns(
        evaluation,
        holdings,
        assignmentForm,
        cells,
      ));
    } else result = await this.pool.run(evaluation, cells);
    if (!include.has('SUMMARY')) {
      for (const b of result.books) {
        delete (b as Partial<BookResult>).min;
        delete (b as Partial<BookResult>).max;
      }
    }

    await yieldToEventLoop();

    const priced = await valuePositions(
      this.store,
      // Unpriced, the valuation reads no position: none is copied for it.
      pricing.mode === 'NONE'
        ? []
        : request.positions.map((p, i) => ({
            positionId: p.positionId,
            owed: p.positionType === 'OWED',
            quantity: p.quantity,
            listings: listingsOf(positions[i]!),
          })),
      pricing.mode,
      freshness,
      now,
    );
    warnings.push(...priced.warnings);
    for (const w of costs.warnings)
      tradeWarnings.push({
        code: w.code,
        message: w.message,
        positionId: null,
        candidateId: w.candidateId,
        tradeId: w.tradeId,
      });
    if (rankingBasis === 'PAYOUT' && candidates.length > 0)
      warnings.push({
        code: 'CANDIDATES_UNPRICED',
        message:
          'no trade has a price and pricing.mode is NONE: candidates are ranked on payouts alone, so buying more ranks higher whatever it costs; give trades a price or ask for MIDPOINT or LIQUIDATION',
        positionId: null,
      });

    const view = presentEvaluation(request, resolved, assigned, {
      bookInputs,
      result,
      costs,
      priced,
      include,
      rankingBasis,
      held,
    });
    if (snapshotShaped)
      this.snapshots.want(rev, [...new Set(bookInputs.flatMap((b) => b.memberFamilyIds))]);
    return positionParts ? { view, positionParts } : { view };
  }

  /**
   * The answer from the head revision's catalog snapshot, resolved and evaluated in a worker
   * (evaluation-snapshot-plan.ts); else the columns (moved back) for the general path.
   */
  private async fromSnapshot(
    request: EvaluationRequest,
    include: ReadonlySet<string>,
    columns: PositionColumns,
    form: AssignmentForm,
  ): Promise<{ answer: EvaluationAnswer } | { columns: PositionColumns }> {
    const snapshot = await headSnapshot(this.store);
    const shared = this.snapshots.at(snapshot.revision);
    if (!shared) return { columns };
    const ran = await this.pool.runSnapshot({
      snapshot: shared,
      columns,
      request: {
        include: {
          summary: include.has('SUMMARY'),
          payouts: include.has('PAYOUTS'),
          contributions: include.has('CONTRIBUTIONS'),
          scenarios: include.has('SCENARIOS'),
        },
        resultLimit: request.resultLimit,
        evaluationCellsMax: this.limits.evaluationCellsMax,
        responseLimitBytes: this.limits.responseLimitBytes,
      },
      form,
    });
    if (!ran) return { columns };
    if (!ran.covered) return { columns: ran.columns };
    const { result } = ran;
    if (!include.has('SUMMARY')) {
      for (const b of result.books) {
        delete (b as Partial<BookResult>).min;
        delete (b as Partial<BookResult>).max;
      }
    }
    const now = this.clock();
    const pricing = request.pricing ?? { mode: 'NONE' as const };
    const freshness = new QuoteFreshness(
      now,
      pricing.maxQuoteAgeSeconds,
      pricing.warnQuoteAgeSeconds ?? this.quoteWarnAgeSeconds,
      this.liveState,
    );
    const priced = await valuePositions(this.store, [], 'NONE', freshness, now);
    const view = presentSnapshotEvaluation(snapshot, ran, priced, include);
    this.snapshotAnswers += 1;
    return { answer: { view, positionParts: ran.parts } };
  }

  /** docs/decisions.md, "Bounded memory": refused before the matrices are computed. */
  private checkCost(shape: EvaluationShape): number {
    const cells = evaluationCells(shape.books, shape.candidates);
    const { evaluationCellsMax, responseLimitBytes: limit } = this.limits;
    if (cells > evaluationCellsMax) {
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`the evaluation would compute ${cells} payout cells (outcomes × scenarios of each family matrix, and scenarios of each book of each candidate), more than the ${evaluationCellsMax} this service computes for one request: ask for fewer candidates or scenarios ({scenarioFilters}), or split the book`,
        { evaluationCellsMax, evaluationCells: cells },
      );
    }
    const atLeast = evaluationBytesAtLeast(shape, limit);
    if (atLeast <= limit) return cells;
    throw new ServiceError(
      'INVALID_REQUEST',
      msg`the response would hold at least ${atLeast} bytes, more than the ${limit} this service answers: ask for fewer positions, candidates or scenarios ({scenarioFilters}), set {resultLimit}, or leave PAYOUTS and CONTRIBUTIONS out of {include}`,
      { responseLimitBytes: limit, responseBytesAtLeast: atLeast },
    );
  }
}

/**
 * Whether the revision's catalog snapshot may answer the request: no candidate, pin, filter or
 * pricing (evaluation-snapshot-plan.ts holds the rest of the test).
 */
function isSnapshotShaped(request: EvaluationRequest): boolean {
  return (
    (request.candidates ?? []).length === 0 &&
    (request.scenarioPins ?? []).length === 0 &&
    (request.scenarioFilters ?? []).length === 0 &&
    (request.pricing?.mode ?? 'NONE') === 'NONE'
  );
}

/**
 * The answer of a request the snapshot covered, as presentEvaluation writes it for the same
 * request on the general path: every position supported, no candidate, no listing named, not
 * priced.
 */
function presentSnapshotEvaluation(
  snapshot: Awaited<ReturnType<typeof headSnapshot>>,
  ran: Extract<SnapshotEvaluationResult, { covered: true }>,
  priced: Awaited<ReturnType<typeof valuePositions>>,
  include: ReadonlySet<string>,
): EvaluationView {
  const { result, positions } = ran;
  const view: EvaluationView = {
    baseline: { books: result.books, wholeBook: result.wholeBook },
    candidates: [],
    ranking: rankingOf('PAYOUT'),
    assignments: [],
    offsets: result.offsets,
    valuation: priced.valuation,
    coverage: {
      positions: positions.count,
      supportedPositions: positions.count,
      unsupported: [],
      unsupportedTrades: [],
      scenarioFilters: [],
    },
    versions: {
      snapshotId: snapshot.snapshotId,
      asOf: snapshot.asOf,
      marketVersions: ran.marketVersions.map(([marketId, version]) => ({ marketId, version })),
      mappingVersions: [],
      scenarioPins: ran.scenarioPins.map(([familyId, scenarioVersion]) => ({
        familyId,
        scenarioVersion,
      })),
    },
    warnings: priced.warnings.map((w) => ({ ...w, candidateId: null, tradeId: null })),
  };
  if (include.has('SCENARIOS')) {
    view.scenarios = ran.books
      .filter((_, b) => ran.held[b]!.count > 0)
      .map((b) => ({
        familyId: b.familyId,
        scenarioVersion: b.scenarioVersion,
        scenarioIds: [...b.scenarioIds],
      }));
  }
  return view;
}

/** docs/decisions.md, "Evaluation: candidates net of their cost". */
function rankingOf(basis: 'NET_AFTER_COST' | 'PAYOUT'): EvaluationView['ranking'] {
  return basis === 'NET_AFTER_COST'
    ? {
        basis,
        explanation:
          'Ranked on the whole book after each candidate net of its cost (net_whole_book): highest worst case, then highest best case, then candidate_id. Candidates whose cost is unknown (a trade not priced) follow, ranked on payouts alone.',
      }
    : {
        basis,
        explanation:
          'Ranked on payouts alone (whole_book after each candidate: highest worst case, then highest best case, then candidate_id): no trade has a price and pricing.mode is NONE, so costs are unknown.',
      };
}

/** Rules a JSON schema cannot state (rules 1–2, caps, unique IDs), every problem listed. */
function validateShape(request: EvaluationRequest): Problem[] {
  const problems: Problem[] = [];
  const candidates = request.candidates ?? [];
  if (request.positions.length > LIMITS.positionsMax) {
    problems.push({ path: 'positions', reason: `at most ${LIMITS.positionsMax} positions` });
  }
  if (candidates.length > LIMITS.candidatesMax) {
    problems.push({ path: 'candidates', reason: `at most ${LIMITS.candidatesMax} candidates` });
  }
  const trades = candidates.reduce((count, c) => count + c.trades.length, 0);
  if (trades > LIMITS.tradesMax) {
    problems.push({
      path: 'candidates',
      reason: `at most ${LIMITS.tradesMax} trades in all candidates together, got ${trades}`,
    });
  }
  const instrument = (ref: InstrumentReference, path: string) => {
    if ((ref.outcomeId === undefined) === (ref.listingId === undefined))
      problems.push({ path, reason: msg`names exactly one of {outcomeId} or {listingId}` });
  };
  const seen = new Set<string>();
  request.positions.forEach((p, i) => {
    if (seen.has(p.positionId)) {
      problems.push({
        path: `positions[${i}].positionId`,
        reason: msg`duplicate {positionId} "${p.positionId}"`,
      });
    }
    seen.add(p.positionId);
    if (!isDecimalText(p.quantity) || p.quantity.startsWith('-') || /^0(\.0+)?$/.test(p.quantity)) {
      problems.push({
        path: `positions[${i}].quantity`,
        reason: 'must be a strictly positive decimal',
      });
    }
    instrument(p.instrument, `positions[${i}].instrument`);
  });
  const candidateIds = new Set<string>();
  candidates.forEach((c, ci) => {
    if (candidateIds.has(c.candidateId)) {
      problems.push({
        path: `candidates[${ci}].candidateId`,
        reason: msg`duplicate {candidateId} "${c.candidateId}"`,
      });
    }
    candidateIds.add(c.candidateId);
    if (c.trades.length === 0) {
      problems.push({
        path: `candidates[${ci}].trades`,
        reason: 'a candidate needs at least one trade',
      });
    }
    const tradeIds = new Set<string>();
    c.trades.forEach((t, ti) => {
      const path = `candidates[${ci}].trades[${ti}]`;
      if (tradeIds.has(t.tradeId))
        problems.push({ path: `${path}.tradeId`, reason: msg`duplicate {tradeId} "${t.tradeId}"` });
      tradeIds.add(t.tradeId);
      if (!isDecimalText(t.quantityDelta) || /^-?0(\.0+)?$/.test(t.quantityDelta)) {
        problems.push({
          path: `${path}.quantityDelta`,
          reason: 'must be a nonzero signed decimal',
        });
      }
      instrument(t.instrument, `${path}.instrument`);
      for (const field of ['price', 'fee'] as const) {
        const value = t[field];
        if (value !== undefined && (!isDecimalText(value) || value.startsWith('-')))
          problems.push({ path: `${path}.${field}`, reason: 'must be a decimal of zero or more' });
      }
    });
  });
  if (
    request.resultLimit !== undefined &&
    (!Number.isInteger(request.resultLimit) || request.resultLimit < 1)
  ) {
    problems.push({ path: 'resultLimit', reason: 'must be a positive integer' });
  }
  for (const field of ['maxQuoteAgeSeconds', 'warnQuoteAgeSeconds'] as const) {
    const age = request.pricing?.[field];
    if (age !== undefined && !(Number.isFinite(age) && age >= 0))
      problems.push({ path: `pricing.${field}`, reason: 'must be zero or more seconds' });
  }
  return problems;
}

/** Whether every member scenario of a scenario of the space is kept by its family's filter. */
function keptBy(
  scenario: SpaceScenario,
  space: ScenarioSpace,
  filters: ReadonlyMap<string, Set<string>>,
): boolean {
  return scenario.members.every((index, m) => {
    const member = space.members[m]!;
    const filter = filters.get(member.familyId);
    return !filter || filter.has(member.scenarios[index]!.scenarioId);
  });
}

function describeFamilies(
  r: ResolvedInstrument,
  selected: ReadonlyMap<string, ScenarioVersionRecord>,
): string {
  const families = r.market.familyIds;
  if (families.length === 0) return 'any family';
  return families
    .map((f) => (selected.has(f) ? `${f} (version ${selected.get(f)!.version})` : f))
    .join(', ');
}

/**
 * The joint scopes that could make a whole book EXACT: one per set of several families the
 * baseline or a candidate combines.
 */
function jointScopeIds(
  books: readonly BookInput[],
  candidates: readonly { trades: ReadonlyMap<string, unknown> }[],
  held: (book: BookInput) => HeldPositions,
): string[] {
  const ids = new Set<string>();
  const add = (set: readonly BookInput[]) => {
    const families = new Set(set.flatMap((b) => b.memberFamilyIds));
    if (families.size > 1) ids.add(jointScopeIdOf(families));
  };
  const isHeld = (b: BookInput) => held(b).count > 0;
  add(books.filter(isHeld));
  for (const c of candidates) add(books.filter((b) => isHeld(b) || c.trades.has(b.key)));
  return [...ids];
}

/** What the request names, resolved at one snapshot: instruments, pins and scenario versions. */
interface ResolvedRequest {
  snapshot: Awaited<ReturnType<typeof headSnapshot>>;
  rev: number;
  positions: ResolvedInstrument[];
  /** With columns: the distinct instruments, each position's by the columns' index. */
  distinct?: ResolvedInstrument[];
  trades: ResolvedInstrument[];
  /** Positions (or their distinct instruments), then trades. */
  all: ResolvedInstrument[];
  pins: Map<string, ScenarioVersionRecord>;
  /** Each family's scenario version: the pinned one, else its current one. */
  selected: Map<string, ScenarioVersionRecord>;
  /** The scenarios kept of each filtered family. */
  filters: Map<string, Set<string>>;
}

/** Every problem of the request's references at once: INVALID_REQUEST listing them. */
/**
 * With columns, the distinct instruments alone are resolved; undefined when one is not (the
 * caller runs the request again with objects, whose refusal names each position).
 */
async function resolveRequest(
  store: Store,
  request: EvaluationRequest,
  columns: PositionColumns | undefined,
): Promise<ResolvedRequest | undefined> {
  const candidates = request.candidates ?? [];
  const snapshot = await headSnapshot(store);
  const rev = snapshot.revision;
  const tradeRefs = candidates.flatMap((c, ci) =>
    c.trades.map((t, ti) => ({
      ref: t.instrument,
      path: `candidates[${ci}].trades[${ti}].instrument`,
    })),
  );
  const positionsResolved = await resolveInstruments(
    store,
    columns ? columns.instruments : request.positions.map((p) => p.instrument),
    rev,
    (i) => `positions[${i}].instrument`,
  );
  if (columns && positionsResolved.problems.length > 0) return undefined;
  // A large book's resolution is a few milliseconds; what follows is a few more (docs/decisions.md,
  // "Evaluation: two at once").
  await yieldToEventLoop();
  const tradesResolved = await resolveInstruments(
    store,
    tradeRefs.map((t) => t.ref),
    rev,
    (i) => tradeRefs[i]!.path,
  );
  const found: Problem[] = [...positionsResolved.problems, ...tradesResolved.problems];
  const pins = await pinnedVersions(store, request.scenarioPins ?? [], rev, found);
  failOnProblems(found);
  const distinct = positionsResolved.resolved as ResolvedInstrument[];
  const positions = columns ? Array.from(columns.instrument, (k) => distinct[k]!) : distinct;
  const trades = tradesResolved.resolved as ResolvedInstrument[];

  // Scenario versions: the pinned one, else the family's current one. Every use of `all` is of
  // its distinct instruments, so the columns' distinct ones stand for the positions'.
  const all = [...(columns ? distinct : positions), ...trades];
  const keyFamilies = new Set<string>();
  for (const r of all)
    for (const key of Object.keys(r.outcome.payouts))
      for (const m of parsePayoutKey(key).members) keyFamilies.add(m.familyId);
  for (const f of request.scenarioFilters ?? []) keyFamilies.add(f.familyId);
  const published = await store.scenarioVersionsOfFamilies([...keyFamilies].sort(), rev);
  const selected = new Map<string, ScenarioVersionRecord>();
  for (const familyId of keyFamilies) {
    const version = pins.get(familyId) ?? pickVersion(published.get(familyId) ?? [], undefined);
    if (version) selected.set(familyId, version);
  }
  const filters = new Map<string, Set<string>>();
  (request.scenarioFilters ?? []).forEach((f, i) => {
    const version = selected.get(f.familyId);
    if (!version) {
      found.push({
        path: `scenarioFilters[${i}].familyId`,
        reason: `unknown family ${f.familyId}`,
      });
      return;
    }
    if (filters.has(f.familyId)) {
      found.push({
        path: `scenarioFilters[${i}]`,
        reason: `family ${f.familyId} is filtered twice`,
      });
    }
    const known = new Set(version.scenarios.map((s) => s.scenarioId));
    f.scenarioIds.forEach((id, j) => {
      if (!known.has(id))
        found.push({
          path: `scenarioFilters[${i}].scenarioIds[${j}]`,
          reason: `${f.familyId} version ${version.version} has no scenario "${id}"`,
        });
    });
    filters.set(f.familyId, new Set(f.scenarioIds));
  });
  failOnProblems(found);

  return {
    snapshot,
    rev,
    positions,
    ...(columns ? { distinct } : {}),
    trades,
    all,
    pins,
    selected,
    filters,
  };
}

type AnalysedBook = {
  scope: Scope;
  currency: string | null;
  holdings: HoldingInput[];
  outcomes: Map<string, OutcomeTerms>;
  /** The holdings' distinct outcome IDs in order of first appearance, and each one's index. */
  holdingOutcomeIds: string[];
  holdingOutcomeIndex: Map<string, number>;
  /** Each holding's outcome as an index into holdingOutcomeIds. */
  holdingOutcomes: number[];
};

/** Each position and candidate trade assigned to the book of one scope and payout currency. */
interface AssignedHoldings {
  books: Map<string, AnalysedBook>;
  assignments: EvaluationView['assignments'];
  unsupported: EvaluationView['coverage']['unsupported'];
  unsupportedTrades: EvaluationView['coverage']['unsupportedTrades'];
  candidateTrades: { candidateId: string; trades: Map<string, HoldingInput[]> }[];
  toPrice: CandidateToPrice[];
  warnings: Omit<EvaluationWarning, 'candidateId' | 'tradeId'>[];
  tradeWarnings: EvaluationWarning[];
  outcomeListings: Map<string, ListingRecord[]>;
  /** An instrument's listings: its own, else its outcome's, by listing ID. */
  listingsOf: (r: ResolvedInstrument) => ListingRecord[];
  /** Every position: how many, their IDs' length together. */
  positionsHeld: HeldPositions;
  /**
   * From columns, every position supported: each distinct instrument's book and outcome index,
   * each book's positions counted and its holdings' outcomes; the books' holdings and the
   * assignments are then left empty, to be made from the columns.
   */
  columnBooks?: ColumnBooks;
}

interface ColumnBooks {
  instrumentBookKey: string[];
  instrumentOutcome: Uint32Array;
  held: Map<string, HeldPositions>;
  outcomeIds: Map<string, string[]>;
}

async function assignHoldings(
  store: Store,
  request: EvaluationRequest,
  resolved: ResolvedRequest,
  reads: PositionsRead,
  /** Columns to assign per distinct instrument, without an object per position. */
  columns: PositionColumns | undefined,
): Promise<AssignedHoldings> {
  const candidates = request.candidates ?? [];
  const { rev, positions, trades, all, selected, distinct } = resolved;
  const scopes = new Map<string, Scope>();
  // Once per outcome: a book holds many positions on few outcomes, and each check reads every
  // scenario of a payout table.
  const scopesOfOutcome = new Map<OutcomeTerms, Scope[]>();
  const scopesOf = (outcome: OutcomeTerms): Scope[] => {
    const known = scopesOfOutcome.get(outcome);
    if (known) return known;
    const out: Scope[] = [];
    for (const [key, table] of Object.entries(outcome.payouts)) {
      const scope = scopes.get(key) ?? scopeOf(key, selected);
      if (!scope) continue;
      scopes.set(key, scope);
      if (compiledPayoutRow(table, key, scope.scenarioIds) !== undefined) out.push(scope);
    }
    scopesOfOutcome.set(outcome, out);
    return out;
  };
  await yieldToEventLoop();
  // The positions on each outcome counted in one pass; the scopes, their counts and the choice are
  // then made once per outcome (a large book holds many positions on each), not per position.
  const positionsOn = new Map<OutcomeTerms, number>();
  let sliceStart = performance.now();
  // From columns, counted per distinct instrument (in order of first appearance, so each outcome
  // is met in the order its positions first name it).
  const onInstrument = columns && distinct ? new Uint32Array(distinct.length) : undefined;
  if (columns && distinct && onInstrument) {
    const { instrument, count } = columns;
    for (let i = 0; i < count; i++) onInstrument[instrument[i]!]! += 1;
    distinct.forEach((r, k) =>
      positionsOn.set(r.outcome, (positionsOn.get(r.outcome) ?? 0) + onInstrument[k]!),
    );
  }
  for (let i = 0; !onInstrument && i < positions.length; i++) {
    const outcome = positions[i]!.outcome;
    positionsOn.set(outcome, (positionsOn.get(outcome) ?? 0) + 1);
    // The clock is read every few positions: reading it costs as much as a position's step.
    if ((i & 255) === 255 && performance.now() - sliceStart >= STEP_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  // Each new outcome reads (and compiles, the first time) its payout tables: in slices.
  const counts = new Map<string, number>();
  for (const [outcome, held] of positionsOn) {
    for (const s of scopesOf(outcome)) counts.set(s.key, (counts.get(s.key) ?? 0) + held);
    if (performance.now() - sliceStart >= STEP_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  // Once per outcome's list of scopes (the counts are final from here on).
  const chosen = new Map<Scope[], Scope | undefined>();
  const choose = (list: Scope[]): Scope | undefined => {
    if (chosen.has(list)) return chosen.get(list);
    const scope = [...list].sort((a, b) => {
      const byCount = (counts.get(b.key) ?? 0) - (counts.get(a.key) ?? 0);
      return byCount !== 0 ? byCount : comparePayoutKeys(a.space.key, b.space.key);
    })[0];
    chosen.set(list, scope);
    return scope;
  };
  const outcomeScope = new Map<string, Scope>();
  const scopeOfPositionOutcome = new Map<OutcomeTerms, Scope | undefined>();
  for (const outcome of positionsOn.keys()) {
    const scope = choose(scopesOf(outcome));
    scopeOfPositionOutcome.set(outcome, scope);
    if (scope) outcomeScope.set(outcome.outcomeId, scope);
  }

  // Listings: for currencies, mapping versions and pricing.
  const outcomeListings = await store.listingsOfOutcomes(
    [...new Set(all.map((r) => r.outcomeId))],
    rev,
  );
  // Sorted once per outcome: a large book holds many positions on each outcome.
  const sortedListings = new Map<string, ListingRecord[]>();
  const listingsOf = (r: ResolvedInstrument): ListingRecord[] => {
    if (r.listing) return [r.listing];
    let sorted = sortedListings.get(r.outcomeId);
    if (!sorted) {
      sorted = [...(outcomeListings.get(r.outcomeId) ?? [])].sort((a, b) =>
        a.listingId < b.listingId ? -1 : a.listingId > b.listingId ? 1 : 0,
      );
      sortedListings.set(r.outcomeId, sorted);
    }
    return sorted;
  };
  const currencyOf = (r: ResolvedInstrument): string | null =>
    listingsOf(r)[0]?.tradingRules.payoutCurrency ?? null;

  const warnings: Omit<EvaluationWarning, 'candidateId' | 'tradeId'>[] = [];
  const tradeWarnings: EvaluationWarning[] = [];
  const books = new Map<string, AnalysedBook>();
  const bookFor = (scope: Scope, currency: string | null) => {
    const key = `${scope.key}#${currency ?? ''}`;
    let book = books.get(key);
    if (!book) {
      book = {
        scope,
        currency,
        holdings: [],
        outcomes: new Map(),
        holdingOutcomeIds: [],
        holdingOutcomeIndex: new Map(),
        holdingOutcomes: [],
      };
      books.set(key, book);
    }
    return { key, book };
  };
  const unsupported: EvaluationView['coverage']['unsupported'] = [];
  // A position's book follows from its listing, or its outcome, and the scope chosen for it: found
  // once per instrument, not per position.
  const bookOfInstrument = new Map<object, { book: AnalysedBook; key: string; outcome: number }>();
  const heldIn = (resolved: ResolvedInstrument, scope: Scope) => {
    const instrument = resolved.listing ?? resolved.outcome;
    let held = bookOfInstrument.get(instrument);
    if (!held) {
      const { key, book } = bookFor(scope, currencyOf(resolved));
      // An instrument names one outcome: the book learns it at the instrument's first position.
      book.outcomes.set(resolved.outcomeId, resolved.outcome);
      let outcome = book.holdingOutcomeIndex.get(resolved.outcomeId);
      if (outcome === undefined) {
        outcome = book.holdingOutcomeIds.length;
        book.holdingOutcomeIds.push(resolved.outcomeId);
        book.holdingOutcomeIndex.set(resolved.outcomeId, outcome);
      }
      held = { book, key, outcome };
      bookOfInstrument.set(instrument, held);
    }
    return held;
  };
  // From columns with every position supported: a book per distinct instrument, in order of
  // first appearance (the order in which the positions' loop below meets them), positions
  // counted; no object per position.
  const supported =
    columns && distinct && distinct.every((r) => scopeOfPositionOutcome.get(r.outcome));
  let columnBooks: ColumnBooks | undefined;
  let positionsHeld: HeldPositions | undefined;
  const assignments: EvaluationView['assignments'] = [];
  if (columns && distinct && onInstrument && supported) {
    const idLengths = new Float64Array(distinct.length);
    const { idEnds, instrument } = columns;
    let idLength = 0;
    for (let i = 0, start = 0; i < columns.count; start = idEnds[i]!, i++) {
      idLengths[instrument[i]!]! += idEnds[i]! - start;
    }
    const instrumentBookKey = new Array<string>(distinct.length);
    const instrumentOutcome = new Uint32Array(distinct.length);
    const heldOfBook = new Map<string, { count: number; idLength: number }>();
    distinct.forEach((resolved, k) => {
      const held = heldIn(resolved, scopeOfPositionOutcome.get(resolved.outcome)!);
      instrumentBookKey[k] = held.key;
      instrumentOutcome[k] = held.outcome;
      const counted = heldOfBook.get(held.key) ?? { count: 0, idLength: 0 };
      counted.count += onInstrument[k]!;
      counted.idLength += idLengths[k]!;
      heldOfBook.set(held.key, counted);
      idLength += idLengths[k]!;
    });
    const outcomeIds = new Map([...books].map(([key, b]) => [key, b.holdingOutcomeIds]));
    columnBooks = { instrumentBookKey, instrumentOutcome, held: heldOfBook, outcomeIds };
    positionsHeld = { count: columns.count, idLength };
  }
  for (let i = 0; !columnBooks && i < reads.count; i++) {
    const positionId = reads.id(i);
    const resolved = positions[i]!;
    const scope = scopeOfPositionOutcome.get(resolved.outcome);
    if (!scope) {
      const reason = `outcome ${resolved.outcomeId} has no payouts in the selected scenario version of ${describeFamilies(resolved, selected)}: it is not analysed (never counted as paying zero)`;
      unsupported.push({ positionId, outcomeId: resolved.outcomeId, reason });
      warnings.push({ code: 'UNSUPPORTED_OUTCOME', message: reason, positionId });
      assignments[i] = { positionId, familyId: null };
      continue;
    }
    const held = heldIn(resolved, scope);
    const quantity = reads.quantity(i);
    held.book.holdings.push({
      holdingId: positionId,
      outcomeId: resolved.outcomeId,
      quantity: reads.owed(i) ? `-${quantity}` : quantity,
    });
    held.book.holdingOutcomes.push(held.outcome);
    assignments[i] = { positionId, familyId: scope.familyId };
  }
  if (!positionsHeld) {
    let idLength = 0;
    for (const a of assignments) idLength += a.positionId.length;
    positionsHeld = { count: assignments.length, idLength };
  }

  await yieldToEventLoop();
  const unsupportedTrades: EvaluationView['coverage']['unsupportedTrades'] = [];
  let t = 0;
  const toPrice: CandidateToPrice[] = [];
  const candidateTrades = candidates.map((c) => {
    const byBook = new Map<string, HoldingInput[]>();
    const pricing: TradeToPrice[] = [];
    toPrice.push({ candidateId: c.candidateId, trades: pricing });
    for (const trade of c.trades) {
      const resolved = trades[t++]!;
      const scope = outcomeScope.get(resolved.outcomeId) ?? choose(scopesOf(resolved.outcome));
      const priceOf = (bookKey: string | null, payoutCurrency: string | null) =>
        pricing.push({
          tradeId: trade.tradeId,
          quantityDelta: trade.quantityDelta,
          price: trade.price,
          fee: trade.fee,
          listings: listingsOf(resolved),
          bookKey,
          payoutCurrency,
        });
      if (!scope) {
        priceOf(null, null);
        const reason = `outcome ${resolved.outcomeId} has no payouts in the selected scenario version of ${describeFamilies(resolved, selected)}: the trade is left out of the candidate`;
        unsupportedTrades.push({
          candidateId: c.candidateId,
          tradeId: trade.tradeId,
          outcomeId: resolved.outcomeId,
          reason,
        });
        tradeWarnings.push({
          code: 'UNSUPPORTED_OUTCOME',
          message: `candidate ${c.candidateId}, trade ${trade.tradeId}: ${reason}`,
          positionId: null,
          candidateId: c.candidateId,
          tradeId: trade.tradeId,
        });
        continue;
      }
      const { key, book } = bookFor(scope, currencyOf(resolved));
      priceOf(key, book.currency);
      book.outcomes.set(resolved.outcomeId, resolved.outcome);
      const list = byBook.get(key) ?? [];
      list.push({
        holdingId: trade.tradeId,
        outcomeId: resolved.outcomeId,
        quantity: trade.quantityDelta,
      });
      byBook.set(key, list);
    }
    return { candidateId: c.candidateId, trades: byBook };
  });

  await yieldToEventLoop();
  return {
    books,
    assignments,
    unsupported,
    unsupportedTrades,
    candidateTrades,
    toPrice,
    warnings,
    tradeWarnings,
    outcomeListings,
    listingsOf,
    positionsHeld,
    ...(columnBooks ? { columnBooks } : {}),
  };
}

/** The books' inputs to the engine, in key order, their payout rows compiled for their scenarios. */
async function compileBooks(
  books: ReadonlyMap<string, AnalysedBook>,
  filters: ReadonlyMap<string, Set<string>>,
): Promise<BookInput[]> {
  const bookInputs: BookInput[] = [];
  let sliceStart = performance.now();
  for (const [key, b] of [...books.entries()].sort(([a], [c]) => (a < c ? -1 : a > c ? 1 : 0))) {
    const keep = b.scope.space.scenarios.map((s) => keptBy(s, b.scope.space, filters));
    const conditioned = keep.some((k) => !k);
    const scenarioIds = b.scope.scenarioIds.filter((_, s) => keep[s]);
    const kept = keep.flatMap((k, s) => (k ? [s] : []));
    // Compiled rows, kept per payout table (payout-row-cache.ts); the first request on a large
    // family compiles them in slices, letting other requests run in between.
    const payouts = new Map<string, PayoutRow>();
    for (const [outcomeId, outcome] of b.outcomes) {
      const full = compiledPayoutRow(
        outcome.payouts[b.scope.key]!,
        b.scope.key,
        b.scope.scenarioIds,
      )!;
      payouts.set(outcomeId, conditioned ? selectScenarios(full, kept) : full);
      if (performance.now() - sliceStart >= STEP_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
    bookInputs.push({
      key,
      familyId: b.scope.familyId,
      scenarioVersion: b.scope.scenarioVersion,
      memberFamilyIds: b.scope.memberFamilyIds,
      payoutCurrency: b.currency,
      scenarioIds,
      conditioned,
      payouts,
      holdings: b.holdings,
    });
    // Each holding's outcome by index, as assigned: the hand-off and the engine look none up.
    withOutcomeIndex(b.holdings, b.holdingOutcomeIds, Uint32Array.from(b.holdingOutcomes));
  }
  return bookInputs;
}

/** What the engine and the pricing gave, for presentEvaluation. */
interface Computed {
  bookInputs: BookInput[];
  result: Awaited<ReturnType<EvaluationPool['run']>>;
  costs: Awaited<ReturnType<typeof priceCandidates>>;
  priced: Awaited<ReturnType<typeof valuePositions>>;
  include: ReadonlySet<string>;
  rankingBasis: 'NET_AFTER_COST' | 'PAYOUT';
  held: (book: BookInput) => HeldPositions;
}

/** The answer: books, candidates, coverage, the versions it was computed at, warnings. */
function presentEvaluation(
  request: EvaluationRequest,
  { snapshot, all, pins, selected, filters }: ResolvedRequest,
  {
    assignments,
    unsupported,
    unsupportedTrades,
    candidateTrades,
    warnings,
    tradeWarnings,
    outcomeListings,
    positionsHeld,
  }: AssignedHoldings,
  { bookInputs, result, costs, priced, include, rankingBasis, held }: Computed,
): EvaluationView {
  const usedListings = new Map<string, ListingRecord>();
  const markets = new Map<string, string>();
  // Instruments repeat (a large book names each outcome many times): each record read once.
  let lastMarket: ResolvedInstrument['market'] | undefined;
  for (const r of all) {
    if (r.listing) usedListings.set(r.listing.listingId, r.listing);
    if (r.market !== lastMarket) {
      markets.set(r.market.marketId, r.market.version);
      lastMarket = r.market;
    }
  }
  const outcomeListingById = new Map(
    [...outcomeListings.values()].flat().map((l) => [l.listingId, l]),
  );
  const pricedListingIds = [
    ...priced.valuation.items.map((i) => i.listingId),
    ...[...costs.candidates.values()].flatMap((c) => c.cost.trades.map((t) => t.listingId)),
  ];
  for (const listingId of pricedListingIds) {
    if (listingId === null || usedListings.has(listingId)) continue;
    const listing = outcomeListingById.get(listingId);
    if (listing) usedListings.set(listing.listingId, listing);
  }
  const usedFamilies = new Set<string>([...pins.keys()]);
  for (const b of bookInputs) for (const f of b.memberFamilyIds) usedFamilies.add(f);

  const view: EvaluationView = {
    baseline: { books: result.books, wholeBook: result.wholeBook },
    candidates: result.candidates.map((c) => ({
      candidateId: c.candidateId,
      rank: c.rank,
      books: c.books,
      wholeBook: c.wholeBook,
      cost: costs.candidates.get(c.candidateId)!.cost,
      netWholeBook: c.netWholeBook,
    })),
    ranking: rankingOf(rankingBasis),
    assignments,
    offsets: result.offsets,
    valuation: priced.valuation,
    coverage: {
      positions: positionsHeld.count,
      supportedPositions: positionsHeld.count - unsupported.length,
      unsupported,
      unsupportedTrades,
      scenarioFilters: [...filters.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([familyId, ids]) => ({ familyId, scenarioIds: [...ids] })),
    },
    versions: {
      snapshotId: snapshot.snapshotId,
      asOf: snapshot.asOf,
      marketVersions: [...markets.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([marketId, version]) => ({ marketId, version })),
      mappingVersions: [...usedListings.values()]
        .sort((a, b) => (a.listingId < b.listingId ? -1 : 1))
        .map((l) => ({ listingId: l.listingId, mappingVersion: l.mappingVersion })),
      scenarioPins: [...usedFamilies].sort().flatMap((f) => {
        const v = selected.get(f) ?? pins.get(f);
        return v ? [{ familyId: f, scenarioVersion: v.version }] : [];
      }),
    },
    warnings: [
      ...warnings.map((w) => ({ ...w, candidateId: null, tradeId: null })),
      ...tradeWarnings,
    ],
  };
  if (include.has('SCENARIOS')) {
    view.scenarios = bookInputs
      .filter((b) => held(b).count > 0 || candidateTrades.some((c) => c.trades.has(b.key)))
      .map((b) => ({
        familyId: b.familyId,
        scenarioVersion: b.scenarioVersion,
        scenarioIds: [...b.scenarioIds],
      }));
  }
  return view;
}
