// The result of Mutation.composeCombo: the combo composition result of POST /v1/markets:compose.
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
import { describedEnum, enumOf } from './enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
// The type of market, generated from the definition it refers to.
import './market.type';
import { ScenarioPin, Witness } from './relationship.type';
import { RevealsRevision } from './reads-beyond-snapshot';

export const ComboFindingCode = describedEnum(
  enumOf(FINDING_CODES),
  'ComboFindingCode',
  'What is wrong with a combination of legs.',
  {
    DUPLICATE_LEG: 'Two legs name one outcome.',
    REDUNDANT_LEG: 'A leg is implied by another leg.',
    IMPOSSIBLE_COMBINATION: 'Two legs are exclusive: the combo never pays.',
  },
);

export const LegCoverageStatus = describedEnum(
  enumOf(LEG_COVERAGE_STATUSES),
  'LegCoverageStatus',
  'Whether a leg could be composed (a leg that cannot fails the whole request).',
  {
    SUPPORTED: 'The leg has payouts in the chosen scope.',
  },
);

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
