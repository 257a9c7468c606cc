// Saved Kalshi Trade API v2 responses (docs/venue-adapters.md): `/events` (and `/events/{t}`),
// `/markets` (and `/markets/{t}`), `/series/{t}`, `/markets/{t}/orderbook`, `/markets/trades` and
// candlesticks. Series, event and market tickers are kept exactly. Both eras of the API are read,
// the fixed-point fields first (`*_dollars` prices, `*_fp` counts, `orderbook_fp`, `price_ranges`)
// and the legacy ones (cents, integer counts, `tick_size`) when those are absent; prices become
// decimal dollars and timestamps ISO 8601 UTC, exactly, at the venue's precision.
import { dec, formatDec } from '../../domain/arithmetic/decimal';
import type { LifecycleStatus } from '../../domain/records';
import {
  barsOfPeriod,
  periodMinutesOf,
  spacingMinutes,
  type PeriodSample,
} from '../common/bar-periods';
import { centsToDollars, decimalText, dollarsText, isoTimestamp } from '../common/exact-values';
import { JsonNode, venueTexts } from '../common/json-node';
import { ParseContext, unwrapEnvelope, type Envelope } from '../common/parse-context';
import { listKind, otherVenue, recordKind } from '../common/venue-records';
import type { VenueFacts, VenueText } from '../../domain/settlement-terms/term-inputs';
import {
  compactFacts,
  distinct,
  factDecimal,
  factSources,
  factStringMap,
  factStrings,
  factText,
  factTime,
} from '../common/venue-facts';
import type { Strike, VenueEvent, VenueFee, VenueMarket } from '../common/venue-model';
import { gameSeriesLeague, tickerCompetitors } from './kalshi-ticker-competitors';

/** Settlement sources, labels and fees of series, applied to their events once every file is read. */
export interface KalshiSeries {
  category: string;
  tags: string[];
  sources: string[];
  /** The series' fee lines, without listings yet; none when its fee type is not one we read. */
  fees: Omit<VenueFee, 'refs'>[];
  /** What the series states as data: its settlement sources, contract terms, tags and category. */
  facts: VenueFacts;
}

/**
 * Kalshi's fee schedule (kalshi.com/docs/kalshi-fee-schedule.pdf, the Series model's `fee_type`):
 * the general trading fee is rate × contracts × price × (1 − price), rounded up to the cent, at
 * 0.07 for takers and, for `quadratic_with_maker_fees`, 0.0175 for makers; `fee_multiplier`
 * scales it. Makers of a `quadratic` series pay nothing.
 */
const TAKER_RATE = '0.07';
const MAKER_RATE = '0.0175';

export class KalshiReader {
  readonly ctx = new ParseContext('kalshi');
  readonly series = new Map<string, KalshiSeries>();
  /** Scheduled fee changes by series ticker: dated fee lines, for the series' listings. */
  private readonly feeChanges = new Map<string, Omit<VenueFee, 'refs'>[]>();
  private readonly eventSeries = new Map<string, string>();
  /** Settlement sources named by an event itself or its `/events/{t}/metadata`. */
  private readonly eventSources = new Map<string, string[]>();
  /** The same sources as facts ({name, url}), by event ticker. */
  private readonly eventFactSources = new Map<string, { name: string; url: string }[]>();
  /**
   * The series a recorded `GET /markets?series_ticker=` request names, by the event ticker of the
   * markets it answered: the series of markets read without their event.
   */
  private readonly requestSeries = new Map<string, string>();

