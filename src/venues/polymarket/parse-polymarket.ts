// Saved Polymarket API responses (docs/venue-adapters.md): Gamma `/events` and `/markets`, CLOB
// `/book` (and `/books`) and `/prices-history`. Identifiers are kept exactly as the venue wrote
// them: event ID, market ID, condition ID (0x + 64 hex), CLOB token IDs (decimal digits, which
// Gamma gives inside a JSON-encoded string) and slug.
import { dec, formatDec } from '../../domain/arithmetic/decimal';
import type { LifecycleStatus } from '../../domain/records';
import {
  barsOfPeriod,
  periodMinutesOf,
  spacingMinutes,
  type PeriodSample,
} from '../common/bar-periods';
import { decimalText, epochMillisToIso, isoTimestamp } from '../common/exact-values';
import { JsonNode, venueTexts } from '../common/json-node';
import { ParseContext, unwrapEnvelope, type Envelope } from '../common/parse-context';
import { listKind, otherVenue, RECORD_VENUE, recordKind } from '../common/venue-records';
import type { VenueFacts, VenueText } from '../../domain/settlement-terms/term-inputs';
import {
  compactFacts,
  distinct,
  factBoolean,
  factDecimal,
  factText,
  factTime,
} from '../common/venue-facts';
import type {
  Strike,
  StrikeKind,
  VenueEvent,
  VenueFee,
  VenueMarket,
  VenuePayloads,
} from '../common/venue-model';
import { polymarketTeamEntities } from './polymarket-reference';

/** Reads one file's parsed JSON into the context; throws PayloadError at the first problem. */
export function readPolymarketFile(ctx: ParseContext, json: unknown): void {
  const envelope = unwrapEnvelope(new JsonNode(json));
  ctx.fetchedAt = envelope.fetchedAt;
  const body = envelope.body;
  if (readKeysetPage(ctx, body)) return;
  if (body.isArray()) {
    // Told by every item's kind (common/venue-records.ts), so a Kalshi list is refused whole.
    const kind = listKind(body);
    const items = body.items();
    if (kind === 'gamma event') eachRecord(items, (e) => readEvent(ctx, e));
    else if (kind === 'gamma market') eachRecord(items, (m) => readLoneMarket(ctx, m));
    else if (kind === 'clob book') eachRecord(items, (b) => readBook(ctx, b));
    else if (kind !== undefined) body.fail(otherVenue(kind, 'polymarket'));
    else ctx.warn(body, 'an empty array: nothing read');
    return;
  }
  const single = recordKind(body);
  if (single !== undefined && RECORD_VENUE[single] === 'kalshi')
    body.fail(otherVenue(single, 'polymarket'));
  rejectKalshi(body);
  if (!body.isObject()) body.fail('not a Polymarket payload: expected a JSON array or object');
  if (body.has('markets') && body.has('id')) body.within(() => readEvent(ctx, body));
  else if (body.has('conditionId')) body.within(() => readLoneMarket(ctx, body));
  else if (body.has('asset_id')) body.within(() => readBook(ctx, body));
  else if (body.has('history')) body.within(() => readHistory(ctx, envelope));
  else
    body.fail(
      'not a Polymarket payload: expected a Gamma event or market, a CLOB book or price history',
    );
}

/**
 * A page of Gamma's keyset lists, `/events/keyset` (`{events, next_cursor}`) or `/markets/keyset`
 * (`{markets, next_cursor}`; docs/venue-adapters.md): the list is read as the plain lists are.
 * Told from Kalshi's `{events, cursor}` by its items, which carry a Polymarket `id`.
 */
function readKeysetPage(ctx: ParseContext, body: JsonNode): boolean {
  if (!body.isObject() || body.has('cursor')) return false;
  for (const key of ['events', 'markets'] as const) {
    const list = body.opt(key);
    if (!list?.isArray() || body.has('id')) continue;
    const items = list.items();
    const first = items[0];
    if (first && (!first.isObject() || !first.has('id') || first.has('event_ticker'))) return false;
    if (key === 'events') eachRecord(items, (e) => readEvent(ctx, e));
    else eachRecord(items, (m) => readLoneMarket(ctx, m));
    return true;
  }
  return false;
}

