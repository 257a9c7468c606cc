// The result of Mutation.composeCombo: the combo composition result of POST /v1/markets:compose.
import { registerEnumType } from 'type-graphql';
import { FINDING_CODES } from '../domain/combos/findings';
import { LEG_COVERAGE_STATUSES } from '../domain/value-sets';
import {
  ComboFindingDefinition,
  ComposeCoverageDefinition,
  ComposeCoverageItemDefinition,
  ComposeResultDefinition,
  ComposeVersionsDefinition,
  MarketVersionRefDefinition,
} from '../resources/compose';
import { enumOf } from './enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
// The type of market, generated from the definition it refers to.
import './market.type';
import { ScenarioPin, Witness } from './relationship.type';
import { RevealsRevision } from './reads-beyond-snapshot';

export const ComboFindingCode = enumOf(FINDING_CODES);
registerEnumType(ComboFindingCode, {
  name: 'ComboFindingCode',
  description: 'What is wrong with a combination of legs.',
  valuesConfig: {
    DUPLICATE_LEG: { description: 'Two legs name one outcome.' },
    REDUNDANT_LEG: { description: 'A leg is implied by another leg.' },
    IMPOSSIBLE_COMBINATION: { description: 'Two legs are exclusive: the combo never pays.' },
  },
});

export const LegCoverageStatus = enumOf(LEG_COVERAGE_STATUSES);
registerEnumType(LegCoverageStatus, {
  name: 'LegCoverageStatus',
  description: 'Whether a leg could be composed (a leg that cannot fails the whole request).',
  valuesConfig: { SUPPORTED: { description: 'The leg has payouts in the chosen scope.' } },
});

@ResourceObjectType('ComposeCoverageItem', { description: 'How one leg was composed.' })
export class ComposeCoverageItem extends FieldsOf(ComposeCoverageItemDefinition, {
  ids: ['outcomeId', 'familyIds'],
}) {}

@ResourceObjectType('ComposeCoverage', { description: 'Which legs could be composed.' })
export class ComposeCoverage extends FieldsOf(ComposeCoverageDefinition) {}

@ResourceObjectType('MarketVersionRef', { description: 'A market version read.' })
export class MarketVersionRef extends FieldsOf(MarketVersionRefDefinition, { ids: ['marketId'] }) {}

@ResourceObjectType('ComposeVersions', { description: 'The versions the combo was composed from.' })
export class ComposeVersions extends FieldsOf(ComposeVersionsDefinition, {
  fields: {
    // EvaluationScenarioPin is generated from the same definition.
    scenarioPins: { type: () => [ScenarioPin] },
    asOf: { decorators: [RevealsRevision()] },
  },
}) {}

@ResourceObjectType('ComboFinding', {
  description: 'An impossible, redundant or duplicate leg, with the scenarios that show it.',
})
export class ComboFinding extends FieldsOf(ComboFindingDefinition, {
  fields: { witnesses: { type: () => [Witness], description: 'Scenarios that show it.' } },
}) {}

@ResourceObjectType('ComposeComboPayload', {
  description: 'A combo composition: no venue event, listing or order is created.',
})
export class ComposeResult extends FieldsOf(ComposeResultDefinition, {
  fields: {
    // A $ref carries no text of its own in REST.
    market: { description: 'The combo market; isCombo and analyticalOnly are true.' },
  },
}) {}
