// A catalog's markets with their outcomes, payouts and listings, planned against the stored ones
// (plan-context.ts): a market's version changes when and only when its settlement terms do.
import { canonicalDecimal, dec } from '../domain/arithmetic/decimal';
import { KeyFormatError, parseFamilyVersion } from '../domain/payout-key';
import type {
  ListingRecord,
  MarketRecord,
  OutcomeTerms,
  PayoutTable,
  SettlementEvidence,
} from '../domain/records';
import type { CatalogListing, CatalogMarket } from './catalog-schema';
import { recordTerms } from './catalog-terms';
import {
  catalogMarketParts,
  isCrossVenueFamily,
  membershipsOf,
  recordParts,
  withCatalogParts,
  withMemberships,
} from './venues/cross-venue/cross-venue-membership';
import { type PlanContext, sameContent } from './plan-context';

/** Markets planned between two progress ticks: a tick per market would cost more than it tells. */
const PROGRESS_EVERY = 500;

export function planMarkets(ctx: PlanContext): void {
  const seenMarkets = new Set<string>();
  const seenOutcomes = new Set<string>();
  const seenListings = new Set<string>();
  const total = ctx.doc.markets.length;
  ctx.doc.markets.forEach((given, i) => {
    if (i % PROGRESS_EVERY === 0)
      ctx.onProgress({ phase: 'plan markets', done: i, total, unit: 'markets' });
    const path = `$.markets[${i}]`;
    if (!ctx.unique(seenMarkets, given.market_id, `${path}.market_id`, 'market_id')) return;
    const previous = ctx.known.markets.get(given.market_id);
    const m = keptMemberships(ctx, given, previous);
    if (previous?.isCombo) {
      ctx.problem(
        `${path}.market_id`,
        `${m.market_id} is a composed combo; a catalog cannot redefine it`,
      );
      return;
    }
    checkMarketReferences(ctx, m, path);
    const outcomes = m.outcomes.map((o, j) => {
      const outcomePath = `${path}.outcomes[${j}]`;
      ctx.unique(seenOutcomes, o.outcome_id, `${outcomePath}.outcome_id`, 'outcome_id');
      const owner = ctx.known.outcomeMarkets.get(o.outcome_id);
      if (owner !== undefined && owner !== m.market_id) {
        ctx.problem(
          `${outcomePath}.outcome_id`,
          `outcome ${o.outcome_id} belongs to market ${owner}`,
        );
      }
      const unit = canonicalDecimal(o.listings[0]?.trading_rules.payout_unit ?? '1');
      o.listings.forEach((l, k) => {
        if (canonicalDecimal(l.trading_rules.payout_unit) !== unit) {
          ctx.problem(
            `${outcomePath}.listings[${k}].trading_rules.payout_unit`,
            `differs from the outcome's other listings (${unit}): settlement-equivalent listings pay in one unit`,
          );
        }
      });
      return {
        outcomeId: o.outcome_id,
        label: o.label,
        payoutUnit: unit,
        payouts: expandPayouts(ctx, o.payouts, m.family_ids, unit, `${outcomePath}.payouts`),
      };
    });
    const version = marketVersion(ctx, m, outcomes, previous, path);
    const record: MarketRecord = {
      marketId: m.market_id,
      version,
      title: m.title,
      description: m.description,
      category: m.category,
      tags: m.tags,
      status: m.status,
      eventIds: m.event_ids,
      familyIds: m.family_ids,
      settlementSummary: m.settlement_summary,
      payoutConditions: m.payout_conditions,
      ...(m.settlement_evidence ? { settlementEvidence: evidenceOf(m.settlement_evidence) } : {}),
      outcomes,
      isCombo: false,
      analyticalOnly: false,
      observedAt: ctx.now,
    };
    if (!previous || !sameContent(previous, record)) {
      ctx.puts.push({ kind: 'market', record });
      const kind = !previous ? 'CREATED' : previous.version !== version ? 'NEW_VERSION' : 'UPDATED';
      ctx.change(
        'CONTRACT',
        m.market_id,
        kind,
        version,
        m.family_ids,
        kind === 'NEW_VERSION'
          ? `market ${m.market_id} settlement terms amended: version ${previous!.version} -> ${version}`
          : `market ${m.market_id} version ${version} ${kind === 'CREATED' ? 'created' : 'changed'}`,
      );
    }
    m.outcomes.forEach((o, j) =>
      o.listings.forEach((l, k) =>
        planListing(ctx, l, m, o.outcome_id, `${path}.outcomes[${j}].listings[${k}]`, seenListings),
      ),
    );
  });
  ctx.onProgress({ phase: 'plan markets', done: total, total, unit: 'markets' });
}

