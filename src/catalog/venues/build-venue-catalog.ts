// From what the venue parsers read to a settlegraph.catalog/v1 document (docs/catalog-format.md):
// events, the families their structure determines (exclusive outcomes, threshold ladders, lone
// binary markets), markets with YES/NO payouts per scenario, listings with every native
// identifier in its own field, and market data on those listings. Pure: no I/O.
import { createHash } from 'node:crypto';
import type { Problem } from '../../domain/errors';
import { formatFamilyVersion } from '../../domain/payout-key';
import type { LifecycleStatus } from '../../domain/records';
import type {
  CatalogDocument,
  CatalogFamily,
  CatalogListing,
  CatalogMarket,
  CatalogMarketData,
} from '../catalog-schema';
import { CATALOG_FORMAT } from '../catalog-schema';
import { catalogTerms } from '../catalog-terms';
import {
  eventFamilyId,
  eventServiceId,
  listingServiceId,
  marketFamilyId,
  marketServiceId,
  outcomeServiceId,
  outcomeSuffix,
  slugify,
} from './catalog-ids';
import { failureReason, problemAt, type Located } from './payload-error';
import { readRulesText, type RulesReading, type VoidRule } from './rules-text';
import { extractTerms } from './terms/extract-terms';
import { deriveLadder } from './threshold-ladder';
import type { ListingRef, VenueEvent, VenueMarket, VenuePayloads } from './venue-model';

type Scenario = CatalogFamily['scenario_versions'][number]['scenarios'][number];

/** One adapted market with what the equivalence merge needs to compare and move. */
export interface AdaptedMarket {
  venue: VenueMarket;
  reading: RulesReading;
  event: VenueEvent;
  doc: CatalogMarket;
}

export interface BuiltCatalog {
  doc: CatalogDocument;
  markets: AdaptedMarket[];
}

/** How a market pays in its family: scenario ID to [first outcome, second outcome] fractions. */
type PayoutPlan = Map<string, [string, string]>;

interface FamilyPlan {
  family: CatalogFamily;
  /** Per market ID: the scenarios where the first outcome (YES) pays in full. */
  wins: Map<string, string[]>;
  voids: VoidRule[];
  normal: string[];
}

export function buildVenueCatalog(sets: readonly VenuePayloads[]): {
  built?: BuiltCatalog;
  problems: Problem[];
} {
  const problems: Problem[] = [];
  const events = new Map<string, VenueEvent>();
  for (const set of sets) for (const e of set.events) events.set(`${e.venue}/${e.eventId}`, e);
  const byEvent = new Map<string, VenueMarket[]>();
  for (const set of sets) {
    for (const m of set.markets) {
      const key = `${m.venue}/${m.eventId}`;
      if (!events.has(key)) {
        problems.push(
          problemAt(
            m.from.file,
            m.from.path,
            `its event "${m.eventId}" is not among the ${m.venue} payloads: save the event too`,
          ),
        );
        continue;
      }
      byEvent.set(key, [...(byEvent.get(key) ?? []), m]);
    }
  }
  const families: CatalogFamily[] = [];
  const adapted: AdaptedMarket[] = [];
  const eventDocs: CatalogDocument['events'] = [];
  for (const [key, event] of events) {
    const markets = byEvent.get(key) ?? [];
    // A failure while building one event or market is a problem of its record, named by its file
    // and path as a reader's problems are, so the sync quarantines that record alone.
    const plans = ofRecord(event.from, problems, () => {
      const readings = new Map(markets.map((m) => [m.marketId, readRulesText(m.rulesText)]));
      return { readings, plans: planFamilies(event, markets, readings) };
    });
    if (!plans) continue;
    const familyOf = new Map<string, FamilyPlan>();
    for (const plan of plans.plans) {
      families.push(plan.family);
      for (const id of plan.wins.keys()) familyOf.set(id, plan);
    }
    for (const m of markets) {
      const plan = familyOf.get(m.marketId)!;
      const reading = plans.readings.get(m.marketId)!;
      const doc = ofRecord(m.from, problems, () => marketDoc(event, m, plan, reading));
      if (doc) adapted.push({ venue: m, reading, event, doc });
    }
    eventDocs.push({
      event_id: eventServiceId(event),
      venue: event.venue,
      venue_event_id: event.eventId,
      title: event.title,
      description: event.description,
      category: event.category,
      tags: tagsOf(event),
      status: eventStatus(markets),
      family_ids: [...new Set(plans.plans.map((p) => p.family.family_id))],
    });
  }
  const marketData = buildMarketData(sets, problems);
  if (problems.length > 0) return { problems };
  return {
    problems,
    built: {
      doc: {
        format: CATALOG_FORMAT,
        conventions: [],
        families,
        joint_scopes: [],
        events: eventDocs,
        markets: adapted.map((a) => a.doc),
        market_data: marketData,
      },
      markets: adapted,
    },
  };
}