/** Reads each record of a list, a failure of one named by its own path (JsonNode.within). */
function eachRecord(items: readonly JsonNode[], read: (item: JsonNode) => void): void {
  for (const item of items) item.within(() => read(item));
}

function rejectKalshi(probe: JsonNode): void {
  if (!probe.isObject()) return;
  for (const key of [
    'event_ticker',
    'series_ticker',
    'orderbook',
    'orderbook_fp',
    'trades',
    'candlesticks',
    'cursor',
  ]) {
    if (probe.has(key))
      probe.fail(
        `a Kalshi payload (it has "${key}"), not a Polymarket one: pass it after "kalshi"`,
      );
  }
  const listOnly = !probe.has('id') && !probe.has('conditionId') && !probe.has('asset_id');
  for (const key of ['ticker', 'events', 'markets', 'market', 'event', 'series']) {
    if (listOnly && probe.has(key))
      probe.fail(
        `a Kalshi payload (a "${key}" member without a Polymarket "id"), not a Polymarket one: pass it after "kalshi"`,
      );
  }
}

function optText(node: JsonNode, key: string): string {
  return node.opt(key)?.string() ?? '';
}

function optBool(node: JsonNode, key: string): boolean {
  return node.opt(key)?.boolean() ?? false;
}

function readEvent(ctx: ParseContext, node: JsonNode): void {
  const idNode = node.need('id');
  const eventId = idNode.id();
  const event: VenueEvent = {
    venue: 'polymarket',
    from: ctx.located(node),
    eventId,
    title: node.need('title').string(),
    description: optText(node, 'description'),
    category: optText(node, 'category'),
    tags: (node.opt('tags')?.items() ?? []).map((t) => t.need('slug').id()),
    exclusive: optBool(node, 'negRisk'),
    allowsOther: optBool(node, 'negRisk') && optBool(node, 'negRiskAugmented'),
    source: optText(node, 'resolutionSource'),
    texts: eventTexts(node),
  };
  const facts = eventFacts(node);
  if (facts) event.facts = facts;
  if (!event.category) {
    const firstTag = node.opt('tags')?.items()[0];
    event.category = firstTag ? firstTag.need('label').string() : '';
  }
  const markets = node.need('markets').items();
  if (ctx.summaries.delete(eventId)) {
    // Seen first as the summary inside a Gamma market: the full event replaces it.
    const index = ctx.out.events.findIndex((e) => e.eventId === eventId);
    ctx.out.events.splice(index, 1);
  }
  const definition = ctx.define(
    'event',
    eventId,
    withoutMarkets(node),
    idNode,
    ctx.observedAt(node, 'updatedAt'),
  );
  ParseContext.place(ctx.out.events, event, definition, (e) => e.eventId === eventId);
  readEventTeams(ctx, node);
  eachRecord(markets, (m) => readMarket(ctx, m, eventId));
}

/**
 * A game event's `teams`: Gamma's Team objects, as `GET /teams` lists them (name, league,
 * abbreviation, alias), so the event's own teams are reference data of the page as that list is
 * (polymarket-reference.ts), and a team the league tables do not know is named by Gamma's code
 * rather than as written (docs/decisions.md, "Settlement terms: one team across venues").
 */
function readEventTeams(ctx: ParseContext, node: JsonNode): void {
  const teams = node.opt('teams')?.value;
  const entities = Array.isArray(teams) ? polymarketTeamEntities(teams) : [];
  if (entities.length === 0) return;
  const known = ctx.out.reference?.entities ?? [];
  ctx.out.reference = { ...ctx.out.reference, entities: [...known, ...entities] };
}

/** The event's own fields, for duplicate detection (its markets are checked one by one). */
function withoutMarkets(node: JsonNode): JsonNode {
  const copy: Record<string, unknown> = { ...(node.value as Record<string, unknown>) };
  delete copy.markets;
  return new JsonNode(copy, node.path);
}

/**
 * A market from Gamma `/markets`: its event comes from `events[0]`. Gamma leaves `events` out of
 * some markets: such a market is kept when an event payload of the same run lists it, and is
 * otherwise left out with a warning (its event cannot be named, and none is invented).
 */
