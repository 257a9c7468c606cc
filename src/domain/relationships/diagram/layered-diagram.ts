// What a family's relationship diagram draws (docs/decisions.md, "Explorer: the layered
// relationship diagram"): equal outcomes as one node, a binary market's YES and NO as one node with
// two sides, the implication order between the nodes' leading sides reduced to its Hasse diagram,
// mutually exclusive nodes as one group, and counts of what is left out. Pure: the family diagram
// service computes it from a family version's derived relationships, and the explorer draws it.
import type { RelationshipEnds, RelationshipType } from '../relationship-types';
import { complementPairs, type MarketSides } from './complement-pairs';
import { equalityClasses } from './equality-classes';
import { exclusiveGroupsSteps } from './exclusive-groups';
import { runSteps, StepCounter, type Steps } from './steps';
import { transitiveReductionSteps } from './transitive-reduction';

export type { RelationshipEnds };

export interface DiagramOutcome {
  outcomeId: string;
  label: string;
  /** Venues the outcome is listed on. */
  venues: string[];
}

export interface DiagramMarket {
  marketId: string;
  title: string;
  outcomes: DiagramOutcome[];
}

/** One outcome of a node's side, with its market. */
export interface SideOutcome extends DiagramOutcome {
  marketId: string;
  marketTitle: string;
}

export interface DiagramSide {
  /** The label of the side's first outcome. */
  label: string;
  /** The equal outcomes of this side, least ID first: the first names the side. */
  outcomes: SideOutcome[];
}

export interface DiagramNode {
  /** The least outcome ID of the leading side. */
  id: string;
  /** The side the order is drawn between (YES of a binary market). */
  lead: DiagramSide;
  /** The complement side of a binary market, drawn inside the node. */
  other: DiagramSide | null;
  groupId: string | null;
}

/** The types a line between two nodes can have: EQUALITY is always inside a node. */
export type LinkType = Exclude<RelationshipType, 'EQUALITY'>;

export interface DiagramEdge {
  /** `${type}:${source}:${target}`. */
  id: string;
  type: LinkType;
  /** For IMPLICATION, the implying node; for the symmetric types, the smaller node ID. */
  source: string;
  target: string;
  /** A relationship the edge stands for, between the two nodes' leading outcomes. */
  fromOutcomeId: string;
  toOutcomeId: string;
  /** An IMPLICATION another drawn path already shows: drawn only on request. */
  implied: boolean;
}

export interface DiagramGroup {
  id: string;
  memberIds: string[];
}

export interface FoldedCounts {
  /**
   * Inside a node (EQUALITY, a market's COMPLEMENT), or the same relationship between other
   * copies of two nodes' leading sides (the one between their first outcomes is drawn).
   */
  insideNodes: number;
  /** Between a node's other side and another node: the mirror of a drawn relationship. */
  otherSides: number;
  /** EXCLUSIVITY inside a group. */
  insideGroups: number;
  /** EXCLUSIVITY that follows from a drawn one and an implication (a → a′, a′ ⊥ b gives a ⊥ b). */
  impliedExclusivity: number;
}

export interface LayeredDiagram {
  nodes: DiagramNode[];
  /** Every edge between nodes: drawn, implied (IMPLICATION) and OVERLAP (drawn on request). */
  edges: DiagramEdge[];
  groups: DiagramGroup[];
  /** Relationships between outcomes that no edge of their own stands for, by reason. */
  folded: FoldedCounts;
}

const SYMMETRIC: ReadonlySet<RelationshipType> = new Set([
  'EQUALITY',
  'COMPLEMENT',
  'EXCLUSIVITY',
  'OVERLAP',
]);

export function layeredDiagram(
  markets: readonly DiagramMarket[],
  relationships: readonly RelationshipEnds[],
): LayeredDiagram {
  return runSteps(layeredDiagramSteps(markets, relationships));
}

/**
 * layeredDiagram in steps (steps.ts): a family of 1,000 outcomes has 500,000 relationships to
 * sort into nodes and edges, seconds of work in one piece.
 */
