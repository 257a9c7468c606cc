// The cross-venue families of an adapted draft (docs/decisions.md, "Cross-venue families"):
// every market's settlement terms are read (terms/extract-terms.ts), the families derived
// (cross-venue-families.ts) and added to the draft; each member market names its families and
// carries its payouts under their `family@version` keys, and its summary says where it pays. The
// events of the members list the families too. A market left out of a family on its quantity is
// returned as a warning: nothing fails for it.
import type { Problem } from '../../../domain/errors';
import type { BuiltCatalog } from '../build-venue-catalog';
import { eventServiceId } from '../catalog-ids';
import { problemAt } from '../../../venues/common/payload-error';
import { extractTerms } from '../../../domain/settlement-terms/extract-terms';
import {
  NO_REFERENCE_DATA,
  type ReferenceData,
} from '../../../domain/settlement-terms/reference-data';
import { deriveCrossVenueFamilies } from './cross-venue-families';
import {
  isCrossVenueFamily,
  marketParts,
  membershipsByMarket,
  withEventFamilies,
  withMarketParts,
  withMemberships,
} from './cross-venue-membership';

/** Adds the families to `built` in place; the markets left out come back as warnings. */
export function addCrossVenueFamilies(
  built: BuiltCatalog,
  /** The venues' reference data the term readers look entities up in. */
  reference: ReferenceData = NO_REFERENCE_DATA,
): Problem[] {
  const derived = deriveCrossVenueFamilies(
    built.markets.map((a) => ({
      market: a.venue,
      category: a.event.category,
      terms: extractTerms(a.venue, a.event, reference),
    })),
  );
  const memberships = membershipsByMarket(derived.families);
  built.draft.families.push(...derived.families.map((f) => f.family));
  const events = new Map(built.draft.events.map((e) => [e.eventId, e]));
  for (const a of built.markets) {
    const next = memberships.get(`${a.venue.venue}/${a.venue.marketId}`);
    const parts = marketParts(a.draft);
    if (!next || !parts) continue;
    Object.assign(a.draft, withMarketParts(a.draft, withMemberships(parts, next)));
    const event = events.get(eventServiceId(a.event));
    if (event)
      event.familyIds = withEventFamilies(event.familyIds, [
        ...event.familyIds.filter(isCrossVenueFamily),
        ...next.map((m) => m.familyId),
      ]);
  }
  return derived.leftOut.map((l) => problemAt(l.market.from.file, l.market.from.path, l.reason));
}
