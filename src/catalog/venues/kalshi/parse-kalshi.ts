// Saved Kalshi Trade API v2 responses (docs/venue-adapters.md): `/events` (and `/events/{t}`),
// `/markets` (and `/markets/{t}`), `/series/{t}`, `/markets/{t}/orderbook`, `/markets/trades` and
// candlesticks. Series, event and market tickers are kept exactly; prices in cents become decimal
// dollars and timestamps ISO 8601 UTC, exactly.
import { dec, formatDec } from '../../../domain/arithmetic/decimal';
import type { LifecycleStatus } from '../../../domain/records';
import { centsToDollars, decimalText, epochSecondsToIso, isoTimestamp } from '../exact-values';
import { JsonNode } from '../json-node';
import { ParseContext, unwrapEnvelope, type Envelope } from '../parse-context';
import type { Strike, VenueEvent, VenueMarket } from '../venue-model';

/** Settlement sources and labels of series, applied to their events once every file is read. */
export interface KalshiSeries {
  category: string;
  tags: string[];
  sources: string[];
}

export class KalshiReader {
  readonly ctx = new ParseContext('kalshi');
  readonly series = new Map<string, KalshiSeries>();
  private readonly eventSeries = new Map<string, string>();

  /** Reads one file's parsed JSON; throws PayloadError at the first problem. */
  read(file: string, json: unknown): void {
    this.ctx.file = file;
    const envelope = unwrapEnvelope(new JsonNode(json));
    const body = envelope.body;
    if (body.isArray()) {
      body.fail(
        'a Polymarket payload (a bare JSON array, as Gamma and CLOB return), not a Kalshi one: pass it after "polymarket"',
      );
    }
    if (!body.isObject()) body.fail('not a Kalshi payload: expected a JSON object');
    for (const key of ['conditionId', 'clobTokenIds', 'asset_id', 'history', 'negRisk']) {
      if (body.has(key))
        body.fail(
          `a Polymarket payload (it has "${key}"), not a Kalshi one: pass it after "polymarket"`,
        );
    }
    if (body.has('events'))
      body
        .need('events')
        .items()
        .forEach((e) => this.readEvent(e, envelope));
    else if (body.has('event')) {
      this.readEvent(body.need('event'), envelope);
      body
        .opt('markets')
        ?.items()
        .forEach((m) => this.readMarket(m, envelope));
    } else if (body.has('markets'))
      body
        .need('markets')
        .items()
        .forEach((m) => this.readMarket(m, envelope));
    else if (body.has('market')) this.readMarket(body.need('market'), envelope);
    else if (body.has('series')) {
      const s = body.need('series');
      (s.isArray() ? s.items() : [s]).forEach((x) => this.readSeries(x));
    } else if (body.has('orderbook')) this.readBook(envelope);
    else if (body.has('trades'))
      body
        .need('trades')
        .items()
        .forEach((t) => this.readTrade(t));
    else if (body.has('candlesticks')) this.readCandles(envelope);
    else
      body.fail(
        'not a Kalshi payload: expected events, markets, series, an orderbook, trades or candlesticks',
      );
  }

  /** Gives events the settlement sources, category and tags of their series. */
  finish(): void {
    for (const event of this.ctx.out.events) {
      const series = this.series.get(this.eventSeries.get(event.eventId) ?? '');
      if (!series) continue;
      if (!event.source) event.source = series.sources.join(' ; ');
      if (!event.category) event.category = series.category;
      event.tags = [...new Set([...event.tags, ...series.tags])];
    }
  }

  private readSeries(node: JsonNode): void {
    const idNode = node.need('ticker');
    const ticker = idNode.id();
    if (!this.ctx.define('series', ticker, node, idNode)) return;
    this.series.set(ticker, {
      category: node.opt('category')?.string() ?? '',
      tags: (node.opt('tags')?.items() ?? []).map((t) => t.string()),
      sources: (node.opt('settlement_sources')?.items() ?? []).map(
        (s) => s.opt('url')?.string() ?? s.need('name').string(),
      ),
    });
  }

