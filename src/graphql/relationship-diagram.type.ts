// A family's layered relationship diagram (Family.relationshipDiagram, served by
// relationship-diagram.resolver.ts): exactly what the explorer draws, with what it draws on request
// a connection away (docs/decisions.md, "Explorer: the layered relationship diagram"). Values, not
// Nodes: a diagram is computed from a family version's relationships at a snapshot.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RelationshipType as RelationshipTypeValue } from '../domain/relationships/relationship-types';
import { connectionType } from './connection.type';
import { RelationshipType } from './enums';
import { ListSize } from './list-size';

@ObjectType('DiagramOutcome', {
  description: 'An outcome a side of a diagram node stands for, with its market.',
})
export class DiagramOutcome {
  @Field(() => ID, { description: 'The outcome.' })
  outcomeId!: string;

  @Field(() => String, { description: "The outcome's label (YES, a bracket, a candidate)." })
  label!: string;

  @Field(() => ID, { description: "The outcome's market." })
  marketId!: string;

  @Field(() => String, { description: "The market's title." })
  marketTitle!: string;

  @Field(() => [String], { description: 'Venues the outcome is listed on, in name order.' })
  venues!: string[];
}

@ObjectType('DiagramSide', {
  description:
    'One side of a diagram node: outcomes that pay the same in every scenario (EQUALITY), one per market and venue copy.',
})
export class DiagramSide {
  @Field(() => String, { description: 'The label of its first outcome.' })
  label!: string;

  // Copies of one outcome across venues: a handful.
  @ListSize(4)
  @Field(() => [DiagramOutcome], { description: 'Its outcomes, least outcome ID first.' })
  outcomes!: DiagramOutcome[];
}

@ObjectType('DiagramNode', {
  description:
    "One node of the diagram: an EQUALITY class of outcomes, or a binary market's two complementary sides. The implication order is drawn between leading sides.",
})
export class DiagramNode {
  @Field(() => ID, {
    description:
      'The least outcome ID of the leading side: names the node in links and groups. Stable for the same family version.',
  })
  nodeId!: string;

  @Field(() => DiagramSide, {
    description: "The side the order is drawn between (a binary market's YES side).",
  })
  lead!: DiagramSide;

  @Field(() => DiagramSide, {
    nullable: true,
    description:
      'The other side of a binary market (COMPLEMENT of the lead), drawn inside the node; null when the node has one side. Whatever the lead implies, this side implies the mirror of, so no link is drawn to it.',
  })
  other!: DiagramSide | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The exclusive group the node is drawn in; null when in none.',
  })
  groupId!: string | null;
}

@ObjectType('DiagramLink', {
  description:
    'A line between two diagram nodes, standing for one relationship between their leading outcomes (and its copies).',
})
export class DiagramLink {
  @Field(() => RelationshipType, {
    description: 'IMPLICATION, EXCLUSIVITY, COMPLEMENT or OVERLAP (EQUALITY is inside a node).',
  })
  type!: RelationshipTypeValue;

  @Field(() => ID, {
    description: 'For IMPLICATION, the implying node; else the node with the smaller ID.',
  })
  sourceNodeId!: string;

  @Field(() => ID, { description: 'For IMPLICATION, the implied node; else the other node.' })
  targetNodeId!: string;

  @Field(() => ID, {
    description:
      "The stored relationship's fromOutcomeId: with toOutcomeId, family and version it finds the relationship's explanation and witnesses.",
  })
  fromOutcomeId!: string;

  @Field(() => ID, { description: "The stored relationship's toOutcomeId." })
  toOutcomeId!: string;
}

@ObjectType('DiagramGroup', {
  description:
    'Nodes that are pairwise exclusive (at most one of them pays), drawn as one box instead of an EXCLUSIVITY line between every two.',
})
export class DiagramGroup {
  @Field(() => ID, { description: 'The group, unique within the diagram (group-1, group-2, …).' })
  groupId!: string;

  @Field(() => [ID], { description: 'Its nodes, in ID order: three or more.' })
  memberNodeIds!: string[];
}

@ObjectType('DiagramCount', {
  description:
    "How a relationship type's relationships in the family version appear in the diagram: total = drawn + onRequest + folded.",
})
export class DiagramCount {
  @Field(() => RelationshipType, { description: 'The relationship type.' })
  type!: RelationshipTypeValue;

  @Field(() => Int, { description: 'Relationships of the type in the family version.' })
  total!: number;

  @Field(() => Int, { description: 'Links drawn with the diagram (the links connection).' })
  drawn!: number;

  @Field(() => Int, {
    description:
      'Links drawn only on request: IMPLICATION that follows from drawn ones (impliedLinks), every OVERLAP between nodes (overlapLinks).',
  })
  onRequest!: number;

  @Field(() => Int, {
    description:
      "Relationships no link of their own stands for: inside a node (EQUALITY, a binary market's COMPLEMENT, venue copies), to a node's other side, inside a group, or an EXCLUSIVITY that follows from a drawn one and an implication.",
  })
  folded!: number;
}

@ObjectType('DiagramNodeConnection', { description: 'A page of diagram nodes, by node ID.' })
export class DiagramNodeConnection extends connectionType(
  'DiagramNode',
  DiagramNode,
  'diagram node',
) {}

@ObjectType('DiagramLinkConnection', {
  description:
    'A page of diagram links: IMPLICATION first, then EXCLUSIVITY, then the other types.',
})
export class DiagramLinkConnection extends connectionType(
  'DiagramLink',
  DiagramLink,
  'diagram link',
) {}

@ObjectType('DiagramGroupConnection', { description: 'A page of exclusive groups, largest first.' })
export class DiagramGroupConnection extends connectionType(
  'DiagramGroup',
  DiagramGroup,
  'exclusive group',
) {}

@ObjectType('RelationshipDiagram', {
  description:
    "A family's layered relationship diagram at one scenario version: equal outcomes and a binary market's two sides as one node, the implication order reduced to its covering pairs, pairwise exclusive nodes as groups. Computed from the family version's derived relationships at the request's snapshot, so a client receives what it draws: implied IMPLICATION and OVERLAP links are separate connections, asked for when shown.",
})
export class RelationshipDiagram {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version the relationships were derived in.' })
  scenarioVersion!: string;

  // One per relationship type.
  @ListSize(5)
  @Field(() => [DiagramCount], {
    description:
      'Per relationship type, in the order of the enum: its total, and how many are drawn, drawn on request and folded.',
  })
  counts!: DiagramCount[];
}
