// A draft's markets with their outcomes, payouts and listings, planned against the stored ones
// (plan-context.ts): a market's version changes when and only when its settlement terms do.
import { canonicalDecimal, dec } from '../domain/arithmetic/decimal';
import { KeyFormatError, parseFamilyVersion } from '../domain/payout-key';
import type { ListingRecord, MarketRecord, OutcomeTerms, PayoutTable } from '../domain/records';
import type { ListingDraft, MarketDraft } from './import-draft';
import {
  isCrossVenueFamily,
  marketParts,
  membershipsOf,
  withMarketParts,
  withMemberships,
} from './venues/cross-venue/cross-venue-membership';
import { type PlanContext, sameContent } from './plan-context';

/** Markets planned between two progress ticks: a tick per market would cost more than it tells. */
const PROGRESS_EVERY = 500;

export function planMarkets(ctx: PlanContext): void {
  const seenMarkets = new Set<string>();
  const seenOutcomes = new Set<string>();
  const seenListings = new Set<string>();
  const total = ctx.draft.markets.length;
  ctx.draft.markets.forEach((given, i) => {
    if (i % PROGRESS_EVERY === 0)
      ctx.onProgress({ phase: 'plan markets', done: i, total, unit: 'markets' });
    const path = `$.markets[${i}]`;
    if (!ctx.unique(seenMarkets, given.marketId, `${path}.market_id`, 'market_id')) return;
    const previous = ctx.known.markets.get(given.marketId);
    const m = keptMemberships(ctx, given, previous);
    if (previous?.isCombo) {
      ctx.problem(
        `${path}.market_id`,
        `${m.marketId} is a composed combo; a catalog cannot redefine it`,
      );
      return;
    }
    checkMarketReferences(ctx, m, path);
    const outcomes = m.outcomes.map((o, j) => {
      const outcomePath = `${path}.outcomes[${j}]`;
      ctx.unique(seenOutcomes, o.outcomeId, `${outcomePath}.outcome_id`, 'outcome_id');
      const owner = ctx.known.outcomeMarkets.get(o.outcomeId);
      if (owner !== undefined && owner !== m.marketId) {
        ctx.problem(
          `${outcomePath}.outcome_id`,
          `outcome ${o.outcomeId} belongs to market ${owner}`,
        );
      }
      const unit = canonicalDecimal(o.listings[0]?.tradingRules.payoutUnit ?? '1');
      o.listings.forEach((l, k) => {
        if (canonicalDecimal(l.tradingRules.payoutUnit) !== unit) {
          ctx.problem(
            `${outcomePath}.listings[${k}].trading_rules.payout_unit`,
            `differs from the outcome's other listings (${unit}): settlement-equivalent listings pay in one unit`,
          );
        }
      });
      return {
        outcomeId: o.outcomeId,
        label: o.label,
        payoutUnit: unit,
        payouts: expandPayouts(ctx, o.payouts, m.familyIds, unit, `${outcomePath}.payouts`),
      };
    });
    const version = marketVersion(ctx, m, outcomes, previous, path);
    const record: MarketRecord = {
      marketId: m.marketId,
      version,
      title: m.title,
      description: m.description,
      category: m.category,
      tags: m.tags,
      status: m.status,
      eventIds: m.eventIds,
      familyIds: m.familyIds,
      settlementSummary: m.settlementSummary,
      payoutConditions: m.payoutConditions,
      ...(m.settlementEvidence ? { settlementEvidence: m.settlementEvidence } : {}),
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
        m.marketId,
        kind,
        version,
        m.familyIds,
        kind === 'NEW_VERSION'
          ? `market ${m.marketId} settlement terms amended: version ${previous!.version} -> ${version}`
          : `market ${m.marketId} version ${version} ${kind === 'CREATED' ? 'created' : 'changed'}`,
      );
    }
    m.outcomes.forEach((o, j) =>
      o.listings.forEach((l, k) =>
        planListing(ctx, l, m, o.outcomeId, `${path}.outcomes[${j}].listings[${k}]`, seenListings),
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
  m: MarketDraft,
  previous: MarketRecord | undefined,
): MarketDraft {
  if (!ctx.crossVenue.keep || !previous || m.familyIds.some(isCrossVenueFamily)) return m;
  const stored = marketParts(previous);
  const parts = marketParts(m);
  if (!stored || !parts) return m;
  const kept = membershipsOf(stored);
  return kept.length === 0 ? m : withMarketParts(m, withMemberships(parts, kept));
}

function checkMarketReferences(ctx: PlanContext, m: MarketDraft, path: string): void {
  m.eventIds.forEach((eid, j) => {
    if (!ctx.events.has(eid)) ctx.problem(`${path}.event_ids[${j}]`, `unknown event "${eid}"`);
  });
  m.familyIds.forEach((fid, j) => {
    if (!ctx.familyIds.has(fid)) ctx.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
  });
  const resolved = m.settlementEvidence?.resolvedOutcomeId;
  if (resolved !== undefined && !m.outcomes.some((o) => o.outcomeId === resolved)) {
    ctx.problem(
      `${path}.settlement_evidence.resolved_outcome_id`,
      `"${resolved}" is not an outcome of this market`,
    );
  }
  // Terms describe one venue market: they must be that of one of this market's listings, or
  // the pairs read from them (docs/decisions.md, "Settlement terms") would name another market.
  const terms = m.settlementEvidence?.terms;
  if (
    terms !== undefined &&
    !m.outcomes.some((o) =>
      o.listings.some((l) => l.venue === terms.venue && l.venueMarketId === terms.venueMarketId),
    )
  ) {
    ctx.problem(
      `${path}.settlement_evidence.terms.venue_market_id`,
      `no listing of this market is ${terms.venue} market "${terms.venueMarketId}"`,
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
  m: MarketDraft,
  outcomes: OutcomeTerms[],
  previous: MarketRecord | undefined,
  path: string,
): string {
  const terms = settlementTerms(m.familyIds, m.settlementSummary, m.payoutConditions, outcomes);
  if (m.version !== undefined) {
    const published = ctx.known.marketVersions.get(m.marketId)?.get(m.version);
    if (published && !sameContent(termsOf(published), terms)) {
      ctx.problem(
        `${path}.version`,
        `version ${m.version} of ${m.marketId} was published with other settlement terms; give the amended terms a new version`,
      );
    }
    return m.version;
  }
  if (!previous) return '1';
  if (sameContent(termsOf(previous), terms)) return previous.version;
  const taken = ctx.known.marketVersions.get(m.marketId) ?? new Map<string, MarketRecord>();
  let next = /^\d+$/.test(previous.version) ? Number(previous.version) + 1 : taken.size + 1;
  while (taken.has(String(next))) next += 1;
  ctx.numberedVersions.push({ marketId: m.marketId, version: String(next) });
  return String(next);
}

function planListing(
  ctx: PlanContext,
  l: ListingDraft,
  m: MarketDraft,
  outcomeId: string,
  path: string,
  seen: Set<string>,
): void {
  if (!ctx.unique(seen, l.listingId, `${path}.listing_id`, 'listing_id')) return;
  l.venueEventIds.forEach((nativeId, j) => {
    const matches = m.eventIds.some((eid) => {
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
  const rules = l.tradingRules;
  if (dec(rules.payoutUnit).lte(0))
    ctx.problem(`${path}.trading_rules.payout_unit`, 'must be positive');
  if (dec(rules.quantityIncrement).lte(0))
    ctx.problem(`${path}.trading_rules.quantity_increment`, 'must be positive');
  rules.tickBands.forEach((b, j) => {
    if (dec(b.lowerPrice).gt(b.upperPrice))
      ctx.problem(`${path}.trading_rules.tick_bands[${j}]`, 'lower_price is above upper_price');
    if (dec(b.tickSize).lte(0))
      ctx.problem(`${path}.trading_rules.tick_bands[${j}].tick_size`, 'must be positive');
  });
  const previous = ctx.known.listings.get(l.listingId);
  const remapped = previous !== undefined && previous.outcomeId !== outcomeId;
  const mappingVersion = !previous
    ? '1'
    : remapped
      ? nextMappingVersion(previous.mappingVersion)
      : previous.mappingVersion;
  const record: ListingRecord = {
    listingId: l.listingId,
    venue: l.venue,
    venueMarketId: l.venueMarketId,
    venueOutcomeId: l.venueOutcomeId,
    outcomeId,
    marketId: m.marketId,
    mappingVersion,
    status: l.status,
    tradingRules: {
      quantityUnit: rules.quantityUnit,
      quoteCurrency: rules.quoteCurrency,
      payoutCurrency: rules.payoutCurrency,
      payoutUnit: canonicalDecimal(rules.payoutUnit),
      quantityIncrement: canonicalDecimal(rules.quantityIncrement),
      tickBands: rules.tickBands.map((b) => ({
        lowerPrice: canonicalDecimal(b.lowerPrice),
        upperPrice: canonicalDecimal(b.upperPrice),
        tickSize: canonicalDecimal(b.tickSize),
      })),
    },
    venueEventIds: l.venueEventIds,
    ...(l.ticker !== undefined ? { ticker: l.ticker } : {}),
    ...(l.tokenId !== undefined ? { tokenId: l.tokenId } : {}),
    ...(l.conditionId !== undefined ? { conditionId: l.conditionId } : {}),
    ...(l.slug !== undefined ? { slug: l.slug } : {}),
    observedAt: ctx.now,
  };
  if (previous && sameContent(previous, record)) return;
  ctx.puts.push({ kind: 'listing', record });
  ctx.change(
    'MAPPING',
    l.listingId,
    !previous ? 'CREATED' : remapped ? 'REMAPPED' : 'UPDATED',
    mappingVersion,
    m.familyIds,
    remapped
      ? `listing ${l.listingId} remapped from outcome ${previous.outcomeId} to ${outcomeId} (mapping version ${mappingVersion})`
      : `listing ${l.listingId} (${l.venue} ${l.venueMarketId} ${l.venueOutcomeId}) ${previous ? 'changed' : 'mapped to'} outcome ${outcomeId}`,
  );
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
