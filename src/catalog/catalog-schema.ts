// The catalog file format, settlegraph.catalog/v1 (docs/catalog-format.md), as a zod schema: the
// shape only. Cross-references and payout coverage are checked in check-catalog.ts.
//
// Unknown fields are ignored rather than rejected, so catalogs written for a newer minor version
// of the format still import; see docs/decisions.md.
import { z } from 'zod';
import { CONVENTION_RULES, LIFECYCLE_STATUSES, SCENARIO_KINDS } from '../domain/records';
import { settlementTermsSchema } from './catalog-terms';
import { decimal, id, marketDataSchema, timestamp } from './market-data-schema';

export const CATALOG_FORMAT = 'settlegraph.catalog/v1';

const text = z.string();
const tags = z.array(text).default([]);
const status = z.enum(LIFECYCLE_STATUSES);

const convention = z.object({
  convention_id: id,
  venue: id,
  rule: z.enum(CONVENTION_RULES),
  void_payout: decimal.default('1'),
  description: text.default(''),
});

const scenario = z.object({
  scenario_id: id,
  label: text,
  description: text.default(''),
  kind: z.enum(SCENARIO_KINDS).default('NORMAL'),
});

const family = z.object({
  family_id: id,
  title: text,
  description: text.default(''),
  category: text.default(''),
  tags,
  supported_convention_ids: z.array(id).default([]),
  scenario_versions: z
    .array(
      z.object({
        version: id,
        scenarios: z.array(scenario).min(1, 'a scenario version needs at least one scenario'),
      }),
    )
    .default([]),
});

const jointScope = z.object({
  family_ids: z.array(id).min(2, 'a joint scope names at least two families'),
  kind: z.literal('INDEPENDENT'),
});

const event = z.object({
  event_id: id,
  venue: id,
  venue_event_id: id,
  title: text,
  description: text.default(''),
  category: text.default(''),
  tags,
  status: status.default('UNKNOWN'),
  family_ids: z.array(id).default([]),
});

const tradingRules = z.object({
  quantity_unit: text.default('contract'),
  quote_currency: id,
  payout_currency: id,
  payout_unit: decimal,
  quantity_increment: decimal.default('1'),
  tick_bands: z
    .array(z.object({ lower_price: decimal, upper_price: decimal, tick_size: decimal }))
    .default([]),
});

const listing = z.object({
  listing_id: id,
  venue: id,
  venue_market_id: id,
  venue_outcome_id: id,
  venue_event_ids: z.array(id).default([]),
  status: status.default('UNKNOWN'),
  ticker: id.optional(),
  token_id: id.optional(),
  condition_id: id.optional(),
  slug: id.optional(),
  trading_rules: tradingRules,
});

const outcome = z.object({
  outcome_id: id,
  label: id,
  payouts: z.record(id, z.record(id, decimal)).default({}),
  listings: z.array(listing).default([]),
});

const evidence = z.object({
  source: text.default(''),
  rules_text: text.default(''),
  observation_window: z.object({ start: timestamp, end: timestamp }).optional(),
  void_rules: z.array(text).optional(),
  resolved_outcome_id: id.optional(),
  resolved_at: timestamp.optional(),
  /** The venue market's settlement terms with their spans (catalog-terms.ts). */
  terms: settlementTermsSchema.optional(),
});

const market = z.object({
  market_id: id,
  version: id.optional(),
  title: text,
  description: text.default(''),
  category: text.default(''),
  tags,
  status: status.default('UNKNOWN'),
  event_ids: z.array(id).default([]),
  family_ids: z.array(id).default([]),
  settlement_summary: text.default(''),
  payout_conditions: z.array(text).default([]),
  settlement_evidence: evidence.optional(),
  outcomes: z.array(outcome).min(1, 'a market needs at least one outcome'),
});

export const catalogSchema = z.object({
  format: z.literal(CATALOG_FORMAT, { message: `must be "${CATALOG_FORMAT}"` }),
  conventions: z.array(convention).default([]),
  families: z.array(family).default([]),
  joint_scopes: z.array(jointScope).default([]),
  events: z.array(event).default([]),
  markets: z.array(market).default([]),
  market_data: marketDataSchema.optional(),
});

export type CatalogDocument = z.infer<typeof catalogSchema>;
export type CatalogMarket = CatalogDocument['markets'][number];
export type CatalogListing = CatalogMarket['outcomes'][number]['listings'][number];
export type CatalogFamily = CatalogDocument['families'][number];
export type CatalogMarketData = NonNullable<CatalogDocument['market_data']>;
