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
import type { ListingDraft, MarketDraft } from '../import-draft';
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
 * The kept market's draft when importing it changes something: its status once the
 * venue stops listing it, or `parts` (its place in its event's family, derived again; absent when
 * it is in no family derived again) where they differ from its stored ones. Its cross-venue
 * memberships are left to the import, which keeps them.
 */
export function keptDraft(k: KeptMember, parts: MemberParts | undefined): MarketDraft | undefined {
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
    : keptMarketDraft(
        k.record,
        (o) => k.listings.filter((l) => l.outcomeId === o.outcomeId),
        status,
        parts ?? own,
      );
}

/**
 * A stored binary market as a market draft, as stored, with the listings given (the market's
 * own venue listings, wherever they are mapped now): each goes to the outcome it is mapped to, or
 * whose label its venue outcome names (`Yes`, `yes` for YES). The review merge reads the other
 * venue's side of a pair so (src/catalog/venues/reviewed-pairs.ts).
 */
export function storedMarketDraft(
  record: MarketRecord,
  listings: readonly ListingRecord[],
): MarketDraft | undefined {
  const parts = marketParts(record);
  if (!parts) return undefined;
  return keptMarketDraft(
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
 * The stored market as a market draft, with `status` on it and its listings and `parts` (its
 * venue family's IDs, payouts and summary) in place of the stored ones. Everything else is as
 * stored, so importing it changes only what changed.
 */
function keptMarketDraft(
  r: MarketRecord,
  listingsOf: (outcome: MarketRecord['outcomes'][number]) => readonly ListingRecord[],
  status: LifecycleStatus,
  parts: MemberParts,
  listingStatus = false,
): MarketDraft {
  const e = r.settlementEvidence;
  return {
    marketId: r.marketId,
    title: r.title,
    description: r.description,
    category: r.category,
    tags: [...r.tags],
    status,
    eventIds: [...r.eventIds],
    familyIds: [...parts.familyIds],
    settlementSummary: parts.summary,
    payoutConditions: [...r.payoutConditions],
    ...(e && {
      settlementEvidence: {
        source: e.source,
        rulesText: e.rulesText,
        ...(e.observationWindow && { observationWindow: { ...e.observationWindow } }),
        ...(e.voidRules && { voidRules: [...e.voidRules] }),
        ...(e.resolvedOutcomeId !== undefined && { resolvedOutcomeId: e.resolvedOutcomeId }),
        ...(e.resolvedAt !== undefined && { resolvedAt: e.resolvedAt }),
        ...(e.terms && { terms: e.terms }),
      },
    }),
    outcomes: r.outcomes.map((o, i) => ({
      outcomeId: o.outcomeId,
      label: o.label,
      payouts: i === 0 ? parts.yes : parts.no,
      listings: listingsOf(o).map((l) => listingDraft(l, listingStatus ? l.status : status)),
    })),
  };
}

function listingDraft(l: ListingRecord, status: LifecycleStatus): ListingDraft {
  const rules = l.tradingRules;
  return {
    listingId: l.listingId,
    venue: l.venue,
    venueMarketId: l.venueMarketId,
    venueOutcomeId: l.venueOutcomeId,
    venueEventIds: [...l.venueEventIds],
    status,
    ...(l.ticker !== undefined && { ticker: l.ticker }),
    ...(l.tokenId !== undefined && { tokenId: l.tokenId }),
    ...(l.conditionId !== undefined && { conditionId: l.conditionId }),
    ...(l.slug !== undefined && { slug: l.slug }),
    tradingRules: {
      quantityUnit: rules.quantityUnit,
      quoteCurrency: rules.quoteCurrency,
      payoutCurrency: rules.payoutCurrency,
      payoutUnit: rules.payoutUnit,
      quantityIncrement: rules.quantityIncrement,
      tickBands: rules.tickBands.map((b) => ({
        lowerPrice: b.lowerPrice,
        upperPrice: b.upperPrice,
        tickSize: b.tickSize,
      })),
    },
  };
}
