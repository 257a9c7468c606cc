// The input of upsertFairValues (schema/openapi.yaml, POST /fair-values:batchUpsert; docs/decisions.md: payoutCurrency and expectedRevision).
import { FairValueBatchDefinition, FairValueEntryDefinition } from '../resources/fair-value';
import type { FairValueBatch } from '../services/fair-value-service';
// The types of valueType and probabilityEvent, found by their values.
import './feed-enums';
import { InputFieldsOf, ResourceInputType } from './from-resource';

@ResourceInputType('FairValueInput', { description: 'One fair value to save.' })
export class FairValueInput extends InputFieldsOf(FairValueEntryDefinition, {
  ids: ['outcomeId'],
}) {}

@ResourceInputType('UpsertFairValuesInput', {
  description:
    'One atomic batch in a private scope of the API key: one invalid entry or revision conflict rejects it whole.',
})
export class UpsertFairValuesInput extends InputFieldsOf(FairValueBatchDefinition, {
  ids: ['scopeId'],
}) {}

export function fairValueBatchOf(input: UpsertFairValuesInput): FairValueBatch {
  return {
    scopeId: input.scopeId,
    fairValues: input.fairValues.map((e) => ({
      outcomeId: e.outcomeId,
      marketVersion: e.marketVersion,
      valueType: e.valueType,
      probabilityEvent: e.probabilityEvent ?? undefined,
      payoutCurrency: e.payoutCurrency ?? undefined,
      value: e.value,
      source: e.source,
      observedAt: e.observedAt,
      validUntil: e.validUntil ?? undefined,
      expectedRevision: e.expectedRevision ?? undefined,
    })),
  };
}
