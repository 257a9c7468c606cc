// Private fair values (specification, POST /fair-values:batchUpsert; Authentication rule 4;
// DESIGN.md section 4: `payout_currency`, `expected_revision`, at most 1000 per batch).
//
// A batch is atomic: it is validated whole, every problem listed, and written as one commit whose
// store re-checks each expected_revision under the head lock. Nothing here writes a change
// record: the feed carries reference metadata only, and fair values are private to their scope.
import { createHash } from 'node:crypto';
import {
  canonicalDecimal,
  isDecimalText,
  isWithin,
  decCompare,
} from '../domain/arithmetic/decimal';
import { ServiceError, type Problem } from '../domain/errors';
import {
  FAIR_VALUE_TYPES,
  PROBABILITY_EVENTS,
  fairValueStatus,
  type FairValueRecord,
  type FairValueStatus,
  type FairValueType,
  type ProbabilityEvent,
} from '../domain/fair-values';
import {
  FairValueRevisionConflictError,
  RevisionConflictError,
  fairValueKey,
  type FairValueRevisionCheck,
  type Store,
} from '../store/store';
import { LIMITS } from './limits';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';

/** One entry of a batch as the caller sent it (types are checked here, not trusted). */
export interface FairValueEntry {
  outcomeId: string;
  marketVersion: string;
  valueType: string;
  probabilityEvent?: string | undefined;
  payoutCurrency?: string | undefined;
  value: string;
  source: string;
  observedAt: string;
  validUntil?: string | undefined;
  /** `rev-N` of the value the caller last saw; `rev-0` asserts there is none yet. */
  expectedRevision?: string | undefined;
}

export interface FairValueBatch {
  scopeId: string;
  fairValues: FairValueEntry[];
}

export interface FairValueQuery extends PagedRequest {
  scopeId: string;
  outcomeIds?: string[] | undefined;
}

/** Who is calling: the private scopes its API key may use. */
export interface Caller {
  scopes: readonly string[];
}

export interface FairValueView extends FairValueRecord {
  status: FairValueStatus;
}

export interface FairValueBatchResult {
  items: FairValueView[];
  updatedAt: string;
}

/** How the caller's API names the fields, for problems (REST snake_case, GraphQL camelCase). */
export interface FairValueNames {
  scopeId: string;
  fairValues: string;
  field: (name: keyof FairValueEntry) => string;
}