function readLoneMarket(ctx: ParseContext, node: JsonNode): void {
  if (!node.opt('events')) {
    const marketId = node.need('id').id();
    const from = ctx.located(node);
    ctx.deferred.push(() => {
      if (ctx.isDefined('market', marketId)) return;
      ctx.out.warnings.push({
        from,
        reason: `market ${marketId} skipped: it names no event ("events" is absent)`,
      });
    });
    return;
  }
  const events = node.need('events').items();
  const summary = events[0] ?? node.need('events').fail("must name the market's event");
  const idNode = summary.need('id');
  const eventId = idNode.id();
  const event: VenueEvent = {
    venue: 'polymarket',
    from: ctx.located(summary),
    eventId,
    title: summary.need('title').string(),
    description: optText(summary, 'description'),
    category: optText(summary, 'category'),
    tags: [],
    exclusive: optBool(summary, 'negRisk'),
    allowsOther: optBool(summary, 'negRisk') && optBool(summary, 'negRiskAugmented'),
    source: optText(summary, 'resolutionSource'),
    texts: eventTexts(summary),
  };
  const facts = eventFacts(summary);
  if (facts) event.facts = facts;
  if (!ctx.out.events.some((e) => e.eventId === eventId)) {
    ctx.out.events.push(event);
    ctx.summaries.add(eventId);
  }
  const copy: Record<string, unknown> = { ...(node.value as Record<string, unknown>) };
  delete copy.events;
  readMarket(ctx, new JsonNode(copy, node.path), eventId);
}

/**
 * The strings of a member Gamma writes as the JSON text of an array (`clobTokenIds`, `outcomes`,
 * `outcomePrices`), each as a node at its path in the decoded array (`$.outcomePrices[0]`), so a
 * fault of one item is named where it is.
 */
function jsonStringItems(node: JsonNode, what: string): JsonNode[] {
  const text = node.string();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return node.fail(`must be a JSON-encoded array of ${what}`);
  }
  if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'string'))
    node.fail(`must be a JSON-encoded array of ${what} as strings`);
  return new JsonNode(parsed, node.path).items();
}

function jsonStrings(node: JsonNode, what: string): string[] {
  return jsonStringItems(node, what).map((item) => item.string());
}

function readMarket(ctx: ParseContext, node: JsonNode, eventId: string): void {
  const idNode = node.need('id');
  const marketId = idNode.id();
  if (!/^\d+$/.test(marketId)) idNode.fail('a Polymarket market ID is a string of decimal digits');
  const conditionNode = node.need('conditionId');
  const conditionId = conditionNode.id();
  if (!/^0x[0-9a-fA-F]{64}$/.test(conditionId))
    conditionNode.fail('a condition ID is 0x followed by 64 hexadecimal digits');
  const tokensNode = node.need('clobTokenIds');
  const tokens = jsonStrings(tokensNode, 'CLOB token IDs');
  if (tokens.length !== 2 || tokens.some((t) => !/^\d+$/.test(t)))
    tokensNode.fail('must hold two CLOB token IDs, each a string of decimal digits');
  const outcomesNode = node.need('outcomes');
  const names = jsonStrings(outcomesNode, 'outcome names');
  if (names.length !== 2) outcomesNode.fail('must hold two outcome names');
  const yesNo = names[0] === 'Yes' && names[1] === 'No';
  const closed = optBool(node, 'closed');
  const active = optBool(node, 'active');
  let status: LifecycleStatus = closed ? 'CLOSED' : active ? 'OPEN' : 'UNKNOWN';
  let winner: number | undefined;
  const pricesNode = node.opt('outcomePrices');
  if (closed && pricesNode) {
    // Read as decimal.js reads them (Gamma may write an exponent); one it cannot read is refused
    // at its own path.
    const prices = jsonStringItems(pricesNode, 'outcome prices').map((p) =>
      p.within(() => formatDec(dec(p.string()))),
    );
    const uma = node.opt('umaResolutionStatus')?.string();
    const settled = uma === undefined || uma === 'resolved';
    if (settled && prices.length === 2 && prices.includes('1') && prices.includes('0')) {
      status = 'RESOLVED';
      winner = prices.indexOf('1');
    }
  }
  const tickNode = node.opt('orderPriceMinTickSize');
  const tick = tickNode ? decimalText(tickNode) : '0.01';
  const groupTitle = optText(node, 'groupItemTitle');
  const strike = parseThresholdTitle(groupTitle);
  const start = node.opt('startDate');
  const end = node.opt('endDate');
  const market: VenueMarket = {
    venue: 'polymarket',
    from: ctx.located(node),
    marketId,
    eventId,
    title: node.need('question').string(),
    description: optText(node, 'description'),
    groupTitle,
    status,
    rulesText: optText(node, 'description'),
    source: optText(node, 'resolutionSource'),
    ...(start ? { windowStart: isoTimestamp(start) } : {}),
    ...(end ? { windowEnd: isoTimestamp(end) } : {}),
    ...(strike ? { strike } : {}),
    outcomes: [
      { label: yesNo ? 'YES' : names[0]!, venueOutcomeId: names[0]!, tokenId: tokens[0]! },
      { label: yesNo ? 'NO' : names[1]!, venueOutcomeId: names[1]!, tokenId: tokens[1]! },
    ],
    conditionId,
    slug: node.need('slug').id(),
    ...(winner !== undefined ? { winner } : {}),
    tickBands: [{ lowerPrice: tick, upperPrice: formatDec(dec(1).minus(tick)), tickSize: tick }],
    quantityIncrement: '0.01',
    quantityUnit: 'share',
    texts: venueTexts(node, POLYMARKET_TERM_FIELDS),
  };
  const facts = marketFacts(node);
  if (facts) market.facts = facts;
  const definition = ctx.define(
    'market',
    marketId,
    node,
    idNode,
    ctx.observedAt(node, 'updatedAt'),
  );
  const placed = ParseContext.place(
    ctx.out.markets,
    market,
    definition,
    (m) => m.marketId === marketId,
  );
  if (placed) {
    const refs = [0, 1].map((outcome) => ({ venue: 'polymarket' as const, marketId, outcome }));
    ctx.out.fees = ctx.out.fees.filter((f) => f.refs[0]?.marketId !== marketId);
    for (const line of marketFees(ctx, node)) ctx.out.fees.push({ ...line, refs });
  }
  tokens.forEach((t, i) => ctx.define('token', t, new JsonNode(`${marketId}/${i}`), tokensNode));
}

