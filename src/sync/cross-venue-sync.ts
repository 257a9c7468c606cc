// The cross-venue families of what sync has stored (docs/decisions.md, "Cross-venue families"):
// after a pass has landed, the families are derived from the settlement terms every stored market
// keeps, exactly as `settlegraph adapt` derives them from payloads, and the members whose
// memberships differ from the derived ones are given them in one commit with the families'
// scenario versions. A sync page knows one venue and a family spans two, so pages keep the
// memberships they find (plan-import.ts, CrossVenueChanges) and this step alone sets them; a pass
// over unchanged venues writes nothing.
import { importDraft, type ImportResult } from '../catalog/import-catalog';
import type { ImportDraft } from '../catalog/import-draft';
import {
  deriveCrossVenueFamilies,
  type VenueMarketRef,
} from '../catalog/venues/cross-venue/cross-venue-families';
import {
  membershipsByMarket,
  membershipsOf,
  marketParts,
  type Membership,
} from '../catalog/venues/cross-venue/cross-venue-membership';
import type { MarketRecord } from '../domain/records';
import type { Store } from '../store/store';

export interface CrossVenueSyncReport {
  /** Families derived from the stored terms. */
  readonly families: number;
  /** Stored markets in them. */
  readonly members: number;
  /** Markets on a family's quantity left out of it, each with the reason. */
  readonly leftOut: readonly { readonly marketId: string; readonly reason: string }[];
  /** What the commit wrote; absent when every membership was already as derived. */
  readonly imported?: ImportResult;
}

interface StoredMarket extends VenueMarketRef {
  record: MarketRecord;
}

export async function syncCrossVenueFamilies(
  store: Store,
  clock: () => Date = () => new Date(),
): Promise<CrossVenueSyncReport> {
  const { revision } = await store.head();
  const stored = await store.marketsWithTerms(revision);
  const derived = deriveCrossVenueFamilies(
    stored.flatMap((record) => {
      const terms = record.settlementEvidence?.terms;
      if (!terms) return [];
      const market: StoredMarket = { venue: terms.venue, marketId: terms.venueMarketId, record };
      return [{ market, category: record.category, terms }];
    }),
  );
  const wanted = membershipsByMarket(derived.families);
  const markets = new Map<string, readonly Membership[]>();
  const eventFamilies = new Map<string, Set<string>>();
  for (const record of stored) {
    const terms = record.settlementEvidence?.terms;
    const parts = marketParts(record);
    if (!terms || !parts) continue;
    const next = wanted.get(`${terms.venue}/${terms.venueMarketId}`) ?? [];
    if (!sameMemberships(membershipsOf(parts), next)) markets.set(record.marketId, next);
    for (const eventId of record.eventIds) {
      const families = eventFamilies.get(eventId) ?? new Set<string>();
      for (const m of next) families.add(m.familyId);
      eventFamilies.set(eventId, families);
    }
  }
  // The events of the markets whose memberships change list the families of all their markets.
  const byId = new Map(stored.map((m) => [m.marketId, m]));
  const touchedEvents = new Set([...markets.keys()].flatMap((id) => byId.get(id)?.eventIds ?? []));
  const events = new Map(
    [...touchedEvents].map((id) => [id, [...(eventFamilies.get(id) ?? [])].sort()] as const),
  );
  const report = {
    families: derived.families.length,
    members: wanted.size,
    leftOut: derived.leftOut.map((l) => ({ marketId: l.market.record.marketId, reason: l.reason })),
  };
  // A new family or scenario version always changes its members' payouts.
  if (markets.size === 0) return report;
  const draft: ImportDraft = {
    conventions: [],
    families: derived.families.map((f) => f.family),
    jointScopes: [],
    events: [],
    markets: [],
  };
  const imported = await importDraft(store, draft, {
    source: 'cross-venue families',
    clock,
    crossVenue: { markets, events },
  });
  return imported.records === 0 ? report : { ...report, imported };
}

function sameMemberships(a: readonly Membership[], b: readonly Membership[]): boolean {
  return JSON.stringify(a.map(canonical)) === JSON.stringify(b.map(canonical));
}

function canonical(m: Membership): unknown {
  const sorted = (r: Record<string, string>) =>
    Object.entries(r).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return [m.familyId, m.version, sorted(m.yes), sorted(m.no)];
}