/** What `build` makes of one record, or undefined with its failure added to `problems`. */
function ofRecord<T>(from: Located, problems: Problem[], build: () => T): T | undefined {
  try {
    return build();
  } catch (error) {
    problems.push(problemAt(from.file, from.path, failureReason(error)));
    return undefined;
  }
}

function tagsOf(event: VenueEvent): string[] {
  return [...new Set([event.venue, ...event.tags])];
}

function eventStatus(markets: VenueMarket[]): LifecycleStatus {
  if (markets.length === 0) return 'UNKNOWN';
  if (markets.some((m) => m.status === 'OPEN')) return 'OPEN';
  if (markets.every((m) => m.status === 'RESOLVED')) return 'RESOLVED';
  if (markets.every((m) => m.status === 'RESOLVED' || m.status === 'CLOSED')) return 'CLOSED';
  return 'UNKNOWN';
}

/**
 * The families of one event's markets: one family of outcome scenarios for an exclusive event
 * (with at least two outcomes counting "other": one listed market alone would always pay),
 * one of interval scenarios for a threshold ladder, else one two-scenario family per market.
 */
function planFamilies(
  event: VenueEvent,
  markets: VenueMarket[],
  readings: Map<string, RulesReading>,
): FamilyPlan[] {
  const binary = markets.every((m) => m.outcomes[0].label === 'YES');
  if (event.exclusive && binary && markets.length > (event.allowsOther ? 0 : 1)) {
    const used = new Set<string>();
    const wins = new Map<string, string[]>();
    const normal: Scenario[] = markets.map((m) => {
      let id = scenarioIdOf(event, m);
      if (used.has(id) || id === 'other' || id.startsWith('void'))
        id = `${id}-${slugify(m.marketId)}`;
      used.add(id);
      wins.set(m.marketId, [id]);
      return {
        scenario_id: id,
        label: m.groupTitle || m.title,
        description: `${m.venue} market ${m.marketId} settles YES.`,
        kind: 'NORMAL',
      };
    });
    const hasOther = markets.some((m) => /^other$/i.test(m.groupTitle.trim()));
    if (event.allowsOther && !hasOther)
      normal.push({
        scenario_id: 'other',
        label: 'None of the listed outcomes',
        description: `The ${event.venue} event settles none of its listed markets YES.`,
        kind: 'NORMAL',
      });
    return [familyPlan(eventFamilyId(event), event.title, event, normal, wins, markets, readings)];
  }
  const strikes = markets.map((m) => m.strike);
  const ladder =
    binary && strikes.every((s) => s !== undefined) ? deriveLadder(strikes.map((s) => s)) : null;
  if (ladder) {
    const wins = new Map(markets.map((m, i) => [m.marketId, ladder.yesScenarios[i]!]));
    const normal: Scenario[] = ladder.scenarios.map((s) => ({
      scenario_id: s.scenarioId,
      label: s.label,
      description: `The ladder's quantity of ${event.venue} event ${event.eventId} settles ${s.label}.`,
      kind: 'NORMAL',
    }));
    return [familyPlan(eventFamilyId(event), event.title, event, normal, wins, markets, readings)];
  }
  return markets.map((m) => {
    const ids = [0, 1].map((i) => outcomeSuffix(m, i));
    const normal: Scenario[] = ids.map((id, i) => ({
      scenario_id: id,
      label: `${m.outcomes[i]!.venueOutcomeId}`,
      description: `${m.venue} market ${m.marketId} settles ${m.outcomes[i]!.venueOutcomeId}.`,
      kind: 'NORMAL',
    }));
    return familyPlan(
      marketFamilyId(m),
      m.title,
      event,
      normal,
      new Map([[m.marketId, [ids[0]!]]]),
      [m],
      readings,
    );
  });
}