export const REST_FAIR_VALUE_NAMES: FairValueNames = {
  scopeId: 'scope_id',
  fairValues: 'fair_values',
  field: (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
};

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
  ) {}

  async upsert(
    batch: FairValueBatch,
    caller: Caller,
    names: FairValueNames = REST_FAIR_VALUE_NAMES,
  ): Promise<FairValueBatchResult> {
    authorize(batch.scopeId, caller, names);
    checkSize(batch, names);
    for (let attempt = 1; ; attempt++) {
      const head = await this.store.head();
      const committedAt = this.clock().toISOString();
      const planned = await this.plan(batch, head.revision, committedAt, names);
      try {
        await this.store.commit({
          expectedRevision: head.revision,
          committedAt,
          puts: planned.records.map((record) => ({ kind: 'fairValue', record })),
          changes: [],
          fairValueChecks: planned.checks,
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
          throw conflictError(batch, error.conflicts, names);
        }
        throw error;
      }
      const now = this.clock();
      return {
        items: planned.records.map((record) => viewOf(record, now)),
        updatedAt: committedAt,
      };
    }
  }

  /** GET /fair-values (an extension): one page of a scope's values, by outcome. */
  async list(
    query: FairValueQuery,
    caller: Caller,
    names: FairValueNames = REST_FAIR_VALUE_NAMES,
  ): Promise<PageResult<FairValueView>> {
    authorize(query.scopeId, caller, names);
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
      (snapshot, page) => this.store.fairValuesOfScope(filter, snapshot.revision, page),
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
    names: FairValueNames,
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
      const at = (field: keyof FairValueEntry) => `${names.fairValues}[${i}].${names.field(field)}`;
      const problem = (field: keyof FairValueEntry, reason: string) =>
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
        ? (e.valueType as FairValueType)
        : undefined;
      if (!valueType) problem('valueType', `must be one of ${FAIR_VALUE_TYPES.join(', ')}`);
      const decimal = isDecimalText(e.value);
      if (!decimal) problem('value', 'must be a decimal number as text, such as "0.42"');
      let probabilityEvent: ProbabilityEvent | undefined;
      if (valueType === 'PROBABILITY') {
        if (e.probabilityEvent === undefined) {
          problem(
            'probabilityEvent',
            'a PROBABILITY needs an explicit probability_event FULL_PAYOUT',
          );
        } else if (!(PROBABILITY_EVENTS as readonly string[]).includes(e.probabilityEvent)) {
          problem('probabilityEvent', `must be one of ${PROBABILITY_EVENTS.join(', ')}`);
        } else {
          probabilityEvent = e.probabilityEvent as ProbabilityEvent;
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
          problem('payoutCurrency', 'an EXPECTED_PAYOUT needs its payout_currency');
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
          problem('validUntil', 'must be after observed_at');
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
          path: `${names.fairValues}[${i}]`,
          reason: `the same outcome, market version and value type as ${names.fairValues}[${first}]`,
        });
      } else {
        firstOfKey.set(key, i);
      }

      expected.push(expectedRevision);
      if (problems.length > before || !valueType || observedAt === undefined) return;
      records.push({
        fairValueId: fairValueIdOf(key),
        scopeId: batch.scopeId,
        outcomeId: e.outcomeId,
        marketVersion: e.marketVersion,
        valueType,
        ...(probabilityEvent !== undefined ? { probabilityEvent } : {}),
        ...(valueType === 'EXPECTED_PAYOUT' && e.payoutCurrency !== undefined
          ? { payoutCurrency: e.payoutCurrency }
          : {}),
        value: canonicalDecimal(e.value),
        source: e.source,
        observedAt,
        ...(validUntil !== undefined ? { validUntil } : {}),
        updatedAt: committedAt,
        revision: `rev-${revision + 1}`,
      });
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
        conflicts.push(conflictProblem(names, c.i, `rev-${c.revision}`, actual));
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
        `${conflicts.length} fair value(s) changed since their expected_revision; nothing was written`,
        { problems: conflicts },
      );
    }
    return {
      records,
      checks: checked.map((c) => ({ key: c.key, revision: c.revision })),
    };
  }
}

/** Authentication rule 4. The same answer whether the scope exists, is empty or holds values. */
function authorize(scopeId: string, caller: Caller, names: FairValueNames): void {
  if (scopeId === '' || !caller.scopes.includes(scopeId)) {
    throw new ServiceError(
      'FORBIDDEN',
      `this API key is not authorised for the ${names.scopeId} given`,
      { problems: [{ path: names.scopeId, reason: 'not a scope of this API key' }] },
    );
  }
}

function checkSize(batch: FairValueBatch, names: FairValueNames): void {
  const count = batch.fairValues.length;
  if (count === 0 || count > LIMITS.fairValuesPerBatchMax) {
    const reason =
      count === 0
        ? 'needs at least one fair value'
        : `at most ${LIMITS.fairValuesPerBatchMax} fair values per batch`;
    throw new ServiceError('INVALID_REQUEST', `${names.fairValues} ${reason}`, {
      problems: [{ path: names.fairValues, reason }],
    });
  }
}

function keyOf(scopeId: string, e: FairValueEntry): string {
  return fairValueKey({
    scopeId,
    outcomeId: e.outcomeId,
    marketVersion: e.marketVersion,
    valueType: e.valueType as FairValueType,
  });
}

/** Stable per key, and not reversible to the scope it belongs to. */
function fairValueIdOf(key: string): string {
  return `fv-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

function conflictProblem(
  names: FairValueNames,
  index: number,
  expected: string,
  actual: string,
): Problem {
  return {
    path: `${names.fairValues}[${index}].${names.field('expectedRevision')}`,
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
  names: FairValueNames,
): ServiceError {
  const problems = conflicts.flatMap((c) =>
    batch.fairValues
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => keyOf(batch.scopeId, e) === c.key)
      .map(({ i }) => conflictProblem(names, i, `rev-${c.expected}`, `rev-${c.actual}`)),
  );
  return new ServiceError(
    'REVISION_CONFLICT',
    `${problems.length} fair value(s) changed since their expected_revision; nothing was written`,
    { problems },
  );
}

function timestampOf(text: string): string | undefined {
  if (!TIMESTAMP.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function viewOf(record: FairValueRecord, now: Date): FairValueView {
  return { ...record, status: fairValueStatus(record, now) };
}

/** A short random pause before planning again, so competing writers spread out. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
}
