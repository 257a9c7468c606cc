// Private fair values (schema/openapi.yaml, POST /fair-values:batchUpsert; docs/decisions.md, "Fair values and the change feed";
// docs/decisions.md: `payoutCurrency`, `expectedRevision`, at most 1000 per batch).
//
// A batch is atomic: it is validated whole, every problem listed, and written as one commit whose
// store re-checks each expectedRevision under the head lock. Nothing here writes a change
// record: the feed carries reference metadata only, and fair values are private to their scope.
import { createHash } from 'node:crypto';
import {
  canonicalDecimal,
  isDecimalText,
  isWithin,
  decCompare,
} from '../domain/arithmetic/decimal';
import { msg, name, path, ServiceError, type Problem, type Text } from '../domain/errors';
import {
  FairValueBatchDefinition,
  type FairValue,
  type FairValueBatch,
  type FairValueBatchResult as BatchResult,
  type FairValueEntry,
  type FairValuesQuery,
} from '../resources/fair-value';
import { failOnOverLongFields } from '../resources/field-lengths';
import {
  FAIR_VALUE_TYPES,
  PROBABILITY_EVENTS,
  fairValueStatus,
  type FairValueRecord,
} from '../domain/fair-values';
import {
  FairValueHistoryCompactedError,
  FairValueRevisionConflictError,
  FairValueScopeFullError,
  RevisionConflictError,
  fairValueKey,
  type FairValueRevisionCheck,
  type Revision,
  type Store,
} from '../store/store';
import { LIMITS } from '../domain/limits';
import type { IdempotencyDraft } from '../store/idempotency';
import type { IdempotencyClaim, IdempotentWrites } from './idempotent-writes';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';

export type { FairValueBatch, FairValueEntry };
export type FairValueQuery = FairValuesQuery;

/** Who is calling: the private scopes its API key may use. */
export interface Caller {
  scopes: readonly string[];
}

/** A stored fair value with its status now. */
export type FairValueView = FairValue;

export type FairValueBatchResult = BatchResult;

/** Commits planned against a head that moved meanwhile are planned again this many times. */
const MAX_ATTEMPTS = 10;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const REVISION = /^rev-(0|[1-9][0-9]{0,14})$/;

interface Planned {
  records: FairValueRecord[];
  checks: FairValueRevisionCheck[];
}