function scenarioIdOf(event: VenueEvent, m: VenueMarket): string {
  if (m.venue === 'kalshi' && m.marketId.startsWith(`${event.eventId}-`))
    return slugify(m.marketId.slice(event.eventId.length + 1));
  return slugify(m.groupTitle) || `m-${slugify(m.marketId)}`;
}

function familyPlan(
  familyId: string,
  title: string,
  event: VenueEvent,
  normal: Scenario[],
  wins: Map<string, string[]>,
  markets: VenueMarket[],
  readings: Map<string, RulesReading>,
): FamilyPlan {
  const voids = new Map<string, VoidRule>();
  for (const m of markets) {
    const reading = readings.get(m.marketId)!;
    if (reading.kind === 'PLAIN')
      for (const v of reading.voids) if (!voids.has(v.scenarioId)) voids.set(v.scenarioId, v);
  }
  const voidRules = [...voids.values()].sort((a, b) => (a.scenarioId < b.scenarioId ? -1 : 1));
  const scenarios: Scenario[] = [
    ...normal,
    ...voidRules.map((v) => ({
      scenario_id: v.scenarioId,
      label: v.label,
      description: v.text,
      kind: 'VOID' as const,
    })),
  ];
  return {
    family: {
      family_id: familyId,
      title,
      description: `Derived from the ${event.venue} ${familyKind(normal, wins)} of event ${event.eventId}.`,
      category: event.category,
      tags: tagsOf(event),
      supported_convention_ids: [],
      scenario_versions: [{ version: scenarioVersionLabel(scenarios), scenarios }],
    },
    wins,
    voids: voidRules,
    normal: normal.map((s) => s.scenario_id),
  };
}

function familyKind(normal: Scenario[], wins: Map<string, string[]>): string {
  if (wins.size === 1 && normal.length === 2) return 'binary market';
  return [...wins.values()].every((w) => w.length === 1)
    ? 'exclusive outcomes'
    : 'threshold ladder';
}

/**
 * Scenario versions are immutable (docs/decisions.md), so the label is derived from the content
 * (which names native IDs rather than titles, so a reworded title does not publish a version):
 * adapting unchanged payloads again republishes the same version, and a changed structure (a new
 * rung, a new outcome) publishes a new one that becomes current.
 */
export function scenarioVersionLabel(scenarios: readonly Scenario[]): string {
  const canonical = JSON.stringify(
    scenarios.map((s) => [s.scenario_id, s.label, s.description, s.kind]),
  );
  return `v-${createHash('sha256').update(canonical).digest('hex').slice(0, 12)}`;
}

