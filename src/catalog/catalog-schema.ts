// The catalog file format, settlegraph.catalog/v1 (docs/catalog-format.md), in TypeBox: the one
// definition of the file's form and of the catalog's rules, from which catalog-rules.ts derives the
// check of a file's form and the check of a draft by the rules (each by the catalog's Ajv,
// catalog-ajv.ts). Cross-references and payout coverage are checked by the planners (plan-*.ts).
//
// Unknown fields are ignored rather than rejected, so catalogs written for a newer minor version
// of the format still import; see docs/decisions.md.
import { Type, type Static } from '@sinclair/typebox';
import { CONVENTION_RULES, LIFECYCLE_STATUSES, SCENARIO_KINDS } from '../domain/records';
import { Optional } from '../resources/schema-kit';
import {
  Among,
  AtLeast,
  CatalogDecimal,
  CatalogId,
  Defaulted,
  Exactly,
  Fields,
  IdMap,
  Text,
  UtcTimestamp,
} from './catalog-fields';
import { SettlementTermsSchema } from './catalog-terms';
import { MarketDataSchema } from './market-data-schema';

export const CATALOG_FORMAT = 'settlegraph.catalog/v1';

const Described = Defaulted(Text, '');
const Tags = Defaulted(Type.Array(Text), []);
const Ids = Defaulted(Type.Array(CatalogId), []);
const Status = Defaulted(Among(LIFECYCLE_STATUSES), 'UNKNOWN');

const Convention = Fields({
  convention_id: CatalogId,
  venue: CatalogId,
  rule: Among(CONVENTION_RULES),
  void_payout: Defaulted(CatalogDecimal, '1'),
  description: Described,
});

const Scenario = Fields({
  scenario_id: CatalogId,
  label: Text,
  description: Described,
  kind: Defaulted(Among(SCENARIO_KINDS), 'NORMAL'),
});

const Family = Fields({
  family_id: CatalogId,
  title: Text,
  description: Described,
  category: Described,
  tags: Tags,
  supported_convention_ids: Ids,
  scenario_versions: Defaulted(
    Type.Array(
      Fields({
        version: CatalogId,
        scenarios: AtLeast(1, Scenario, 'a scenario version needs at least one scenario'),
      }),
    ),
    [],
  ),
});

const JointScope = Fields({
  family_ids: AtLeast(2, CatalogId, 'a joint scope names at least two families'),
  kind: Exactly('INDEPENDENT'),
});

const Event = Fields({
  event_id: CatalogId,
  venue: CatalogId,
  venue_event_id: CatalogId,
  title: Text,
  description: Described,
  category: Described,
  tags: Tags,
  status: Status,
  family_ids: Ids,
});

const TradingRules = Fields({
  quantity_unit: Defaulted(Text, 'contract'),
  quote_currency: CatalogId,
  payout_currency: CatalogId,
  payout_unit: CatalogDecimal,
  quantity_increment: Defaulted(CatalogDecimal, '1'),
  tick_bands: Defaulted(
    Type.Array(
      Fields({
        lower_price: CatalogDecimal,
        upper_price: CatalogDecimal,
        tick_size: CatalogDecimal,
      }),
    ),
    [],
  ),
});

const Listing = Fields({
  listing_id: CatalogId,
  venue: CatalogId,
  venue_market_id: CatalogId,
  venue_outcome_id: CatalogId,
  venue_event_ids: Ids,
  status: Status,
  ticker: Optional(CatalogId),
  token_id: Optional(CatalogId),
  condition_id: Optional(CatalogId),
  slug: Optional(CatalogId),
  trading_rules: TradingRules,
});

const Outcome = Fields({
  outcome_id: CatalogId,
  label: CatalogId,
  payouts: Defaulted(IdMap(IdMap(CatalogDecimal)), {}),
  listings: Defaulted(Type.Array(Listing), []),
});

const Evidence = Fields({
  source: Described,
  rules_text: Described,
  observation_window: Optional(Fields({ start: UtcTimestamp, end: UtcTimestamp })),
  void_rules: Optional(Type.Array(Text)),
  resolved_outcome_id: Optional(CatalogId),
  resolved_at: Optional(UtcTimestamp),
  /** The venue market's settlement terms with their spans (catalog-terms.ts). */
  terms: Optional(SettlementTermsSchema),
});

const Market = Fields({
  market_id: CatalogId,
  version: Optional(CatalogId),
  title: Text,
  description: Described,
  category: Described,
  tags: Tags,
  status: Status,
  event_ids: Ids,
  family_ids: Ids,
  settlement_summary: Described,
  payout_conditions: Defaulted(Type.Array(Text), []),
  settlement_evidence: Optional(Evidence),
  outcomes: AtLeast(1, Outcome, 'a market needs at least one outcome'),
});

export const CatalogSchema = Fields({
  format: Exactly(CATALOG_FORMAT, `must be "${CATALOG_FORMAT}"`),
  conventions: Defaulted(Type.Array(Convention), []),
  families: Defaulted(Type.Array(Family), []),
  joint_scopes: Defaulted(Type.Array(JointScope), []),
  events: Defaulted(Type.Array(Event), []),
  markets: Defaulted(Type.Array(Market), []),
  market_data: Optional(MarketDataSchema),
});

export type CatalogDocument = Static<typeof CatalogSchema>;
export type CatalogMarket = CatalogDocument['markets'][number];
export type CatalogListing = CatalogMarket['outcomes'][number]['listings'][number];
export type CatalogFamily = CatalogDocument['families'][number];
export type CatalogMarketData = NonNullable<CatalogDocument['market_data']>;
