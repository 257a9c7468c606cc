// The result of Mutation.composeCombo: the combo composition result of POST /v1/markets:compose.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FINDING_CODES } from '../domain/combos/findings';
import { LEG_COVERAGE_STATUSES } from '../domain/value-sets';
import { enumOf } from './enums';
import { Market } from './market.type';
import { ScenarioPin, Witness } from './relationship.type';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type {
  ComboFinding as ComboFindingResource,
  ComposeCoverageItem as ComposeCoverageItemResource,
} from '../resources/compose';
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

@ObjectType('ComposeCoverageItem', { description: 'How one leg was composed.' })
export class ComposeCoverageItem implements ResourceFields<ComposeCoverageItemResource> {
  @Field(() => String, { description: 'The outcomeId or listingId as the leg gave it.' })
  inputReference!: string;

  @Field(() => ID, { description: 'The outcome the leg stands for.' })
  outcomeId!: string;

  @Field(() => LegCoverageStatus, { description: 'Whether the leg could be composed.' })
  status!: ComposeCoverageItemResource['status'];

  @Field(() => [ID], { description: 'The family the leg is composed in.' })
  familyIds!: string[];
}

@ObjectType('ComposeCoverage', { description: 'Which legs could be composed.' })
export class ComposeCoverage {
  @Field(() => Boolean, { description: 'True when every leg is supported.' })
  complete!: boolean;

  @Field(() => Int, { description: 'Legs submitted.' })
  submittedCount!: number;

  @Field(() => Int, { description: 'Legs supported.' })
  supportedCount!: number;

  @Field(() => [ComposeCoverageItem], { description: 'One per leg, in order.' })
  items!: ComposeCoverageItem[];
}

@ObjectType('MarketVersionRef', { description: 'A market version read.' })
export class MarketVersionRef {
  @Field(() => ID, { description: 'The market.' })
  marketId!: string;

  @Field(() => String, { description: 'Its version.' })
  version!: string;
}

@ObjectType('ComposeVersions', { description: 'The versions the combo was composed from.' })
export class ComposeVersions {
  @Field(() => [MarketVersionRef], { description: "The legs' market versions." })
  marketVersions!: MarketVersionRef[];

  @Field(() => String, {
    description: 'The highest mapping version of the listing legs; empty when no leg is a listing.',
  })
  mappingVersion!: string;

  @Field(() => [ScenarioPin], { description: 'The scenario versions composed in.' })
  scenarioPins!: ScenarioPin[];

  @RevealsRevision()
  @Field(() => DateTimeScalar, { description: "When the snapshot's revision was committed." })
  asOf!: string;
}

@ObjectType('ComboFinding', {
  description: 'An impossible, redundant or duplicate leg, with the scenarios that show it.',
})
export class ComboFinding implements ResourceFields<ComboFindingResource> {
  @Field(() => ComboFindingCode, { description: 'What is wrong.' })
  code!: ComboFindingResource['code'];

  @Field(() => String, { description: 'In words.' })
  explanation!: string;

  @Field(() => [Int], {
    description: 'Zero-based; REDUNDANT_LEG: the redundant (implied) leg, then the implying leg.',
  })
  legIndices!: number[];

  @Field(() => [Witness], { description: 'Scenarios that show it.' })
  witnesses!: Witness[];
}

@ObjectType('ComposeComboPayload', {
  description: 'A combo composition: no venue event, listing or order is created.',
})
export class ComposeResult {
  @Field(() => Market, { description: 'The combo market; isCombo and analyticalOnly are true.' })
  market!: Market;

  @Field(() => ComposeCoverage, { description: 'Which legs could be composed.' })
  coverage!: ComposeCoverage;

  @Field(() => ComposeVersions, { description: 'What it was composed from.' })
  versions!: ComposeVersions;

  @Field(() => [ComboFinding], { description: 'Duplicate, redundant or impossible legs.' })
  findings!: ComboFinding[];

  @Field(() => String, { nullable: true, description: "The caller's clientReference, echoed." })
  clientReference?: string;
}
