// Live book updates on one core (src/domain/live-book.ts): Kalshi deltas on a binary book and
// Polymarket absolute level updates checked against the venue's best prices. Seeded, so every run
// and machine applies the same updates. Target: at least 20,000 updates per second.
import { performance } from 'node:perf_hooks';
import { KalshiBinaryBook, LiveBook, matchesBest } from '../src/domain/live-book';
import type { PriceLevel } from '../src/domain/market-data';
import { type Benchmark } from './harness';
import { prng } from './support/prng';

const UPDATES = 200_000;
const LEVELS = 100;
const SEED = 20_261_124;

interface Update {
  side: 'yes' | 'no';
  price: string;
  delta: string;
}

/** Prices "0.0100".."0.9900" as Kalshi's `*_dollars` write them. */
function dollars(cents: number): string {
  return `0.${String(cents).padStart(2, '0')}00`;
}

/** Deltas that keep every level at or above zero, sizes with 2 decimals as `delta_fp`. */
function kalshiUpdates(): { yes: PriceLevel[]; no: PriceLevel[]; updates: Update[] } {
  const random = prng(SEED);
  const sizes = { yes: new Map<number, number>(), no: new Map<number, number>() };
  const snapshot = (side: 'yes' | 'no', from: number): PriceLevel[] =>
    Array.from({ length: LEVELS / 2 }, (_, i) => {
      const cents = from + i;
      const hundredths = 100 + Math.floor(random() * 100_000);
      sizes[side].set(cents, hundredths);
      return { price: dollars(cents), size: (hundredths / 100).toFixed(2) };
    });
  const yes = snapshot('yes', 1);
  const no = snapshot('no', 49);
  const updates: Update[] = [];
  for (let i = 0; i < UPDATES; i++) {
    const side = random() < 0.5 ? 'yes' : 'no';
    const cents = 1 + Math.floor(random() * 98);
    const held = sizes[side].get(cents) ?? 0;
    const change = Math.floor(random() * 20_000) - Math.min(held, 10_000);
    sizes[side].set(cents, held + change);
    updates.push({ side, price: dollars(cents), delta: (change / 100).toFixed(2) });
  }
  return { yes, no, updates };
}

export const kalshiBookBenchmark: Benchmark = {
  name: 'live-book/kalshi-deltas',
  description:
    `KalshiBinaryBook: a ${LEVELS}-level snapshot, then ${UPDATES.toLocaleString('en')} ` +
    '`orderbook_delta` changes (signed, fixed-point text), reading both listings’ best levels ' +
    'every 100 changes.',
  runs: 5,
  unit: 'updates/s',
  notes:
    'Prices and sizes kept as integers at 6 fractional digits in float64s, levels in a sorted ' +
    'array per side. Target: ≥ 20,000 updates/s on one core.',
  prepare() {
    const { yes, no, updates } = kalshiUpdates();
    let negatives = 0;
    return {
      run: () => {
        const book = new KalshiBinaryBook();
        const start = performance.now();
        book.replace(yes, no);
        negatives = 0;
        for (let i = 0; i < updates.length; i++) {
          const u = updates[i]!;
          if (book.applyDelta(u.side, u.price, u.delta) === 'negative') negatives++;
          if (i % 100 === 0) book.listings(1);
        }
        return updates.length / ((performance.now() - start) / 1000);
      },
      verdict: (result) => ({ target: '≥ 20,000 updates/s', met: result.median >= 20_000 }),
      note: () => `${negatives} levels went negative (expected 0)`,
    };
  },
};

interface Change {
  side: 'BID' | 'ASK';
  price: string;
  size: string;
}

/** Absolute sizes on a 0.001 grid, bids below 0.5 and asks above, as Polymarket sends them. */
function polymarketChanges(): Change[] {
  const random = prng(SEED + 1);
  return Array.from({ length: UPDATES }, () => {
    const side = random() < 0.5 ? 'BID' : 'ASK';
    const ticks = 1 + Math.floor(random() * 499);
    const price = side === 'BID' ? ticks / 1000 : 0.5 + ticks / 1000;
    const size = random() < 0.2 ? '0' : (Math.floor(random() * 10_000_000) / 100).toString();
    return { side, price: price.toFixed(3).replace(/0+$/, ''), size };
  });
}

export const polymarketBookBenchmark: Benchmark = {
  name: 'live-book/polymarket-levels',
  description:
    `LiveBook: ${UPDATES.toLocaleString('en')} \`price_change\` level updates (absolute sizes, ` +
    'size 0 removes), each followed by the best bid and ask check of `matchesBest`.',
  runs: 5,
  unit: 'updates/s',
  notes: 'Target: ≥ 20,000 updates/s on one core.',
  prepare() {
    const changes = polymarketChanges();
    return {
      run: () => {
        const book = new LiveBook();
        const start = performance.now();
        for (const c of changes) {
          book.setLevel(c.side, c.price, c.size);
          const bid = book.bestBid();
          const ask = book.bestAsk();
          matchesBest(book, bid?.price ?? '0', ask?.price ?? '1');
        }
        return changes.length / ((performance.now() - start) / 1000);
      },
      verdict: (result) => ({ target: '≥ 20,000 updates/s', met: result.median >= 20_000 }),
    };
  },
};

export const liveBookBenchmarks: readonly Benchmark[] = [
  kalshiBookBenchmark,
  polymarketBookBenchmark,
];
