// GET /relationships and POST /relationships:analyze (schema/openapi.yaml, GET /relationships; docs/decisions.md). Stored relationships are derived on import; an explicit basket is classified on the
// fly with the same classifier.
import { failOnProblems, msg, type Problem } from '../domain/errors';
import type { MarketRecord, RelationshipRecord, ScenarioVersionRecord } from '../domain/records';
import { classifyFamily } from '../domain/relationships/classify-family';
import { payoutVectorsOf } from '../domain/relationships/derive-relationships';
import { explainRelationship } from '../domain/relationships/explain-relationship';
import type { RelationshipType } from '../domain/relationships/relationship-types';
import { formatFamilyVersion, type FamilyVersion } from '../domain/payout-key';
import type { Store } from '../store/store';
import { resolveInstruments, type ResolvedInstrument } from './instruments';
import { LIMITS } from '../domain/limits';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';
import { pinnedVersions } from './scenario-pins';
import { pickVersion } from './scenario-service';
import { headSnapshot, snapshotAt } from './snapshot';
import {
  AnalyzeRequestDefinition,
  type AnalyzeRequest,
  type AnalyzeResult,
  type PairAnalysis,
  type Relationship,
  type RelationshipsQuery,
} from '../resources/relationship';
import { overLongFields } from '../resources/field-lengths';
import type { ScenarioPin } from '../resources/scenario';

export type { ScenarioPin };

export interface RelatedPathsQuery {
  outcomeId: string;
  depth?: number | undefined;
  types?: RelationshipType[] | undefined;
  relatedVenue?: string | undefined;
  /** Read at this committed revision (a GraphQL request's snapshot) instead of the head. */
  revision?: number | undefined;
}

export interface RelatedPathView {
  outcomeIds: string[];
  relationships: Relationship[];
}