function marketDoc(
  event: VenueEvent,
  m: VenueMarket,
  plan: FamilyPlan,
  reading: RulesReading,
): CatalogMarket {
  const familyId = plan.family.family_id;
  const key = formatFamilyVersion({ familyId, version: plan.family.scenario_versions[0]!.version });
  const unsupported = unsupportedReason(m, plan, reading);
  const payouts = unsupported ? undefined : payoutPlan(m, plan, reading);
  const summary = [
    // The summary is a settlement term (a change makes a new market version): it names the rules
    // and what pays, never the title, so a reworded title is not an amendment.
    `Settles by the ${m.venue} rules of ${m.venue === 'kalshi' ? 'ticker' : 'market'} ${m.marketId}: ${payoutSentence(m, plan)}`,
    ...(unsupported ? [`Not analysable: ${unsupported}`] : []),
  ].join(' ');
  return {
    market_id: marketServiceId(m),
    title: m.title,
    description: m.description,
    category: event.category,
    tags: tagsOf(event),
    status: m.status,
    event_ids: [eventServiceId(event)],
    family_ids: [familyId],
    settlement_summary: summary,
    payout_conditions: m.rulesText.split('\n').filter((p) => p.trim() !== ''),
    settlement_evidence: {
      source: m.source || event.source,
      rules_text: m.rulesText,
      ...(m.windowStart && m.windowEnd
        ? { observation_window: { start: m.windowStart, end: m.windowEnd } }
        : {}),
      ...(reading.kind === 'PLAIN' ? { void_rules: reading.voids.map((v) => v.text) } : {}),
      ...(m.winner !== undefined ? { resolved_outcome_id: outcomeServiceId(m, m.winner) } : {}),
      ...(m.resolvedAt ? { resolved_at: m.resolvedAt } : {}),
      // Kept with the market so the stored catalog can be matched across venues as `settlegraph
      // match` matches payloads (docs/decisions.md, "Settlement terms").
      terms: catalogTerms(extractTerms(m, event)),
    },
    outcomes: [0, 1].map((i) => ({
      outcome_id: outcomeServiceId(m, i),
      label: m.outcomes[i]!.label,
      payouts: payouts
        ? { [key]: Object.fromEntries([...payouts].map(([s, p]) => [s, p[i]!])) }
        : {},
      listings: [listingDoc(event, m, i)],
    })),
  };
}

function payoutSentence(m: VenueMarket, plan: FamilyPlan): string {
  const wins = plan.wins.get(m.marketId) ?? [];
  const first = m.outcomes[0].label;
  const second = m.outcomes[1].label;
  return `${first} pays 1 in ${wins.join(', ')}; ${second} pays 1 in the other NORMAL scenarios of ${plan.family.family_id}.`;
}

/** Why a market gets no payouts (docs/decisions.md: never guess a settlement). */
function unsupportedReason(
  m: VenueMarket,
  plan: FamilyPlan,
  reading: RulesReading,
): string | undefined {
  if (reading.kind === 'AMBIGUOUS')
    return `the rules text states an exceptional settlement without a fixed payout ("${reading.sentence}").`;
  const own = new Set(reading.voids.map((v) => v.scenarioId));
  const missing = plan.voids.filter((v) => !own.has(v.scenarioId));
  if (missing.length > 0)
    return `other markets of its family settle exceptional cases (${missing.map((v) => v.scenarioId).join(', ')}) that its rules text does not address.`;
  return undefined;
}

function payoutPlan(m: VenueMarket, plan: FamilyPlan, reading: RulesReading): PayoutPlan {
  const wins = new Set(plan.wins.get(m.marketId) ?? []);
  const payouts: PayoutPlan = new Map();
  for (const s of plan.normal) payouts.set(s, wins.has(s) ? ['1', '0'] : ['0', '1']);
  if (reading.kind === 'PLAIN')
    for (const v of reading.voids) payouts.set(v.scenarioId, [v.yes, v.no]);
  return payouts;
}

function listingDoc(event: VenueEvent, m: VenueMarket, i: number): CatalogListing {
  const o = m.outcomes[i]!;
  return {
    listing_id: listingServiceId(m, outcomeSuffix(m, i)),
    venue: m.venue,
    venue_market_id: m.marketId,
    venue_outcome_id: o.venueOutcomeId,
    venue_event_ids: [event.eventId],
    status: m.status,
    ...(m.ticker !== undefined ? { ticker: m.ticker } : {}),
    ...(o.tokenId !== undefined ? { token_id: o.tokenId } : {}),
    ...(m.conditionId !== undefined ? { condition_id: m.conditionId } : {}),
    ...(m.slug !== undefined ? { slug: m.slug } : {}),
    trading_rules: {
      quantity_unit: m.quantityUnit,
      // Polymarket settles in USDC, treated as USD like the demo catalog (docs/decisions.md).
      quote_currency: 'USD',
      payout_currency: 'USD',
      payout_unit: '1',
      quantity_increment: m.quantityIncrement,
      tick_bands: m.tickBands,
    },
  };
}

