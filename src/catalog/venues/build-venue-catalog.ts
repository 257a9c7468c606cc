// From what the venue parsers read to an import draft (src/catalog/import-draft.ts), the records a
// settlegraph.catalog/v1 document holds (docs/catalog-format.md) in camelCase: events, the families their structure determines (exclusive outcomes, threshold ladders, lone
// binary markets), markets with YES/NO payouts per scenario, listings with every native
// identifier in its own field, and market data on those listings. Given what the store holds of
// the events (the sync), the markets the venue no longer lists keep their place in their event's
// family (kept-members.ts). Pure: no I/O.
import type { Problem } from '../../domain/errors';
import { formatFamilyVersion } from '../../domain/payout-key';
import type { LifecycleStatus, PayoutTable, ScenarioRecord } from '../../domain/records';
import type {
  EventDraft,
  FamilyDraft,
  ImportDraft,
  ListingDraft,
  MarketDataDraft,
  MarketDraft,
  ScenarioDraft,
} from '../import-draft';
import type { MemberParts } from './cross-venue/cross-venue-membership';
import {
  eventFamilyId,
  eventServiceId,
  listingServiceId,
  marketFamilyId,
  marketServiceId,
  outcomeServiceId,
  outcomeSuffix,
  scenarioVersionLabel,
  slugify,
} from './catalog-ids';
import { failureReason, problemAt, type Located } from '../../venues/common/payload-error';
import {
  readRulesText,
  type RulesReading,
  type VoidRule,
} from '../../domain/settlement-terms/rules-text';
import { extractTerms } from '../../domain/settlement-terms/extract-terms';
import {
  NO_REFERENCE_DATA,
  type ReferenceData,
} from '../../domain/settlement-terms/reference-data';
import {
  exclusiveScenarioDescription,
  keptDraft,
  keptMembersOf,
  keptScenario,
  keptStrike,
  type KeptMember,
  type StoredEvents,
  type StoredFamilyVersion,
} from './kept-members';
import { deriveLadder, rungScenarios, type Ladder } from './threshold-ladder';
import type {
  ListingRef,
  Strike,
  Venue,
  VenueEvent,
  VenueMarket,
  VenuePayloads,
} from '../../venues/common/venue-model';

type Scenario = ScenarioDraft;

/** One adapted market with what the equivalence merge needs to compare and move. */
export interface AdaptedMarket {
  venue: VenueMarket;
  reading: RulesReading;
  event: VenueEvent;
  draft: MarketDraft;
}

export interface BuiltCatalog {
  draft: ImportDraft;
  markets: AdaptedMarket[];
}

/** How a market pays in its family: scenario ID to [first outcome, second outcome] fractions. */
type PayoutPlan = Map<string, [string, string]>;

interface FamilyPlan {
  family: FamilyDraft;
  /** Per market ID: the scenarios where the first outcome (YES) pays in full. */
  wins: Map<string, string[]>;
  voids: VoidRule[];
  normal: string[];
}

/**
 * The draft of the payloads. `stored` is what the store holds of their events that the
 * payloads no longer list (the sync's pages); `warnings` gets what of it could not be kept.
 */
