// The input of Mutation.composeCombo: POST /markets:compose in GraphQL names (docs/decisions.md
// for `clientReference`).
import { ComposeLegDefinition, ComposeRequestDefinition } from '../resources/compose';
import { ScenarioPinInputDefinition } from '../resources/relationship';
import type { ComposeRequest } from '../services/compose-service';
import { InputFieldsOf, ResourceInputType } from './from-resource';

@ResourceInputType('ComboLegInput', { description: 'Names exactly one of outcomeId or listingId.' })
export class ComboLegInput extends InputFieldsOf(ComposeLegDefinition, {
  ids: ['outcomeId', 'listingId'],
}) {}

@ResourceInputType('ScenarioPinInput', {
  description: 'A family and the scenario version that fixes its meaning.',
})
export class ScenarioPinInput extends InputFieldsOf(ScenarioPinInputDefinition, {
  ids: ['familyId'],
  fields: { scenarioVersion: { type: () => String } },
}) {}

@ResourceInputType('ComposeComboInput', {
  description:
    "Legs to interpret as one analytical combo under a venue's settlement convention. Without scenarioPins each family's newest version in which the legs have payouts is selected and reported.",
})
export class ComposeInput extends InputFieldsOf(ComposeRequestDefinition, {
  ids: ['settlementConventionId'],
  fields: { scenarioPins: { type: () => [ScenarioPinInput] } },
}) {}

export function composeRequestOf(input: ComposeInput): ComposeRequest {
  return {
    venue: input.venue,
    settlementConventionId: input.settlementConventionId,
    legs: input.legs.map((l) => ({
      outcomeId: l.outcomeId ?? undefined,
      listingId: l.listingId ?? undefined,
    })),
    scenarioPins: input.scenarioPins?.map((p) => ({
      familyId: p.familyId,
      scenarioVersion: p.scenarioVersion,
    })),
    clientReference: input.clientReference ?? undefined,
  };
}
