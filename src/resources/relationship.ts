// Relationship: how two outcomes' payouts relate in one pinned scenario version (schema/openapi.yaml, Resources: Relationship; docs/architecture.md, "Data model"), the query of GET /relationships and the basket
// analysis of POST /relationships:analyze.
import { LIMITS } from '../domain/limits';
import { RELATIONSHIP_TYPES } from '../domain/relationships/relationship-types';
import { PAIR_STATUSES } from '../domain/value-sets';
import {
  Closed,
  Id,
  Ids,
  Int,
  List,
  Nullable,
  NullableOneOf,
  Obj,
  OneOf,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';
import { PageSize, PageToken } from './paging';
import { ScenarioPinDefinition, WitnessDefinition } from './scenario';

export const RelationshipDefinition = Obj(
  {
    relationshipId: With(Str, { description: 'service ID of the relationship' }),
    type: With(OneOf(RELATIONSHIP_TYPES), {
      description: 'the first type that holds, in the order of the enum',
    }),
    fromOutcomeId: With(Str, {
      description: 'for IMPLICATION, the implying outcome; else the first in ID order',
    }),
    toOutcomeId: With(Str, {
      description: 'for IMPLICATION, the implied outcome; else the second',
    }),
    relatedMarketIds: With(Ids, { description: 'the markets of the two outcomes' }),
    relatedEventIds: With(Ids, { description: 'the original events of those markets' }),
    explanation: With(Str, { description: 'why the type holds, in words' }),
    scenarioPins: With(List(Ref(ScenarioPinDefinition)), {
      description: 'the scenario version the type was derived in',
    }),
    witnesses: List(Ref(WitnessDefinition), { description: 'scenarios that show the type' }),
  },
  { $id: 'Relationship' },
);
export type Relationship = Static<typeof RelationshipDefinition>;

export const RelationshipsQueryDefinition = Closed({
  marketId: Optional(Id),
  outcomeId: Optional(Id),
  eventId: Optional(Id),
  type: Optional(List(OneOf(RELATIONSHIP_TYPES), { description: 'one or more types (repeated)' })),
  relatedVenue: Optional(Id),
  familyId: Optional(With(Id, { description: 'with {scenarioVersion}' })),
  scenarioVersion: Optional(With(Id, { description: 'with {familyId}' })),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type RelationshipsQuery = Static<typeof RelationshipsQueryDefinition>;

/** A leg of a request: exactly one of outcomeId or listingId (checked by the service). */
export const LegInputDefinition = Closed({ outcomeId: Optional(Id), listingId: Optional(Id) });
export type LegInput = Static<typeof LegInputDefinition>;

/** A scenario pin of a request. */
export const ScenarioPinInputDefinition = Closed({
  familyId: With(Id, { description: 'the family' }),
  scenarioVersion: With(Id, { description: 'its scenario version' }),
});

export const AnalyzeRequestDefinition = Closed({
  legs: List(LegInputDefinition, {}, { minItems: 2, maxItems: LIMITS.analyzeLegsMax }),
  scenarioPins: Optional(List(ScenarioPinInputDefinition)),
});
export type AnalyzeRequest = Static<typeof AnalyzeRequestDefinition>;

export const PairAnalysisDefinition = Obj({
  legIndices: List(Int, { description: 'zero-based; the from leg first' }),
  fromOutcomeId: Str,
  toOutcomeId: Str,
  status: OneOf(PAIR_STATUSES),
  type: NullableOneOf(RELATIONSHIP_TYPES),
  familyId: Nullable(Str),
  scenarioVersion: Nullable(Str),
  explanation: Str,
  witnesses: List(Ref(WitnessDefinition)),
});
export type PairAnalysis = Static<typeof PairAnalysisDefinition>;

export const AnalyzeResultDefinition = Obj({
  items: List(PairAnalysisDefinition),
  scenarioPins: List(Ref(ScenarioPinDefinition)),
  asOf: Timestamp,
});
export type AnalyzeResult = Static<typeof AnalyzeResultDefinition>;