/**
 * The market with the cross-venue memberships its stored version has, when the import keeps them
 * and the catalog states none of its own.
 */
function keptMemberships(
  ctx: PlanContext,
  m: CatalogMarket,
  previous: MarketRecord | undefined,
): CatalogMarket {
  if (!ctx.crossVenue.keep || !previous || m.family_ids.some(isCrossVenueFamily)) return m;
  const stored = recordParts(previous);
  const parts = catalogMarketParts(m);
  if (!stored || !parts) return m;
  const kept = membershipsOf(stored);
  return kept.length === 0 ? m : withCatalogParts(m, withMemberships(parts, kept));
}

function checkMarketReferences(ctx: PlanContext, m: CatalogMarket, path: string): void {
  m.event_ids.forEach((eid, j) => {
    if (!ctx.events.has(eid)) ctx.problem(`${path}.event_ids[${j}]`, `unknown event "${eid}"`);
  });
  m.family_ids.forEach((fid, j) => {
    if (!ctx.familyIds.has(fid)) ctx.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
  });
  const resolved = m.settlement_evidence?.resolved_outcome_id;
  if (resolved !== undefined && !m.outcomes.some((o) => o.outcome_id === resolved)) {
    ctx.problem(
      `${path}.settlement_evidence.resolved_outcome_id`,
      `"${resolved}" is not an outcome of this market`,
    );
  }
  // Terms describe one venue market: they must be that of one of this market's listings, or
  // the pairs read from them (docs/decisions.md, "Settlement terms") would name another market.
  const terms = m.settlement_evidence?.terms;
  if (
    terms !== undefined &&
    !m.outcomes.some((o) =>
      o.listings.some(
        (l) => l.venue === terms.venue && l.venue_market_id === terms.venue_market_id,
      ),
    )
  ) {
    ctx.problem(
      `${path}.settlement_evidence.terms.venue_market_id`,
      `no listing of this market is ${terms.venue} market "${terms.venue_market_id}"`,
    );
  }
}

