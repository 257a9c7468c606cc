// The market-data part of a commit (src/store/market-data.ts), written by the commit's steps
// (commit-batch.ts): quotes, books, trades, bars and fees hang off one (:ListingData {listingId})
// node per listing, which also holds the listing's coverage summary. Each statement writes at
// the commit's revision, and reads see a row only once the Head reaches it, so a staged commit
// writes market data in its bounded transactions like any row (docs/decisions.md, "Staged
// writes made visible together").
import type { MarketDataBatch } from '../market-data';
import type { CypherName } from './cypher-registry';
import type { Params } from './executor';
import { barNodeKey, feeNodeKey, observationNodeKey } from './market-data-keys';

/** The statements of a batch's market data, in order, each with its rows (each has a `doc`). */
export function marketDataStatements(
  batch: MarketDataBatch,
): { name: CypherName; rows: (Params & { doc: string })[] }[] {
  return [
    {
      name: 'market-data-put-trades',
      rows: batch.trades.map((t) => ({
        tradeId: t.tradeId,
        listingId: t.listingId,
        executedAt: t.executedAt,
        doc: JSON.stringify(t),
      })),
    },
    {
      name: 'market-data-put-quotes',
      rows: batch.quotes.map((q) => ({
        key: observationNodeKey(q.listingId, q.observedAt),
        listingId: q.listingId,
        observedAt: q.observedAt,
        doc: JSON.stringify(q),
      })),
    },
    {
      name: 'market-data-put-orderbooks',
      rows: batch.orderbooks.map((b) => ({
        key: observationNodeKey(b.listingId, b.observedAt),
        listingId: b.listingId,
        observedAt: b.observedAt,
        doc: JSON.stringify(b),
      })),
    },
    {
      name: 'market-data-put-bars',
      rows: batch.bars.map((b) => ({
        key: barNodeKey(b.listingId, b.interval, b.start),
        listingId: b.listingId,
        interval: b.interval,
        start: b.start,
        doc: JSON.stringify(b),
      })),
    },
    {
      name: 'market-data-put-fees',
      rows: batch.fees.map((f) => ({
        key: feeNodeKey(f.listingId, f.kind, f.effectiveFrom),
        listingId: f.listingId,
        kind: f.kind,
        doc: JSON.stringify(f),
      })),
    },
    {
      name: 'market-data-put-coverage',
      rows: batch.coverage.map((c) => ({ listingId: c.listingId, doc: JSON.stringify(c) })),
    },
  ];
}