/**
 * A market's published fees (docs.polymarket.com, "Fees"; the Gamma market's `feesEnabled` and
 * `feeSchedule {rate, exponent, takerOnly, rebateRate}`): takers pay rate × shares × price ×
 * (1 − price) when the exponent is 1, makers nothing when `takerOnly`. A fee-free market
 * (`feesEnabled: false`) gets zero lines, so valuations know its fees rather than miss them. Other
 * exponents and maker-paying schedules are not priced: warned, never guessed. The maker rebate
 * (`rebateRate`) is a payment out of collected fees, not a fee, and is not kept.
 */
function marketFees(ctx: ParseContext, node: JsonNode): Omit<VenueFee, 'refs'>[] {
  const present = (key: string) => {
    const found = node.opt(key);
    return found && found.value !== null ? found : undefined;
  };
  const schedule = present('feeSchedule');
  const enabledNode = present('feesEnabled');
  const enabled = enabledNode?.boolean();
  const from = ctx.located(schedule ?? enabledNode ?? node);
  const line = (kind: 'TAKER' | 'MAKER', rate: string): Omit<VenueFee, 'refs'> => ({
    from,
    kind,
    formula: 'RATE_PRICE_COMPLEMENT',
    rate,
    rounding: 'NONE',
  });
  if (!schedule) {
    if (enabled === false) return [line('TAKER', '0'), line('MAKER', '0')];
    if (enabled)
      ctx.warn(enabledNode!, 'fees skipped: fees are enabled but no feeSchedule is given');
    return [];
  }
  const rate = decimalText(schedule.need('rate'));
  if (dec(rate).lt(0)) schedule.need('rate').fail('must not be negative');
  const exponentNode = schedule.opt('exponent');
  if (exponentNode && !dec(decimalText(exponentNode)).eq(1)) {
    ctx.warn(
      exponentNode,
      `fees skipped: exponent ${decimalText(exponentNode)} is not priced (only rate × price × (1 − price), exponent 1, is)`,
    );
    return [];
  }
  const takerOnly = schedule.opt('takerOnly');
  if (takerOnly && takerOnly.boolean() === false) {
    ctx.warn(takerOnly, 'maker fee skipped: a schedule charging makers is not priced');
    return [line('TAKER', rate)];
  }
  return [line('TAKER', rate), line('MAKER', '0')];
}

