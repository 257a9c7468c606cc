// Instrument references (Concepts rule 4): exactly one of outcomeId or listingId, resolved to the
// outcome, its market and, for a listing, the listing itself, at one snapshot.
import { msg, type Problem } from '../domain/errors';
import type { ListingRecord, MarketRecord, OutcomeTerms } from '../domain/records';
import type { Store } from '../store/store';
import type { LegReference } from '../resources/market';

/** A leg, position or trade's instrument: exactly one of outcomeId or listingId. */
export type InstrumentReference = LegReference;

export interface ResolvedInstrument {
  /** The reference as given, for echoes and messages. */
  reference: string;
  outcomeId: string;
  listing?: ListingRecord;
  market: MarketRecord;
  outcome: OutcomeTerms;
}

/** Resolves every reference; problems name the path of each bad one, none is skipped. */
export async function resolveInstruments(
  store: Store,
  refs: readonly InstrumentReference[],
  revision: number,
  path: (index: number) => string,
): Promise<{ resolved: (ResolvedInstrument | undefined)[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  refs.forEach((ref, i) => {
    const given = [ref.outcomeId !== undefined, ref.listingId !== undefined].filter(Boolean).length;
    if (given !== 1)
      problems.push({
        path: path(i),
        reason: msg`names exactly one of {outcomeId} or {listingId}`,
      });
  });
  const listingIds = refs.flatMap((r) =>
    r.outcomeId === undefined && r.listingId !== undefined ? [r.listingId] : [],
  );
  const listings = new Map(
    (await store.getByKeys('listing', listingIds, revision)).map((l) => [l.listingId, l]),
  );
  const outcomeOf = (ref: InstrumentReference): string | undefined =>
    ref.outcomeId !== undefined
      ? ref.listingId === undefined
        ? ref.outcomeId
        : undefined
      : ref.listingId !== undefined
        ? listings.get(ref.listingId)?.outcomeId
        : undefined;
  const outcomeIds = [...new Set(refs.flatMap((r) => outcomeOf(r) ?? []))];
  const owners = await store.marketIdsOfOutcomes(outcomeIds, revision);
  const markets = new Map(
    (await store.getByKeys('market', [...new Set(owners.values())], revision)).map((m) => [
      m.marketId,
      m,
    ]),
  );
  const resolved = refs.map((ref, i) => {
    const given = [ref.outcomeId !== undefined, ref.listingId !== undefined].filter(Boolean).length;
    if (given !== 1) return undefined;
    const outcomeId = outcomeOf(ref);
    const market = outcomeId !== undefined ? markets.get(owners.get(outcomeId) ?? '') : undefined;
    const outcome = market?.outcomes.find((o) => o.outcomeId === outcomeId);
    if (outcomeId === undefined || !market || !outcome) {
      problems.push({
        path: path(i),
        reason:
          ref.outcomeId !== undefined
            ? `unknown outcome "${ref.outcomeId}"`
            : `unknown listing "${ref.listingId}"`,
      });
      return undefined;
    }
    const listing = ref.listingId !== undefined ? listings.get(ref.listingId) : undefined;
    return {
      reference:
        ref.outcomeId !== undefined ? `outcome ${ref.outcomeId}` : `listing ${ref.listingId}`,
      outcomeId,
      ...(listing ? { listing } : {}),
      market,
      outcome,
    };
  });
  return { resolved, problems };
}
