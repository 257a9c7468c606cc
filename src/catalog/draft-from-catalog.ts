// The one conversion from a checked catalog document (snake_case, its defaults applied by the
// catalog's Ajv) to the import draft (draft.ts), made at the edge: where a file is read (the
// command line's import, the demo, a test's fixture) and where the venue adapters hand over what
// they built. Every field of the file reaches the draft (test/catalog/draft-from-catalog.unit.test.ts
// walks the file's schema).
import type { SettlementEvidence } from '../domain/records';
import type {
  CatalogDocument,
  CatalogFamily,
  CatalogListing,
  CatalogMarket,
  CatalogMarketData,
} from '../catalog/catalog-schema';
import { recordTerms } from '../catalog/catalog-terms';
import {
  camelCase,
  type Camelized,
  type EventDraft,
  type FamilyDraft,
  type ImportDraft,
  type ListingDraft,
  type MarketDataDraft,
  type MarketDraft,
} from './import-draft';

export function draftFromCatalog(doc: CatalogDocument): ImportDraft {
  return {
    conventions: doc.conventions.map((c) => ({
      conventionId: c.convention_id,
      venue: c.venue,
      rule: c.rule,
      voidPayout: c.void_payout,
      description: c.description,
    })),
    families: doc.families.map(familyDraft),
    jointScopes: doc.joint_scopes.map((s) => ({ familyIds: s.family_ids, kind: s.kind })),
    events: doc.events.map((e): EventDraft => ({
      eventId: e.event_id,
      venue: e.venue,
      venueEventId: e.venue_event_id,
      title: e.title,
      description: e.description,
      category: e.category,
      tags: e.tags,
      status: e.status,
      familyIds: e.family_ids,
    })),
    markets: doc.markets.map(marketDraft),
    ...(doc.market_data ? { marketData: marketDataDraft(doc.market_data) } : {}),
  };
}

function familyDraft(f: CatalogFamily): FamilyDraft {
  return {
    familyId: f.family_id,
    title: f.title,
    description: f.description,
    category: f.category,
    tags: f.tags,
    supportedConventionIds: f.supported_convention_ids,
    scenarioVersions: f.scenario_versions.map((v) => ({
      version: v.version,
      scenarios: v.scenarios.map((s) => ({
        scenarioId: s.scenario_id,
        label: s.label,
        description: s.description,
        kind: s.kind,
      })),
    })),
  };
}

export function marketDraft(m: CatalogMarket): MarketDraft {
  return {
    marketId: m.market_id,
    ...(m.version !== undefined ? { version: m.version } : {}),
    title: m.title,
    description: m.description,
    category: m.category,
    tags: m.tags,
    status: m.status,
    eventIds: m.event_ids,
    familyIds: m.family_ids,
    settlementSummary: m.settlement_summary,
    payoutConditions: m.payout_conditions,
    ...(m.settlement_evidence ? { settlementEvidence: evidenceDraft(m.settlement_evidence) } : {}),
    outcomes: m.outcomes.map((o) => ({
      outcomeId: o.outcome_id,
      label: o.label,
      payouts: o.payouts,
      listings: o.listings.map(listingDraft),
    })),
  };
}

function evidenceDraft(e: NonNullable<CatalogMarket['settlement_evidence']>): SettlementEvidence {
  return {
    source: e.source,
    rulesText: e.rules_text,
    ...(e.observation_window ? { observationWindow: e.observation_window } : {}),
    ...(e.void_rules ? { voidRules: e.void_rules } : {}),
    ...(e.resolved_outcome_id !== undefined ? { resolvedOutcomeId: e.resolved_outcome_id } : {}),
    ...(e.resolved_at !== undefined ? { resolvedAt: e.resolved_at } : {}),
    ...(e.terms ? { terms: recordTerms(e.terms) } : {}),
  };
}

function listingDraft(l: CatalogListing): ListingDraft {
  const r = l.trading_rules;
  return {
    listingId: l.listing_id,
    venue: l.venue,
    venueMarketId: l.venue_market_id,
    venueOutcomeId: l.venue_outcome_id,
    venueEventIds: l.venue_event_ids,
    status: l.status,
    ...(l.ticker !== undefined ? { ticker: l.ticker } : {}),
    ...(l.token_id !== undefined ? { tokenId: l.token_id } : {}),
    ...(l.condition_id !== undefined ? { conditionId: l.condition_id } : {}),
    ...(l.slug !== undefined ? { slug: l.slug } : {}),
    tradingRules: {
      quantityUnit: r.quantity_unit,
      quoteCurrency: r.quote_currency,
      payoutCurrency: r.payout_currency,
      payoutUnit: r.payout_unit,
      quantityIncrement: r.quantity_increment,
      tickBands: r.tick_bands.map((b) => ({
        lowerPrice: b.lower_price,
        upperPrice: b.upper_price,
        tickSize: b.tick_size,
      })),
    },
  };
}

export function marketDataDraft(data: CatalogMarketData): MarketDataDraft {
  return {
    quotes: data.quotes.map(camelRow),
    orderbooks: data.orderbooks.map(camelRow),
    trades: data.trades.map(camelRow),
    priceHistory: data.price_history.map(camelRow),
    fees: data.fees.map(camelRow),
  };
}

/** A flat row with its field names in camelCase; its values (decimal text, levels) as they were. */
export function camelRow<R extends object>(row: R): Camelized<R> {
  // A loop rather than Object.fromEntries over mapped entries, and each name spelled once: a
  // catalog's market data is thousands of rows over a handful of names, and the entries' arrays
  // and the spelling were most of reading a file into its draft (docs/benchmarks.md).
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(row))
    out[camelName(name)] = (row as Record<string, unknown>)[name];
  return out as Camelized<R>;
}

/** The row names seen, in camelCase; the checked rows know a few dozen names, a bound keeps it so. */
const camelNames = new Map<string, string>();
const CAMEL_NAMES_KEPT = 256;

function camelName(name: string): string {
  let camel = camelNames.get(name);
  if (camel === undefined) {
    camel = camelCase(name);
    if (camelNames.size < CAMEL_NAMES_KEPT) camelNames.set(name, camel);
  }
  return camel;
}