  private readEvent(node: JsonNode, envelope: Envelope): void {
    const idNode = node.need('event_ticker');
    const eventId = idNode.id();
    const seriesTicker = node.need('series_ticker').id();
    const exclusive = node.need('mutually_exclusive').boolean();
    const copy: Record<string, unknown> = { ...(node.value as Record<string, unknown>) };
    delete copy.markets;
    const event: VenueEvent = {
      venue: 'kalshi',
      from: this.ctx.located(node),
      eventId,
      title: node.need('title').string(),
      description: node.opt('sub_title')?.string() ?? '',
      category: node.opt('category')?.string() ?? '',
      tags: [seriesTicker.toLowerCase()],
      exclusive,
      // Kalshi's mutual exclusivity says at most one market settles YES, not that one will.
      allowsOther: exclusive,
      source: '',
    };
    if (this.ctx.define('event', eventId, new JsonNode(copy, node.path), idNode)) {
      this.ctx.out.events.push(event);
      this.eventSeries.set(eventId, seriesTicker);
    }
    node
      .opt('markets')
      ?.items()
      .forEach((m) => this.readMarket(m, envelope));
  }

  private readMarket(node: JsonNode, envelope: Envelope): void {
    const idNode = node.need('ticker');
    const ticker = idNode.id();
    const eventId = node.need('event_ticker').id();
    const result = node.opt('result')?.string() ?? '';
    const status = marketStatus(node.need('status'), result);
    const strike = strikeOf(node);
    const tickNode = node.opt('tick_size');
    const tick = tickNode ? centsToDollars(tickNode) : '0.01';
    const rules = [node.need('rules_primary').string(), node.opt('rules_secondary')?.string() ?? '']
      .filter((r) => r !== '')
      .join('\n');
    const settled = node.opt('settlement_ts');
    const market: VenueMarket = {
      venue: 'kalshi',
      from: this.ctx.located(node),
      marketId: ticker,
      eventId,
      title: node.need('title').string(),
      description: node.opt('subtitle')?.string() ?? '',
      groupTitle: node.opt('yes_sub_title')?.string() ?? '',
      status,
      rulesText: rules,
      source: '',
      windowStart: isoTimestamp(node.need('open_time')),
      windowEnd: isoTimestamp(node.need('close_time')),
      ...(strike ? { strike } : {}),
      outcomes: [
        { label: 'YES', venueOutcomeId: 'yes' },
        { label: 'NO', venueOutcomeId: 'no' },
      ],
      ticker,
      ...(status === 'RESOLVED' ? { winner: result === 'yes' ? 0 : 1 } : {}),
      ...(settled ? { resolvedAt: isoTimestamp(settled) } : {}),
      tickBands: [
        {
          lower_price: tick,
          upper_price: formatDec(dec(1).minus(tick)),
          tick_size: tick,
        },
      ],
      quantityIncrement: '1',
      quantityUnit: 'contract',
    };
    if (!this.ctx.define('market', ticker, node, idNode)) return;
    this.ctx.out.markets.push(market);
    if (envelope.fetchedAt && status === 'OPEN') this.readQuotes(node, ticker, envelope.fetchedAt);
  }

  /** Top of book from the market snapshot: 0 bid and 100 ask mean no order on that side. */
  private readQuotes(node: JsonNode, ticker: string, observedAt: string): void {
    const sides: [string, string, number][] = [
      ['yes_bid', 'yes_ask', 0],
      ['no_bid', 'no_ask', 1],
    ];
    for (const [bidKey, askKey, outcome] of sides) {
      const bid = node.opt(bidKey);
      const ask = node.opt(askKey);
      if (!bid && !ask) continue;
      const bidText = bid ? centsToDollars(bid) : '0';
      const askText = ask ? centsToDollars(ask) : '1';
      const last = node.opt('last_price');
      const lastText = last && outcome === 0 ? centsToDollars(last) : '0';
      this.ctx.out.quotes.push({
        ref: { venue: 'kalshi', marketId: ticker, outcome },
        from: this.ctx.located(node),
        ...(bidText !== '0' ? { bid: bidText } : {}),
        ...(askText !== '1' ? { ask: askText } : {}),
        ...(lastText !== '0' ? { last: lastText } : {}),
        observedAt,
      });
    }
  }

