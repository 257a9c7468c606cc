// What reference reads return: store records with the navigation the specification's resources
// carry (an event's marketIds, a family's eventIds and versions, a market's listings). Events and
// families are their resources (src/resources) as they are; a market becomes one with
// marketResource.
import type {
  EventRecord,
  FamilyRecord,
  ListingRecord,
  MarketRecord,
  ScenarioVersionRecord,
  SettlementEvidence,
} from '../domain/records';
import { formatFamilyVersion } from '../domain/payout-key';
import type { Store } from '../store/store';
import type { AnalyticalCoverage, MarketInclude } from '../domain/value-sets';
import type { Market, SettlementEvidence as SettlementEvidenceResource } from '../resources/market';

export type { AnalyticalCoverage };

export interface EventView extends EventRecord {
  marketIds: string[];
}

export interface OutcomeView {
  outcomeId: string;
  label: string;
  listings: ListingRecord[];
}

export interface MarketView {
  market: MarketRecord;
  outcomes: OutcomeView[];
}

export interface FamilyView extends FamilyRecord {
  eventIds: string[];
  marketIds: string[];
  currentScenarioVersion: string | null;
  scenarioVersions: string[];
  analyticalCoverage: AnalyticalCoverage;
}

/**
 * A market as GET /markets shows it: `legs` on a combo or with include LEGS, the settlement
 * evidence (or null) with include EVIDENCE. On the path of every market lookup: fields are listed,
 * not spread (V8 copies a spread object with added properties slowly).
 */
export function marketResource(view: MarketView, include: readonly MarketInclude[]): Market {
  const m = view.market;
  return {
    marketId: m.marketId,
    version: m.version,
    title: m.title,
    description: m.description,
    category: m.category,
    tags: m.tags,
    status: m.status,
    eventIds: m.eventIds,
    familyIds: m.familyIds,
    settlementSummary: m.settlementSummary,
    payoutConditions: m.payoutConditions,
    outcomes: view.outcomes,
    isCombo: m.isCombo,
    analyticalOnly: m.analyticalOnly,
    observedAt: m.observedAt,
    legs:
      m.isCombo || include.includes('LEGS')
        ? (m.legs ?? []).map((leg) =>
            leg.outcomeId !== undefined
              ? { outcomeId: leg.outcomeId }
              : { listingId: leg.listingId },
          )
        : undefined,
    settlementConventionId: m.settlementConventionId,
    settlementEvidence: include.includes('EVIDENCE')
      ? evidenceResource(m.settlementEvidence)
      : undefined,
  };
}

/** Evidence says `terms: null` when the catalog gave none, as the market says of its evidence. */
function evidenceResource(e: SettlementEvidence | undefined): SettlementEvidenceResource | null {
  if (e === undefined) return null;
  return e.terms !== undefined ? e : { ...e, terms: null };
}

export async function eventViews(
  store: Store,
  events: EventRecord[],
  revision: number,
): Promise<EventView[]> {
  const markets = await store.marketIdsOfEvents(
    events.map((e) => e.eventId),
    revision,
  );
  return events.map((e) => ({ ...e, marketIds: markets.get(e.eventId) ?? [] }));
}

export async function marketViews(
  store: Store,
  markets: MarketRecord[],
  revision: number,
): Promise<MarketView[]> {
  // A loop, not flatMap: flatMap is about ten times slower in V8 on these one-market lookups.
  const outcomeIds: string[] = [];
  for (const market of markets) for (const o of market.outcomes) outcomeIds.push(o.outcomeId);
  const listings =
    outcomeIds.length > 0
      ? await store.listingsOfOutcomes(outcomeIds, revision)
      : new Map<string, ListingRecord[]>();
  return markets.map((market) => ({
    market,
    outcomes: market.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      label: o.label,
      listings: listings.get(o.outcomeId) ?? [],
    })),
  }));
}

export async function familyViews(
  store: Store,
  families: FamilyRecord[],
  revision: number,
): Promise<FamilyView[]> {
  const ids = families.map((f) => f.familyId);
  if (ids.length === 0) return [];
  const [events, markets, versions] = await Promise.all([
    store.eventIdsOfFamilies(ids, revision),
    store.marketIdsOfFamilies(ids, revision),
    store.scenarioVersionsOfFamilies(ids, revision),
  ]);
  const memberIds = [...new Set([...markets.values()].flat())];
  const members = new Map(
    (await store.getByKeys('market', memberIds, revision)).map((m) => [m.marketId, m]),
  );
  return families.map((f) => {
    const published = versions.get(f.familyId) ?? [];
    const current = published[published.length - 1];
    const marketIds = markets.get(f.familyId) ?? [];
    return {
      ...f,
      eventIds: events.get(f.familyId) ?? [],
      marketIds,
      currentScenarioVersion: current?.version ?? null,
      scenarioVersions: published.map((v) => v.version),
      analyticalCoverage: coverageOf(
        f.familyId,
        current,
        marketIds.map((id) => members.get(id)),
      ),
    };
  });
}

export function coverageOf(
  familyId: string,
  current: ScenarioVersionRecord | undefined,
  markets: (MarketRecord | undefined)[],
): AnalyticalCoverage {
  if (!current) return 'NONE';
  const key = formatFamilyVersion({ familyId, version: current.version });
  // Composed combos are analytical markets, not catalog coverage (docs/decisions.md, Combos).
  const outcomes = markets.flatMap((m) => (m?.isCombo ? [] : (m?.outcomes ?? [])));
  const covered = outcomes.filter((o) => o.payouts[key] !== undefined).length;
  if (outcomes.length > 0 && covered === outcomes.length) return 'COMPLETE';
  return covered > 0 ? 'PARTIAL' : 'NONE';
}
