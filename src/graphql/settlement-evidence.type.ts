// Settlement evidence of a market (REST: include=EVIDENCE; here: select the field), its fields
// the definition's (src/resources/market.ts). Optional fields are null here where REST leaves
// them out.
import { ObservationWindowDefinition, SettlementEvidenceDefinition } from '../resources/market';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { SettlementTerms } from './settlement-terms.type';

@ResourceObjectType('ObservationWindow', {
  description: 'When the settling quantity is observed.',
})
export class ObservationWindow extends FieldsOf(ObservationWindowDefinition) {}

@ResourceObjectType('SettlementEvidence', {
  description: 'Where a market settlement comes from and the rules that decide it.',
})
export class SettlementEvidence extends FieldsOf(SettlementEvidenceDefinition, {
  fields: {
    terms: {
      type: () => SettlementTerms,
      description:
        "The venue market's settlement terms with the text each was read from; null when the catalog has none.",
    },
  },
}) {}