const THRESHOLD =
  /^\s*(↑|↓|>=|<=|≥|≤|>|<|above|over|below|under)?\s*\$?\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*([kmb])?\s*(\+|or more|or higher|or above|or less|or lower|or below)?\s*$/i;

/**
 * The threshold of a ladder rung from its Gamma `groupItemTitle` ("↑ 120,000", ">$110k",
 * "100k+"), or undefined when the title is not a threshold with a direction.
 */
/** The market fields that state its settlement terms (docs/decisions.md, "Settlement terms"). */
const POLYMARKET_TERM_FIELDS = [
  'question',
  'groupItemTitle',
  'description',
  'resolutionSource',
  'endDate',
  'outcomes',
];

export function parseThresholdTitle(title: string): Strike | undefined {
  const match = THRESHOLD.exec(title);
  if (!match) return undefined;
  const prefix = (match[1] ?? '').toLowerCase();
  const suffix = (match[4] ?? '').toLowerCase();
  let kind: StrikeKind | undefined;
  if (
    prefix === '↑' ||
    prefix === '≥' ||
    prefix === '>=' ||
    suffix === '+' ||
    /or (more|higher|above)/.test(suffix)
  )
    kind = 'greater_or_equal';
  else if (prefix === '>' || prefix === 'above' || prefix === 'over') kind = 'greater';
  else if (
    prefix === '↓' ||
    prefix === '≤' ||
    prefix === '<=' ||
    /or (less|lower|below)/.test(suffix)
  )
    kind = 'less_or_equal';
  else if (prefix === '<' || prefix === 'below' || prefix === 'under') kind = 'less';
  if (!kind || (prefix && suffix)) return undefined;
  const scale = { '': 1, k: 1e3, m: 1e6, b: 1e9 }[(match[3] ?? '').toLowerCase()] ?? 1;
  const threshold = formatDec(dec(match[2]!.replace(/,/g, '')).times(scale));
  return { kind, threshold };
}

function levels(node: JsonNode): [string, string][] {
  return node.items().map((l) => [decimalText(l.need('price')), decimalText(l.need('size'))]);
}

function readBook(ctx: ParseContext, node: JsonNode): void {
  const tokenNode = node.need('asset_id');
  const tokenId = tokenNode.id();
  if (!/^\d+$/.test(tokenId)) tokenNode.fail('a CLOB token ID is a string of decimal digits');
  node.need('market').id();
  ctx.out.books.push({
    ref: { venue: 'polymarket', tokenId },
    from: ctx.located(node),
    observedAt: epochMillisToIso(node.need('timestamp')),
    bids: levels(node.need('bids')),
    asks: levels(node.need('asks')),
  });
}

/**
 * CLOB `/prices-history` recorded with its URL: the token from `market=`, the sample period from
 * `fidelity=` (minutes), else from `interval=` samples' spacing. Each sample is a price at an
 * instant, not always on a minute boundary: it falls into the bar of its period that contains it,
 * and periods are kept, aggregated or skipped as bar-periods.ts says.
 */
function readHistory(ctx: ParseContext, envelope: Envelope): void {
  const body = envelope.body;
  const tokenId = envelope.url?.searchParams.get('market');
  if (!tokenId || !/^\d+$/.test(tokenId))
    return body.fail(
      'price history does not name its token: record it as {"url": ".../prices-history?market=<token ID>&fidelity=60", "response": ...}',
      '$.url',
    );
  const points = body.need('history').items();
  const samples: PeriodSample[] = points.map((point) => {
    const p = decimalText(point.need('p'));
    return {
      from: ctx.located(point),
      at: point.need('t').integer(),
      open: p,
      high: p,
      low: p,
      close: p,
      volume: '0',
    };
  });
  const minutes =
    periodMinutesOf(envelope.url?.searchParams.get('fidelity')) ??
    spacingMinutes(samples.map((s) => s.at));
  if (minutes === undefined) {
    if (samples.length > 0)
      ctx.warn(
        body.get('history'),
        'price history skipped: its period is unknown (record the url with fidelity=, or give two samples)',
      );
    return;
  }
  const bars = barsOfPeriod({ venue: 'polymarket', tokenId }, samples, minutes);
  if ('skipped' in bars) ctx.warn(body.get('history'), `price history skipped: ${bars.skipped}`);
  else ctx.out.bars.push(...bars);
}