export class FairValueService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
    private readonly clock: () => Date,
    /** Idempotency-Key: the first answer to a tenant's key, kept with the write. */
    private readonly writes: IdempotentWrites,
  ) {}

  /**
   * With an Idempotency-Key (`claim`), a retry gets the first answer again, also after a failure
   * whose outcome the client never saw: the key's record lands in the batch's own commit
   * (docs/decisions.md, "Idempotent writes").
   */
  async upsert(
    batch: FairValueBatch,
    caller: Caller,
    claim?: IdempotencyClaim,
  ): Promise<FairValueBatchResult> {
    checkSize(batch);
    failOnOverLongFields(FairValueBatchDefinition, batch);
    authorize(batch.scopeId, caller);
    return this.writes.run(claim, 'batchUpsertFairValues', batch, {
      execute: async (record) => ({ result: await this.write(batch, record), committed: true }),
      revive: (planned, revision) => atRevision(planned, `rev-${revision ?? 0}`),
      // The answer is the batch's values as written: its record keeps only the commit time, the
      // planned revision and which values had expired (docs/decisions.md, "Bounded idempotency
      // records").
      rebuild: {
        keep: (answer): KeptAnswer => ({
          updatedAt: answer.updatedAt,
          revision: answer.items[0]?.revision ?? 'rev-0',
          expired: answer.items.flatMap((item, i) => (item.status === 'EXPIRED' ? [i] : [])),
        }),
        answer: (kept) => answerOf(batch, kept as KeptAnswer),
      },
    });
  }

  private async write(
    batch: FairValueBatch,
    record: ((planned: FairValueBatchResult) => IdempotencyDraft) | undefined,
  ): Promise<FairValueBatchResult> {
    for (let attempt = 1; ; attempt++) {
      const head = await this.store.head();
      const committedAt = this.clock().toISOString();
      const planned = await this.plan(batch, head.revision, committedAt);
      // The answer as the planned revision gives it; the store may land the batch later.
      const now = this.clock();
      const answer: FairValueBatchResult = {
        items: planned.records.map((r) => viewOf(r, now)),
        updatedAt: committedAt,
      };
      let committed: Revision;
      try {
        // Planned from the catalog; the values of other keys, other fair values and market data
        // may have moved meanwhile (docs/decisions.md, "Writers in parallel").
        committed = await this.store.commit({
          expectedRevision: head.revision,
          readDomains: ['catalog'],
          committedAt,
          puts: planned.records.map((r) => ({ kind: 'fairValue', record: r })),
          changes: [],
          fairValueChecks: planned.checks,
          ...(record ? { idempotency: record(answer) } : {}),
        });
      } catch (error) {
        if (error instanceof RevisionConflictError) {
          if (attempt < MAX_ATTEMPTS) {
            await pause(attempt);
            continue;
          }
          throw new ServiceError(
            'SERVICE_UNAVAILABLE',
            'the store is busy with other writes; nothing was written, retry the batch',
          );
        }
        if (error instanceof FairValueRevisionConflictError) {
          throw conflictError(batch, error.conflicts);
        }
        if (error instanceof FairValueScopeFullError) throw scopeFullError(error);
        throw error;
      }
      return atRevision(answer, `rev-${committed.revision}`);
    }
  }

  /** GET /fair-values (an extension): one page of a scope's values, by outcome. */
  async list(
    query: FairValueQuery & PagedRequest,
    caller: Caller,
  ): Promise<PageResult<FairValueView>> {
    authorize(query.scopeId, caller);
    const filter = {
      scopeId: query.scopeId,
      ...(query.outcomeIds !== undefined ? { outcomeIds: [...new Set(query.outcomeIds)] } : {}),
    };
    return readPage(
      this.store,
      this.tokens,
      'fairValues',
      { scopeId: filter.scopeId, outcomeIds: filter.outcomeIds?.slice().sort() },
      query,
      (snapshot, page) =>
        this.store.fairValuesOfScope(filter, snapshot.revision, page).catch((error: unknown) => {
          throw error instanceof FairValueHistoryCompactedError
            ? historyCompactedError(error, query)
            : error;
        }),
      (records) => {
        const now = this.clock();
        return Promise.resolve(records.map((record) => viewOf(record, now)));
      },
    );
  }

  /** Validates the whole batch at one revision; INVALID_REQUEST or REVISION_CONFLICT listing all. */
  private async plan(
    batch: FairValueBatch,
    revision: number,
    committedAt: string,
  ): Promise<Planned> {
    const entries = batch.fairValues;
    const outcomeIds = [...new Set(entries.map((e) => e.outcomeId))];
    const [marketOfOutcome, listings] = await Promise.all([
      this.store.marketIdsOfOutcomes(outcomeIds, revision),
      this.store.listingsOfOutcomes(outcomeIds, revision),
    ]);
    const versionKeys = new Map<string, { marketId: string; version: string }>();
    for (const e of entries) {
      const marketId = marketOfOutcome.get(e.outcomeId);
      if (marketId !== undefined) {
        versionKeys.set(JSON.stringify([marketId, e.marketVersion]), {
          marketId,
          version: e.marketVersion,
        });
      }
    }
    const versions = new Map(
      await Promise.all(
        [...versionKeys].map(
          async ([key, v]) => [key, await this.store.marketVersion(v.marketId, v.version)] as const,
        ),
      ),
    );

    const problems: Problem[] = [];
    const records: FairValueRecord[] = [];
    const expected: (number | undefined)[] = [];
    const firstOfKey = new Map<string, number>();
    entries.forEach((e, i) => {
      const at = (field: keyof FairValueEntry) => `fairValues[${i}].${field}`;
      const problem = (field: keyof FairValueEntry, reason: Text) =>
        problems.push({ path: at(field), reason });
      const before = problems.length;

      if (e.outcomeId === '') problem('outcomeId', 'must be a non-empty string');
      if (e.marketVersion === '') problem('marketVersion', 'must be a non-empty string');
      if (e.source === '') problem('source', 'must be a non-empty string');
      const marketId = marketOfOutcome.get(e.outcomeId);
      if (e.outcomeId !== '' && marketId === undefined) problem('outcomeId', 'unknown outcome');
      if (marketId !== undefined && e.marketVersion !== '') {
        const market = versions.get(JSON.stringify([marketId, e.marketVersion]));
        if (!market) {
          problem('marketVersion', `market ${marketId} has no version ${e.marketVersion}`);
        } else if (!market.outcomes.some((o) => o.outcomeId === e.outcomeId)) {
          problem(
            'marketVersion',
            `version ${e.marketVersion} of market ${marketId} has no outcome ${e.outcomeId}`,
          );
        }
      }

      const valueType = (FAIR_VALUE_TYPES as readonly string[]).includes(e.valueType)
        ? e.valueType
        : undefined;
      if (!valueType) problem('valueType', `must be one of ${FAIR_VALUE_TYPES.join(', ')}`);
      const decimal = isDecimalText(e.value);
      if (!decimal) problem('value', 'must be a decimal number as text, such as "0.42"');
      if (valueType === 'PROBABILITY') {
        if (e.probabilityEvent === undefined) {
          problem(
            'probabilityEvent',
            msg`a PROBABILITY needs an explicit {probabilityEvent} FULL_PAYOUT`,
          );
        } else if (!(PROBABILITY_EVENTS as readonly string[]).includes(e.probabilityEvent)) {
          problem('probabilityEvent', `must be one of ${PROBABILITY_EVENTS.join(', ')}`);
        }
        if (e.payoutCurrency !== undefined)
          problem('payoutCurrency', 'applies to EXPECTED_PAYOUT only');
        if (decimal && !isWithin(e.value, '0', '1'))
          problem('value', 'a probability must be within [0, 1]');
      }
      if (valueType === 'EXPECTED_PAYOUT') {
        if (e.probabilityEvent !== undefined)
          problem('probabilityEvent', 'applies to PROBABILITY only');
        if (e.payoutCurrency === undefined || e.payoutCurrency === '') {
          problem('payoutCurrency', msg`an EXPECTED_PAYOUT needs its {payoutCurrency}`);
        } else {
          const paying = (listings.get(e.outcomeId) ?? []).map((l) => l.tradingRules);
          const inCurrency = paying.filter((r) => r.payoutCurrency === e.payoutCurrency);
          if (paying.length > 0 && inCurrency.length === 0) {
            const currencies = [...new Set(paying.map((r) => r.payoutCurrency))].sort();
            problem('payoutCurrency', `the outcome pays in ${currencies.join(', ')}`);
          } else if (decimal) {
            const most = inCurrency
              .map((r) => r.payoutUnit)
              .reduce<string | undefined>(
                (a, b) => (a === undefined || decCompare(b, a) > 0 ? b : a),
                undefined,
              );
            if (decCompare(e.value, '0') < 0) problem('value', 'an expected payout is at least 0');
            else if (most !== undefined && decCompare(e.value, most) > 0)
              problem('value', `an expected payout is at most the payout unit ${most}`);
          }
        }
      }

      const observedAt = timestampOf(e.observedAt);
      if (observedAt === undefined)
        problem('observedAt', 'must be an ISO 8601 timestamp with a zone');
      let validUntil: string | undefined;
      if (e.validUntil !== undefined) {
        validUntil = timestampOf(e.validUntil);
        if (validUntil === undefined)
          problem('validUntil', 'must be an ISO 8601 timestamp with a zone');
        else if (observedAt !== undefined && validUntil <= observedAt)
          problem('validUntil', msg`must be after {observedAt}`);
      }
      let expectedRevision: number | undefined;
      if (e.expectedRevision !== undefined) {
        const match = REVISION.exec(e.expectedRevision);
        if (match) expectedRevision = Number(match[1]);
        else
          problem(
            'expectedRevision',
            'must be a revision such as "rev-12" ("rev-0": no value yet)',
          );
      }

      const key = keyOf(batch.scopeId, e);
      const first = firstOfKey.get(key);
      if (first !== undefined) {
        problems.push({
          path: `fairValues[${i}]`,
          reason: msg`the same outcome, market version and value type as ${path(`fairValues[${first}]`)}`,
        });
      } else {
        firstOfKey.set(key, i);
      }

      expected.push(expectedRevision);
      if (problems.length > before || !valueType || observedAt === undefined) return;
      records.push(recordOf(batch.scopeId, e, committedAt, `rev-${revision + 1}`));
    });

    // Revision checks against the values as they are at this revision (the store repeats them
    // inside the commit, under the head lock).
    const checked = entries
      .map((e, i) => ({ i, key: keyOf(batch.scopeId, e), revision: expected[i] }))
      .filter((c): c is { i: number; key: string; revision: number } => c.revision !== undefined);
    const current = await this.store.getByKeys(
      'fairValue',
      checked.map((c) => c.key),
      revision,
    );
    const currentRevision = new Map(current.map((r) => [fairValueKey(r), r.revision]));
    const conflicts: Problem[] = [];
    for (const c of checked) {
      const actual = currentRevision.get(c.key) ?? 'rev-0';
      if (actual !== `rev-${c.revision}`) {
        conflicts.push(conflictProblem(c.i, `rev-${c.revision}`, actual));
      }
    }
    if (problems.length > 0) {
      throw new ServiceError(
        'INVALID_REQUEST',
        `the batch has ${problems.length + conflicts.length} problem(s); nothing was written`,
        { problems: [...problems, ...conflicts] },
      );
    }
    if (conflicts.length > 0) {
      throw new ServiceError(
        'REVISION_CONFLICT',
        msg`${conflicts.length} fair value(s) changed since their {expectedRevision}; nothing was written`,
        { problems: conflicts },
      );
    }
    return {
      records,
      checks: checked.map((c) => ({ key: c.key, revision: c.revision })),
    };
  }
}