/** Market data rows on the adapted listings; a row whose listing is unknown is a problem. */
function buildMarketData(sets: readonly VenuePayloads[], problems: Problem[]): CatalogMarketData {
  const byToken = new Map<string, [VenueMarket, number]>();
  const byMarket = new Map<string, VenueMarket>();
  for (const set of sets) {
    for (const m of set.markets) {
      byMarket.set(`${m.venue}/${m.marketId}`, m);
      m.outcomes.forEach((o, i) => {
        if (o.tokenId !== undefined) byToken.set(o.tokenId, [m, i]);
      });
    }
  }
  const listingOf = (ref: ListingRef, from: { file: string; path: string }): string | undefined => {
    if (ref.tokenId !== undefined) {
      const found = byToken.get(ref.tokenId);
      if (found) return listingServiceId(found[0], outcomeSuffix(found[0], found[1]));
      problems.push(
        problemAt(
          from.file,
          from.path,
          `no market with CLOB token ID "${ref.tokenId}" among the polymarket payloads`,
        ),
      );
      return undefined;
    }
    const m = byMarket.get(`${ref.venue}/${ref.marketId ?? ''}`);
    if (m) return listingServiceId(m, outcomeSuffix(m, ref.outcome ?? 0));
    problems.push(
      problemAt(
        from.file,
        from.path,
        `no market "${ref.marketId ?? ''}" among the ${ref.venue} payloads`,
      ),
    );
    return undefined;
  };
  const data: CatalogMarketData = {
    quotes: [],
    orderbooks: [],
    trades: [],
    price_history: [],
    fees: [],
  };
  for (const set of sets) {
    for (const q of set.quotes) {
      const listing_id = listingOf(q.ref, q.from);
      if (listing_id)
        data.quotes.push({
          listing_id,
          ...(q.bid !== undefined ? { bid: q.bid } : {}),
          ...(q.ask !== undefined ? { ask: q.ask } : {}),
          ...(q.bidSize !== undefined ? { bid_size: q.bidSize } : {}),
          ...(q.askSize !== undefined ? { ask_size: q.askSize } : {}),
          ...(q.last !== undefined ? { last: q.last } : {}),
          observed_at: q.observedAt,
        });
    }
    for (const b of set.books) {
      const listing_id = listingOf(b.ref, b.from);
      if (!listing_id) continue;
      data.orderbooks.push({
        listing_id,
        observed_at: b.observedAt,
        ...(b.bids ? { bids: b.bids } : {}),
        ...(b.asks ? { asks: b.asks } : {}),
        ...(b.yesBids ? { yes_bids: b.yesBids } : {}),
        ...(b.noBids ? { no_bids: b.noBids } : {}),
      });
    }
    for (const t of set.trades) {
      const listing_id = listingOf(t.ref, t.from);
      if (listing_id)
        data.trades.push({
          trade_id: t.tradeId,
          listing_id,
          price: t.price,
          quantity: t.quantity,
          taker_side: t.takerSide,
          executed_at: t.executedAt,
        });
    }
    for (const bar of set.bars) {
      const listing_id = listingOf(bar.ref, bar.from);
      if (listing_id)
        data.price_history.push({
          listing_id,
          interval: bar.interval,
          start: bar.start,
          open: bar.open,
          high: bar.high,
          low: bar.low,
          close: bar.close,
          volume: bar.volume,
        });
    }
    for (const fee of set.fees) {
      const listing_ids = fee.refs.flatMap((ref) => listingOf(ref, fee.from) ?? []);
      if (listing_ids.length > 0)
        data.fees.push({
          venue: set.venue,
          listing_ids,
          kind: fee.kind,
          formula: fee.formula,
          rate: fee.rate,
          rounding: fee.rounding,
          ...(fee.effectiveFrom !== undefined && { effective_from: fee.effectiveFrom }),
        });
    }
  }
  return data;
}
