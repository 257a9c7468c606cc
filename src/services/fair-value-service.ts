// Private fair values (schema/openapi.yaml, POST /fair-values:batchUpsert; docs/decisions.md, "Fair values and the change feed";
// docs/decisions.md: `payoutCurrency`, `expectedRevision`, at most 1000 per batch).
//
// A batch is atomic: it is validated whole, every problem listed, and written as one commit whose
// store re-checks each expectedRevision under the head lock. Nothing here writes a change
// record: the feed carries reference metadata only, and fair values are private to their scope.
import { msg, name, ServiceError, type Problem } from '../domain/errors';
import {
  FairValueBatchDefinition,
  type FairValue,
  type FairValueBatch,
  type FairValueBatchResult as BatchResult,
  type FairValueEntry,
  type FairValuesQuery,
} from '../resources/fair-value';
import { failOnOverLongFields } from '../resources/field-lengths';
import { fairValueStatus, type FairValueRecord } from '../domain/fair-values';
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
import {
  checkEntries,
  keyOf,
  recordOf,
  versionKeyOf,
  type EntryReferences,
} from './fair-value-entries';
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

  /**
   * Validates the whole batch at one revision; INVALID_REQUEST or REVISION_CONFLICT listing all.
   * Three stages: read what the entries refer to, check each entry against it
   * (fair-value-entry-checks.ts, pure), then check the expected revisions against the stored
   * values.
   */
  private async plan(
    batch: FairValueBatch,
    revision: number,
    committedAt: string,
  ): Promise<Planned> {
    const references = await this.referencesOf(batch.fairValues, revision);
    const { problems, records, expected } = checkEntries(batch, references, committedAt, revision);
    const { checked, conflicts } = await this.revisionChecks(batch, expected, revision);
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

  /**
   * Revision checks against the values as they are at this revision (the store repeats them
   * inside the commit, under the head lock).
   */
  private async revisionChecks(
    batch: FairValueBatch,
    expected: readonly (number | undefined)[],
    revision: number,
  ): Promise<{ checked: { key: string; revision: number }[]; conflicts: Problem[] }> {
    const checked = batch.fairValues
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
    return { checked, conflicts };
  }

  /** The markets, market versions and listings the batch's entries name, at `revision`. */
  private async referencesOf(
    entries: readonly FairValueEntry[],
    revision: number,
  ): Promise<EntryReferences> {
    const outcomeIds = [...new Set(entries.map((e) => e.outcomeId))];
    const [marketOfOutcome, listings] = await Promise.all([
      this.store.marketIdsOfOutcomes(outcomeIds, revision),
      this.store.listingsOfOutcomes(outcomeIds, revision),
    ]);
    const versionKeys = new Map<string, { marketId: string; version: string }>();
    for (const e of entries) {
      const marketId = marketOfOutcome.get(e.outcomeId);
      if (marketId !== undefined) {
        versionKeys.set(versionKeyOf(marketId, e.marketVersion), {
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
    return { marketOfOutcome, listings, versions };
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