export class RelationshipService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
  ) {}

  listRelationships(query: RelationshipsQuery & PagedRequest): Promise<PageResult<Relationship>> {
    const problems: Problem[] = [];
    const starts = [
      query.marketId !== undefined && 'marketId',
      query.outcomeId !== undefined && 'outcomeId',
      query.eventId !== undefined && 'eventId',
    ].filter((s): s is string => s !== false);
    if (starts.length !== 1) {
      problems.push({
        path: starts.length === 0 ? 'marketId' : starts.join(','),
        reason: msg`exactly one of {marketId}, {outcomeId} and {eventId} is required`,
      });
    }
    if ((query.familyId === undefined) !== (query.scenarioVersion === undefined)) {
      problems.push({
        path: query.familyId === undefined ? 'familyId' : 'scenarioVersion',
        reason: msg`{familyId} and {scenarioVersion} are supplied together`,
      });
    }
    failOnProblems(problems);
    const pins: FamilyVersion[] | 'current' =
      query.familyId !== undefined && query.scenarioVersion !== undefined
        ? [{ familyId: query.familyId, version: query.scenarioVersion }]
        : 'current';
    // Page tokens carry a digest of these filters: the pins stay their key texts.
    const filters = {
      marketId: query.marketId,
      outcomeId: query.outcomeId,
      eventId: query.eventId,
      types: query.type,
      relatedVenue: query.relatedVenue,
      pins: pins === 'current' ? pins : pins.map(formatFamilyVersion),
    };
    return readPage(
      this.store,
      this.tokens,
      'relationships',
      filters,
      query,
      async (snapshot, page) => {
        const outcomeIds = await this.startOutcomes(query, snapshot.revision);
        return this.store.findRelationships(
          {
            outcomeIds,
            pins,
            ...(query.type ? { types: query.type } : {}),
            ...(query.relatedVenue !== undefined ? { neighbourVenue: query.relatedVenue } : {}),
          },
          snapshot.revision,
          page,
        );
      },
      (records, snapshot) => this.views(records, snapshot.revision),
    );
  }

  async analyze(request: AnalyzeRequest): Promise<AnalyzeResult> {
    const problems: Problem[] = overLongFields(AnalyzeRequestDefinition, request);
    if (request.legs.length < 2)
      problems.push({ path: 'legs', reason: 'a basket needs at least 2 legs' });
    if (request.legs.length > LIMITS.analyzeLegsMax) {
      problems.push({ path: 'legs', reason: `at most ${LIMITS.analyzeLegsMax} legs` });
    }
    failOnProblems(problems);
    const snapshot = await headSnapshot(this.store);
    const rev = snapshot.revision;
    const { resolved, problems: legProblems } = await resolveInstruments(
      this.store,
      request.legs,
      rev,
      (i) => `legs[${i}]`,
    );
    const pinned = await pinnedVersions(this.store, request.scenarioPins ?? [], rev, legProblems);
    failOnProblems(legProblems);
    const legs = resolved as ResolvedInstrument[];
    const families = [...new Set(legs.flatMap((l) => l.market.familyIds))].sort();
    const versions = await this.store.scenarioVersionsOfFamilies(families, rev);
    const used = new Map<string, ScenarioVersionRecord>();
    const versionOf = (familyId: string): ScenarioVersionRecord | undefined => {
      const version = pinned.get(familyId) ?? pickVersion(versions.get(familyId) ?? [], undefined);
      if (version) used.set(familyId, version);
      return version;
    };
    const items: PairAnalysis[] = [];
    for (let i = 0; i < legs.length; i++) {
      for (let j = i + 1; j < legs.length; j++) {
        items.push(...analyzePair(legs[i]!, legs[j]!, [i, j], versionOf));
      }
    }
    return {
      items,
      scenarioPins: [...used.values()].map((v) => ({
        familyId: v.familyId,
        scenarioVersion: v.version,
      })),
      asOf: snapshot.asOf,
    };
  }

  /**
   * Multi-hop traversal from one outcome (GraphQL Outcome.related): one shortest path to each
   * outcome within `depth` hops (at most 3), over each family's current scenario version.
   */
  async relatedPaths(query: RelatedPathsQuery): Promise<RelatedPathView[]> {
    const depth = query.depth ?? 1;
    if (!Number.isInteger(depth) || depth < 1 || depth > 3) {
      failOnProblems([{ path: 'depth', reason: 'must be 1, 2 or 3' }]);
    }
    const snapshot = await snapshotAt(this.store, query.revision);
    const paths = await this.store.relatedPaths(
      {
        start: query.outcomeId,
        depth,
        pins: 'current',
        ...(query.types ? { types: query.types } : {}),
        ...(query.relatedVenue !== undefined ? { neighbourVenue: query.relatedVenue } : {}),
        limit: LIMITS.relatedPathsMax,
      },
      snapshot.revision,
    );
    const edges = await this.views(
      [
        ...new Map(
          paths.flatMap((p) => p.relationships).map((r) => [r.relationshipId, r]),
        ).values(),
      ],
      snapshot.revision,
    );
    const byId = new Map(edges.map((e) => [e.relationshipId, e]));
    return paths.map((p) => ({
      outcomeIds: p.outcomeIds,
      relationships: p.relationships.map((r) => byId.get(r.relationshipId)!),
    }));
  }

  /** The outcomes a relationships query starts from: one, a market's, or an event's markets'. */
  private async startOutcomes(query: RelationshipsQuery, revision: number): Promise<string[]> {
    if (query.outcomeId !== undefined) return [query.outcomeId];
    const marketIds =
      query.marketId !== undefined
        ? [query.marketId]
        : ((await this.store.marketIdsOfEvents([query.eventId!], revision)).get(query.eventId!) ??
          []);
    const markets = await this.store.getByKeys('market', marketIds, revision);
    return markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
  }

  private async views(records: RelationshipRecord[], revision: number): Promise<Relationship[]> {
    const outcomeIds = [...new Set(records.flatMap((r) => [r.fromOutcomeId, r.toOutcomeId]))];
    const owners = await this.store.marketIdsOfOutcomes(outcomeIds, revision);
    const markets = new Map(
      (await this.store.getByKeys('market', [...new Set(owners.values())], revision)).map((m) => [
        m.marketId,
        m,
      ]),
    );
    // A page of one outcome's relationships names few markets: the IDs of each pair of them are
    // made once for the page, not once per relationship.
    const related = new Map<string, { marketIds: string[]; eventIds: string[] }>();
    const relatedOf = (from: string | undefined, to: string | undefined) => {
      const key = `${from ?? ''}\u0000${to ?? ''}`;
      let found = related.get(key);
      if (!found) {
        const marketIds = [...new Set([from, to].filter((id): id is string => id !== undefined))];
        const eventIds = [...new Set(marketIds.flatMap((id) => markets.get(id)?.eventIds ?? []))];
        related.set(key, (found = { marketIds, eventIds }));
      }
      return found;
    };
    return records.map((r) => {
      const { marketIds, eventIds } = relatedOf(
        owners.get(r.fromOutcomeId),
        owners.get(r.toOutcomeId),
      );
      const pin = { familyId: r.familyId, scenarioVersion: r.scenarioVersion };
      return {
        relationshipId: r.relationshipId,
        type: r.type,
        fromOutcomeId: r.fromOutcomeId,
        toOutcomeId: r.toOutcomeId,
        // Shared by the page's relationships between the same two markets; nothing changes a view.
        relatedMarketIds: marketIds,
        relatedEventIds: eventIds,
        explanation: explainRelationship(r),
        scenarioPins: [pin],
        witnesses: r.witnesses.map((scenarioId) => ({ ...pin, scenarioId })),
      };
    });
  }
}

