// What the relationship graph draws of an outcome's neighbourhood (a family's diagram comes
// computed from the gateway: family-diagram.queries.ts). Pure: no DOM and no requests, so it is
// unit tested (test/explorer/explorer-models.unit.test.ts).
import type { OutcomeRef } from '../common/outcome-ref';
import type { MarketName, RelatedPath } from './neighbourhood.queries';
import type { RelationshipRecord } from './relationship.queries';

export interface GraphNode {
  outcome: OutcomeRef;
  /** Hops from the start outcome. */
  hops: number;
}

export interface GraphModel {
  title: string;
  nodes: GraphNode[];
  /** Drawn from fromOutcomeId to toOutcomeId (the implying outcome, for IMPLICATION). */
  edges: RelationshipRecord[];
  /** The start outcome of a neighbourhood. */
  centreId?: string;
}

/** The outcomes on the shortest paths from the start outcome, and the edges of those paths. */
export function neighbourhoodGraph(
  start: OutcomeRef,
  depth: number,
  paths: RelatedPath[],
  markets: MarketName[],
): GraphModel {
  const names = new Map<string, OutcomeRef>([[start.outcomeId, start]]);
  for (const market of markets)
    for (const outcome of market.outcomes)
      if (!names.has(outcome.outcomeId))
        names.set(outcome.outcomeId, {
          outcomeId: outcome.outcomeId,
          label: outcome.label,
          marketId: market.marketId,
          marketTitle: market.title,
        });
  const hops = new Map<string, number>([[start.outcomeId, 0]]);
  for (const path of paths)
    path.outcomeIds.forEach((outcomeId, index) => {
      hops.set(outcomeId, Math.min(index, hops.get(outcomeId) ?? index));
    });
  const nodes = [...hops].map(([outcomeId, distance]) => ({
    outcome: names.get(outcomeId) ?? {
      outcomeId,
      label: outcomeId,
      marketId: '',
      marketTitle: '',
    },
    hops: distance,
  }));
  return {
    title: `${start.marketTitle} — ${start.label}: related within ${depth} ${depth === 1 ? 'hop' : 'hops'}`,
    nodes,
    edges: uniqueEdges(paths.flatMap((path) => path.relationships)),
    centreId: start.outcomeId,
  };
}

/** The market IDs a neighbourhood's paths touch: the markets to name its outcomes by. */
export function pathMarketIds(paths: RelatedPath[]): string[] {
  return [
    ...new Set(paths.flatMap((path) => path.relationships.flatMap((r) => r.relatedMarketIds))),
  ];
}

function uniqueEdges(relationships: RelationshipRecord[]): RelationshipRecord[] {
  const edges = new Map<string, RelationshipRecord>();
  for (const relationship of relationships)
    if (!edges.has(relationship.relationshipId))
      edges.set(relationship.relationshipId, relationship);
  return [...edges.values()];
}
