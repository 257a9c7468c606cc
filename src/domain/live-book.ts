// Live L2 books kept from a venue's WebSocket feed (snapshots, then deltas), exact and fast: prices
// and sizes are held as integers at a fixed number of fractional digits (toScaledNumber, exact
// below 2^53), never as binary fractions, and printed back as canonical decimal text. A book that
// saw an update it cannot explain stays marked inconsistent until the next snapshot.
import { isDecimalText } from './arithmetic/decimal';
import { formatScaledNumber, POW10, toScaledNumber } from './arithmetic/scaled';
import type { PriceLevel } from './market-data';
import type { BookSides } from './order-book';

export type BookSide = 'BID' | 'ASK';

/** What a signed change did to its level: `negative` means it took the level below zero. */
export type LevelChange = 'ok' | 'negative';

export interface LiveBookOptions {
  /**
   * Fractional digits kept of a price (default 6). Venues quote at most 4 (Kalshi's `*_dollars`)
   * or 3 (Polymarket's 0.001 ticks); a price with more digits is refused, not rounded.
   */
  priceDigits?: number;
  /** Fractional digits kept of a size (default 6: Polymarket sizes have up to 6, Kalshi's 2). */
  sizeDigits?: number;
}

/** One side's levels: prices ascending, for the best in O(1) and depth in order. */
class Levels {
  readonly prices: number[] = [];
  readonly sizes = new Map<number, number>();
  /**
   * Each level as text, made once and kept until its size changes: a book read after every update
   * formats only the levels that changed (the rest are the same frozen objects).
   */
  readonly texts = new Map<number, PriceLevel>();

  /** The index of the first price not below `price`. */
  private indexOf(price: number): number {
    const prices = this.prices;
    let low = 0;
    let high = prices.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (prices[mid]! < price) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  get(price: number): number {
    return this.sizes.get(price) ?? 0;
  }

  /** Sets a level's size; a size of zero (or less) removes it. */
  set(price: number, size: number): void {
    this.texts.delete(price);
    if (size <= 0) {
      if (this.sizes.delete(price)) this.prices.splice(this.indexOf(price), 1);
      return;
    }
    if (!this.sizes.has(price)) this.prices.splice(this.indexOf(price), 0, price);
    this.sizes.set(price, size);
  }

  clear(): void {
    this.prices.length = 0;
    this.sizes.clear();
    this.texts.clear();
  }
}

/**
 * An L2 book of one listing, keyed by exact price. Updates come as absolute sizes (`setLevel`,
 * Polymarket's `price_change`) or signed changes (`addToLevel`, Kalshi's `orderbook_delta`), after
 * a full `replace` (a snapshot). Tick sizes are not enforced: venues change them while a book is
 * live (Polymarket's `tick_size_change`, Kalshi's tapered bands), and a level off the tick is still
 * the venue's own statement of its book.
 */
export class LiveBook {
  readonly priceDigits: number;
  readonly sizeDigits: number;
  private readonly bids = new Levels();
  private readonly asks = new Levels();
  private broken = false;

  constructor(options: LiveBookOptions = {}) {
    this.priceDigits = digitsOption(options.priceDigits, 'priceDigits');
    this.sizeDigits = digitsOption(options.sizeDigits, 'sizeDigits');
  }

  /** False after an update the book could not explain, until the next `replace`. */
  get consistent(): boolean {
    return !this.broken;
  }

  /** Marks the book as not to be trusted (a sequence gap seen by the caller) until `replace`. */
  markInconsistent(): void {
    this.broken = true;
  }

  /**
   * The whole book from a snapshot, in any order; the book is consistent again. A level of size
   * zero is no level; a price given twice keeps its last size. Every level is read before the book
   * changes, so a bad one leaves the book as it was.
   */
  replace(bids: readonly PriceLevel[], asks: readonly PriceLevel[]): void {
    const read = (levels: readonly PriceLevel[]): [number, number][] =>
      levels.map((l) => [this.price(l.price), this.size(l.size)]);
    const bidLevels = read(bids);
    const askLevels = read(asks);
    this.bids.clear();
    this.asks.clear();
    for (const [price, size] of bidLevels) this.bids.set(price, size);
    for (const [price, size] of askLevels) this.asks.set(price, size);
    this.broken = false;
  }

  /** Sets the size resting at a price (absolute, Polymarket's `price_change`); zero removes it. */
  setLevel(side: BookSide, price: string, size: string): void {
    this.levels(side).set(this.price(price), this.size(size));
  }

