// The venues' reference data as the readers see it (docs/venue-adapters.md, "Reference data"):
// read from a venue's reference responses (kalshi/kalshi-reference.ts,
// polymarket/polymarket-reference.ts), combined across venues and responses, and used to resolve
// the reference IDs a market states as facts (a Kalshi `custom_strike` value, a Gamma `teamAID`)
// into the entities it names (`facts.entities`).
import {
  NO_REFERENCE_DATA,
  type ReferenceData,
  type ReferenceEntity,
  type ReferenceLeague,
} from '../domain/settlement-terms/reference-data';
import type { Venue, VenuePayloads } from './common/venue-model';
import { isStructuredTargets, kalshiReferenceEntities } from './kalshi/kalshi-reference';
import {
  polymarketLeagues,
  polymarketReferenceKind,
  polymarketTeamEntities,
} from './polymarket/polymarket-reference';

/**
 * The reference data of one venue response (a recording `{url, response}` or a bare body), or
 * undefined when the response is not one of the venue's reference lists.
 */
export function referenceOfResponse(
  venue: Venue,
  body: unknown,
  url?: string,
): ReferenceData | undefined {
  if (venue === 'kalshi')
    return isStructuredTargets(body) ? { entities: kalshiReferenceEntities(body) } : undefined;
  const kind = polymarketReferenceKind(body, url);
  if (kind === 'teams') return { entities: polymarketTeamEntities(body) };
  if (kind === 'sports') return { entities: [], leagues: polymarketLeagues(body) };
  return undefined;
}

/** A parsed payload file's reference data, unwrapping a recording's envelope. */
export function referenceOfFile(venue: Venue, json: unknown): ReferenceData | undefined {
  const recorded =
    typeof json === 'object' && json !== null && 'response' in json && 'url' in json
      ? json
      : undefined;
  return recorded
    ? referenceOfResponse(
        venue,
        recorded.response,
        typeof recorded.url === 'string' ? recorded.url : undefined,
      )
    : referenceOfResponse(venue, json);
}

/** Several parts as one: an entity or league given again (same venue and ID) takes the later one. */
export function combineReference(parts: readonly (ReferenceData | undefined)[]): ReferenceData {
  const entities = new Map<string, ReferenceEntity>();
  const leagues = new Map<string, ReferenceLeague>();
  for (const part of parts) {
    for (const e of part?.entities ?? []) entities.set(`${e.venue}\u0000${e.venueId}`, e);
    for (const l of part?.leagues ?? []) leagues.set(`${l.venue}\u0000${l.league}`, l);
  }
  if (entities.size === 0 && leagues.size === 0) return NO_REFERENCE_DATA;
  return {
    entities: [...entities.values()],
    ...(leagues.size > 0 ? { leagues: [...leagues.values()] } : {}),
  };
}

/**
 * The markets' `facts.entities`: the entities their reference IDs name in the venue's own
 * reference data. An ID the reference data does not know is kept in `referenceIds` only.
 */
export function resolveReferenceIds(payloads: VenuePayloads, reference: ReferenceData): void {
  if (reference.entities.length === 0) return;
  const byId = new Map<string, string>();
  for (const e of reference.entities) if (e.venue === payloads.venue) byId.set(e.venueId, e.entity);
  for (const market of payloads.markets) {
    const ids = market.facts?.referenceIds;
    if (!ids || ids.length === 0) continue;
    const entities = [...new Set(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])))];
    if (entities.length > 0) market.facts = { ...market.facts, entities };
  }
}
