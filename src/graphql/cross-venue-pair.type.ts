// A proposed cross-venue pair (REST: GET /v1/cross-venue-pairs): a value, not a Node. The pair is
// recomputed from the markets' terms at each snapshot; its markets are the Nodes.
import { ObjectType } from 'type-graphql';
import {
  CrossVenuePairDefinition,
  CrossVenuePairSideDefinition,
  TermDifferenceDefinition,
  TermValuesDefinition,
} from '../resources/cross-venue-pair';
import { connectionType } from './connection.type';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { SettlementTerms } from './settlement-terms.type';
import { PairVerdict } from './terms-enums';
// The type of the decision, found by its definition.
import './pair-review.type';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';

@ResourceObjectType('CrossVenuePairSide', { description: 'One market of a pair, with its terms.' })
export class CrossVenuePairSide extends FieldsOf(CrossVenuePairSideDefinition, {
  ids: ['marketId'],
  fields: {
    venue: { type: () => String },
    terms: { type: () => SettlementTerms, description: 'The settlement terms, with their spans.' },
  },
}) {}

@ResourceObjectType('TermValues', { description: "A term's value on each venue, as compared." })
export class TermValues extends FieldsOf(TermValuesDefinition) {}

@ResourceObjectType('TermDifference', {
  description: 'A term both venues state with different values.',
})
export class TermDifference extends FieldsOf(TermDifferenceDefinition) {}

@ResourceObjectType('CrossVenuePair', {
  description:
    'A Kalshi and a Polymarket market compared term by term: a proposal for review, never a merge.',
})
export class CrossVenuePair extends FieldsOf(CrossVenuePairDefinition, {
  fields: {
    // The enum holds the filter's UNKNOWN too (the former name of CANDIDATE).
    verdict: { type: () => PairVerdict },
    // A $ref carries no text of its own in REST.
    kalshi: { description: 'The Kalshi market.' },
    polymarket: { description: 'The Polymarket market.' },
    decision: {
      // Decisions are kept outside revisions (docs/decisions.md, "Cross-venue pair review").
      decorators: [ReadsBeyondSnapshot()],
      description:
        'The latest review decision on the pair (Mutation.decideCrossVenuePair); null when never decided. A rejected pair keeps its verdict and shows its decision here.',
    },
  },
}) {}

@ObjectType('CrossVenuePairConnection', { description: 'A page of proposed cross-venue pairs.' })
export class CrossVenuePairConnection extends connectionType(
  'CrossVenuePair',
  CrossVenuePair,
  'proposed pair',
) {}
