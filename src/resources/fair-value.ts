// Fair value: a customer's private estimate for one outcome of one market version (schema/openapi.yaml, Fair value record and POST /fair-values:batchUpsert; docs/decisions.md: payoutCurrency,
// expectedRevision), the batch, its result and the query of GET /fair-values.
import { LIMITS } from '../domain/limits';
import { FAIR_VALUE_STATUSES, FAIR_VALUE_TYPES, PROBABILITY_EVENTS } from '../domain/fair-values';
import {
  Closed,
  Decimal,
  DecimalInput,
  Id,
  Label,
  List,
  Obj,
  OneOf,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';
import { PageSize, PageToken } from './paging';

/** What a batch entry's identifier was (at most LIMITS.idLengthMax characters), as stored. */
const StoredId = With(Str, { maxLength: LIMITS.idLengthMax });

export const FairValueDefinition = Obj(
  {
    fairValueId: With(Str, {
      description: 'private; stable per scope, outcome, market version and value type',
    }),
    scopeId: With(StoredId, { description: 'the private scope it belongs to' }),
    outcomeId: With(StoredId, { description: 'the outcome estimated' }),
    marketVersion: With(StoredId, { description: "the version of the outcome's market estimated" }),
    valueType: With(OneOf(FAIR_VALUE_TYPES), { description: 'what is estimated' }),
    probabilityEvent: Optional(
      OneOf(PROBABILITY_EVENTS, { description: 'present for PROBABILITY' }),
    ),
    payoutCurrency: Optional(With(StoredId, { description: 'present for EXPECTED_PAYOUT' })),
    value: With(Decimal, { description: 'the estimate' }),
    source: With(Str, {
      maxLength: LIMITS.sourceLengthMax,
      description: "the caller's own source label",
    }),
    observedAt: With(Timestamp, { description: 'when the caller made the estimate' }),
    validUntil: With(Optional(Timestamp), { description: 'optional expiry' }),
    updatedAt: With(Timestamp, { description: 'server time of the write' }),
    revision: With(Str, {
      description: 'server revision of the write (rev-N); send it back as {expectedRevision}',
    }),
    status: OneOf(FAIR_VALUE_STATUSES, {
      description: 'CURRENT, or EXPIRED once {validUntil} has passed',
    }),
  },
  {
    $id: 'FairValue',
    description: 'A private fair value: a customer estimate, not a forecast of the service.',
  },
);
export type FairValue = Static<typeof FairValueDefinition>;

/** One entry of a batch. Value types and events are checked by the service, so it can list
 * every problem of the batch at once. */
export const FairValueEntryDefinition = Closed({
  outcomeId: With(Id, { description: 'the outcome estimated' }),
  marketVersion: With(Id, { description: 'a published version of the outcome’s market' }),
  valueType: With(OneOf(FAIR_VALUE_TYPES), { description: 'what is estimated' }),
  probabilityEvent: Optional(
    OneOf(PROBABILITY_EVENTS, { description: 'required for PROBABILITY' }),
  ),
  payoutCurrency: Optional(With(Id, { description: 'required for EXPECTED_PAYOUT' })),
  value: With(DecimalInput, { description: 'the estimate; a PROBABILITY is within [0, 1]' }),
  source: With(Label, { description: 'your own source label' }),
  observedAt: With(Timestamp, { description: 'when you made the estimate' }),
  validUntil: Optional(With(Timestamp, { description: 'optional expiry, after {observedAt}' })),
  expectedRevision: Optional(
    With(Str, {
      pattern: '^rev-(0|[1-9][0-9]*)$',
      maxLength: LIMITS.idLengthMax,
      description:
        'the revision of the value you last read; "rev-0" asserts there is none yet; a mismatch rejects the batch with REVISION_CONFLICT',
    }),
  ),
});
export type FairValueEntry = Static<typeof FairValueEntryDefinition>;

export const FairValueBatchDefinition = Closed({
  scopeId: With(Id, { description: 'a private scope of the API key' }),
  fairValues: List(
    FairValueEntryDefinition,
    { description: `the values, at most ${LIMITS.fairValuesPerBatchMax}` },
    { minItems: 1, maxItems: LIMITS.fairValuesPerBatchMax },
  ),
});
export type FairValueBatch = Static<typeof FairValueBatchDefinition>;

export const FairValueBatchResultDefinition = Obj({
  items: With(List(Ref(FairValueDefinition)), {
    description: 'the written values, in the order of the input',
  }),
  updatedAt: With(Timestamp, { description: 'server time of the write' }),
});
export type FairValueBatchResult = Static<typeof FairValueBatchResultDefinition>;

export const FairValuesQueryDefinition = Closed({
  scopeId: Id,
  outcomeIds: Optional(
    List(Id, {
      minItems: 1,
      maxItems: LIMITS.idsPerRequestMax,
      description: 'only these outcomes (repeated)',
    }),
  ),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type FairValuesQuery = Static<typeof FairValuesQueryDefinition>;
