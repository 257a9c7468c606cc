// Seeded venue books and the frames that move them, as the venues send them (the shapes of
// test/fixtures/venues/streams/): Polymarket's `book` and `price_change` (one level change a
// frame, with the best bid and ask after it) and Kalshi's `subscribed`, `orderbook_snapshot` and
// `orderbook_delta` (a `seq` per subscription). The books are modelled here, so every frame's best
// prices are right and no delta takes a level below zero: a client that applies them stays
// consistent and never resnapshots. Prices on a 0.01 tick, bids below 0.5 and asks above, so a
// book never crosses.
import type { StreamedListing } from '../../src/domain/stream-port';
import { prng } from '../support/prng';

type Random = () => number;

/** Levels by price in cents: size text (Polymarket) or hundredths of a contract (Kalshi). */
type Side<T> = Map<number, T>;

/** Markets per Kalshi subscribe command, as KalshiStream batches them. */
const KALSHI_SUBSCRIBE_BATCH = 100;

/** Random changes fall on bids from this many cents to 49, on asks from 51 to 100 minus it. */
const LOWEST_CENTS = 20;

function hex(random: Random, n: number): string {
  let s = '';
  while (s.length < n) s += Math.floor(random() * 16).toString(16);
  return s;
}

/** "0.3", "0.45": Polymarket's price text. */
function polymarketPrice(cents: number): string {
  return String(cents / 100);
}

/** "0.4500": Kalshi's `*_dollars` text. */
function kalshiPrice(cents: number): string {
  return `0.${String(cents).padStart(2, '0')}00`;
}