/** docs/decisions.md, "Fair values and the change feed". The same answer whether the scope exists, is empty or holds values. */
function authorize(scopeId: string, caller: Caller): void {
  if (scopeId === '' || !caller.scopes.includes(scopeId)) {
    throw new ServiceError(
      'FORBIDDEN',
      msg`this API key is not authorised for the {scopeId} given`,
      { problems: [{ path: 'scopeId', reason: 'not a scope of this API key' }] },
    );
  }
}

function checkSize(batch: FairValueBatch): void {
  const count = batch.fairValues.length;
  if (count === 0 || count > LIMITS.fairValuesPerBatchMax) {
    const reason =
      count === 0
        ? 'needs at least one fair value'
        : `at most ${LIMITS.fairValuesPerBatchMax} fair values per batch`;
    throw new ServiceError('INVALID_REQUEST', msg`{fairValues} ${reason}`, {
      problems: [{ path: 'fairValues', reason }],
    });
  }
}

function keyOf(scopeId: string, e: FairValueEntry): string {
  return fairValueKey({
    scopeId,
    outcomeId: e.outcomeId,
    marketVersion: e.marketVersion,
    valueType: e.valueType,
  });
}

/** Stable per key, and not reversible to the scope it belongs to. */
function fairValueIdOf(key: string): string {
  return `fv-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

function conflictProblem(index: number, expected: string, actual: string): Problem {
  return {
    path: `fairValues[${index}].expectedRevision`,
    reason:
      actual === 'rev-0'
        ? `expected ${expected}, but there is no value yet`
        : `expected ${expected}, but the current value is ${actual}`,
  };
}

/** A conflict the store found under its lock (the service's own check passed a moment before). */
function conflictError(
  batch: FairValueBatch,
  conflicts: { key: string; expected: number; actual: number }[],
): ServiceError {
  const problems = conflicts.flatMap((c) =>
    batch.fairValues
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => keyOf(batch.scopeId, e) === c.key)
      .map(({ i }) => conflictProblem(i, `rev-${c.expected}`, `rev-${c.actual}`)),
  );
  return new ServiceError(
    'REVISION_CONFLICT',
    msg`${problems.length} fair value(s) changed since their {expectedRevision}; nothing was written`,
    { problems },
  );
}

/** docs/decisions.md, "Bounded memory": the scope's bound on current values, whole batch refused. */
function scopeFullError(error: FairValueScopeFullError): ServiceError {
  const [scope] = error.scopes;
  const max = scope?.max ?? 0;
  const reason = `adds ${scope?.added ?? 0} new fair value(s) to the ${scope?.current ?? 0} the scope holds; a scope holds at most ${max}`;
  return new ServiceError(
    'INVALID_REQUEST',
    msg`{fairValues} ${reason}; nothing was written (replace existing values instead)`,
    { problems: [{ path: 'fairValues', reason }], maxFairValuesPerScope: max },
  );
}

/**
 * A read pinned to a snapshot older than the scope's compacted history (a page token's, or the
 * GraphQL request's): CURSOR_EXPIRED, as a change-feed cursor past the retained history.
 */
function historyCompactedError(
  error: FairValueHistoryCompactedError,
  query: PagedRequest,
): ServiceError {
  const parameter =
    query.pageToken !== undefined ? 'pageToken' : query.before !== undefined ? 'before' : undefined;
  const what = parameter !== undefined ? name(parameter) : 'the request';
  return new ServiceError(
    'CURSOR_EXPIRED',
    msg`the snapshot of ${what} (rev-${error.revision}) is older than the fair-value history kept (the last ${error.historyPerValue} superseded versions of each value); read again without it`,
    {
      ...(parameter !== undefined ? { problems: [{ path: parameter, reason: 'expired' }] } : {}),
      retainedVersions: error.historyPerValue,
    },
  );
}

function timestampOf(text: string): string | undefined {
  if (!TIMESTAMP.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** What the record of a keyed batch keeps of its answer: the rest is the batch's own values. */
interface KeptAnswer {
  updatedAt: string;
  revision: string;
  /** Indexes of the values whose status was EXPIRED when answered (validUntil already past). */
  expired: number[];
}

/** A keyed batch's answer from its record, as `write` gave it. */
function answerOf(batch: FairValueBatch, kept: KeptAnswer): FairValueBatchResult {
  const expired = new Set(kept.expired);
  return {
    items: batch.fairValues.map((e, i) => ({
      ...recordOf(batch.scopeId, e, kept.updatedAt, kept.revision),
      status: expired.has(i) ? 'EXPIRED' : 'CURRENT',
    })),
    updatedAt: kept.updatedAt,
  };
}

/**
 * The record a valid entry writes, at `revision` and written at `updatedAt`: the one place a
 * fair value is made from an entry, by the plan and by the answer of a replay.
 */
function recordOf(
  scopeId: string,
  e: FairValueEntry,
  updatedAt: string,
  revision: string,
): FairValueRecord {
  return {
    fairValueId: fairValueIdOf(keyOf(scopeId, e)),
    scopeId,
    outcomeId: e.outcomeId,
    marketVersion: e.marketVersion,
    valueType: e.valueType,
    ...(e.valueType === 'PROBABILITY' && e.probabilityEvent !== undefined
      ? { probabilityEvent: e.probabilityEvent }
      : {}),
    ...(e.valueType === 'EXPECTED_PAYOUT' && e.payoutCurrency !== undefined
      ? { payoutCurrency: e.payoutCurrency }
      : {}),
    value: canonicalDecimal(e.value),
    source: e.source,
    observedAt: timestampOf(e.observedAt) ?? e.observedAt,
    ...(e.validUntil !== undefined
      ? { validUntil: timestampOf(e.validUntil) ?? e.validUntil }
      : {}),
    updatedAt,
    revision,
  };
}

/** The answer with every value at the revision its commit landed at. */
function atRevision(answer: FairValueBatchResult, revision: string): FairValueBatchResult {
  return { ...answer, items: answer.items.map((item) => ({ ...item, revision })) };
}

function viewOf(record: FairValueRecord, now: Date): FairValueView {
  return { ...record, status: fairValueStatus(record, now) };
}

/** A short random pause before planning again, so competing writers spread out. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
}