  /**
   * Adds a signed change to the size at a price (Kalshi's `orderbook_delta`). A level that would go
   * below zero is an inconsistency (an update was missed or applied twice): the level is removed,
   * the book is marked inconsistent and `negative` returned.
   */
  addToLevel(side: BookSide, price: string, delta: string): LevelChange {
    const levels = this.levels(side);
    const key = this.price(price);
    const size = levels.get(key) + this.scaledSize(delta);
    if (!Number.isSafeInteger(size)) throw new RangeError(`size at ${price} exceeds 2^53 units`);
    levels.set(key, size);
    if (size >= 0) return 'ok';
    this.broken = true;
    return 'negative';
  }

  /** The highest bid, or null without bids. */
  bestBid(): PriceLevel | null {
    const prices = this.bids.prices;
    return prices.length === 0 ? null : this.level(this.bids, prices[prices.length - 1]!);
  }

  /** The lowest ask, or null without asks. */
  bestAsk(): PriceLevel | null {
    const prices = this.asks.prices;
    return prices.length === 0 ? null : this.level(this.asks, prices[0]!);
  }

  /** Bids and asks best first, canonical decimal text, at most `depth` levels a side. */
  sides(depth = Number.POSITIVE_INFINITY): BookSides {
    const bids: PriceLevel[] = [];
    const askList: PriceLevel[] = [];
    const bidPrices = this.bids.prices;
    for (let i = bidPrices.length - 1; i >= 0 && bids.length < depth; i--)
      bids.push(this.level(this.bids, bidPrices[i]!));
    for (const price of this.asks.prices) {
      if (askList.length >= depth) break;
      askList.push(this.level(this.asks, price));
    }
    return { bids, asks: askList };
  }

  /** Whether the best bid is at or above the best ask (a locked book counts as crossed). */
  crossed(): boolean {
    const bids = this.bids.prices;
    const asks = this.asks.prices;
    return bids.length > 0 && asks.length > 0 && bids[bids.length - 1]! >= asks[0]!;
  }

  /** Whether the best price of a side is `price` (equal as numbers); null: the side is empty. */
  isBest(side: BookSide, price: string | null): boolean {
    const prices = this.levels(side).prices;
    if (price === null) return prices.length === 0;
    if (prices.length === 0) return false;
    return (side === 'BID' ? prices[prices.length - 1] : prices[0]) === this.price(price);
  }

  /** The number of levels resting on a side. */
  depth(side: BookSide): number {
    return this.levels(side).prices.length;
  }

  private levels(side: BookSide): Levels {
    return side === 'BID' ? this.bids : this.asks;
  }

  private level(levels: Levels, price: number): PriceLevel {
    let text = levels.texts.get(price);
    if (!text) {
      text = Object.freeze({
        price: formatScaledNumber(price, this.priceDigits),
        size: formatScaledNumber(levels.get(price), this.sizeDigits),
      });
      levels.texts.set(price, text);
    }
    return text;
  }

  private price(text: string): number {
    const value = scaled(text, this.priceDigits, 'price');
    if (value < 0) throw new RangeError(`price ${text} is negative`);
    return value;
  }

  private size(text: string): number {
    const value = this.scaledSize(text);
    if (value < 0) throw new RangeError(`size ${text} is negative`);
    return value;
  }

  private scaledSize(text: string): number {
    return scaled(text, this.sizeDigits, 'size');
  }
}

/** Decimal text as an integer at `digits` fractional digits; refused when it would be inexact. */
function scaled(text: string, digits: number, what: string): number {
  if (!isDecimalText(text)) throw new RangeError(`${what} "${text}" is not a plain decimal`);
  const value = toScaledNumber(text, digits);
  if (Number.isNaN(value))
    throw new RangeError(
      `${what} ${text} has more than ${digits} fractional digits or is too large`,
    );
  return value;
}

function digitsOption(value: number | undefined, name: string): number {
  const digits = value ?? 6;
  if (!Number.isInteger(digits) || digits < 0 || digits > 12)
    throw new RangeError(`${name} must be an integer from 0 to 12`);
  return digits;
}

/**
 * Whether a book's best prices are those a venue reported with an update (Polymarket's
 * `price_change` carries `best_bid` and `best_ask` per change): the venue's own consistency check,
 * since the algorithm of its book `hash` is not published. An empty side is reported as a bid of 0
 * or an ask of 1, the bounds of a binary price (Market Channel Migration Guide, "New Schema").
 * A best price not given is not checked.
 */
export function matchesBest(book: LiveBook, bestBid?: string, bestAsk?: string): boolean {
  const matches = (side: BookSide, best: string | undefined, empty: number): boolean => {
    if (best === undefined) return true;
    if (book.depth(side) > 0) return book.isBest(side, best);
    return scaled(best, book.priceDigits, 'best price') === empty * POW10[book.priceDigits]!;
  };
  return matches('BID', bestBid, 0) && matches('ASK', bestAsk, 1);
}

/**
 * A Kalshi binary book: YES bids and NO bids, as the venue publishes them, each kept in a
 * LiveBook's bid side. Its two listings' books are those `normalizeBinaryBook` gives for the same
 * levels with a payout unit of 1 (a NO bid at p is a YES ask at 1 − p; src/domain/order-book.ts).
 * NO prices are taken in NO-leg pricing, the venue's default; a subscription made with Kalshi's
 * `use_yes_price` reports NO levels in YES-leg pricing and must not be fed here unconverted.
 */
export class KalshiBinaryBook {
  private yes: LiveBook;
  private no: LiveBook;
  private readonly one: number;
  private readonly mirrored = new WeakMap<PriceLevel, PriceLevel>();

