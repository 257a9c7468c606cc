// Markets a venue stops listing (docs/decisions.md, "Markets a venue stops listing"): when the
// venue's answer for an event no longer names a market the store holds for it, the market stays
// what it was, and so does the family the event's markets make. The sync hands the builder those
// markets as the store has them (StoredEvent); each becomes a KeptMember that keeps its place in
// its event's family (its own scenario of an exclusive family, its threshold in a ladder), so the
// family is derived from every market it ever had and its scenario version changes only when a
// settlement term does. Pure.
import { formatFamilyVersion } from '../../domain/payout-key';
import type {
  LifecycleStatus,
  ListingRecord,
  MarketRecord,
  ScenarioRecord,
} from '../../domain/records';
import type { CatalogListing, CatalogMarket } from '../catalog-schema';
import { catalogTerms } from '../catalog-terms';
import { marketServiceId } from './catalog-ids';
import {
  marketParts,
  withMemberships,
  type MemberParts,
} from './cross-venue/cross-venue-membership';
import { readRulesText, type RulesReading } from '../../domain/settlement-terms/rules-text';
import { rungStrike } from './threshold-ladder';
import type { Strike, Venue, VenueEvent } from '../../venues/common/venue-model';
import { VENUES } from '../../venues/common/venue-model';

/** A stored market with its listings. */
export interface StoredMember {
  market: MarketRecord;
  listings: readonly ListingRecord[];
}

/** The current scenario version of a stored family. */
export interface StoredFamilyVersion {
  familyId: string;
  version: string;
  scenarios: readonly ScenarioRecord[];
}

/** What the store holds of one event that the venue's answer for it no longer lists. */
export interface StoredEvent {
  /** The stored markets of the event the answer does not name. */
  absent: readonly StoredMember[];
  /** The current scenario versions of the families those markets are in. */
  families: readonly StoredFamilyVersion[];
}

/** By event service ID (`evt-kx-…`). */
export type StoredEvents = ReadonlyMap<string, StoredEvent>;

/** A stored market of an event that the venue no longer lists, as its event's family sees it. */
export interface KeptMember {
  venue: Venue;
  /** The native market ID, as the builder keys members. */
  marketId: string;
  record: MarketRecord;
  listings: readonly ListingRecord[];
  reading: RulesReading;
  /** Both outcome labels (YES first for a binary market). */
  labels: [string, string];
}

/** The description of a market's own scenario in an exclusive family: it names the native ID. */
export function exclusiveScenarioDescription(m: { venue: Venue; marketId: string }): string {
  return `${m.venue} market ${m.marketId} settles YES.`;
}

/**
 * The event's stored markets the answer no longer names, as kept members. A market is one only
 * when it is a market of this event on this venue alone, with two outcomes and its rules kept in
 * its evidence: what the adapter writes. Others (a market merged with another venue's) are left
 * as they are.
 */
export function keptMembersOf(event: VenueEvent, stored: StoredEvent): KeptMember[] {
  const kept: KeptMember[] = [];
  for (const { market, listings } of stored.absent) {
    const [yes, no] = market.outcomes;
    const native = new Set(listings.map((l) => `${l.venue}\u0000${l.venueMarketId}`));
    const listing = listings[0];
    if (
      !yes ||
      !no ||
      market.outcomes.length !== 2 ||
      !listing ||
      native.size !== 1 ||
      listing.venue !== event.venue ||
      !isVenue(listing.venue) ||
      market.settlementEvidence === undefined ||
      marketServiceId({ venue: listing.venue, marketId: listing.venueMarketId }) !== market.marketId
    )
      continue;
    kept.push({
      venue: listing.venue,
      marketId: listing.venueMarketId,
      record: market,
      listings,
      reading: readRulesText(market.settlementEvidence.rulesText),
      labels: [yes.label, no.label],
    });
  }
  return kept;
}

function isVenue(venue: string): venue is Venue {
  return (VENUES as readonly string[]).includes(venue);
}

/** The member's own scenario of the stored exclusive family, found by the text that names it. */
export function keptScenario(
  k: KeptMember,
  family: StoredFamilyVersion,
): ScenarioRecord | undefined {
  const description = exclusiveScenarioDescription(k);
  return family.scenarios.find((s) => s.kind === 'NORMAL' && s.description === description);
}

/** The member's threshold in the stored ladder, read back from where its YES paid. */
export function keptStrike(k: KeptMember, family: StoredFamilyVersion): Strike | undefined {
  const yes = k.record.outcomes[0]?.payouts[formatFamilyVersion(family)];
  if (!yes) return undefined;
  const normal = family.scenarios.filter((s) => s.kind === 'NORMAL').map((s) => s.scenarioId);
  return rungStrike(normal, new Set(normal.filter((id) => yes[id] === '1')));
}

