// Which listings the venue streams follow (docs/decisions.md, "Live market data"): those of the
// catalogs the sync imports, open ones subscribed and closed ones dropped, keyed by what each
// venue's stream names them with (a Polymarket token ID, a Kalshi market ticker and side).
import type { CatalogDocument } from '../catalog/catalog-schema';
import type { StreamedListing } from '../domain/stream-port';

export function streamedListingsOf(doc: CatalogDocument): StreamedListing[] {
  const found: StreamedListing[] = [];
  for (const market of doc.markets)
    for (const outcome of market.outcomes)
      for (const l of outcome.listings) {
        const side = l.venue_outcome_id === 'yes' || l.venue_outcome_id === 'no';
        found.push({
          listingId: l.listing_id,
          venue: l.venue,
          ...(l.ticker !== undefined && { ticker: l.ticker }),
          ...(side && { side: l.venue_outcome_id as 'yes' | 'no' }),
          ...(l.token_id !== undefined && { tokenId: l.token_id }),
          open: l.status === 'OPEN',
        });
      }
  return found;
}

/** The document without the quotes and order books of the listings `streamed` names. */
export function withoutObservationsOf(
  doc: CatalogDocument,
  streamed: (listingId: string) => boolean,
): CatalogDocument {
  const data = doc.market_data;
  if (!data) return doc;
  const quotes = data.quotes.filter((q) => !streamed(q.listing_id));
  const orderbooks = data.orderbooks.filter((b) => !streamed(b.listing_id));
  if (quotes.length === data.quotes.length && orderbooks.length === data.orderbooks.length)
    return doc;
  return { ...doc, market_data: { ...data, quotes, orderbooks } };
}