  /** Reads one file's parsed JSON; throws PayloadError at the first problem. */
  read(file: string, json: unknown): void {
    this.ctx.file = file;
    const envelope = unwrapEnvelope(new JsonNode(json));
    this.ctx.fetchedAt = envelope.fetchedAt;
    const body = envelope.body;
    if (body.isArray()) {
      this.readBareList(body, envelope);
      return;
    }
    if (!body.isObject()) body.fail('not a Kalshi payload: expected a JSON object or array');
    const single = recordKind(body);
    if (single === 'kalshi event') return body.within(() => this.readEvent(body, envelope));
    if (single === 'kalshi market') return body.within(() => this.readMarket(body, envelope));
    if (single !== undefined) body.fail(otherVenue(single, 'kalshi'));
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
        .forEach((e) => e.within(() => this.readEvent(e, envelope)));
    else if (body.has('event')) {
      const event = body.need('event');
      event.within(() => this.readEvent(event, envelope));
      body
        .opt('markets')
        ?.items()
        .forEach((m) => m.within(() => this.readMarket(m, envelope)));
    } else if (isBatchCandles(body))
      body
        .need('markets')
        .items()
        .forEach((m) =>
          m.within(() =>
            this.readCandles(m.need('market_ticker').id(), m.need('candlesticks'), envelope),
          ),
        );
    else if (body.has('markets'))
      body
        .need('markets')
        .items()
        .forEach((m) => m.within(() => this.readMarket(m, envelope)));
    else if (body.has('market')) {
      const market = body.need('market');
      market.within(() => this.readMarket(market, envelope));
    } else if (body.has('series_fee_change_arr'))
      body
        .need('series_fee_change_arr')
        .items()
        .forEach((c) => c.within(() => this.readFeeChange(c)));
    else if (body.has('series')) {
      const s = body.need('series');
      (s.isArray() ? s.items() : [s]).forEach((x) => x.within(() => this.readSeries(x)));
    } else if (body.has('orderbook') || body.has('orderbook_fp'))
      body.within(() => this.readBook(envelope));
    else if (body.has('trades'))
      body
        .need('trades')
        .items()
        .forEach((t) => t.within(() => this.readTrade(t)));
    else if (body.has('candlesticks'))
      body.within(() =>
        this.readCandles(body.need('ticker').id(), body.need('candlesticks'), envelope),
      );
    else if (body.has('settlement_sources') && body.has('market_details'))
      body.within(() => this.readMetadata(envelope));
    else
      body.fail(
        'not a Kalshi payload: expected events ({events, cursor}, {event, markets}, an event, or an array of events), markets ({markets, cursor}, {market}, a market, or an array of markets), series, series fee changes, an orderbook, trades, candlesticks or event metadata',
      );
  }

  /**
   * A bare array, as Kalshi's `events` or `markets` list is often saved without its envelope:
   * read by its items' kind (common/venue-records.ts); an array of another venue's records is
   * refused naming that venue.
   */
  private readBareList(body: JsonNode, envelope: Envelope): void {
    const kind = listKind(body);
    if (kind === undefined) {
      this.ctx.warn(body, 'an empty array: nothing read');
      return;
    }
    if (kind === 'kalshi event')
      body.items().forEach((e) => e.within(() => this.readEvent(e, envelope)));
    else if (kind === 'kalshi market')
      body.items().forEach((m) => m.within(() => this.readMarket(m, envelope)));
    else body.fail(otherVenue(kind, 'kalshi'));
  }