export type { VenuePayloads };

/**
 * What a Gamma market states as data (docs/venue-adapters.md, "Venue facts"), as the Gamma Market
 * schema documents it: `startDate` and `endDate` (date-time), `resolutionSource`, `groupItemTitle` and
 * `groupItemThreshold` (strings, kept as written), `negRisk` (boolean), a sports market's
 * `sportsMarketType` and `line` (as recorded responses carry them: test/fixtures/terms-corpus/
 * tuning/polymarket/nautilus-gamma-markets-esports-2026-04-05.json), and the IDs of the teams of a
 * sports market (`teamAID`, `teamBID`: Gamma /teams IDs, resolved with reference data).
 */
function marketFacts(node: JsonNode): VenueFacts | undefined {
  return compactFacts({
    openTime: factTime(node, 'startDate'),
    endDate: factTime(node, 'endDate'),
    settlementSources: resolutionSources(node),
    groupItemTitle: factText(node, 'groupItemTitle'),
    groupItemThreshold: factText(node, 'groupItemThreshold'),
    negRisk: factBoolean(node, 'negRisk'),
    sportsMarketType: factText(node, 'sportsMarketType'),
    line: factDecimal(node, 'line'),
    gameStartTime: factTime(node, 'gameStartTime'),
    referenceIds: distinct([factText(node, 'teamAID'), factText(node, 'teamBID')]),
  });
}

/**
 * An event's `endDate`, `resolutionSource`, `negRisk`, its tags' labels, the IDs of its `series`
 * (Gamma's /sports names each league's series) and a game's `startTime` (when the game starts, as
 * the market's `gameStartTime`; `startDate` is when the event was listed).
 */
function eventFacts(node: JsonNode): VenueFacts | undefined {
  const tags = node.isObject() ? node.opt('tags')?.value : undefined;
  const series = node.isObject() ? node.opt('series')?.value : undefined;
  const teams = node.isObject() ? node.opt('teams')?.value : undefined;
  return compactFacts({
    gameTeams: gameTeams(teams),
    seriesIds: Array.isArray(series) ? distinct(series.map(seriesId)) : undefined,
    endDate: factTime(node, 'endDate'),
    gameStartTime: factTime(node, 'startTime'),
    settlementSources: resolutionSources(node),
    negRisk: factBoolean(node, 'negRisk'),
    tags: Array.isArray(tags)
      ? distinct(tags.map((t) => factText(new JsonNode(t), 'label')))
      : undefined,
  });
}

/**
 * A game event's two `teams` as team IDs: the venue's own identity of the game, against which the
 * teams its text names are read (docs/decisions.md, "Settlement terms: a game's teams read from
 * the text against the venue's identity of the game"). Any other count of teams states none.
 */
function gameTeams(teams: unknown): string[] | undefined {
  if (!Array.isArray(teams)) return undefined;
  const ids = distinct(polymarketTeamEntities(teams).map((e) => e.entity));
  return teams.length === 2 && ids.length === 2 ? ids : undefined;
}

/** A Gamma series' `id`, written as text (recorded) or as a whole number. */
function seriesId(series: unknown): string | undefined {
  if (typeof series !== 'object' || series === null || Array.isArray(series)) return undefined;
  const id = (series as { id?: unknown }).id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : undefined;
}

/**
 * The event's own words as the terms of its markets read them: a game's event is titled by its
 * teams ("FC Barcelona vs. RCD Mallorca - More Markets") and described by its league and day
 * ("More markets for the La Liga game, scheduled for February 7 at 10:15 AM ET.") where the
 * markets' rules name neither.
 */
function eventTexts(node: JsonNode): VenueText[] {
  return venueTexts(node, ['title', 'description']).map((t) => ({
    field: `event.${t.field}`,
    text: t.text,
  }));
}

/** Gamma's `resolutionSource`, a URL or a name without one: a source without a name of its own. */
function resolutionSources(node: JsonNode): VenueFacts['settlementSources'] {
  const source = factText(node, 'resolutionSource');
  return source === undefined ? undefined : [{ name: '', url: source }];
}
