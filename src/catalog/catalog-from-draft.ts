// The one conversion from the import draft (import-draft.ts) back to the catalog file's form
// (settlegraph.catalog/v1, snake_case), made at the edge where a draft leaves as a file: `settlegraph
// adapt` writes what the venue adapters built, once checked by the catalog's rules
// (catalog-rules.ts). The inverse of draftFromCatalog on a
// checked document: file -> draft -> file is the file (test/catalog/catalog-from-draft.unit.test.ts).
import type { SettlementEvidence } from '../domain/records';
import {
  CATALOG_FORMAT,
  type CatalogDocument,
  type CatalogFamily,
  type CatalogListing,
  type CatalogMarket,
  type CatalogMarketData,
} from './catalog-schema';
import { catalogTerms } from './catalog-terms';
import type {
  FamilyDraft,
  ImportDraft,
  ListingDraft,
  MarketDataDraft,
  MarketDraft,
} from './import-draft';

export function catalogFromDraft(draft: ImportDraft): CatalogDocument {
  return {
    format: CATALOG_FORMAT,
    conventions: draft.conventions.map((c) => ({
      convention_id: c.conventionId,
      venue: c.venue,
      rule: c.rule,
      void_payout: c.voidPayout,
      description: c.description,
    })),
    families: draft.families.map(catalogFamily),
    joint_scopes: draft.jointScopes.map((s) => ({ family_ids: s.familyIds, kind: s.kind })),
    events: draft.events.map((e) => ({
      event_id: e.eventId,
      venue: e.venue,
      venue_event_id: e.venueEventId,
      title: e.title,
      description: e.description,
      category: e.category,
      tags: e.tags,
      status: e.status,
      family_ids: e.familyIds,
    })),
    markets: draft.markets.map(catalogMarket),
    ...(draft.marketData ? { market_data: catalogMarketData(draft.marketData) } : {}),
  };
}

export function catalogFamily(f: FamilyDraft): CatalogFamily {
  return {
    family_id: f.familyId,
    title: f.title,
    description: f.description,
    category: f.category,
    tags: f.tags,
    supported_convention_ids: f.supportedConventionIds,
    scenario_versions: f.scenarioVersions.map((v) => ({
      version: v.version,
      scenarios: v.scenarios.map((s) => ({
        scenario_id: s.scenarioId,
        label: s.label,
        description: s.description,
        kind: s.kind,
      })),
    })),
  };
}

export function catalogMarket(m: MarketDraft): CatalogMarket {
  return {
    market_id: m.marketId,
    ...(m.version !== undefined ? { version: m.version } : {}),
    title: m.title,
    description: m.description,
    category: m.category,
    tags: m.tags,
    status: m.status,
    event_ids: m.eventIds,
    family_ids: m.familyIds,
    settlement_summary: m.settlementSummary,
    payout_conditions: m.payoutConditions,
    ...(m.settlementEvidence ? { settlement_evidence: catalogEvidence(m.settlementEvidence) } : {}),
    outcomes: m.outcomes.map((o) => ({
      outcome_id: o.outcomeId,
      label: o.label,
      payouts: o.payouts,
      listings: o.listings.map(catalogListing),
    })),
  };
}

function catalogEvidence(e: SettlementEvidence): NonNullable<CatalogMarket['settlement_evidence']> {
  return {
    source: e.source,
    rules_text: e.rulesText,
    ...(e.observationWindow ? { observation_window: e.observationWindow } : {}),
    ...(e.voidRules ? { void_rules: e.voidRules } : {}),
    ...(e.resolvedOutcomeId !== undefined ? { resolved_outcome_id: e.resolvedOutcomeId } : {}),
    ...(e.resolvedAt !== undefined ? { resolved_at: e.resolvedAt } : {}),
    ...(e.terms ? { terms: catalogTerms(e.terms) } : {}),
  };
}

function catalogListing(l: ListingDraft): CatalogListing {
  const r = l.tradingRules;
  return {
    listing_id: l.listingId,
    venue: l.venue,
    venue_market_id: l.venueMarketId,
    venue_outcome_id: l.venueOutcomeId,
    venue_event_ids: l.venueEventIds,
    status: l.status,
    ...(l.ticker !== undefined ? { ticker: l.ticker } : {}),
    ...(l.tokenId !== undefined ? { token_id: l.tokenId } : {}),
    ...(l.conditionId !== undefined ? { condition_id: l.conditionId } : {}),
    ...(l.slug !== undefined ? { slug: l.slug } : {}),
    trading_rules: {
      quantity_unit: r.quantityUnit,
      quote_currency: r.quoteCurrency,
      payout_currency: r.payoutCurrency,
      payout_unit: r.payoutUnit,
      quantity_increment: r.quantityIncrement,
      tick_bands: r.tickBands.map((b) => ({
        lower_price: b.lowerPrice,
        upper_price: b.upperPrice,
        tick_size: b.tickSize,
      })),
    },
  };
}

function catalogMarketData(data: MarketDataDraft): CatalogMarketData {
  return {
    quotes: data.quotes.map(snakeRow),
    orderbooks: data.orderbooks.map(snakeRow),
    trades: data.trades.map(snakeRow),
    price_history: data.priceHistory.map(snakeRow),
    fees: data.fees.map(snakeRow),
  } as CatalogMarketData;
}

/** `listingId` → `listing_id`: camelCase's inverse on the file's field names. */
function snakeRow(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );
}