  /**
   * Gives events their settlement sources (the event's own, from the event or its metadata, else
   * its series'), and the category and tags of their series.
   */
  finish(): void {
    this.ctx.finish();
    const marketsOf = new Map<string, string[]>();
    for (const m of this.ctx.out.markets) {
      const ids = marketsOf.get(m.eventId);
      if (ids) ids.push(m.marketId);
      else marketsOf.set(m.eventId, [m.marketId]);
    }
    // The event's `sub_title` (its description here), which names a game's teams by their codes.
    const subtitles = new Map(this.ctx.out.events.map((e) => [e.eventId, e.description]));
    for (const m of this.ctx.out.markets) {
      const series = this.eventSeries.get(m.eventId) ?? m.eventId.split('-')[0]!;
      const competitors = tickerCompetitors(
        m.marketId,
        m.eventId,
        series,
        marketsOf.get(m.eventId) ?? [],
        subtitles.get(m.eventId),
      );
      if (competitors) m.facts = { ...(m.facts ?? {}), tickerCompetitors: competitors };
      const league = gameSeriesLeague(series);
      if (league && m.eventId.startsWith(`${series}-`))
        m.facts = { ...(m.facts ?? {}), codedGameLeague: league };
    }
    this.giveSeriesToMarketsWithoutEvent();
    for (const event of this.ctx.out.events) {
      const own = this.eventSources.get(event.eventId);
      if (own && own.length > 0) event.source = own.join(' ; ');
      const seriesTicker = this.eventSeries.get(event.eventId) ?? '';
      const series = this.series.get(seriesTicker);
      const refs = (marketsOf.get(event.eventId) ?? []).flatMap((marketId) =>
        [0, 1].map((outcome) => ({ venue: 'kalshi' as const, marketId, outcome })),
      );
      const fees = [...(series?.fees ?? []), ...(this.feeChanges.get(seriesTicker) ?? [])];
      if (refs.length > 0) for (const fee of fees) this.ctx.out.fees.push({ ...fee, refs });
      event.facts = eventFacts(this.eventFactSources.get(event.eventId) ?? [], series?.facts);
      if (!series) continue;
      if (!event.source) event.source = series.sources.join(' ; ');
      if (!event.category) event.category = series.category;
      event.tags = [...new Set([...event.tags, ...series.tags])];
    }
  }

  /**
   * A market read without its event has no event to take its series' settlement sources from:
   * where the request it answered names its series (`GET /markets?series_ticker=`), the market
   * takes that series' facts itself. Its ticker's prefix is not read as a series: Kalshi's
   * conventions page says tickers have exceptions and are not to be parsed for relationships
   * (docs/decisions.md, "Settlement terms: the series of a market, as the venue states it").
   */
  private giveSeriesToMarketsWithoutEvent(): void {
    const withEvent = new Set(this.ctx.out.events.map((e) => e.eventId));
    for (const m of this.ctx.out.markets) {
      if (withEvent.has(m.eventId)) continue;
      const series = this.series.get(this.requestSeries.get(m.eventId) ?? '');
      if (!series) continue;
      const own = m.facts?.settlementSources ?? [];
      const facts = compactFacts({
        ...(m.facts ?? {}),
        settlementSources: own.length > 0 ? own : series.facts.settlementSources,
        contractTermsUrl: m.facts?.contractTermsUrl ?? series.facts.contractTermsUrl,
        tags: distinct([...(m.facts?.tags ?? []), ...(series.facts.tags ?? [])]),
      });
      if (facts) m.facts = facts;
    }
  }

  private readSeries(node: JsonNode): void {
    const idNode = node.need('ticker');
    const ticker = idNode.id();
    const definition = this.ctx.define('series', ticker, node, idNode, this.ctx.fetchedAt);
    if (definition === 'same' || definition === 'older') return;
    this.series.set(ticker, {
      category: node.opt('category')?.string() ?? '',
      tags: (node.opt('tags')?.items() ?? []).map((t) => t.string()),
      sources: settlementSources(node),
      fees: this.seriesFees(node),
      facts: seriesFacts(node),
    });
  }

  /**
   * One entry of `/series/fee_changes` (`series_fee_change_arr`): a series' fee type and
   * multiplier from `scheduled_ts` on. The API reference prints its fields in PascalCase
   * (`SeriesTicker`, `FeeType`, `FeeMultiplier`, `ScheduledTs`), the SDK models in snake_case:
   * both are read (docs/venue-adapters.md, "Fees").
   */
  private readFeeChange(node: JsonNode): void {
    const field = (snake: string, pascal: string) => node.opt(snake) ?? node.need(pascal);
    const series = field('series_ticker', 'SeriesTicker').id();
    const effectiveFrom = isoTimestamp(field('scheduled_ts', 'ScheduledTs'));
    const lines = this.feeLines(
      field('fee_type', 'FeeType'),
      node.opt('fee_multiplier') ?? node.opt('FeeMultiplier'),
    ).map((line) => ({ ...line, effectiveFrom }));
    const known = this.feeChanges.get(series) ?? [];
    const others = known.filter((line) => line.effectiveFrom !== effectiveFrom);
    this.feeChanges.set(series, [...others, ...lines]);
  }