function analyzePair(
  a: ResolvedInstrument,
  b: ResolvedInstrument,
  legIndices: [number, number],
  versionOf: (familyId: string) => ScenarioVersionRecord | undefined,
): PairAnalysis[] {
  const base = {
    legIndices: [...legIndices],
    fromOutcomeId: a.outcomeId,
    toOutcomeId: b.outcomeId,
  };
  if (a.outcomeId === b.outcomeId) {
    return [
      {
        ...base,
        status: 'SAME_OUTCOME',
        type: 'EQUALITY',
        familyId: null,
        scenarioVersion: null,
        explanation: `legs ${legIndices[0]} and ${legIndices[1]} name the same outcome ${a.outcomeId}`,
        witnesses: [],
      },
    ];
  }
  const shared = a.market.familyIds.filter((f) => b.market.familyIds.includes(f)).sort();
  const found: PairAnalysis[] = [];
  for (const familyId of shared) {
    const version = versionOf(familyId);
    if (!version) continue;
    const vectors = payoutVectorsOf(pairMarkets(a, b), version);
    const va = vectors.find((v) => v.outcomeId === a.outcomeId);
    const vb = vectors.find((v) => v.outcomeId === b.outcomeId);
    if (!va || !vb) continue;
    const [finding] = classifyFamily(version.scenarios, [va, vb]);
    if (!finding) continue;
    const record = { ...finding, familyId, scenarioVersion: version.version };
    found.push({
      legIndices:
        finding.fromOutcomeId === a.outcomeId ? [...legIndices] : [legIndices[1], legIndices[0]],
      fromOutcomeId: finding.fromOutcomeId,
      toOutcomeId: finding.toOutcomeId,
      status: 'RELATED',
      type: finding.type,
      familyId,
      scenarioVersion: version.version,
      explanation: explainRelationship(record),
      witnesses: finding.witnesses.map((scenarioId) => ({
        familyId,
        scenarioVersion: version.version,
        scenarioId,
      })),
    });
  }
  if (found.length > 0) return found;
  return [
    {
      ...base,
      status: 'NO_SHARED_SCOPE',
      type: null,
      familyId: null,
      scenarioVersion: null,
      explanation: `${a.outcomeId} and ${b.outcomeId} have no payouts in a common family version: no relationship can be shown`,
      witnesses: [],
    },
  ];
}

function pairMarkets(a: ResolvedInstrument, b: ResolvedInstrument): MarketRecord[] {
  return a.market.marketId === b.market.marketId ? [a.market] : [a.market, b.market];
}
