// Scenario: one settlement case of a family's scenario version (docs/decisions.md, scenario
// record), and ScenarioPin, a family version that fixes scenario meaning.
import { SCENARIO_KINDS } from '../domain/records';
import { Obj, OneOf, Str, Timestamp, With, type Static } from './schema-kit';

export const ScenarioDefinition = Obj(
  {
    scenarioId: Str,
    familyId: Str,
    scenarioVersion: Str,
    label: Str,
    description: Str,
    kind: OneOf(SCENARIO_KINDS, {
      description: 'VOID: an exceptional settlement such as a cancellation',
    }),
    observedAt: Timestamp,
  },
  { $id: 'Scenario' },
);
export type Scenario = Static<typeof ScenarioDefinition>;

export const ScenarioPinDefinition = Obj(
  {
    familyId: With(Str, { description: 'the family' }),
    scenarioVersion: With(Str, { description: 'the scenario version' }),
  },
  { $id: 'ScenarioPin' },
);
export type ScenarioPin = Static<typeof ScenarioPinDefinition>;

/** A scenario that shows a relationship or a finding, with the family version it belongs to. */
export const WitnessDefinition = Obj(
  {
    familyId: With(Str, { description: 'the family of the scenario' }),
    scenarioVersion: With(Str, { description: 'the scenario version' }),
    scenarioId: With(Str, { description: 'the scenario' }),
  },
  { $id: 'Witness' },
);
export type Witness = Static<typeof WitnessDefinition>;