  /** A series' fee lines from its `fee_type` and `fee_multiplier`; a type we cannot price warns. */
  private seriesFees(node: JsonNode): Omit<VenueFee, 'refs'>[] {
    const typeNode = node.opt('fee_type');
    return typeNode ? this.feeLines(typeNode, node.opt('fee_multiplier')) : [];
  }

  private feeLines(
    typeNode: JsonNode,
    multiplierNode: JsonNode | undefined,
  ): Omit<VenueFee, 'refs'>[] {
    const type = typeNode.string();
    const multiplier = multiplierNode ? decimalText(multiplierNode) : '1';
    if (dec(multiplier).lt(0)) multiplierNode!.fail('must not be negative');
    const line = (kind: 'TAKER' | 'MAKER', rate: string): Omit<VenueFee, 'refs'> => ({
      from: this.ctx.located(typeNode),
      kind,
      formula: 'RATE_PRICE_COMPLEMENT',
      rate: formatDec(dec(rate).times(multiplier)),
      rounding: 'UP_TO_CENT',
    });
    if (type === 'quadratic') return [line('TAKER', TAKER_RATE), line('MAKER', '0')];
    if (type === 'quadratic_with_maker_fees')
      return [line('TAKER', TAKER_RATE), line('MAKER', MAKER_RATE)];
    this.ctx.warn(
      typeNode,
      `fees skipped: fee type "${type}" is not priced from the API (only quadratic and quadratic_with_maker_fees are)`,
    );
    return [];
  }

