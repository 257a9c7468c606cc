// POST /markets:compose and Mutation.composeCombo: the request and the specification's Combo
// composition result (market, coverage, versions, findings), plus the caller's clientReference
// (docs/decisions.md).
import { FINDING_CODES } from '../domain/combos/findings';
import { LIMITS } from '../domain/limits';
import { LEG_COVERAGE_STATUSES } from '../domain/value-sets';
import {
  Bool,
  Closed,
  Id,
  Ids,
  Int,
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
import { MarketDefinition } from './market';
import { ScenarioPinDefinition, WitnessDefinition } from './scenario';
import { ScenarioPinInputDefinition } from './relationship';

/** A leg of a compose request: exactly one of outcomeId or listingId. */
export const ComposeLegDefinition = Closed(
  {
    outcomeId: Optional(With(Id, { description: 'the leg as an outcome' })),
    listingId: Optional(With(Id, { description: 'the leg as a venue listing' })),
  },
  { minProperties: 1, maxProperties: 1, description: 'exactly one of {outcomeId} or {listingId}' },
);

export const ComposeRequestDefinition = Closed({
  venue: With(Id, {
    description: 'the venue whose settlement convention applies; not an order destination',
  }),
  settlementConventionId: With(Id, { description: 'the settlement convention to compose under' }),
  legs: List(
    ComposeLegDefinition,
    { description: `at least 2, at most ${LIMITS.composeLegsMax}` },
    { minItems: 2, maxItems: LIMITS.composeLegsMax },
  ),
  scenarioPins: Optional(
    List(
      ScenarioPinInputDefinition,
      {},
      {
        description:
          "family versions to compose over; without them each family's newest version in which the legs have payouts is selected and reported in {versions.scenarioPins}",
      },
    ),
  ),
  clientReference: Optional(
    With(Id, { description: "the caller's correlation reference, echoed" }),
  ),
});
export type ComposeRequest = Static<typeof ComposeRequestDefinition>;

export const ComboFindingDefinition = Obj(
  {
    code: OneOf(FINDING_CODES, {
      description:
        'DUPLICATE_LEG: legs naming one outcome; REDUNDANT_LEG: a leg implied by another; IMPOSSIBLE_COMBINATION: the combo pays nothing in every NORMAL scenario',
    }),
    explanation: With(Str, { description: 'in words' }),
    legIndices: List(With(Int, { minimum: 0 }), {
      description:
        'zero-based; REDUNDANT_LEG: the redundant (implied) leg, then the leg that implies it',
    }),
    witnesses: List(Ref(WitnessDefinition), {
      description:
        'scenarios that show the finding; over a joint scope {familyId} is the joint scope (families joined with +), {scenarioVersion} the members’ versions joined with + and {scenarioId} the joint scenario ID',
    }),
  },
  { $id: 'ComboFinding' },
);
export type ComboFinding = Static<typeof ComboFindingDefinition>;

export const ComposeCoverageItemDefinition = Obj({
  inputReference: With(Str, { description: 'the {outcomeId} or {listingId} as given' }),
  outcomeId: With(Str, { description: 'the outcome the leg stands for' }),
  status: OneOf(LEG_COVERAGE_STATUSES, { description: 'whether the leg could be composed' }),
  familyIds: With(Ids, { description: 'the family the leg is composed in' }),
});
export type ComposeCoverageItem = Static<typeof ComposeCoverageItemDefinition>;

export const ComposeCoverageDefinition = Obj({
  complete: With(Bool, { description: 'true when every leg is supported' }),
  submittedCount: With(Int, { description: 'legs submitted' }),
  supportedCount: With(Int, { description: 'legs supported' }),
  items: List(ComposeCoverageItemDefinition, { description: 'one per leg, in order' }),
});

export const MarketVersionRefDefinition = Obj({
  marketId: With(Str, { description: 'the market' }),
  version: With(Str, { description: 'its version' }),
});

export const ComposeVersionsDefinition = Obj({
  marketVersions: List(MarketVersionRefDefinition, {
    description: "the legs' markets and the versions composed",
  }),
  mappingVersion: With(Str, {
    description: 'the highest mapping version of the listing legs; empty when no leg is a listing',
  }),
  scenarioPins: List(Ref(ScenarioPinDefinition), {
    description: 'the scenario versions composed in',
  }),
  asOf: With(Timestamp, { description: "when the snapshot's revision was committed" }),
});

export const ComposeResultDefinition = Obj(
  {
    market: Ref(MarketDefinition),
    coverage: With(ComposeCoverageDefinition, { description: 'which legs could be composed' }),
    versions: With(ComposeVersionsDefinition, { description: 'what it was composed from' }),
    findings: List(Ref(ComboFindingDefinition), {
      description: 'duplicate, redundant or impossible legs',
    }),
    clientReference: Optional(With(Str, { description: "the caller's {clientReference}, echoed" })),
  },
  {
    $id: 'ComposeResult',
    description:
      'The Combo composition result. Composition creates no venue event, listing or order.',
  },
);
export type ComposeResult = Static<typeof ComposeResultDefinition>;
