// Private fair values (schema/openapi.yaml, POST /fair-values:batchUpsert and "Fair value record"):
// a customer's own estimate for one outcome of one market version, kept in a private scope.
// They are never reference data: no change record, no read outside the scope.

export const FAIR_VALUE_TYPES = ['PROBABILITY', 'EXPECTED_PAYOUT'] as const;
export type FairValueType = (typeof FAIR_VALUE_TYPES)[number];

/** The event a PROBABILITY is about; FULL_PAYOUT is the one shown by the specification. */
export const PROBABILITY_EVENTS = ['FULL_PAYOUT'] as const;
export type ProbabilityEvent = (typeof PROBABILITY_EVENTS)[number];

/** CURRENT, or EXPIRED once valid_until has passed (computed when read, never stored). */
export const FAIR_VALUE_STATUSES = ['CURRENT', 'EXPIRED'] as const;
export type FairValueStatus = (typeof FAIR_VALUE_STATUSES)[number];

/** A fair value as stored: one per scope, outcome, market version and value type. */
export interface FairValueRecord {
  /** Private and stable: the same scope, outcome, market version and type keep one ID. */
  fairValueId: string;
  scopeId: string;
  outcomeId: string;
  marketVersion: string;
  valueType: FairValueType;
  /** Present for PROBABILITY only. */
  probabilityEvent?: ProbabilityEvent;
  /** Present for EXPECTED_PAYOUT only (docs/decisions.md: `payoutCurrency`). */
  payoutCurrency?: string;
  /** Decimal text, canonical. */
  value: string;
  source: string;
  observedAt: string;
  validUntil?: string;
  /** When the commit that wrote this value happened (server time). */
  updatedAt: string;
  /** The server revision that wrote this value, `rev-N`. */
  revision: string;
}

/** EXPIRED when valid_until is at or before `now`. */
export function fairValueStatus(record: FairValueRecord, now: Date): FairValueStatus {
  if (record.validUntil === undefined) return 'CURRENT';
  return Date.parse(record.validUntil) <= now.getTime() ? 'EXPIRED' : 'CURRENT';
}
