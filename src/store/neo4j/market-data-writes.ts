// The market-data part of a commit (src/store/market-data.ts), written inside the commit's one
// write transaction by writeBatch: quotes, books, trades, bars and fees hang off one
// (:ListingData {listingId}) node per listing, which also holds the listing's coverage summary.
import type { MarketDataBatch } from '../market-data';
import type { CypherName } from './cypher-registry';
import type { Params, StatementRunner } from './executor';
import { barNodeKey, feeNodeKey, observationNodeKey } from './market-data-keys';

export async function writeMarketData(
  tx: StatementRunner,
  batch: MarketDataBatch,
  revision: number,
  chunkRows: number,
): Promise<void> {
  const run = async (name: CypherName, rows: Params[]): Promise<void> => {
    for (let start = 0; start < rows.length; start += chunkRows)
      await tx.run(name, { revision, rows: rows.slice(start, start + chunkRows) });
  };
  await run(
    'market-data-put-trades',
    batch.trades.map((t) => ({
      tradeId: t.tradeId,
      listingId: t.listingId,
      executedAt: t.executedAt,
      doc: JSON.stringify(t),
    })),
  );
  await run(
    'market-data-put-quotes',
    batch.quotes.map((q) => ({
      key: observationNodeKey(q.listingId, q.observedAt),
      listingId: q.listingId,
      observedAt: q.observedAt,
      doc: JSON.stringify(q),
    })),
  );
  await run(
    'market-data-put-orderbooks',
    batch.orderbooks.map((b) => ({
      key: observationNodeKey(b.listingId, b.observedAt),
      listingId: b.listingId,
      observedAt: b.observedAt,
      doc: JSON.stringify(b),
    })),
  );
  await run(
    'market-data-put-bars',
    batch.bars.map((b) => ({
      key: barNodeKey(b.listingId, b.interval, b.start),
      listingId: b.listingId,
      interval: b.interval,
      start: b.start,
      doc: JSON.stringify(b),
    })),
  );
  await run(
    'market-data-put-fees',
    batch.fees.map((f) => ({
      key: feeNodeKey(f.listingId, f.kind),
      listingId: f.listingId,
      kind: f.kind,
      doc: JSON.stringify(f),
    })),
  );
  await run(
    'market-data-put-coverage',
    batch.coverage.map((c) => ({ listingId: c.listingId, doc: JSON.stringify(c) })),
  );
}