  /** `/events/{t}/metadata`: the event's own settlement sources (the ticker is in the URL). */
  private readMetadata(envelope: Envelope): void {
    const match = /\/events\/([^/]+)\/metadata$/.exec(envelope.url?.pathname ?? '');
    if (!match)
      envelope.body.fail(
        'event metadata does not name its event: record it as {"url": ".../events/<ticker>/metadata", "response": ...}',
        '$.url',
      );
    const eventId = decodeURIComponent(match[1]!);
    this.eventSources.set(eventId, settlementSources(envelope.body));
    const facts = factSources(envelope.body, 'settlement_sources');
    if (facts.length > 0) this.eventFactSources.set(eventId, facts);
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
      // The competition a sports event belongs to ("FIFA World Cup"), which its markets' rules
      // may leave unsaid ("the 2026 Men's World Cup"), and the event's own title and sub_title.
      texts: [...eventTitles(node), ...competitionTexts(node.opt('product_metadata'))],
    };
    const definition = this.ctx.define(
      'event',
      eventId,
      new JsonNode(copy, node.path),
      idNode,
      envelope.fetchedAt,
    );
    if (ParseContext.place(this.ctx.out.events, event, definition, (e) => e.eventId === eventId)) {
      this.eventSeries.set(eventId, seriesTicker);
      const sources = settlementSources(node);
      if (sources.length > 0) this.eventSources.set(eventId, sources);
      const facts = factSources(node, 'settlement_sources');
      if (facts.length > 0 && !this.eventFactSources.has(eventId))
        this.eventFactSources.set(eventId, facts);
    }
    node
      .opt('markets')
      ?.items()
      .forEach((m) => m.within(() => this.readMarket(m, envelope)));
  }

  private readMarket(node: JsonNode, envelope: Envelope): void {
    const idNode = node.need('ticker');
    const ticker = idNode.id();
    const eventId = node.need('event_ticker').id();
    const requested = requestedSeries(envelope);
    if (requested !== undefined && !this.requestSeries.has(eventId))
      this.requestSeries.set(eventId, requested);
    const result = node.opt('result')?.string() ?? '';
    const status = marketStatus(node.need('status'), result);
    const strike = strikeOf(node);
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
      tickBands: tickBandsOf(node),
      quantityIncrement: node.opt('fractional_trading_enabled')?.boolean() ? '0.01' : '1',
      quantityUnit: 'contract',
      texts: venueTexts(node, KALSHI_TERM_FIELDS),
    };
    const facts = marketFacts(node);
    if (facts) market.facts = facts;
    const definition = this.ctx.define(
      'market',
      ticker,
      node,
      idNode,
      this.ctx.observedAt(node, 'updated_time'),
    );
    ParseContext.place(this.ctx.out.markets, market, definition, (m) => m.marketId === ticker);
    // An earlier observation's top of book is still a quote of its time; a copy adds nothing.
    if (definition !== 'same' && envelope.fetchedAt && status === 'OPEN')
      this.readQuotes(node, ticker, envelope.fetchedAt);
  }

  /** Top of book from the market snapshot: 0 bid and 1 ask mean no order on that side. */
  private readQuotes(node: JsonNode, ticker: string, observedAt: string): void {
    const sides: [string, string, number][] = [
      ['yes_bid', 'yes_ask', 0],
      ['no_bid', 'no_ask', 1],
    ];
    for (const [bidKey, askKey, outcome] of sides) {
      const bidText = kalshiPrice(node, bidKey);
      const askText = kalshiPrice(node, askKey);
      if (bidText === undefined && askText === undefined) continue;
      const bid = bidText !== '0' ? bidText : undefined;
      const ask = askText !== '1' ? askText : undefined;
      const lastText = outcome === 0 ? (kalshiPrice(node, 'last_price') ?? '0') : '0';
      // Kalshi gives sizes for the YES side only (`yes_bid_size_fp`, `yes_ask_size_fp`).
      const bidSize = outcome === 0 && bid ? kalshiCount(node, 'yes_bid_size') : undefined;
      const askSize = outcome === 0 && ask ? kalshiCount(node, 'yes_ask_size') : undefined;
      this.ctx.out.quotes.push({
        ref: { venue: 'kalshi', marketId: ticker, outcome },
        from: this.ctx.located(node),
        ...(bid !== undefined ? { bid } : {}),
        ...(ask !== undefined ? { ask } : {}),
        ...(bidSize !== undefined ? { bidSize } : {}),
        ...(askSize !== undefined ? { askSize } : {}),
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
    // The fixed-point book is `orderbook_fp {yes_dollars, no_dollars}` of [price_dollars, count_fp]
    // strings; before it, `orderbook {yes, no}` of [price_cents, count] (an interim shape carried
    // `yes_dollars`/`no_dollars` inside `orderbook`).
    const book = body.opt('orderbook_fp') ?? body.need('orderbook');
    const side = (key: string): [string, string][] => {
      const dollars = book.opt(`${key}_dollars`);
      return ((dollars ?? book.opt(key))?.items() ?? []).map((level) => {
        const [price, size] = level.items();
        if (!price || !size || level.items().length !== 2)
          return level.fail(
            dollars ? 'must be [price_dollars, count_fp]' : 'must be [price_cents, quantity]',
          );
        return [dollars ? dollarsText(price) : centsToDollars(price), decimalText(size)];
      });
    };
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
      price: needPrice(node, 'yes_price'),
      quantity: kalshiCount(node, 'count') ?? node.need('count_fp').string(),
      // Trades print on the YES/NO pair's one book: a YES taker bought YES, a NO taker sold it.
      takerSide: side === 'yes' ? 'BUY' : 'SELL',
      executedAt: isoTimestamp(node.need('created_time')),
    });
  }

  /**
   * Candles of any period (docs/venue-adapters.md, "Bars"): the period comes from
   * `period_interval=` in the recorded URL, else from the spacing of the candles. A candle without
   * trades (no trade prices) gives no bar; a period that is not kept is skipped with a warning.
   */
  private readCandles(ticker: string, list: JsonNode, envelope: Envelope): void {
    const candles = list.items();
    const ends = candles.map((c) => c.need('end_period_ts').integer());
    const minutes =
      periodMinutesOf(envelope.url?.searchParams.get('period_interval')) ?? spacingMinutes(ends);
    if (minutes === undefined) {
      if (candles.length > 0)
        this.ctx.warn(
          list,
          'candlesticks skipped: their period is unknown (record the url with period_interval=, or give two consecutive candles)',
        );
      return;
    }
    const samples: PeriodSample[] = [];
    candles.forEach((candle, i) => {
      const price = candle.opt('price');
      const open = price && kalshiPrice(price, 'open');
      if (!price || open === undefined) return;
      samples.push({
        from: this.ctx.located(candle),
        at: ends[i]! - minutes * 60,
        open,
        high: needPrice(price, 'high'),
        low: needPrice(price, 'low'),
        close: needPrice(price, 'close'),
        volume: kalshiCount(candle, 'volume') ?? '0',
      });
    });
    const ref = { venue: 'kalshi' as const, marketId: ticker, outcome: 0 };
    const bars = barsOfPeriod(ref, samples, minutes);
    if ('skipped' in bars) this.ctx.warn(list, `candlesticks skipped: ${bars.skipped}`);
    else this.ctx.out.bars.push(...bars);
  }
}

