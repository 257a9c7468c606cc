// The result of Mutation.composeCombo: the specification's Combo composition result.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Market } from './market.type';
import { ScenarioPin, Witness } from './relationship.type';

@ObjectType('ComposeCoverageItem')
export class ComposeCoverageItem {
  @Field(() => String, { description: 'The outcomeId or listingId as the leg gave it.' })
  inputReference!: string;

  @Field(() => ID)
  outcomeId!: string;

  @Field(() => String, { description: 'SUPPORTED.' })
  status!: string;

  @Field(() => [ID], { description: 'The family the leg is composed in.' })
  familyIds!: string[];
}

@ObjectType('ComposeCoverage')
export class ComposeCoverage {
  @Field(() => Boolean)
  complete!: boolean;

  @Field(() => Int)
  submittedCount!: number;

  @Field(() => Int)
  supportedCount!: number;

  @Field(() => [ComposeCoverageItem])
  items!: ComposeCoverageItem[];
}

@ObjectType('MarketVersionRef')
export class MarketVersionRef {
  @Field(() => ID)
  marketId!: string;

  @Field(() => String)
  version!: string;
}

@ObjectType('ComposeVersions', { description: 'The versions the combo was composed from.' })
export class ComposeVersions {
  @Field(() => [MarketVersionRef])
  marketVersions!: MarketVersionRef[];

  @Field(() => String, {
    description: 'The highest mapping version of the listing legs; empty when no leg is a listing.',
  })
  mappingVersion!: string;

  @Field(() => [ScenarioPin])
  scenarioPins!: ScenarioPin[];

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  asOf!: string;
}

@ObjectType('ComboFinding', {
  description: 'An impossible, redundant or duplicate leg, with the scenarios that show it.',
})
export class ComboFinding {
  @Field(() => String, {
    description: 'DUPLICATE_LEG, REDUNDANT_LEG or IMPOSSIBLE_COMBINATION.',
  })
  code!: string;

  @Field(() => String)
  explanation!: string;

  @Field(() => [Int], {
    description: 'Zero-based; REDUNDANT_LEG: the redundant (implied) leg, then the implying leg.',
  })
  legIndices!: number[];

  @Field(() => [Witness])
  witnesses!: Witness[];
}

@ObjectType('ComposeResult', {
  description: 'A combo composition: no venue event, listing or order is created.',
})
export class ComposeResult {
  @Field(() => Market, { description: 'isCombo and analyticalOnly are true.' })
  market!: Market;

  @Field(() => ComposeCoverage)
  coverage!: ComposeCoverage;

  @Field(() => ComposeVersions)
  versions!: ComposeVersions;

  @Field(() => [ComboFinding])
  findings!: ComboFinding[];

  @Field(() => String, { nullable: true })
  clientReference?: string;
}