export function buildVenueCatalog(
  sets: readonly VenuePayloads[],
  stored: StoredEvents = new Map(),
  warnings: Problem[] = [],
  /** The venues' reference data the term readers look entities up in. */
  reference: ReferenceData = NO_REFERENCE_DATA,
): {
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
  const families: FamilyDraft[] = [];
  const adapted: AdaptedMarket[] = [];
  const keptDrafts: MarketDraft[] = [];
  const eventDrafts: EventDraft[] = [];
  for (const [key, event] of events) {
    const markets = byEvent.get(key) ?? [];
    const storedPart = storedPartOf(event, stored, warnings);
    // A failure while building one event or market is a problem of its record, named by its file
    // and path as a reader's problems are, so the sync quarantines that record alone.
    const plans = ofRecord(event.from, problems, () => {
      const readings = new Map(markets.map((m) => [m.marketId, readRulesText(m.rulesText)]));
      return { readings, plans: planFamilies(event, markets, readings, storedPart) };
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
      const draft = ofRecord(m.from, problems, () =>
        marketDraft(event, m, plan, reading, reference),
      );
      if (draft) adapted.push({ venue: m, reading, event, draft });
    }
    keptDrafts.push(...keptDraftsOf(storedPart, familyOf));
    eventDrafts.push({
      eventId: eventServiceId(event),
      venue: event.venue,
      venueEventId: event.eventId,
      title: event.title,
      description: event.description,
      category: event.category,
      tags: tagsOf(event),
      status: eventStatus(markets),
      familyIds: [...new Set(plans.plans.map((p) => p.family.familyId))],
    });
  }
  const marketData = buildMarketData(sets, problems);
  if (problems.length > 0) return { problems };
  return {
    problems,
    built: {
      draft: {
        conventions: [],
        families,
        jointScopes: [],
        events: eventDrafts,
        markets: [...adapted.map((a) => a.draft), ...keptDrafts],
        marketData,
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

/** What the store holds of an event when its payloads are adapted again (kept-members.ts). */
interface StoredPart {
  /** The event's stored markets the payloads no longer list. */
  kept: readonly KeptMember[];
  /** The event family's current scenario version. */
  family: StoredFamilyVersion | undefined;
  warnings: Problem[];
}

function storedPartOf(event: VenueEvent, stored: StoredEvents, warnings: Problem[]): StoredPart {
  const storedEvent = stored.get(eventServiceId(event));
  const familyId = eventFamilyId(event);
  return {
    kept: storedEvent ? keptMembersOf(event, storedEvent) : [],
    family: storedEvent?.families.find((f) => f.familyId === familyId),
    warnings,
  };
}

/** The market drafts of the kept members whose import changes something (keptDraft). */
function keptDraftsOf(
  stored: StoredPart,
  familyOf: ReadonlyMap<string, FamilyPlan>,
): MarketDraft[] {
  return stored.kept.flatMap((k) => {
    const plan = familyOf.get(k.marketId);
    return keptDraft(k, plan && familyParts(k, plan, k.reading)) ?? [];
  });
}

/**
 * The families of one event's markets: one family of outcome scenarios for an exclusive event
 * (with at least two outcomes counting "other": one listed market alone would always pay),
 * one of interval scenarios for a threshold ladder, else one two-scenario family per market.
 * The event family's members are the listed markets and the kept ones that were in it.
 */
function planFamilies(
  event: VenueEvent,
  markets: VenueMarket[],
  readings: Map<string, RulesReading>,
  stored: StoredPart,
): FamilyPlan[] {
  const familyId = eventFamilyId(event);
  const family = stored.family;
  for (const k of stored.kept) readings.set(k.marketId, k.reading);
  // Only binary markets make an event's family, so only binary kept markets were in one.
  const members = family
    ? stored.kept.filter((k) => k.record.familyIds.includes(familyId) && k.labels[0] === 'YES')
    : [];
  const binary = markets.every((m) => m.outcomes[0].label === 'YES');
  const own = new Map(members.flatMap((k) => withPart(k, family && keptScenario(k, family))));
  const keptOutcomes = members.filter((k) => own.has(k.marketId));
  if (
    event.exclusive &&
    binary &&
    markets.length + keptOutcomes.length > (event.allowsOther ? 0 : 1)
  ) {
    leftOut(members, own, 'own scenario', stored.warnings, family);
    const used = new Set([...own.values()].map((s) => s.scenarioId));
    const wins = new Map<string, string[]>();
    const normal: Scenario[] = markets.map((m) => {
      let id = scenarioIdOf(event, m);
      if (used.has(id) || id === 'other' || id.startsWith('void'))
        id = `${id}-${slugify(m.marketId)}`;
      used.add(id);
      wins.set(m.marketId, [id]);
      return {
        scenarioId: id,
        label: m.groupTitle || m.title,
        description: exclusiveScenarioDescription(m),
        kind: 'NORMAL',
      };
    });
    for (const k of keptOutcomes) {
      const s = own.get(k.marketId)!;
      wins.set(k.marketId, [s.scenarioId]);
      normal.push(scenarioOf(s));
    }
    const hasOther =
      markets.some((m) => /^other$/i.test(m.groupTitle.trim())) ||
      keptOutcomes.some((k) => /^other$/i.test(own.get(k.marketId)!.label.trim()));
    if (event.allowsOther && !hasOther)
      normal.push({
        scenarioId: 'other',
        label: 'None of the listed outcomes',
        description: `The ${event.venue} event settles none of its listed markets YES.`,
        kind: 'NORMAL',
      });
    const ids = [...markets.map((m) => m.marketId), ...keptOutcomes.map((k) => k.marketId)];
    return [familyPlan(familyId, event.title, event, normal, wins, ids, readings, family)];
  }
  const ladder = binary ? ladderOf(markets, members, family) : null;
  if (ladder) {
    const keptRungs = new Map(
      members.flatMap((k) => {
        const strike = family && keptStrike(k, family);
        return withPart(k, strike && rungScenarios(ladder, strike));
      }),
    );
    leftOut(members, keptRungs, 'threshold', stored.warnings, family);
    const wins = new Map([
      ...markets.map((m, i) => [m.marketId, ladder.yesScenarios[i]!] as const),
      ...keptRungs,
    ]);
    const ids = [...wins.keys()];
    const normal: Scenario[] = ladder.scenarios.map((s) => ({
      scenarioId: s.scenarioId,
      label: s.label,
      description: `The ladder's quantity of ${event.venue} event ${event.eventId} settles ${s.label}.`,
      kind: 'NORMAL',
    }));
    return [familyPlan(familyId, event.title, event, normal, wins, ids, readings, family)];
  }
  return markets.map((m) => {
    const ids = [0, 1].map((i) => outcomeSuffix(m, i));
    const normal: Scenario[] = ids.map((id, i) => ({
      scenarioId: id,
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
      [m.marketId],
      readings,
    );
  });
}

/**
 * The ladder of the listed markets' strikes and the thresholds of the kept rungs a listed one
 * does not have; when those do not make one ladder, the listed markets' alone (the kept rungs
 * are then left out). Null unless every listed market has a strike.
 */
function ladderOf(
  markets: readonly VenueMarket[],
  members: readonly KeptMember[],
  family: StoredFamilyVersion | undefined,
): Ladder | null {
  const listed = markets.map((m) => m.strike);
  if (!listed.every((s) => s !== undefined)) return null;
  const thresholds = new Set(listed.map((s) => s.threshold));
  const kept: Strike[] = [];
  for (const k of members) {
    const strike = family && keptStrike(k, family);
    if (strike && !thresholds.has(strike.threshold)) {
      thresholds.add(strike.threshold);
      kept.push(strike);
    }
  }
  return deriveLadder([...listed, ...kept]) ?? (kept.length > 0 ? deriveLadder(listed) : null);
}

/** A kept member with what it keeps of its family, when that could be read. */
function withPart<T>(k: KeptMember, part: T | undefined): [string, T][] {
  return part === undefined ? [] : [[k.marketId, part]];
}

/** Warns of the kept members whose place in the family could not be read back. */
function leftOut(
  members: readonly KeptMember[],
  found: ReadonlyMap<string, unknown>,
  what: string,
  warnings: Problem[],
  family: StoredFamilyVersion | undefined,
): void {
  for (const k of members)
    if (!found.has(k.marketId) && family)
      warnings.push(
        problemAt(
          `stored market ${k.record.marketId}`,
          '$',
          `no longer listed by the venue, and left out of ${family.familyId}: its ${what} in scenario version ${family.version} cannot be read`,
        ),
      );
}

function scenarioOf(s: ScenarioRecord): Scenario {
  return { scenarioId: s.scenarioId, label: s.label, description: s.description, kind: s.kind };
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
  memberIds: readonly string[],
  readings: Map<string, RulesReading>,
  stored?: StoredFamilyVersion,
): FamilyPlan {
  const voids = new Map<string, VoidRule>();
  for (const id of memberIds) {
    const reading = readings.get(id)!;
    if (reading.kind === 'PLAIN')
      for (const v of reading.voids) if (!voids.has(v.scenarioId)) voids.set(v.scenarioId, v);
  }
  const voidRules = [...voids.values()].sort((a, b) => (a.scenarioId < b.scenarioId ? -1 : 1));
  const scenarios: Scenario[] = [
    ...normal,
    ...voidRules.map((v) => ({
      scenarioId: v.scenarioId,
      label: v.label,
      description: v.text,
      kind: 'VOID' as const,
    })),
  ];
  return {
    family: {
      familyId,
      title,
      description: `Derived from the ${event.venue} ${familyKind(normal, wins)} of event ${event.eventId}.`,
      category: event.category,
      tags: tagsOf(event),
      supportedConventionIds: [],
      scenarioVersions: [
        // The scenarios of the current version, in any order, are that version: only a change of
        // them publishes another (docs/decisions.md, "Markets a venue stops listing").
        stored && sameScenarios(scenarios, stored.scenarios)
          ? { version: stored.version, scenarios: stored.scenarios.map(scenarioOf) }
          : { version: scenarioVersionLabel(scenarios), scenarios },
      ],
    },
    wins,
    voids: voidRules,
    normal: normal.map((s) => s.scenarioId),
  };
}

function sameScenarios(a: readonly Scenario[], b: readonly ScenarioRecord[]): boolean {
  const texts = (rows: string[][]) => rows.map((r) => JSON.stringify(r)).sort();
  const left = texts(a.map((s) => [s.scenarioId, s.label, s.description, s.kind]));
  const right = texts(b.map((s) => [s.scenarioId, s.label, s.description, s.kind]));
  return left.length === right.length && left.every((t, i) => t === right[i]);
}

function familyKind(normal: Scenario[], wins: Map<string, string[]>): string {
  if (wins.size === 1 && normal.length === 2) return 'binary market';
  return [...wins.values()].every((w) => w.length === 1)
    ? 'exclusive outcomes'
    : 'threshold ladder';
}

function marketDraft(
  event: VenueEvent,
  m: VenueMarket,
  plan: FamilyPlan,
  reading: RulesReading,
  reference: ReferenceData,
): MarketDraft {
  const parts = familyParts(memberOf(m), plan, reading);
  return {
    marketId: marketServiceId(m),
    title: m.title,
    description: m.description,
    category: event.category,
    tags: tagsOf(event),
    status: m.status,
    eventIds: [eventServiceId(event)],
    familyIds: [...parts.familyIds],
    settlementSummary: parts.summary,
    payoutConditions: m.rulesText.split('\n').filter((p) => p.trim() !== ''),
    settlementEvidence: {
      source: m.source || event.source,
      rulesText: m.rulesText,
      ...(m.windowStart && m.windowEnd
        ? { observationWindow: { start: m.windowStart, end: m.windowEnd } }
        : {}),
      ...(reading.kind === 'PLAIN' ? { voidRules: reading.voids.map((v) => v.text) } : {}),
      ...(m.winner !== undefined ? { resolvedOutcomeId: outcomeServiceId(m, m.winner) } : {}),
      ...(m.resolvedAt ? { resolvedAt: m.resolvedAt } : {}),
      // Kept with the market so the stored catalog can be matched across venues as `settlegraph
      // match` matches payloads (docs/decisions.md, "Settlement terms").
      terms: extractTerms(m, event, reference),
    },
    outcomes: [0, 1].map((i) => ({
      outcomeId: outcomeServiceId(m, i),
      label: m.outcomes[i]!.label,
      payouts: i === 0 ? parts.yes : parts.no,
      listings: [listingDraft(event, m, i)],
    })),
  };
}

/** A market as its venue family sees it: a listed one or a kept one. */
interface FamilyMember {
  venue: Venue;
  marketId: string;
  labels: [string, string];
}

function memberOf(m: VenueMarket): FamilyMember {
  return {
    venue: m.venue,
    marketId: m.marketId,
    labels: [m.outcomes[0].label, m.outcomes[1].label],
  };
}

/** What a market's place in its venue family writes into it: the family, payouts and summary. */
function familyParts(m: FamilyMember, plan: FamilyPlan, reading: RulesReading): MemberParts {
  const familyId = plan.family.familyId;
  const key = formatFamilyVersion({ familyId, version: plan.family.scenarioVersions[0]!.version });
  const unsupported = unsupportedReason(plan, reading);
  const payouts = unsupported ? undefined : payoutPlan(m, plan, reading);
  const summary = [
    // The summary is a settlement term (a change makes a new market version): it names the rules
    // and what pays, never the title, so a reworded title is not an amendment.
    `Settles by the ${m.venue} rules of ${m.venue === 'kalshi' ? 'ticker' : 'market'} ${m.marketId}: ${payoutSentence(m, plan)}`,
    ...(unsupported ? [`Not analysable: ${unsupported}`] : []),
  ].join(' ');
  const table = (i: number): PayoutTable =>
    payouts ? { [key]: Object.fromEntries([...payouts].map(([s, p]) => [s, p[i]!])) } : {};
  return { familyIds: [familyId], yes: table(0), no: table(1), summary };
}

function payoutSentence(m: FamilyMember, plan: FamilyPlan): string {
  const wins = plan.wins.get(m.marketId) ?? [];
  const [first, second] = m.labels;
  return `${first} pays 1 in ${wins.join(', ')}; ${second} pays 1 in the other NORMAL scenarios of ${plan.family.familyId}.`;
}

/** Why a market gets no payouts (docs/decisions.md: never guess a settlement). */
function unsupportedReason(plan: FamilyPlan, reading: RulesReading): string | undefined {
  if (reading.kind === 'AMBIGUOUS')
    return `the rules text states an exceptional settlement without a fixed payout ("${reading.sentence}").`;
  const own = new Set(reading.voids.map((v) => v.scenarioId));
  const missing = plan.voids.filter((v) => !own.has(v.scenarioId));
  if (missing.length > 0)
    return `other markets of its family settle exceptional cases (${missing.map((v) => v.scenarioId).join(', ')}) that its rules text does not address.`;
  return undefined;
}

function payoutPlan(m: FamilyMember, plan: FamilyPlan, reading: RulesReading): PayoutPlan {
  const wins = new Set(plan.wins.get(m.marketId) ?? []);
  const payouts: PayoutPlan = new Map();
  for (const s of plan.normal) payouts.set(s, wins.has(s) ? ['1', '0'] : ['0', '1']);
  if (reading.kind === 'PLAIN')
    for (const v of reading.voids) payouts.set(v.scenarioId, [v.yes, v.no]);
  return payouts;
}

function listingDraft(event: VenueEvent, m: VenueMarket, i: number): ListingDraft {
  const o = m.outcomes[i]!;
  return {
    listingId: listingServiceId(m, outcomeSuffix(m, i)),
    venue: m.venue,
    venueMarketId: m.marketId,
    venueOutcomeId: o.venueOutcomeId,
    venueEventIds: [event.eventId],
    status: m.status,
    ...(m.ticker !== undefined ? { ticker: m.ticker } : {}),
    ...(o.tokenId !== undefined ? { tokenId: o.tokenId } : {}),
    ...(m.conditionId !== undefined ? { conditionId: m.conditionId } : {}),
    ...(m.slug !== undefined ? { slug: m.slug } : {}),
    tradingRules: {
      quantityUnit: m.quantityUnit,
      // Polymarket settles in USDC, treated as USD like the demo catalog (docs/decisions.md).
      quoteCurrency: 'USD',
      payoutCurrency: 'USD',
      payoutUnit: '1',
      quantityIncrement: m.quantityIncrement,
      tickBands: m.tickBands.map((b) => ({ ...b })),
    },
  };
}

/** Market data rows on the adapted listings; a row whose listing is unknown is a problem. */
function buildMarketData(sets: readonly VenuePayloads[], problems: Problem[]): MarketDataDraft {
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
  const data: MarketDataDraft = {
    quotes: [],
    orderbooks: [],
    trades: [],
    priceHistory: [],
    fees: [],
  };
  for (const set of sets) {
    for (const q of set.quotes) {
      const listingId = listingOf(q.ref, q.from);
      if (listingId)
        data.quotes.push({
          listingId,
          ...(q.bid !== undefined ? { bid: q.bid } : {}),
          ...(q.ask !== undefined ? { ask: q.ask } : {}),
          ...(q.bidSize !== undefined ? { bidSize: q.bidSize } : {}),
          ...(q.askSize !== undefined ? { askSize: q.askSize } : {}),
          ...(q.last !== undefined ? { last: q.last } : {}),
          observedAt: q.observedAt,
        });
    }
    for (const b of set.books) {
      const listingId = listingOf(b.ref, b.from);
      if (!listingId) continue;
      data.orderbooks.push({
        listingId,
        observedAt: b.observedAt,
        ...(b.bids ? { bids: b.bids } : {}),
        ...(b.asks ? { asks: b.asks } : {}),
        ...(b.yesBids ? { yesBids: b.yesBids } : {}),
        ...(b.noBids ? { noBids: b.noBids } : {}),
      });
    }
    for (const t of set.trades) {
      const listingId = listingOf(t.ref, t.from);
      if (listingId)
        data.trades.push({
          tradeId: t.tradeId,
          listingId,
          price: t.price,
          quantity: t.quantity,
          takerSide: t.takerSide,
          executedAt: t.executedAt,
        });
    }
    for (const bar of set.bars) {
      const listingId = listingOf(bar.ref, bar.from);
      if (listingId)
        data.priceHistory.push({
          listingId,
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
      const listingIds = fee.refs.flatMap((ref) => listingOf(ref, fee.from) ?? []);
      if (listingIds.length > 0)
        data.fees.push({
          venue: set.venue,
          listingIds,
          kind: fee.kind,
          formula: fee.formula,
          rate: fee.rate,
          rounding: fee.rounding,
          ...(fee.effectiveFrom !== undefined && { effectiveFrom: fee.effectiveFrom }),
        });
    }
  }
  return data;
}
