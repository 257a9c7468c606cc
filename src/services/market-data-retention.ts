// Retention of market data (docs/decisions.md, "Live market data"): every interval, what is older
// than its window (SETTLEGRAPH_RETAIN_*) is pruned, in rounds of at most ROUND rows of a kind so
// that no transaction grows with the backlog, until a round finds nothing more.
import { retentionCutoffs, type RetentionWindows } from '../domain/market-data';
import type { PruneReport } from '../store/market-data';
import type { Store } from '../store/store';

const ROUND = 10_000;

export type PruneTotals = Omit<PruneReport, 'listingIds'> & { listings: number };

/** Prunes until nothing is left past the windows at `now`; what it deleted, by kind. */
export async function pruneMarketData(
  store: Store,
  windows: RetentionWindows,
  now: Date,
): Promise<PruneTotals> {
  const cutoffs = retentionCutoffs(windows, now);
  const totals: PruneTotals = { quotes: 0, orderbooks: 0, trades: 0, bars: 0, listings: 0 };
  if (Object.keys(cutoffs).length === 0) return totals;
  const listings = new Set<string>();
  for (;;) {
    const round = await store.marketData.prune(cutoffs, ROUND);
    totals.quotes += round.quotes;
    totals.orderbooks += round.orderbooks;
    totals.trades += round.trades;
    totals.bars += round.bars;
    for (const id of round.listingIds) listings.add(id);
    const full = [round.quotes, round.orderbooks, round.trades, round.bars].some((n) => n >= ROUND);
    if (!full) break;
  }
  totals.listings = listings.size;
  return totals;
}

/** Prunes every `intervalMs` (and once at start) until stopped; failures are logged. */
export class MarketDataPruner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly windows: RetentionWindows,
    private readonly intervalMs: number,
    private readonly log: (line: string) => void,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  start(): void {
    const run = () => {
      this.running ??= this.prune().finally(() => {
        this.running = undefined;
      });
    };
    run();
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async prune(): Promise<void> {
    try {
      const t = await pruneMarketData(this.store, this.windows, this.clock());
      if (t.quotes + t.orderbooks + t.trades + t.bars > 0)
        this.log(
          `market data pruned: ${t.quotes} quotes, ${t.orderbooks} books, ${t.trades} trades, ${t.bars} bars of ${t.listings} listings`,
        );
    } catch (error) {
      this.log(`market data not pruned: ${(error as Error).message}`);
    }
  }
}