/** Hundredths of a contract as Kalshi's `*_fp` text: "-54.00". */
function kalshiCount(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A resting size as Polymarket writes it: up to 2 decimals ("220045", "422.69", "150.5"). */
function polymarketSize(random: Random): string {
  return String(Math.floor(1 + random() * 5_000_000) / 100);
}

export interface PolymarketToken {
  readonly tokenId: string;
  readonly listingId: string;
  /** The condition ID. */
  readonly market: string;
  readonly bids: Side<string>;
  readonly asks: Side<string>;
}

/** One `price_change`: a level of one token set to an absolute size ("0" removes it). */
export interface PolymarketChange {
  readonly token: PolymarketToken;
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  readonly size: string;
}

export class PolymarketBooks {
  readonly tokens: PolymarketToken[] = [];
  private readonly random: Random;

  /**
   * A book for each Polymarket listing (a token) of `listings`, `depth` levels a side (bids from
   * 0.49 down, asks from 0.51 up).
   */
  constructor(listings: readonly StreamedListing[], depth: number, seed: number) {
    this.random = prng(seed);
    for (const l of listings) {
      if (l.venue !== 'polymarket' || l.tokenId === undefined) continue;
      const token: PolymarketToken = {
        tokenId: l.tokenId,
        listingId: l.listingId,
        market: `0x${hex(this.random, 64)}`,
        bids: new Map(),
        asks: new Map(),
      };
      for (let d = 0; d < depth; d++) {
        token.bids.set(49 - d, polymarketSize(this.random));
        token.asks.set(51 + d, polymarketSize(this.random));
      }
      this.tokens.push(token);
    }
  }

  /**
   * A random level change of a token, applied to the model: a third remove a level, so a side
   * keeps about 20 of its 30 prices.
   */
  randomChange(token: PolymarketToken): PolymarketChange {
    const random = this.random;
    const bid = random() < 0.5;
    const cents = bid
      ? LOWEST_CENTS + Math.floor(random() * (50 - LOWEST_CENTS))
      : 51 + Math.floor(random() * (50 - LOWEST_CENTS));
    const size = random() < 1 / 3 ? '0' : polymarketSize(random);
    return this.change(token, bid ? 'BUY' : 'SELL', cents, size);
  }

  /** The size at the token's best bid or best ask replaced: its quote changes. */
  topChange(token: PolymarketToken, size: string): PolymarketChange {
    const bid = (this.random() < 0.5 && token.bids.size > 0) || token.asks.size === 0;
    const side = bid ? token.bids : token.asks;
    const cents = bid ? Math.max(...side.keys()) : Math.min(...side.keys());
    return this.change(token, bid ? 'BUY' : 'SELL', cents, size);
  }

  private change(
    token: PolymarketToken,
    side: 'BUY' | 'SELL',
    cents: number,
    size: string,
  ): PolymarketChange {
    const levels = side === 'BUY' ? token.bids : token.asks;
    if (size === '0') levels.delete(cents);
    else levels.set(cents, size);
    return { token, side, price: polymarketPrice(cents), size };
  }

  /** The `book` frame of a token (sent on subscribing). */
  bookFrame(token: PolymarketToken, timestamp: number): string {
    const levels = (side: Side<string>) =>
      [...side].map(([cents, size]) => ({ price: polymarketPrice(cents), size }));
    return JSON.stringify({
      event_type: 'book',
      market: token.market,
      asset_id: token.tokenId,
      timestamp: String(timestamp),
      hash: hex(this.random, 40),
      bids: levels(token.bids),
      asks: levels(token.asks),
    });
  }

  /** A `price_change` frame of one change, with the best prices after it. */
  changeFrame(change: PolymarketChange, timestamp: number): string {
    const { token } = change;
    return JSON.stringify({
      event_type: 'price_change',
      market: token.market,
      price_changes: [
        {
          asset_id: token.tokenId,
          price: change.price,
          size: change.size,
          side: change.side,
          hash: hex(this.random, 40),
          best_bid: token.bids.size === 0 ? '0' : polymarketPrice(Math.max(...token.bids.keys())),
          best_ask: token.asks.size === 0 ? '1' : polymarketPrice(Math.min(...token.asks.keys())),
        },
      ],
      timestamp: String(timestamp),
    });
  }

  /** The token's levels as the stream simulator takes them. */
  static levels(side: Side<string>): [string, string][] {
    return [...side].map(([cents, size]) => [polymarketPrice(cents), size]);
  }
}

export interface KalshiMarket {
  readonly ticker: string;
  readonly yesListingId: string;
  readonly noListingId: string;
  /** Hundredths of a contract resting at each price (NO bids in NO-leg prices). */
  readonly yes: Side<number>;
  readonly no: Side<number>;
}

/** One `orderbook_delta`: a signed change of the contracts at one price of one side. */
export interface KalshiDelta {
  readonly market: KalshiMarket;
  readonly side: 'yes' | 'no';
  readonly price: string;
  readonly delta: string;
}

export class KalshiBooks {
  readonly markets: KalshiMarket[] = [];
  private readonly random: Random;

  /**
   * A book for each Kalshi market of `listings` (its YES and NO listing), `depth` YES bids and
   * `depth` NO bids (from 0.49 down).
   */
  constructor(listings: readonly StreamedListing[], depth: number, seed: number) {
    this.random = prng(seed);
    const byTicker = new Map<string, { yes?: string; no?: string }>();
    for (const l of listings) {
      if (l.venue !== 'kalshi' || l.ticker === undefined || l.side === undefined) continue;
      const pair = byTicker.get(l.ticker) ?? {};
      pair[l.side] = l.listingId;
      byTicker.set(l.ticker, pair);
    }
    for (const [ticker, pair] of byTicker) {
      if (pair.yes === undefined || pair.no === undefined) continue;
      const market: KalshiMarket = {
        ticker,
        yesListingId: pair.yes,
        noListingId: pair.no,
        yes: new Map(),
        no: new Map(),
      };
      for (let d = 0; d < depth; d++) {
        market.yes.set(49 - d, 100 + Math.floor(this.random() * 1_000_000));
        market.no.set(49 - d, 100 + Math.floor(this.random() * 1_000_000));
      }
      this.markets.push(market);
    }
  }

  /**
   * A random change of a market's YES or NO bids, never below zero, applied to the model: half of
   * those on a resting level take it all, so a side keeps about 20 of its 30 prices.
   */
  randomDelta(market: KalshiMarket): KalshiDelta {
    const random = this.random;
    const side = random() < 0.5 ? 'yes' : 'no';
    const levels = side === 'yes' ? market.yes : market.no;
    const cents = LOWEST_CENTS + Math.floor(random() * (50 - LOWEST_CENTS));
    const held = levels.get(cents) ?? 0;
    let change: number;
    if (held > 0 && random() < 0.5) change = -held;
    else {
      change = Math.floor(random() * 200_000) - Math.min(held, 100_000);
      if (change === 0) change = 100;
    }
    if (held + change === 0) levels.delete(cents);
    else levels.set(cents, held + change);
    return { market, side, price: kalshiPrice(cents), delta: kalshiCount(change) };
  }

  /** The snapshot levels of a side as the stream simulator takes them. */
  static levels(side: Side<number>): [string, string][] {
    return [...side].map(([cents, hundredths]) => [kalshiPrice(cents), kalshiCount(hundredths)]);
  }
}

/**
 * Kalshi frames for a client with no socket: its subscriptions confirmed (`subscribed`, one per
 * batch of KALSHI_SUBSCRIBE_BATCH markets, command IDs from 1), each market's snapshot, then the
 * deltas, each with the next `seq` of its market's subscription.
 */
export class KalshiFrames {
  private readonly sidOf = new Map<string, number>();
  private readonly seqOf = new Map<number, number>();

  constructor(private readonly books: KalshiBooks) {
    books.markets.forEach((m, i) =>
      this.sidOf.set(m.ticker, 1 + Math.floor(i / KALSHI_SUBSCRIBE_BATCH)),
    );
  }

  /** The subscribe commands KalshiStream would have sent: command ID → its markets. */
  commands(): Map<number, string[]> {
    const commands = new Map<number, string[]>();
    this.books.markets.forEach((m) => {
      const sid = this.sidOf.get(m.ticker)!;
      commands.set(sid, [...(commands.get(sid) ?? []), m.ticker]);
    });
    return commands;
  }

  /** The answers to the commands (sid = command ID), then every market's snapshot. */
  setup(): string[] {
    const frames = [...this.commands().keys()].map((id) =>
      JSON.stringify({ id, type: 'subscribed', msg: { channel: 'orderbook_delta', sid: id } }),
    );
    for (const m of this.books.markets) {
      const sid = this.sidOf.get(m.ticker)!;
      frames.push(
        JSON.stringify({
          type: 'orderbook_snapshot',
          sid,
          seq: this.nextSeq(sid),
          msg: {
            market_ticker: m.ticker,
            market_id: `${m.ticker.toLowerCase()}-id`,
            yes_dollars_fp: KalshiBooks.levels(m.yes),
            no_dollars_fp: KalshiBooks.levels(m.no),
          },
        }),
      );
    }
    return frames;
  }

  deltaFrame(delta: KalshiDelta, timestampMs: number): string {
    const sid = this.sidOf.get(delta.market.ticker)!;
    return JSON.stringify({
      type: 'orderbook_delta',
      sid,
      seq: this.nextSeq(sid),
      msg: {
        market_ticker: delta.market.ticker,
        market_id: `${delta.market.ticker.toLowerCase()}-id`,
        price_dollars: delta.price,
        delta_fp: delta.delta,
        side: delta.side,
        ts: new Date(timestampMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        ts_ms: timestampMs,
      },
    });
  }

  private nextSeq(sid: number): number {
    const seq = (this.seqOf.get(sid) ?? 0) + 1;
    this.seqOf.set(sid, seq);
    return seq;
  }
}
