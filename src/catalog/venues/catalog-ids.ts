// Service IDs of adapted records, derived deterministically from native identifiers so that
// adapting the same payloads again gives the same catalog (docs/decisions.md, "Venue adapters").
import { createHash } from 'node:crypto';
import type { ScenarioDraft } from '../import-draft';
import type { Venue, VenueEvent, VenueMarket } from '../../venues/common/venue-model';

const PREFIX: Record<Venue, string> = { polymarket: 'pm', kalshi: 'kx' };

/** Native identifiers as an ID part: Kalshi tickers lower-cased, Polymarket IDs unchanged. */
function part(venue: Venue, nativeId: string): string {
  return venue === 'kalshi' ? nativeId.toLowerCase() : nativeId;
}

export function eventServiceId(e: Pick<VenueEvent, 'venue' | 'eventId'>): string {
  return `evt-${PREFIX[e.venue]}-${part(e.venue, e.eventId)}`;
}

export function marketServiceId(m: Pick<VenueMarket, 'venue' | 'marketId'>): string {
  return `mkt-${PREFIX[m.venue]}-${part(m.venue, m.marketId)}`;
}

/** The family of an event whose structure determines one (exclusive outcomes, a ladder). */
export function eventFamilyId(e: Pick<VenueEvent, 'venue' | 'eventId'>): string {
  return `fam-${PREFIX[e.venue]}-${part(e.venue, e.eventId)}`;
}

/** The two-scenario family of a market that stands alone. */
export function marketFamilyId(m: Pick<VenueMarket, 'venue' | 'marketId'>): string {
  return `fam-${PREFIX[m.venue]}-mkt-${part(m.venue, m.marketId)}`;
}

export function outcomeSuffix(m: VenueMarket, index: number): string {
  const o = m.outcomes[index]!;
  return o.label === 'YES' ? 'yes' : o.label === 'NO' ? 'no' : slugify(o.label) || `o${index}`;
}

export function outcomeServiceId(m: VenueMarket, index: number): string {
  return `out-${PREFIX[m.venue]}-${part(m.venue, m.marketId)}-${outcomeSuffix(m, index)}`;
}

export function listingServiceId(
  m: Pick<VenueMarket, 'venue' | 'marketId'>,
  suffix: string,
): string {
  return `lst-${PREFIX[m.venue]}-${part(m.venue, m.marketId)}-${suffix}`;
}

/** Lower-case words joined by "-": a readable scenario ID part. */
export function slugify(text: string): string {
  return slugWords(text).slice(0, 48);
}

/** As `slugify`, uncut: a part of a cross-venue family ID names its whole quantity. */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, 'p')
    .replace(/^-+|-+$/g, '');
}

/**
 * The family of markets of both venues on one quantity (docs/decisions.md, "Cross-venue
 * families"): `fam-xv-` and the slugged parts that name the quantity.
 */
export function crossVenueFamilyId(parts: readonly string[]): string {
  return `fam-xv-${parts
    .map(slugWords)
    .filter((p) => p !== '')
    .join('-')}`;
}

/**
 * Scenario versions are immutable (docs/decisions.md), so the label is derived from the content
 * (which names native IDs rather than titles, so a reworded title does not publish a version):
 * adapting unchanged payloads again republishes the same version, and a changed structure (a new
 * rung, a new outcome) publishes a new one that becomes current. Scenarios that return to an
 * earlier version's (a VOID rule added, then dropped) name that version again, and the import
 * makes it current again (docs/decisions.md, "A family's scenarios returning to an earlier
 * version").
 */
export function scenarioVersionLabel(scenarios: readonly ScenarioDraft[]): string {
  const canonical = JSON.stringify(
    scenarios.map((s) => [s.scenarioId, s.label, s.description, s.kind]),
  );
  return `v-${createHash('sha256').update(canonical).digest('hex').slice(0, 12)}`;
}
