// Which listings the venue streams follow (docs/decisions.md, "Live market data"): those of the
// drafts the sync imports, open ones subscribed and closed ones dropped, keyed by what each
// venue's stream names them with (a Polymarket token ID, a Kalshi market ticker and side).
import type { ImportDraft } from '../catalog/import-draft';
import type { StreamedListing } from '../domain/stream-port';

export function streamedListingsOf(draft: ImportDraft): StreamedListing[] {
  const found: StreamedListing[] = [];
  for (const market of draft.markets)
    for (const outcome of market.outcomes)
      for (const l of outcome.listings) {
        const side = l.venueOutcomeId === 'yes' || l.venueOutcomeId === 'no';
        found.push({
          listingId: l.listingId,
          venue: l.venue,
          ...(l.ticker !== undefined && { ticker: l.ticker }),
          ...(side && { side: l.venueOutcomeId as 'yes' | 'no' }),
          ...(l.tokenId !== undefined && { tokenId: l.tokenId }),
          open: l.status === 'OPEN',
        });
      }
  return found;
}

/** The draft without the quotes and order books of the listings `streamed` names. */
export function withoutObservationsOf(
  draft: ImportDraft,
  streamed: (listingId: string) => boolean,
): ImportDraft {
  const data = draft.marketData;
  if (!data) return draft;
  const quotes = data.quotes.filter((q) => !streamed(q.listingId));
  const orderbooks = data.orderbooks.filter((b) => !streamed(b.listingId));
  if (quotes.length === data.quotes.length && orderbooks.length === data.orderbooks.length)
    return draft;
  return { ...draft, marketData: { ...data, quotes, orderbooks } };
}