/** Expands "*" and checks that each payout map names exactly the scenarios of its version. */
function expandPayouts(
  ctx: PlanContext,
  payouts: Record<string, Record<string, string>>,
  marketFamilies: string[],
  payoutUnit: string,
  path: string,
): PayoutTable {
  const table: PayoutTable = {};
  for (const [key, amounts] of Object.entries(payouts)) {
    const keyPath = `${path}[${JSON.stringify(key)}]`;
    let familyId: string;
    let version: string;
    try {
      ({ familyId, version } = parseFamilyVersion(key));
    } catch (error) {
      if (!(error instanceof KeyFormatError)) throw error;
      ctx.problem(keyPath, `a payouts key is family_id@scenario_version; this one ${error.reason}`);
      continue;
    }
    if (!marketFamilies.includes(familyId)) {
      ctx.problem(keyPath, `family ${familyId} is not among the market's family_ids`);
      continue;
    }
    const scenarios = ctx.versions.get(familyId)?.get(version);
    if (!scenarios) {
      ctx.problem(keyPath, `family ${familyId} has no scenario version "${version}"`);
      continue;
    }
    const known = new Set(scenarios.map((s) => s.scenarioId));
    for (const scenarioId of Object.keys(amounts)) {
      if (scenarioId !== '*' && !known.has(scenarioId)) {
        ctx.problem(`${keyPath}[${JSON.stringify(scenarioId)}]`, `not a scenario of ${key}`);
      }
    }
    const expanded: Record<string, string> = {};
    for (const s of scenarios) {
      const amount = amounts[s.scenarioId] ?? amounts['*'];
      if (amount === undefined) {
        ctx.problem(keyPath, `no payout for scenario "${s.scenarioId}" (name it, or give "*")`);
        continue;
      }
      if (dec(amount).lt(0) || dec(amount).gt(payoutUnit)) {
        ctx.problem(
          `${keyPath}[${JSON.stringify(s.scenarioId)}]`,
          `must be between 0 and the payout unit ${payoutUnit}`,
        );
      }
      expanded[s.scenarioId] = canonicalDecimal(amount);
    }
    table[key] = expanded;
  }
  return table;
}

/**
 * The version label of a market after this import. A catalog may give it; when it does not,
 * unchanged settlement terms keep the current version and changed terms make the next integer
 * label not yet published. The current version need not be the highest: a catalog that names an
 * earlier version makes it current again, so "current + 1" may be taken.
 */
function marketVersion(
  ctx: PlanContext,
  m: CatalogMarket,
  outcomes: OutcomeTerms[],
  previous: MarketRecord | undefined,
  path: string,
): string {
  const terms = settlementTerms(m.family_ids, m.settlement_summary, m.payout_conditions, outcomes);
  if (m.version !== undefined) {
    const published = ctx.known.marketVersions.get(m.market_id)?.get(m.version);
    if (published && !sameContent(termsOf(published), terms)) {
      ctx.problem(
        `${path}.version`,
        `version ${m.version} of ${m.market_id} was published with other settlement terms; give the amended terms a new version`,
      );
    }
    return m.version;
  }
  if (!previous) return '1';
  if (sameContent(termsOf(previous), terms)) return previous.version;
  const taken = ctx.known.marketVersions.get(m.market_id) ?? new Map<string, MarketRecord>();
  let next = /^\d+$/.test(previous.version) ? Number(previous.version) + 1 : taken.size + 1;
  while (taken.has(String(next))) next += 1;
  ctx.numberedVersions.push({ marketId: m.market_id, version: String(next) });
  return String(next);
}

