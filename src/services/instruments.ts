// Instrument references (Concepts rule 4): exactly one of outcomeId or listingId, resolved to the
// outcome, its market and, for a listing, the listing itself, at one snapshot.
import { msg, type Problem } from '../domain/errors';
import type { ListingRecord, MarketRecord, OutcomeTerms } from '../domain/records';
import type { Store } from '../store/store';
import type { LegReference } from '../resources/market';
import { STEP_MS, yieldToEventLoop } from './event-loop-turns';

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

/**
 * IDs a store read of outcomes' markets, or of markets, names at most: a large book's thousand
 * markets are read a few hundred at a time, with other work in between (docs/decisions.md,
 * "Evaluation: two at once"). Every read is at the same revision, so the records are the ones a
 * single read gives.
 */
const IDS_A_READ = 250;

function inReads(ids: readonly string[]): string[][] {
  const reads: string[][] = [];
  for (let from = 0; from < ids.length; from += IDS_A_READ)
    reads.push(ids.slice(from, from + IDS_A_READ));
  return reads.length > 0 ? reads : [[]];
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
    if ((ref.outcomeId === undefined) === (ref.listingId === undefined))
      problems.push({
        path: path(i),
        reason: msg`names exactly one of {outcomeId} or {listingId}`,
      });
  });
  const listingIds = refs.flatMap((r) =>
    r.outcomeId === undefined && r.listingId !== undefined ? [r.listingId] : [],
  );
  const listings = new Map<string, ListingRecord>();
  for (const ids of inReads(listingIds)) {
    for (const l of await store.getByKeys('listing', ids, revision)) listings.set(l.listingId, l);
    if (ids.length === IDS_A_READ) await yieldToEventLoop();
  }
  const outcomeOf = (ref: InstrumentReference): string | undefined =>
    ref.outcomeId !== undefined
      ? ref.listingId === undefined
        ? ref.outcomeId
        : undefined
      : ref.listingId !== undefined
        ? listings.get(ref.listingId)?.outcomeId
        : undefined;
  const outcomeIds = [...new Set(refs.flatMap((r) => outcomeOf(r) ?? []))];
  const owners = new Map<string, string>();
  for (const ids of inReads(outcomeIds)) {
    for (const [outcomeId, marketId] of await store.marketIdsOfOutcomes(ids, revision))
      owners.set(outcomeId, marketId);
    if (ids.length === IDS_A_READ) await yieldToEventLoop();
  }
  const markets = new Map<string, MarketRecord>();
  for (const ids of inReads([...new Set(owners.values())])) {
    for (const m of await store.getByKeys('market', ids, revision)) markets.set(m.marketId, m);
    if (ids.length === IDS_A_READ) await yieldToEventLoop();
  }
  // Once per outcome: a large book names each outcome many times.
  const terms = new Map<string, { market: MarketRecord; outcome: OutcomeTerms } | null>();
  const termsOf = (outcomeId: string) => {
    let found = terms.get(outcomeId);
    if (found === undefined) {
      const market = markets.get(owners.get(outcomeId) ?? '');
      const outcome = market?.outcomes.find((o) => o.outcomeId === outcomeId);
      found = market && outcome ? { market, outcome } : null;
      terms.set(outcomeId, found);
    }
    return found;
  };
  // One answer per instrument, shared by every reference to it (answers are never changed).
  const byOutcome = new Map<string, ResolvedInstrument>();
  const byListing = new Map<string, ResolvedInstrument>();
  const resolved: (ResolvedInstrument | undefined)[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < refs.length; i++) {
    resolved.push(resolveOne(refs[i]!, i));
    // The clock is read every few references: reading it costs about as much as one of them.
    if ((i & 63) === 63 && performance.now() - sliceStart >= STEP_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  function resolveOne(ref: InstrumentReference, i: number): ResolvedInstrument | undefined {
    if ((ref.outcomeId === undefined) === (ref.listingId === undefined)) return undefined;
    const known =
      ref.outcomeId !== undefined ? byOutcome.get(ref.outcomeId) : byListing.get(ref.listingId!);
    if (known) return known;
    const answer = resolveFirst(ref, i);
    if (answer) {
      if (ref.outcomeId !== undefined) byOutcome.set(ref.outcomeId, answer);
      else byListing.set(ref.listingId!, answer);
    }
    return answer;
  }
  function resolveFirst(ref: InstrumentReference, i: number): ResolvedInstrument | undefined {
    const outcomeId = outcomeOf(ref);
    const found = outcomeId !== undefined ? termsOf(outcomeId) : null;
    if (outcomeId === undefined || !found) {
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
      market: found.market,
      outcome: found.outcome,
    };
  }
  return { resolved, problems };
}
