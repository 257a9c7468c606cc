// What the GraphQL resolvers pass down: store records, tagged with the revision they were read at
// when it is not the request's own (Loaders.pin), so every navigation field below a node loads
// from the same snapshot as the node.
import type {
  EventRecord,
  FamilyRecord,
  ListingRecord,
  MarketRecord,
  ScenarioRecord,
  ScenarioVersionRecord,
} from '../domain/records';
import type {
  AnalyticalCoverage,
  EventView,
  FamilyView,
  MarketView,
} from '../services/reference-views';
import type { Loaders, Pinned } from './loaders';

export type { Pinned } from './loaders';

export type FamilyNode = FamilyRecord &
  Pinned & {
    /** Present when a service read already derived it. */
    readonly analyticalCoverage?: AnalyticalCoverage;
  };
export type EventNode = EventRecord & Pinned;
export type MarketNode = MarketRecord & Pinned;
export type ListingNode = ListingRecord & Pinned;

export interface OutcomeNode extends Pinned {
  outcomeId: string;
  label: string;
  marketId: string;
  /** The market version the outcome was read from (its global ID names that version). */
  market: MarketNode;
}

/** A scenario with the version it belongs to (its global ID names both). */
export type ScenarioNode = ScenarioRecord & {
  familyId: string;
  scenarioVersion: string;
  observedAt: string;
};

export function scenarioNodesOf(version: ScenarioVersionRecord | undefined): ScenarioNode[] {
  if (!version) return [];
  return version.scenarios.map((s) => ({
    ...s,
    familyId: version.familyId,
    scenarioVersion: version.version,
    observedAt: version.observedAt,
  }));
}

export function outcomeNodesOf(market: MarketNode): OutcomeNode[] {
  return market.outcomes.map((o) => ({
    outcomeId: o.outcomeId,
    label: o.label,
    marketId: market.marketId,
    revision: market.revision,
    market,
  }));
}

/** The outcome of a market row, or null when the row does not define it. */
export function outcomeNodeOf(market: MarketNode, outcomeId: string): OutcomeNode | null {
  return outcomeNodesOf(market).find((o) => o.outcomeId === outcomeId) ?? null;
}

// Service views carry navigation the service already read; priming the loaders with it saves
// the round trips of reading it again.

export function familyNodeOf(view: FamilyView, loaders: Loaders): FamilyNode {
  const {
    eventIds,
    marketIds,
    analyticalCoverage,
    currentScenarioVersion: _current,
    scenarioVersions: _versions,
    ...record
  } = view;
  loaders.familiesById.prime(record.familyId, record);
  loaders.eventIdsByFamily.prime(record.familyId, eventIds);
  loaders.marketIdsByFamily.prime(record.familyId, marketIds);
  return { ...loaders.pin(record), analyticalCoverage };
}

export function eventNodeOf(view: EventView, loaders: Loaders): EventNode {
  const { marketIds, ...record } = view;
  loaders.eventsById.prime(record.eventId, record);
  loaders.marketIdsByEvent.prime(record.eventId, marketIds);
  return loaders.pin(record);
}

/**
 * `current`: the view holds the market row valid at the loaders' revision (a list read); false
 * for a versioned lookup, whose row must not stand in for the current one.
 */
export function marketNodeOf(view: MarketView, loaders: Loaders, current: boolean): MarketNode {
  if (current) loaders.marketsById.prime(view.market.marketId, view.market);
  for (const outcome of view.outcomes) loaders.primeListings(outcome.outcomeId, outcome.listings);
  return loaders.pin(view.market);
}
