// A family's layered relationship diagram at one scenario version (GraphQL
// Family.relationshipDiagram): computed on the server from the relationships the import derives,
// so a client receives what it draws and not the whole transitively closed order
// (docs/decisions.md, "Explorer: the layered relationship diagram").
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { invalidRequest, problemsMessage, ServiceError } from '../domain/errors';
import type { ListingRecord, MarketRecord } from '../domain/records';
import { classifyFamilySteps } from '../domain/relationships/classify-family';
import { payoutVectorsOf } from '../domain/relationships/derive-relationships';
import {
  diagramCounts,
  drawnByDefault,
  type TypeCount,
} from '../domain/relationships/diagram/diagram-counts';
import {
  layeredDiagramSteps,
  type DiagramEdge,
  type DiagramGroup,
  type DiagramMarket,
  type DiagramNode,
} from '../domain/relationships/diagram/layered-diagram';
import {
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from '../domain/relationships/relationship-types';
import type { Store } from '../store/store';
import { runInSlices, yieldToEventLoop } from './event-loop-turns';
import { snapshotAt } from './snapshot';

export interface FamilyDiagramQuery {
  familyId: string;
  scenarioVersion: string;
  /** Read at this committed revision (a GraphQL request's snapshot) instead of the head. */
  revision?: number | undefined;
}

/** Which edges between nodes: drawn with the diagram, or drawn on request. */
export type DiagramLinkKind = 'DRAWN' | 'IMPLIED' | 'OVERLAP';

export interface FamilyDiagramView {
  familyId: string;
  scenarioVersion: string;
  /** The revision the diagram was computed at. */
  revision: number;
  nodes: DiagramNode[];
  groups: DiagramGroup[];
  counts: TypeCount[];
  /** The edges of one kind, all of them or those touching one node, in the diagram's order. */
  links(kind: DiagramLinkKind, nodeId?: string): DiagramEdge[];
}

/**
 * Layouts kept, counted in nodes and edges: the 500-outcome generated ladder has about 19,000
 * (18,437 of them implied edges), so the layouts of a dozen such families fit.
 */
const KEPT_ELEMENTS = 300_000;

/** The revisions' diagrams kept: a view each, sharing its layout. */
const KEPT_VIEWS = 1_000;

/**
 * Outcomes of the largest family drawn (docs/decisions.md, "Diagrams refused before work" and
 * "Diagrams refused from a count"): its pairs are classified and laid out in slices of the event
 * loop, about 0.9 s of CPU at 500 outcomes and growing with their square; a 2,000-outcome family
 * would take 15 s.
 */
export const DEFAULT_DIAGRAM_OUTCOMES_MAX = 1_000;

/** What the diagrams cost since start (for /metrics). */
export interface DiagramCounts {
  /** Pairs of outcomes classified to lay diagrams out. */
  pairsClassified: number;
  /** Diagrams refused QUERY_TOO_COMPLEX for their outcome count, before any pair was classified. */
  refused: number;
}

export class FamilyDiagramService {
  /**
   * Layouts by what they are computed from (the family version's scenarios, the outcomes' payout
   * vectors, the markets' titles and listing venues), not by revision: most commits (market data,
   * other families) change none of it, and a venue sync commits every second. Concurrent requests
   * for one layout share its computation.
   */
  private readonly layouts = new LRUCache<string, Promise<DiagramLayout>>({
    maxSize: KEPT_ELEMENTS,
    // Until its computation ends a layout counts 1; then its nodes and edges.
    sizeCalculation: () => 1,
  });
  /** By revision, family and version: a revision's records never change (the temporal model). */
  private readonly views = new LRUCache<string, Promise<FamilyDiagramView>>({ max: KEPT_VIEWS });

  private readonly counts: DiagramCounts = { pairsClassified: 0, refused: 0 };

  constructor(
    private readonly store: Store,
    /** Families with more outcomes to relate are refused before any work. */
    private readonly outcomesMax = DEFAULT_DIAGRAM_OUTCOMES_MAX,
  ) {}

  diagramCounts(): Readonly<DiagramCounts> {
    return { ...this.counts };
  }

  async diagram(query: FamilyDiagramQuery): Promise<FamilyDiagramView> {
    const snapshot = await snapshotAt(this.store, query.revision);
    const key = JSON.stringify([snapshot.revision, query.familyId, query.scenarioVersion]);
    const held = this.views.get(key);
    if (held) return held;
    const view = this.view(query, snapshot.revision);
    this.views.set(key, view);
    view.catch(() => this.views.delete(key));
    return view;
  }

  private async view(query: FamilyDiagramQuery, revision: number): Promise<FamilyDiagramView> {
    const { familyId, scenarioVersion } = query;
    const [families, versions, outcomeCounts] = await Promise.all([
      this.store.getByKeys('family', [familyId], revision),
      this.store.scenarioVersionsOfFamilies([familyId], revision),
      this.store.outcomeCountsOfFamilies([familyId], revision),
    ]);
    // Unknown arguments are INVALID_REQUEST, as an unknown scenario pin is (docs/errors.md).
    if (families.length === 0) throw refusal('familyId', `unknown family ${familyId}`);
    const version = (versions.get(familyId) ?? []).find((v) => v.version === scenarioVersion);
    if (!version)
      throw refusal(
        'scenarioVersion',
        `family ${familyId} has no scenario version "${scenarioVersion}"`,
      );
    // The work grows with the square of the outcomes: refused from the family's count before its
    // markets are read (docs/decisions.md, "Diagrams refused from a count"). A version relates at
    // most the family's outcomes (those with payouts in it), so a family within the limit is never
    // refused here.
    const outcomes = outcomeCounts.get(familyId) ?? 0;
    if (outcomes > this.outcomesMax) {
      this.counts.refused += 1;
      throw new ServiceError(
        'QUERY_TOO_COMPLEX',
        `family ${familyId} has ${outcomes} outcomes in its markets: its relationship diagram is drawn for at most ${this.outcomesMax}`,
        { limit: 'diagramOutcomes', value: outcomes, maximum: this.outcomesMax },
      );
    }
    const marketIds = await this.store.marketIdsOfFamilies([familyId], revision);
    const { markets, listings } = await this.store.marketsWithListings(
      marketIds.get(familyId) ?? [],
      revision,
    );
    // The family version's relationships as the import derived and stored them: the same
    // classification of the same snapshot's payout vectors, over the same outcomes (composed
    // combos left out, as derive-relationships.ts leaves them). Reading the stored set back costs
    // ten times more on Neo4j than classifying again (docs/decisions.md, "Explorer: the layered
    // relationship diagram").
    const catalog = markets.filter((m) => !m.isCombo);
    const vectors = payoutVectorsOf(catalog, version);
    const drawnMarkets = diagramMarkets(
      catalog,
      listings,
      new Set(vectors.map((v) => v.outcomeId)),
    );
    const inputs = createHash('sha256')
      .update(JSON.stringify([familyId, scenarioVersion, version.scenarios, vectors, drawnMarkets]))
      .digest('base64');
    let layout = this.layouts.get(inputs);
    if (!layout) {
      this.counts.pairsClassified += (vectors.length * (vectors.length - 1)) / 2;
      const computing = computeLayout(version.scenarios, vectors, drawnMarkets);
      this.layouts.set(inputs, computing);
      computing.then(
        (done) => {
          // Sized once known; a layout larger than the whole budget is simply not kept.
          if (this.layouts.get(inputs) === computing)
            this.layouts.set(inputs, computing, { size: Math.max(1, done.size) });
        },
        () => this.layouts.delete(inputs),
      );
      layout = computing;
    }
    return new Diagram(familyId, scenarioVersion, revision, await layout);
  }
}

async function computeLayout(
  scenarios: Parameters<typeof classifyFamilySteps>[0],
  vectors: Parameters<typeof classifyFamilySteps>[1],
  drawnMarkets: DiagramMarket[],
): Promise<DiagramLayout> {
  // Each step takes up to seconds at 500 outcomes: other requests get a turn within the
  // classification and the layout, and between them.
  const relationships = await runInSlices(classifyFamilySteps(scenarios, vectors));
  const totals = Object.fromEntries(RELATIONSHIP_TYPES.map((type) => [type, 0])) as Record<
    RelationshipType,
    number
  >;
  for (const r of relationships) totals[r.type] += 1;
  await yieldToEventLoop();
  const diagram = await runInSlices(layeredDiagramSteps(drawnMarkets, relationships));
  await yieldToEventLoop();
  return new DiagramLayout(
    diagram.nodes,
    diagram.groups,
    diagramCounts(diagram, totals),
    diagram.edges,
  );
}

function refusal(path: string, reason: string): ServiceError {
  const problems = [{ path, reason }];
  return invalidRequest(problemsMessage(problems), problems);
}

/** The markets' outcomes relationships are derived over, with the venues they are listed on. */
function diagramMarkets(
  markets: readonly MarketRecord[],
  listings: ReadonlyMap<string, readonly ListingRecord[]>,
  analysable: ReadonlySet<string>,
): DiagramMarket[] {
  return markets
    .map((market) => ({
      marketId: market.marketId,
      title: market.title,
      outcomes: market.outcomes
        .filter((o) => analysable.has(o.outcomeId))
        .map((o) => ({
          outcomeId: o.outcomeId,
          label: o.label,
          venues: [...new Set((listings.get(o.outcomeId) ?? []).map((l) => l.venue))].sort(),
        })),
    }))
    .filter((market) => market.outcomes.length > 0);
}

const OF_KIND: Record<DiagramLinkKind, (edge: DiagramEdge) => boolean> = {
  DRAWN: drawnByDefault,
  IMPLIED: (edge) => edge.implied,
  OVERLAP: (edge) => edge.type === 'OVERLAP',
};

/** What a diagram draws, whatever revision it is read at. */
class DiagramLayout {
  private readonly byKind = new Map<DiagramLinkKind, DiagramEdge[]>();
  /** Each node's edges, for a chosen node's implied or OVERLAP edges. */
  private readonly byNode = new Map<string, DiagramEdge[]>();

  constructor(
    readonly nodes: DiagramNode[],
    readonly groups: DiagramGroup[],
    readonly counts: TypeCount[],
    private readonly edges: readonly DiagramEdge[],
  ) {
    for (const edge of edges)
      for (const end of new Set([edge.source, edge.target])) {
        const list = this.byNode.get(end);
        if (list) list.push(edge);
        else this.byNode.set(end, [edge]);
      }
  }

  /** Nodes and edges: what the cache counts. */
  get size(): number {
    return this.nodes.length + this.edges.length;
  }

  links(kind: DiagramLinkKind, nodeId?: string): DiagramEdge[] {
    if (nodeId !== undefined) return (this.byNode.get(nodeId) ?? []).filter(OF_KIND[kind]);
    let found = this.byKind.get(kind);
    if (!found) this.byKind.set(kind, (found = this.edges.filter(OF_KIND[kind])));
    return found;
  }
}

class Diagram implements FamilyDiagramView {
  constructor(
    readonly familyId: string,
    readonly scenarioVersion: string,
    readonly revision: number,
    private readonly layout: DiagramLayout,
  ) {}

  get nodes(): DiagramNode[] {
    return this.layout.nodes;
  }

  get groups(): DiagramGroup[] {
    return this.layout.groups;
  }

  get counts(): TypeCount[] {
    return this.layout.counts;
  }

  links(kind: DiagramLinkKind, nodeId?: string): DiagramEdge[] {
    return this.layout.links(kind, nodeId);
  }
}
