// The input of Mutation.composeCombo: POST /markets:compose in GraphQL names (docs/decisions.md
// for `clientReference`).
import { Field, ID, InputType } from 'type-graphql';
import type { ComposeRequest } from '../services/compose-service';

@InputType('ComboLegInput', { description: 'Names exactly one of outcomeId or listingId.' })
export class ComboLegInput {
  @Field(() => ID, { nullable: true, description: 'The leg as an outcome.' })
  outcomeId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The leg as a venue listing.' })
  listingId?: string | null;
}

@InputType('ScenarioPinInput', {
  description: 'A family and the scenario version that fixes its meaning.',
})
export class ScenarioPinInput {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'Its scenario version.' })
  scenarioVersion!: string;
}

@InputType('ComposeComboInput', {
  description:
    "Legs to interpret as one analytical combo under a venue's settlement convention. Without scenarioPins each family's newest version in which the legs have payouts is selected and reported.",
})
export class ComposeInput {
  @Field(() => String, {
    description: 'The venue whose settlement convention applies; not an order destination.',
  })
  venue!: string;

  @Field(() => ID, { description: 'The settlement convention to compose under.' })
  settlementConventionId!: string;

  @Field(() => [ComboLegInput], { description: 'At least 2, at most 16.' })
  legs!: ComboLegInput[];

  @Field(() => [ScenarioPinInput], {
    nullable: true,
    description: 'Scenario versions to compose in; chosen and reported when omitted.',
  })
  scenarioPins?: ScenarioPinInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: "The caller's correlation reference, echoed.",
  })
  clientReference?: string | null;
}

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