/** The series a recorded `GET /markets` request filtered by (`series_ticker=`), if any. */
function requestedSeries(envelope: Envelope): string | undefined {
  const url = envelope.url;
  if (!url || !/\/markets\/?$/.test(url.pathname)) return undefined;
  const series = url.searchParams.get('series_ticker')?.trim();
  return series ? series : undefined;
}

/**
 * `GET /markets/candlesticks` (several markets at once): `{markets: [{market_ticker,
 * candlesticks}]}`, told from a `/markets` list by its items.
 */
function isBatchCandles(body: JsonNode): boolean {
  const first = body.opt('markets')?.isArray() ? body.need('markets').items()[0] : undefined;
  return first !== undefined && first.has('market_ticker') && first.has('candlesticks');
}

/** A price from its fixed-point field (`<key>_dollars`) or else its cents field. */
function kalshiPrice(node: JsonNode, key: string): string | undefined {
  const dollars = node.opt(`${key}_dollars`);
  if (dollars) return dollarsText(dollars);
  const cents = node.opt(key);
  return cents ? centsToDollars(cents) : undefined;
}

/** A price that must be there: a missing one is named by its fixed-point field. */
function needPrice(node: JsonNode, key: string): string {
  return kalshiPrice(node, key) ?? dollarsText(node.need(`${key}_dollars`));
}

/** A contract count from its fixed-point field (`<key>_fp`) or else its integer field. */
function kalshiCount(node: JsonNode, key: string): string | undefined {
  const fixed = node.opt(`${key}_fp`);
  if (fixed) return decimalText(fixed);
  const count = node.opt(key);
  return count ? decimalText(count) : undefined;
}

/** `settlement_sources: [{name, url}]` of a series, an event or event metadata. */
function settlementSources(node: JsonNode): string[] {
  return (node.opt('settlement_sources')?.items() ?? []).map(
    (s) => s.opt('url')?.string() ?? s.need('name').string(),
  );
}

/**
 * The tick bands of a market: its `price_ranges` ({start, end, step} in dollars; one range for
 * linear_cent and deci_cent, three for tapered_deci_cent), else the legacy `tick_size` in cents,
 * else one cent. A price of 0 or 1 cannot be quoted, so the outer bands start and end one step in.
 */
function tickBandsOf(node: JsonNode): VenueMarket['tickBands'] {
  const ranges = node.opt('price_ranges')?.items() ?? [];
  if (ranges.length > 0) {
    return ranges.map((range) => {
      const step = decimalText(range.need('step'));
      if (dec(step).lte(0)) range.get('step').fail('must be positive');
      const start = dollarsText(range.need('start'));
      const end = dollarsText(range.need('end'));
      const lower = dec(start).isZero() ? step : start;
      const upper = dec(end).eq(1) ? formatDec(dec(1).minus(step)) : end;
      if (dec(lower).gt(upper)) range.fail('start must not be above end');
      return { lowerPrice: lower, upperPrice: upper, tickSize: step };
    });
  }
  const tickNode = node.opt('tick_size');
  const tick = tickNode ? centsToDollars(tickNode) : '0.01';
  return [{ lowerPrice: tick, upperPrice: formatDec(dec(1).minus(tick)), tickSize: tick }];
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
  // A result under dispute: trading is over and the settlement is not final yet.
  disputed: 'CLOSED',
  settled: 'SETTLED',
  finalized: 'SETTLED',
  amended: 'SETTLED',
};