  private readBook(envelope: Envelope): void {
    const body = envelope.body;
    const match = /\/markets\/([^/]+)\/orderbook$/.exec(envelope.url?.pathname ?? '');
    if (!match)
      body.fail(
        'an orderbook response does not name its market: record it as {"url": ".../markets/<ticker>/orderbook", "fetched_at": "...", "response": ...}',
        '$.url',
      );
    if (!envelope.fetchedAt)
      body.fail('an orderbook response carries no time: record fetched_at', '$.fetched_at');
    const book = body.need('orderbook');
    const side = (key: string): [string, string][] =>
      (book.opt(key)?.items() ?? []).map((level) => {
        const [price, size] = level.items();
        if (!price || !size || level.items().length !== 2)
          return level.fail('must be [price_cents, quantity]');
        return [centsToDollars(price), decimalText(size)];
      });
    this.ctx.out.books.push({
      ref: { venue: 'kalshi', marketId: decodeURIComponent(match![1]!), outcome: 0 },
      from: this.ctx.located(book),
      observedAt: envelope.fetchedAt!,
      yesBids: side('yes'),
      noBids: side('no'),
    });
  }

  private readTrade(node: JsonNode): void {
    const taker = node.need('taker_side');
    const side = taker.string();
    if (side !== 'yes' && side !== 'no') taker.fail('must be "yes" or "no"');
    this.ctx.out.trades.push({
      ref: { venue: 'kalshi', marketId: node.need('ticker').id(), outcome: 0 },
      from: this.ctx.located(node),
      tradeId: node.need('trade_id').id(),
      price: centsToDollars(node.need('yes_price')),
      quantity: decimalText(node.need('count')),
      // Trades print on the YES/NO pair's one book: a YES taker bought YES, a NO taker sold it.
      takerSide: side === 'yes' ? 'BUY' : 'SELL',
      executedAt: isoTimestamp(node.need('created_time')),
    });
  }

  private readCandles(envelope: Envelope): void {
    const body = envelope.body;
    const ticker = body.need('ticker').id();
    const candles = body.need('candlesticks').items();
    const given = envelope.url?.searchParams.get('period_interval');
    let minutes = given !== undefined && given !== null ? Number(given) : undefined;
    if (minutes === undefined && candles.length >= 2) {
      minutes =
        (candles[1]!.need('end_period_ts').integer() -
          candles[0]!.need('end_period_ts').integer()) /
        60;
    }
    if (minutes !== 1 && minutes !== 60)
      return body.fail(
        'candlesticks need period_interval 1 or 60: record the url with period_interval=, or give two consecutive candles',
        '$.candlesticks',
      );
    const interval = minutes === 1 ? '1m' : '1h';
    const seconds = minutes * 60;
    for (const candle of candles) {
      const endNode = candle.need('end_period_ts');
      const end = endNode.integer();
      if (end % seconds !== 0) endNode.fail(`must fall on a ${interval} boundary`);
      const price = candle.opt('price');
      // A period without trades has no trade prices: there is no bar to write.
      if (!price || !price.opt('open')) continue;
      this.ctx.out.bars.push({
        ref: { venue: 'kalshi', marketId: ticker, outcome: 0 },
        from: this.ctx.located(candle),
        interval,
        start: epochSecondsToIso(new JsonNode(end - seconds, endNode.path)),
        open: centsToDollars(price.need('open')),
        high: centsToDollars(price.need('high')),
        low: centsToDollars(price.need('low')),
        close: centsToDollars(price.need('close')),
        volume: decimalText(candle.need('volume')),
      });
    }
  }
}

const STATUS: Record<string, LifecycleStatus | 'SETTLED'> = {
  initialized: 'UNKNOWN',
  unopened: 'UNKNOWN',
  active: 'OPEN',
  open: 'OPEN',
  paused: 'CLOSED',
  inactive: 'CLOSED',
  closed: 'CLOSED',
  determined: 'SETTLED',
  settled: 'SETTLED',
  finalized: 'SETTLED',
  amended: 'SETTLED',
};

function marketStatus(node: JsonNode, result: string): LifecycleStatus {
  const status = STATUS[node.string()];
  if (!status) node.fail(`unknown Kalshi market status "${node.string()}"`);
  if (status === 'SETTLED') return result === 'yes' || result === 'no' ? 'RESOLVED' : 'CLOSED';
  return status;
}

function strikeOf(node: JsonNode): Strike | undefined {
  const type = node.opt('strike_type')?.string();
  if (type === 'greater' || type === 'greater_or_equal')
    return { kind: type, threshold: decimalText(node.need('floor_strike')) };
  if (type === 'less' || type === 'less_or_equal')
    return { kind: type, threshold: decimalText(node.need('cap_strike')) };
  return undefined;
}
