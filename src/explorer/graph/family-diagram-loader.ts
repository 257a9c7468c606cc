// Loads what the family diagram draws, in the order of family-diagram.queries.ts: the outcomes
// with EQUALITY and COMPLEMENT (enough to know the nodes), then IMPLICATION and EXCLUSIVITY of one
// outcome per node. Every connection is followed to its last page.
import type { RunGraphql } from '../api/use-graphql';
import {
  FAMILY_OUTCOMES_QUERY,
  OUTCOME_RELATIONSHIPS_QUERY,
  OUTCOMES_PER_REQUEST,
  outcomesRelationshipsQuery,
  type EndsPage,
  type FamilyOutcomesResult,
  type OutcomeRelationshipsResult,
  type OutcomesRelationshipsResult,
} from './family-diagram.queries';
import { layeredDiagram, type DiagramMarket, type RelationshipEnds } from './layered-model';
import type { RelationshipType } from './relationship-types';

export interface FamilyScope {
  familyId: string;
  scenarioVersion: string;
}

export interface DiagramData {
  scope: FamilyScope;
  markets: DiagramMarket[];
  relationships: RelationshipEnds[];
  /** Relationships of each type in the family at this version. */
  totals: Record<RelationshipType, number>;
}

/** Requests in flight at once: the gateway answers each in turn on a small machine anyway. */
const CONCURRENT_REQUESTS = 2;

export async function loadDiagramData(
  graphql: RunGraphql,
  scope: FamilyScope,
): Promise<DiagramData> {
  const markets: DiagramMarket[] = [];
  const relationships: RelationshipEnds[] = [];
  // Each relationship is counted at both its outcomes.
  const counted = { EQUALITY: 0, COMPLEMENT: 0, IMPLICATION: 0, EXCLUSIVITY: 0, OVERLAP: 0 };
  let after: string | null = null;
  do {
    const result: FamilyOutcomesResult = await graphql<FamilyOutcomesResult>(
      FAMILY_OUTCOMES_QUERY,
      { ...scope, after },
    );
    const page = result.family?.markets;
    if (!page) break;
    for (const market of page.nodes) {
      markets.push({
        marketId: market.marketId,
        title: market.title,
        outcomes: market.outcomes.map((outcome) => ({
          outcomeId: outcome.outcomeId,
          label: outcome.label,
          venues: [...new Set(outcome.listings.map((listing) => listing.venue))].sort(),
        })),
      });
      for (const outcome of market.outcomes) {
        const typed = [
          ['EQUALITY', outcome.equalities],
          ['COMPLEMENT', outcome.complements],
        ] as const;
        for (const [type, ends] of typed) {
          counted[type] += ends?.nodes.length ?? 0;
          const all = await allPages(graphql, scope, outcome.outcomeId, type, ends);
          relationships.push(...all.map((r) => ({ type, ...r })));
        }
        counted.IMPLICATION += outcome.implications?.totalCount ?? 0;
        counted.EXCLUSIVITY += outcome.exclusivities?.totalCount ?? 0;
        counted.OVERLAP += outcome.overlaps?.totalCount ?? 0;
      }
    }
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after !== null);
  const nodeIds = layeredDiagram(markets, relationships).nodes.map((node) => node.id);
  relationships.push(
    ...(await loadRelationshipsOf(graphql, scope, nodeIds, ['IMPLICATION', 'EXCLUSIVITY'])),
  );
  const totals = Object.fromEntries(
    Object.entries(counted).map(([type, count]) => [type, count / 2]),
  ) as Record<RelationshipType, number>;
  return { scope, markets, relationships: unique(relationships), totals };
}

/** The given types' relationships of these outcomes, each once. */
export async function loadRelationshipsOf(
  graphql: RunGraphql,
  scope: FamilyScope,
  outcomeIds: readonly string[],
  types: readonly RelationshipType[],
): Promise<RelationshipEnds[]> {
  const batches: string[][] = [];
  for (let i = 0; i < outcomeIds.length; i += OUTCOMES_PER_REQUEST)
    batches.push(outcomeIds.slice(i, i + OUTCOMES_PER_REQUEST));
  const found: RelationshipEnds[] = [];
  const loadBatch = async (batch: string[]) => {
    const variables = Object.fromEntries(batch.map((id, i) => [`o${i}`, id]));
    const result = await graphql<OutcomesRelationshipsResult>(
      outcomesRelationshipsQuery(batch.length, types),
      { ...scope, ...variables },
    );
    for (const [i, outcomeId] of batch.entries())
      for (const type of types) {
        const all = await allPages(graphql, scope, outcomeId, type, result[`o${i}`]?.[type]);
        found.push(...all.map((r) => ({ type, ...r })));
      }
  };
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await loadBatch(batches[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, worker));
  return unique(found);
}

async function allPages(
  graphql: RunGraphql,
  scope: FamilyScope,
  outcomeId: string,
  type: RelationshipType,
  first: EndsPage | null | undefined,
): Promise<EndsPage['nodes']> {
  const nodes = [...(first?.nodes ?? [])];
  let page = first;
  while (page?.pageInfo.hasNextPage) {
    const result: OutcomeRelationshipsResult = await graphql<OutcomeRelationshipsResult>(
      OUTCOME_RELATIONSHIPS_QUERY,
      { ...scope, outcomeId, type, after: page.pageInfo.endCursor },
    );
    page = result.outcome?.relationships;
    nodes.push(...(page?.nodes ?? []));
  }
  return nodes;
}

function unique(relationships: RelationshipEnds[]): RelationshipEnds[] {
  const seen = new Map<string, RelationshipEnds>();
  for (const r of relationships) seen.set(`${r.type}:${r.fromOutcomeId}:${r.toOutcomeId}`, r);
  return [...seen.values()];
}