export function* layeredDiagramSteps(
  markets: readonly DiagramMarket[],
  relationships: readonly RelationshipEnds[],
): Steps<LayeredDiagram> {
  const counter = new StepCounter();
  const outcomes = new Map<string, SideOutcome>(
    markets.flatMap((market) =>
      market.outcomes.map(
        (outcome) =>
          [
            outcome.outcomeId,
            { ...outcome, marketId: market.marketId, marketTitle: market.title },
          ] as const,
      ),
    ),
  );
  const known: RelationshipEnds[] = [];
  const equalities: [string, string][] = [];
  for (const r of relationships) {
    if (outcomes.has(r.fromOutcomeId) && outcomes.has(r.toOutcomeId)) {
      known.push(r);
      if (r.type === 'EQUALITY') equalities.push([r.fromOutcomeId, r.toOutcomeId]);
    }
    if (counter.add()) yield;
  }
  const classOf = equalityClasses([...outcomes.keys()], equalities);
  const cls = (outcomeId: string) => classOf.get(outcomeId) ?? outcomeId;
  const sides: MarketSides[] = markets.map((market) => ({
    marketId: market.marketId,
    sides: market.outcomes.map((outcome) => ({
      classId: cls(outcome.outcomeId),
      label: outcome.label,
    })),
  }));
  const complements: (readonly [string, string])[] = [];
  for (const r of known) {
    if (r.type === 'COMPLEMENT') complements.push([cls(r.fromOutcomeId), cls(r.toOutcomeId)]);
    if (counter.add()) yield;
  }
  const pairOf = complementPairs(sides, complements);

  const members = new Map<string, string[]>();
  for (const outcomeId of [...outcomes.keys()].sort(byId)) {
    const id = cls(outcomeId);
    const list = members.get(id);
    if (list) list.push(outcomeId);
    else members.set(id, [outcomeId]);
  }
  const sideOf = (classId: string): DiagramSide => {
    const sideOutcomes = (members.get(classId) ?? [classId]).map((id) => outcomes.get(id)!);
    return { label: sideOutcomes[0]!.label, outcomes: sideOutcomes };
  };
  // Leading classes are the nodes; a complement side is drawn inside its lead's node.
  const leads = [...members.keys()].filter((id) => pairOf.get(id)?.lead !== false);
  const isLead = new Set(leads);

  const folded: FoldedCounts = {
    insideNodes: 0,
    otherSides: 0,
    insideGroups: 0,
    impliedExclusivity: 0,
  };
  const between = new Map<string, RelationshipEnds>();
  const classEdges: { type: RelationshipType; from: string; to: string }[] = [];
  for (const r of known) {
    let from = cls(r.fromOutcomeId);
    let to = cls(r.toOutcomeId);
    if (counter.add()) yield;
    if (from === to || pairOf.get(from)?.partner === to) {
      folded.insideNodes += 1;
      continue;
    }
    if (!isLead.has(from) || !isLead.has(to)) {
      folded.otherSides += 1;
      continue;
    }
    // A symmetric type is one edge whichever way a copy's relationship names the pair.
    if (SYMMETRIC.has(r.type) && to < from) [from, to] = [to, from];
    const key = `${r.type}:${from}:${to}`;
    const seen = between.get(key);
    // Copies give parallel relationships; the one between the leading outcomes stands for them.
    if (seen) {
      folded.insideNodes += 1;
      const ends = new Set([r.fromOutcomeId, r.toOutcomeId]);
      if (ends.has(from) && ends.has(to)) between.set(key, r);
      continue;
    }
    between.set(key, r);
    classEdges.push({ type: r.type, from, to });
  }
  const representative = (type: RelationshipType, from: string, to: string) =>
    between.get(`${type}:${from}:${to}`)!;

  const implications = classEdges.filter((e) => e.type === 'IMPLICATION');
  const reduction = yield* transitiveReductionSteps(implications, (e) => [e.from, e.to] as const);
  const above = new Map<string, Set<string>>();
  for (const e of reduction.kept) above.set(e.from, (above.get(e.from) ?? new Set()).add(e.to));

  const exclusive = classEdges.filter((e) => e.type === 'EXCLUSIVITY');
  const groups = (yield* exclusiveGroupsSteps(
    leads,
    exclusive.map((e) => [e.from, e.to] as const),
  )).map((memberIds, index) => ({ id: `group-${index + 1}`, memberIds }));
  const groupOf = new Map(groups.flatMap((g) => g.memberIds.map((id) => [id, g.id] as const)));
  const exclusivePair = new Set(
    exclusive.flatMap((e) => [`${e.from}:${e.to}`, `${e.to}:${e.from}`]),
  );
  const followsFromWider = (a: string, b: string) =>
    [...(above.get(a) ?? [])].some((wider) => exclusivePair.has(`${wider}:${b}`));

  const edges: DiagramEdge[] = [];
  const edge = (type: LinkType, from: string, to: string, implied: boolean): DiagramEdge => {
    const r = representative(type, from, to);
    return {
      id: `${type}:${from}:${to}`,
      type,
      source: from,
      target: to,
      fromOutcomeId: r.fromOutcomeId,
      toOutcomeId: r.toOutcomeId,
      implied,
    };
  };
  for (const e of reduction.kept) {
    edges.push(edge('IMPLICATION', e.from, e.to, false));
    if (counter.add()) yield;
  }
  for (const e of reduction.implied) {
    edges.push(edge('IMPLICATION', e.from, e.to, true));
    if (counter.add()) yield;
  }
  for (const e of exclusive) {
    if (counter.add(1 + (above.get(e.from)?.size ?? 0) + (above.get(e.to)?.size ?? 0))) yield;
    const group = groupOf.get(e.from);
    if (group !== undefined && group === groupOf.get(e.to)) folded.insideGroups += 1;
    else if (followsFromWider(e.from, e.to) || followsFromWider(e.to, e.from))
      folded.impliedExclusivity += 1;
    else edges.push(edge('EXCLUSIVITY', e.from, e.to, false));
  }
  // Between leading sides of different nodes, a COMPLEMENT is rare (two markets, each one side of
  // the other's question); OVERLAP is drawn only on request.
  for (const e of classEdges) {
    if (e.type === 'OVERLAP' || e.type === 'COMPLEMENT')
      edges.push(edge(e.type, e.from, e.to, false));
    if (counter.add()) yield;
  }

  const nodes: DiagramNode[] = leads.map((id) => {
    const partner = pairOf.get(id)?.partner;
    return {
      id,
      lead: sideOf(id),
      other: partner === undefined ? null : sideOf(partner),
      groupId: groupOf.get(id) ?? null,
    };
  });
  return { nodes, edges, groups, folded };
}

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
