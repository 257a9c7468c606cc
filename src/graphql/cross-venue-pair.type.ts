// A proposed cross-venue pair (REST: GET /v1/cross-venue-pairs): a value, not a Node. The pair is
// recomputed from the markets' terms at each snapshot; its markets are the Nodes.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Relation, Verdict } from '../domain/matching/comparison';
import type { TermName } from '../domain/settlement-terms/settlement-terms';
import type { Venue } from '../domain/value-sets';
import type {
  CrossVenuePair as CrossVenuePairResource,
  CrossVenuePairSide as CrossVenuePairSideResource,
  TermDifference as TermDifferenceResource,
} from '../resources/cross-venue-pair';
import type { SettlementTerms as SettlementTermsResource } from '../resources/settlement-terms';
import { connectionType } from './connection.type';
import type { ResourceFields } from './resource-fields';
import { SettlementTerms } from './settlement-terms.type';
import { PairRelation, PairVerdict, SettlementTermName } from './terms-enums';
import { PairDecisionSummary } from './pair-review.type';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';
import type { PairDecisionSummary as PairDecisionSummaryResource } from '../resources/pair-review';

type Values = NonNullable<CrossVenuePairResource['values']>;

@ObjectType('CrossVenuePairSide', { description: 'One market of a pair, with its terms.' })
export class CrossVenuePairSide implements ResourceFields<CrossVenuePairSideResource> {
  @Field(() => ID, { description: 'Service ID of the market that keeps these terms.' })
  marketId!: string;

  @Field(() => String, { description: 'The venue: "kalshi" or "polymarket".' })
  venue!: Venue;

  @Field(() => String, {
    description: 'Native market ID (Kalshi market ticker, Polymarket market ID).',
  })
  venueMarketId!: string;

  @Field(() => SettlementTerms, { description: 'The settlement terms, with their spans.' })
  terms!: SettlementTermsResource;
}

@ObjectType('TermValues', { description: "A term's value on each venue, as compared." })
export class TermValues implements ResourceFields<Values> {
  @Field(() => String, { description: "The term's value on Kalshi." })
  kalshi!: string;

  @Field(() => String, { description: "The term's value on Polymarket." })
  polymarket!: string;
}

@ObjectType('TermDifference', { description: 'A term both venues state with different values.' })
export class TermDifference implements ResourceFields<TermDifferenceResource> {
  @Field(() => SettlementTermName, { description: 'The term.' })
  term!: TermName;

  @Field(() => String, { description: "The term's value on Kalshi, as compared." })
  kalshi!: string;

  @Field(() => String, { description: "The term's value on Polymarket, as compared." })
  polymarket!: string;
}

@ObjectType('CrossVenuePair', {
  description:
    'A Kalshi and a Polymarket market compared term by term: a proposal for review, never a merge.',
})
export class CrossVenuePair implements ResourceFields<CrossVenuePairResource> {
  @Field(() => String, {
    description:
      "The pair's stable key, `<Kalshi market ticker>|<Polymarket market ID>`: the same for the same two markets whatever their terms, verdict or rank.",
  })
  pairKey!: string;

  @Field(() => CrossVenuePairSide, { description: 'The Kalshi market.' })
  kalshi!: CrossVenuePairSideResource;

  @Field(() => CrossVenuePairSide, { description: 'The Polymarket market.' })
  polymarket!: CrossVenuePairSideResource;

  @Field(() => PairVerdict, { description: 'The verdict.' })
  verdict!: Verdict;

  @Field(() => PairRelation, {
    nullable: true,
    description: 'RELATED: how the YES sets stand, an implication with its direction.',
  })
  relation!: Relation | null;

  @Field(() => SettlementTermName, {
    nullable: true,
    description:
      'The deciding term: the first differing one (DIFFERENT), the first missing or uncompared one (CANDIDATE), BOUNDARY (RELATED); null for EQUIVALENT.',
  })
  term!: TermName | null;

  @Field(() => TermValues, {
    nullable: true,
    description: 'DIFFERENT: both values of the deciding term; null otherwise.',
  })
  values!: Values | null;

  @Field(() => String, { description: 'Why, naming the terms and values.' })
  reason!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether YES pays on both venues alike; null when not known.',
  })
  yesAligned!: boolean | null;

  @Field(() => [TermDifference], {
    description:
      'Every term both venues state with different values (BOUNDARY and YES compared as the sets YES pays on: an inversion is a difference of YES); empty for EQUIVALENT.',
  })
  differences!: TermDifferenceResource[];

  @Field(() => [SettlementTermName], {
    description: 'Every term not read on one venue or both; empty for EQUIVALENT.',
  })
  unread!: TermName[];

  @Field(() => Int, {
    description:
      "The pair's best place among either market's candidates on the other venue (1: the first), by shared block, then similarity of title and rules.",
  })
  rank!: number;

  @Field(() => [String], {
    description:
      'The entities the candidate index blocked the pair on (with the window and category); empty when only their words found it.',
  })
  sharedEntities!: string[];

  // Decisions are kept outside revisions (docs/decisions.md, "Cross-venue pair review").
  @ReadsBeyondSnapshot()
  @Field(() => PairDecisionSummary, {
    nullable: true,
    description:
      'The latest review decision on the pair (Mutation.decideCrossVenuePair); null when never decided. A rejected pair keeps its verdict and shows its decision here.',
  })
  decision!: PairDecisionSummaryResource | null;
}

@ObjectType('CrossVenuePairConnection', { description: 'A page of proposed cross-venue pairs.' })
export class CrossVenuePairConnection extends connectionType(
  'CrossVenuePair',
  CrossVenuePair,
  'proposed pair',
) {}
