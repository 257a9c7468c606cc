// Each entry of a fair-value batch checked against what it refers to, and the record a valid one
// writes (fair-value-service.ts reads the references and checks the revisions around this). Pure:
// every problem of every entry is listed, so a bad batch is refused whole.
import { createHash } from 'node:crypto';
import {
  canonicalDecimal,
  decCompare,
  isDecimalText,
  isWithin,
} from '../domain/arithmetic/decimal';
import { msg, path, type Problem, type Text } from '../domain/errors';
import {
  FAIR_VALUE_TYPES,
  PROBABILITY_EVENTS,
  type FairValueRecord,
  type FairValueType,
} from '../domain/fair-values';
import type { ListingRecord, MarketRecord } from '../domain/records';
import type { FairValueBatch, FairValueEntry } from '../resources/fair-value';
import { fairValueKey } from '../store/store';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const REVISION = /^rev-(0|[1-9][0-9]{0,14})$/;

/** What a batch's entries refer to, read at one revision. */
export interface EntryReferences {
  marketOfOutcome: ReadonlyMap<string, string>;
  listings: ReadonlyMap<string, readonly ListingRecord[]>;
  /** Market versions by versionKeyOf(marketId, version); null when the version does not exist. */
  versions: ReadonlyMap<string, MarketRecord | null>;
}

export interface CheckedEntries {
  problems: Problem[];
  /** The records of the valid entries, at the revision after `revision`. */
  records: FairValueRecord[];
  /** Each entry's expectedRevision as a number, by index; undefined when it gave none. */
  expected: (number | undefined)[];
}

export function versionKeyOf(marketId: string, version: string): string {
  return JSON.stringify([marketId, version]);
}

type ProblemAt = (field: keyof FairValueEntry, reason: Text) => void;

export function checkEntries(
  batch: FairValueBatch,
  references: EntryReferences,
  committedAt: string,
  revision: number,
): CheckedEntries {
  const problems: Problem[] = [];
  const records: FairValueRecord[] = [];
  const expected: (number | undefined)[] = [];
  const firstOfKey = new Map<string, number>();
  batch.fairValues.forEach((e, i) => {
    const problem: ProblemAt = (field, reason) =>
      problems.push({ path: `fairValues[${i}].${field}`, reason });
    const before = problems.length;
    checkReferences(e, references, problem);
    const valueType = checkValue(e, references, problem);
    const observedAt = checkTimes(e, problem);
    const expectedRevision = expectedRevisionOf(e, problem);

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
  return { problems, records, expected };
}

/** The outcome exists, and the market version named has it. */
function checkReferences(e: FairValueEntry, references: EntryReferences, problem: ProblemAt): void {
  if (e.outcomeId === '') problem('outcomeId', 'must be a non-empty string');
  if (e.marketVersion === '') problem('marketVersion', 'must be a non-empty string');
  if (e.source === '') problem('source', 'must be a non-empty string');
  const marketId = references.marketOfOutcome.get(e.outcomeId);
  if (e.outcomeId !== '' && marketId === undefined) problem('outcomeId', 'unknown outcome');
  if (marketId === undefined || e.marketVersion === '') return;
  const market = references.versions.get(versionKeyOf(marketId, e.marketVersion));
  if (!market) {
    problem('marketVersion', `market ${marketId} has no version ${e.marketVersion}`);
  } else if (!market.outcomes.some((o) => o.outcomeId === e.outcomeId)) {
    problem(
      'marketVersion',
      `version ${e.marketVersion} of market ${marketId} has no outcome ${e.outcomeId}`,
    );
  }
}

/** The value type, and the value within what that type admits; the type when it is known. */
function checkValue(
  e: FairValueEntry,
  references: EntryReferences,
  problem: ProblemAt,
): FairValueType | undefined {
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
      checkExpectedPayout(e, e.payoutCurrency, decimal, references, problem);
    }
  }
  return valueType;
}

/** An expected payout is in a currency the outcome pays, from 0 to its largest payout unit. */
function checkExpectedPayout(
  e: FairValueEntry,
  currency: string,
  decimal: boolean,
  references: EntryReferences,
  problem: ProblemAt,
): void {
  const paying = (references.listings.get(e.outcomeId) ?? []).map((l) => l.tradingRules);
  const inCurrency = paying.filter((r) => r.payoutCurrency === currency);
  if (paying.length > 0 && inCurrency.length === 0) {
    const currencies = [...new Set(paying.map((r) => r.payoutCurrency))].sort();
    problem('payoutCurrency', `the outcome pays in ${currencies.join(', ')}`);
    return;
  }
  if (!decimal) return;
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

/** observedAt, and validUntil after it; observedAt normalised when it is valid. */
function checkTimes(e: FairValueEntry, problem: ProblemAt): string | undefined {
  const observedAt = timestampOf(e.observedAt);
  if (observedAt === undefined) problem('observedAt', 'must be an ISO 8601 timestamp with a zone');
  if (e.validUntil !== undefined) {
    const validUntil = timestampOf(e.validUntil);
    if (validUntil === undefined)
      problem('validUntil', 'must be an ISO 8601 timestamp with a zone');
    else if (observedAt !== undefined && validUntil <= observedAt)
      problem('validUntil', msg`must be after {observedAt}`);
  }
  return observedAt;
}

function expectedRevisionOf(e: FairValueEntry, problem: ProblemAt): number | undefined {
  if (e.expectedRevision === undefined) return undefined;
  const match = REVISION.exec(e.expectedRevision);
  if (match) return Number(match[1]);
  problem('expectedRevision', 'must be a revision such as "rev-12" ("rev-0": no value yet)');
  return undefined;
}

export function keyOf(scopeId: string, e: FairValueEntry): string {
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

function timestampOf(text: string): string | undefined {
  if (!TIMESTAMP.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * The record a valid entry writes, at `revision` and written at `updatedAt`: the one place a
 * fair value is made from an entry, by the plan and by the answer of a replay.
 */
export function recordOf(
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