  constructor(private readonly options: LiveBookOptions = {}) {
    this.yes = new LiveBook(options);
    this.no = new LiveBook(options);
    this.one = POW10[this.yes.priceDigits]!;
  }

  get consistent(): boolean {
    return this.yes.consistent && this.no.consistent;
  }

  markInconsistent(): void {
    this.yes.markInconsistent();
  }

  /** The whole book from an `orderbook_snapshot`; consistent again. */
  replace(yesBids: readonly PriceLevel[], noBids: readonly PriceLevel[]): void {
    for (const level of [...yesBids, ...noBids]) this.checkPrice(level.price);
    // Both sides are read before either is swapped in: a bad level leaves the book as it was.
    const yes = new LiveBook(this.options);
    const no = new LiveBook(this.options);
    yes.replace(yesBids, []);
    no.replace(noBids, []);
    this.yes = yes;
    this.no = no;
  }

  /** An `orderbook_delta`: a signed change of the bids of one side at a price. */
  applyDelta(side: 'yes' | 'no', price: string, delta: string): LevelChange {
    this.checkPrice(price);
    return (side === 'yes' ? this.yes : this.no).addToLevel('BID', price, delta);
  }

  /** The YES and the NO listing's books, best first, at most `depth` levels a side. */
  listings(depth?: number): { yes: BookSides; no: BookSides } {
    const yesBids = this.yes.sides(depth).bids;
    const noBids = this.no.sides(depth).bids;
    return {
      yes: { bids: yesBids, asks: noBids.map((l) => this.mirror(l)) },
      no: { bids: noBids, asks: yesBids.map((l) => this.mirror(l)) },
    };
  }

  /** Whether the best YES bid and the best NO bid add up to 1 or more (YES bid ≥ YES ask). */
  crossed(): boolean {
    const yes = this.yes.bestBid();
    const no = this.no.bestBid();
    if (!yes || !no) return false;
    const digits = this.yes.priceDigits;
    return toScaledNumber(yes.price, digits) + toScaledNumber(no.price, digits) >= this.one;
  }

  /** A level seen from the other side, kept while its level is (levels are kept objects). */
  private mirror(level: PriceLevel): PriceLevel {
    let mirrored = this.mirrored.get(level);
    if (!mirrored) {
      const digits = this.yes.priceDigits;
      const price = this.one - toScaledNumber(level.price, digits);
      mirrored = Object.freeze({ price: formatScaledNumber(price, digits), size: level.size });
      this.mirrored.set(level, mirrored);
    }
    return mirrored;
  }

  private checkPrice(price: string): void {
    const value = scaled(price, this.yes.priceDigits, 'price');
    if (value < 0 || value > this.one) throw new RangeError(`price ${price} is not within 0 and 1`);
  }
}

/** The next message of a subscription: expected, after a gap, or already seen. */
export type SequenceVerdict = 'ok' | 'gap' | 'duplicate' | 'stale';

/**
 * Sequence numbers per subscription (Kalshi's `sid`/`seq`: one counter per subscription, shared by
 * all its markets, each message one more than the last). The first number seen for a subscription
 * starts it. A gap moves the tracker on (the caller resynchronises the book); a number seen again
 * (`duplicate`) or older (`stale`) leaves it where it was.
 */
export class SequenceTracker {
  private readonly last = new Map<number, number>();

  observe(sid: number, seq: number): SequenceVerdict {
    const last = this.last.get(sid);
    if (last !== undefined && seq <= last) return seq === last ? 'duplicate' : 'stale';
    this.last.set(sid, seq);
    return last === undefined || seq === last + 1 ? 'ok' : 'gap';
  }

  /** The number expected next, or undefined for a subscription not seen. */
  expected(sid: number): number | undefined {
    const last = this.last.get(sid);
    return last === undefined ? undefined : last + 1;
  }

  /** Forgets a subscription (unsubscribed, or resubscribed under a new sid). */
  forget(sid: number): void {
    this.last.delete(sid);
  }
}
