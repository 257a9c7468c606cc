// What the store holds of a page's events that the page no longer lists (docs/decisions.md,
// "Markets a venue stops listing"): each event's stored markets the venue's answer does not name,
// with their listings and the current scenario versions of their families. The page is adapted
// again with them (src/catalog/venues/kept-members.ts), so they keep their place in their
// event's family and its scenario version stays.
import type { ImportDraft } from '../catalog/import-draft';
import type { StoredEvent, StoredEvents, StoredMember } from '../catalog/venues/kept-members';
import { isCrossVenueFamily } from '../catalog/venues/cross-venue/cross-venue-membership';
import type { Store } from '../store/store';

/** Empty when the page names every stored market of its events (then nothing is read further). */
export async function storedEventsOf(store: Store, draft: ImportDraft): Promise<StoredEvents> {
  const { revision } = await store.head();
  const listed = new Set(draft.markets.map((m) => m.marketId));
  const byEvent = await store.marketIdsOfEvents(
    draft.events.map((e) => e.eventId),
    revision,
  );
  const absentIds = [...new Set([...byEvent.values()].flat().filter((id) => !listed.has(id)))];
  if (absentIds.length === 0) return new Map();
  const { markets, listings } = await store.marketsWithListings(absentIds, revision);
  const familyIds = [
    ...new Set(markets.flatMap((m) => m.familyIds).filter((id) => !isCrossVenueFamily(id))),
  ];
  const versions = await store.scenarioVersionsOfFamilies(familyIds, revision);
  const members = new Map<string, StoredMember>(
    markets.map((market) => [
      market.marketId,
      { market, listings: market.outcomes.flatMap((o) => listings.get(o.outcomeId) ?? []) },
    ]),
  );
  const stored = new Map<string, StoredEvent>();
  for (const [eventId, ids] of byEvent) {
    const absent = ids.flatMap((id) => (listed.has(id) ? [] : (members.get(id) ?? [])));
    if (absent.length === 0) continue;
    const families = [...new Set(absent.flatMap((m) => m.market.familyIds))].flatMap((id) => {
      // The current version is the last by ordinal: the last published, or an earlier one named
      // current again (docs/decisions.md, "A family's scenarios returning to an earlier version").
      const current = versions.get(id)?.at(-1);
      return current
        ? [{ familyId: id, version: current.version, scenarios: current.scenarios }]
        : [];
    });
    stored.set(eventId, { absent, families });
  }
  return stored;
}