function planListing(
  ctx: PlanContext,
  l: CatalogListing,
  m: CatalogMarket,
  outcomeId: string,
  path: string,
  seen: Set<string>,
): void {
  if (!ctx.unique(seen, l.listing_id, `${path}.listing_id`, 'listing_id')) return;
  l.venue_event_ids.forEach((nativeId, j) => {
    const matches = m.event_ids.some((eid) => {
      const event = ctx.events.get(eid);
      return event?.venue === l.venue && event.venueEventId === nativeId;
    });
    if (!matches) {
      ctx.problem(
        `${path}.venue_event_ids[${j}]`,
        `"${nativeId}" is not the venue_event_id of one of the market's ${l.venue} events`,
      );
    }
  });
  const rules = l.trading_rules;
  if (dec(rules.payout_unit).lte(0))
    ctx.problem(`${path}.trading_rules.payout_unit`, 'must be positive');
  if (dec(rules.quantity_increment).lte(0))
    ctx.problem(`${path}.trading_rules.quantity_increment`, 'must be positive');
  rules.tick_bands.forEach((b, j) => {
    if (dec(b.lower_price).gt(b.upper_price))
      ctx.problem(`${path}.trading_rules.tick_bands[${j}]`, 'lower_price is above upper_price');
    if (dec(b.tick_size).lte(0))
      ctx.problem(`${path}.trading_rules.tick_bands[${j}].tick_size`, 'must be positive');
  });
  const previous = ctx.known.listings.get(l.listing_id);
  const remapped = previous !== undefined && previous.outcomeId !== outcomeId;
  const mappingVersion = !previous
    ? '1'
    : remapped
      ? nextMappingVersion(previous.mappingVersion)
      : previous.mappingVersion;
  const record: ListingRecord = {
    listingId: l.listing_id,
    venue: l.venue,
    venueMarketId: l.venue_market_id,
    venueOutcomeId: l.venue_outcome_id,
    outcomeId,
    marketId: m.market_id,
    mappingVersion,
    status: l.status,
    tradingRules: {
      quantityUnit: rules.quantity_unit,
      quoteCurrency: rules.quote_currency,
      payoutCurrency: rules.payout_currency,
      payoutUnit: canonicalDecimal(rules.payout_unit),
      quantityIncrement: canonicalDecimal(rules.quantity_increment),
      tickBands: rules.tick_bands.map((b) => ({
        lowerPrice: canonicalDecimal(b.lower_price),
        upperPrice: canonicalDecimal(b.upper_price),
        tickSize: canonicalDecimal(b.tick_size),
      })),
    },
    venueEventIds: l.venue_event_ids,
    ...(l.ticker !== undefined ? { ticker: l.ticker } : {}),
    ...(l.token_id !== undefined ? { tokenId: l.token_id } : {}),
    ...(l.condition_id !== undefined ? { conditionId: l.condition_id } : {}),
    ...(l.slug !== undefined ? { slug: l.slug } : {}),
    observedAt: ctx.now,
  };
  if (previous && sameContent(previous, record)) return;
  ctx.puts.push({ kind: 'listing', record });
  ctx.change(
    'MAPPING',
    l.listing_id,
    !previous ? 'CREATED' : remapped ? 'REMAPPED' : 'UPDATED',
    mappingVersion,
    m.family_ids,
    remapped
      ? `listing ${l.listing_id} remapped from outcome ${previous.outcomeId} to ${outcomeId} (mapping version ${mappingVersion})`
      : `listing ${l.listing_id} (${l.venue} ${l.venue_market_id} ${l.venue_outcome_id}) ${previous ? 'changed' : 'mapped to'} outcome ${outcomeId}`,
  );
}

function evidenceOf(e: NonNullable<CatalogMarket['settlement_evidence']>): SettlementEvidence {
  return {
    source: e.source,
    rulesText: e.rules_text,
    ...(e.observation_window ? { observationWindow: e.observation_window } : {}),
    ...(e.void_rules ? { voidRules: e.void_rules } : {}),
    ...(e.resolved_outcome_id !== undefined ? { resolvedOutcomeId: e.resolved_outcome_id } : {}),
    ...(e.resolved_at !== undefined ? { resolvedAt: e.resolved_at } : {}),
    ...(e.terms !== undefined ? { terms: recordTerms(e.terms) } : {}),
  };
}

function settlementTerms(
  familyIds: readonly string[],
  summary: string,
  conditions: string[],
  outcomes: OutcomeTerms[],
): unknown {
  const [yes, no] = outcomes;
  if (outcomes.length !== 2 || !yes || !no) return { summary, conditions, outcomes };
  const own = withMemberships({ familyIds, yes: yes.payouts, no: no.payouts, summary }, []);
  return {
    summary: own.summary,
    conditions,
    outcomes: [
      { ...yes, payouts: own.yes },
      { ...no, payouts: own.no },
    ],
  };
}

function termsOf(market: MarketRecord): unknown {
  return settlementTerms(
    market.familyIds,
    market.settlementSummary,
    market.payoutConditions,
    market.outcomes,
  );
}

function nextMappingVersion(version: string): string {
  return /^\d+$/.test(version) ? String(Number(version) + 1) : `${version}.1`;
}