/**
 * A status Kalshi adds after these (its lifecycle has grown before: `disputed`, `amended`) is
 * UNKNOWN, not a refused market: the market's terms and listings are still worth keeping.
 */
function marketStatus(node: JsonNode, result: string): LifecycleStatus {
  const status = STATUS[node.string()] ?? 'UNKNOWN';
  if (status === 'SETTLED') return result === 'yes' || result === 'no' ? 'RESOLVED' : 'CLOSED';
  return status;
}

/** The event's `title` and `sub_title`, as `event.title` and `event.sub_title`. */
function eventTitles(node: JsonNode): VenueText[] {
  return venueTexts(node, ['title', 'sub_title']).map((t) => ({
    field: `event.${t.field}`,
    text: t.text,
  }));
}

function competitionTexts(metadata: JsonNode | undefined): VenueText[] {
  if (!metadata?.isObject()) return [];
  return venueTexts(metadata, ['competition']).map((t) => ({
    field: `event.product_metadata.${t.field}`,
    text: t.text,
  }));
}

/** The market fields that state its settlement terms (docs/decisions.md, "Settlement terms"). */
const KALSHI_TERM_FIELDS = [
  'title',
  'yes_sub_title',
  'rules_primary',
  'rules_secondary',
  'strike_type',
  'floor_strike',
  'cap_strike',
  'close_time',
  'expiration_time',
  'early_close_condition',
];

function strikeOf(node: JsonNode): Strike | undefined {
  const type = node.opt('strike_type')?.string();
  if (type === 'greater' || type === 'greater_or_equal')
    return { kind: type, threshold: decimalText(node.need('floor_strike')) };
  if (type === 'less' || type === 'less_or_equal')
    return { kind: type, threshold: decimalText(node.need('cap_strike')) };
  return undefined;
}

/**
 * What a market states as data (docs/venue-adapters.md, "Venue facts"): its strike fields as the
 * Trade API documents them (`floor_strike`, `cap_strike` numbers; `functional_strike` text;
 * `custom_strike` an object whose values may be structured target IDs) and its times.
 */
function marketFacts(node: JsonNode): VenueFacts | undefined {
  const customStrike = factStringMap(node, 'custom_strike');
  return compactFacts({
    strikeType: factText(node, 'strike_type'),
    floorStrike: factDecimal(node, 'floor_strike'),
    capStrike: factDecimal(node, 'cap_strike'),
    functionalStrike: factText(node, 'functional_strike'),
    customStrike,
    referenceIds: customStrike ? distinct(Object.values(customStrike)) : undefined,
    openTime: factTime(node, 'open_time'),
    closeTime: factTime(node, 'close_time'),
    expectedExpirationTime: factTime(node, 'expected_expiration_time'),
    expirationTime: factTime(node, 'expiration_time'),
  });
}

/** A series' settlement sources, contract terms (`contract_terms_url`, else `contract_url`), tags and category. */
function seriesFacts(node: JsonNode): VenueFacts {
  return {
    settlementSources: factSources(node, 'settlement_sources'),
    contractTermsUrl: factText(node, 'contract_terms_url') ?? factText(node, 'contract_url'),
    tags: distinct([...factStrings(node, 'tags'), factText(node, 'category')]),
  };
}

/** An event's facts: its own settlement sources, else its series'; its series' terms and tags. */
function eventFacts(
  own: readonly { name: string; url: string }[],
  series: VenueFacts | undefined,
): VenueFacts | undefined {
  return compactFacts({
    settlementSources: own.length > 0 ? own : series?.settlementSources,
    contractTermsUrl: series?.contractTermsUrl,
    tags: series?.tags,
  });
}