/**
 * A market's lifecycle status once the venue's answer for its event no longer names it: OPEN is
 * a claim about now that the venue no longer backs, so it becomes UNKNOWN; CLOSED and RESOLVED
 * stay true (the venue moves settled markets out of its live answers).
 */
export function delistedStatus(status: LifecycleStatus): LifecycleStatus {
  return status === 'OPEN' ? 'UNKNOWN' : status;
}

/**
 * The kept market's catalog market when importing it changes something: its status once the
 * venue stops listing it, or `parts` (its place in its event's family, derived again; absent when
 * it is in no family derived again) where they differ from its stored ones. Its cross-venue
 * memberships are left to the import, which keeps them.
 */
export function keptDoc(k: KeptMember, parts: MemberParts | undefined): CatalogMarket | undefined {
  const stored = marketParts(k.record);
  if (!stored) return undefined;
  const own = withMemberships(stored, []);
  const status = delistedStatus(k.record.status);
  const unchanged =
    status === k.record.status &&
    k.listings.every((l) => l.status === status) &&
    (parts === undefined || canonical(parts) === canonical(own));
  return unchanged
    ? undefined
    : keptMarketDoc(
        k.record,
        (o) => k.listings.filter((l) => l.outcomeId === o.outcomeId),
        status,
        parts ?? own,
      );
}

/**
 * A stored binary market as a catalog market, as stored, with the listings given (the market's
 * own venue listings, wherever they are mapped now): each goes to the outcome it is mapped to, or
 * whose label its venue outcome names (`Yes`, `yes` for YES). The review merge reads the other
 * venue's side of a pair so (src/catalog/venues/reviewed-pairs.ts).
 */
export function storedMarketDoc(
  record: MarketRecord,
  listings: readonly ListingRecord[],
): CatalogMarket | undefined {
  const parts = marketParts(record);
  if (!parts) return undefined;
  return keptMarketDoc(
    record,
    (o) =>
      listings.filter(
        (l) =>
          l.outcomeId === o.outcomeId || l.venueOutcomeId.toLowerCase() === o.label.toLowerCase(),
      ),
    record.status,
    parts,
    true,
  );
}

/** JSON with object keys in order, for comparing parts built in different orders. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/**
 * The stored market as a catalog market, with `status` on it and its listings and `parts` (its
 * venue family's IDs, payouts and summary) in place of the stored ones. Everything else is as
 * stored, so importing it changes only what changed.
 */
function keptMarketDoc(
  r: MarketRecord,
  listingsOf: (outcome: MarketRecord['outcomes'][number]) => readonly ListingRecord[],
  status: LifecycleStatus,
  parts: MemberParts,
  listingStatus = false,
): CatalogMarket {
  const e = r.settlementEvidence;
  return {
    market_id: r.marketId,
    title: r.title,
    description: r.description,
    category: r.category,
    tags: [...r.tags],
    status,
    event_ids: [...r.eventIds],
    family_ids: [...parts.familyIds],
    settlement_summary: parts.summary,
    payout_conditions: [...r.payoutConditions],
    ...(e && {
      settlement_evidence: {
        source: e.source,
        rules_text: e.rulesText,
        ...(e.observationWindow && { observation_window: { ...e.observationWindow } }),
        ...(e.voidRules && { void_rules: [...e.voidRules] }),
        ...(e.resolvedOutcomeId !== undefined && { resolved_outcome_id: e.resolvedOutcomeId }),
        ...(e.resolvedAt !== undefined && { resolved_at: e.resolvedAt }),
        ...(e.terms && { terms: catalogTerms(e.terms) }),
      },
    }),
    outcomes: r.outcomes.map((o, i) => ({
      outcome_id: o.outcomeId,
      label: o.label,
      payouts: i === 0 ? parts.yes : parts.no,
      listings: listingsOf(o).map((l) => listingDoc(l, listingStatus ? l.status : status)),
    })),
  };
}

function listingDoc(l: ListingRecord, status: LifecycleStatus): CatalogListing {
  const rules = l.tradingRules;
  return {
    listing_id: l.listingId,
    venue: l.venue,
    venue_market_id: l.venueMarketId,
    venue_outcome_id: l.venueOutcomeId,
    venue_event_ids: [...l.venueEventIds],
    status,
    ...(l.ticker !== undefined && { ticker: l.ticker }),
    ...(l.tokenId !== undefined && { token_id: l.tokenId }),
    ...(l.conditionId !== undefined && { condition_id: l.conditionId }),
    ...(l.slug !== undefined && { slug: l.slug }),
    trading_rules: {
      quantity_unit: rules.quantityUnit,
      quote_currency: rules.quoteCurrency,
      payout_currency: rules.payoutCurrency,
      payout_unit: rules.payoutUnit,
      quantity_increment: rules.quantityIncrement,
      tick_bands: rules.tickBands.map((b) => ({
        lower_price: b.lowerPrice,
        upper_price: b.upperPrice,
        tick_size: b.tickSize,
      })),
    },
  };
}
