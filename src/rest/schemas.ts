// JSON schemas of the /v1 resources (the specification's "Resources and their fields"). They
// validate requests, serialise responses, and become components of the OpenAPI document.
import { ERROR_CODES } from '../domain/errors';

const str = { type: 'string' } as const;
const id = { type: 'string', minLength: 1 } as const;
const ids = { type: 'array', items: { type: 'string' } } as const;
const decimal = {
  type: 'string',
  pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$',
  description: 'decimal number as text',
} as const;
const timestamp = { type: 'string', format: 'date-time', description: 'ISO 8601 UTC' } as const;
const status = { type: 'string', enum: ['OPEN', 'CLOSED', 'RESOLVED', 'UNKNOWN'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const sharedSchemas = [
  {
    $id: 'Problem',
    type: 'object',
    required: ['path', 'reason'],
    properties: { path: str, reason: str },
  },
  {
    $id: 'Error',
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message', 'request_id'],
        properties: {
          code: {
            type: 'string',
            enum: [...ERROR_CODES],
          },
          message: str,
          details: {
            type: 'object',
            additionalProperties: true,
            properties: { problems: { type: 'array', items: { $ref: 'Problem#' } } },
          },
          request_id: str,
        },
      },
    },
  },
  {
    $id: 'Event',
    type: 'object',
    required: [
      'event_id',
      'venue',
      'venue_event_id',
      'title',
      'description',
      'category',
      'status',
      'market_ids',
      'family_ids',
      'observed_at',
    ],
    properties: {
      event_id: str,
      venue: str,
      venue_event_id: { ...str, description: 'native event ID, exact text' },
      title: str,
      description: str,
      category: str,
      tags: ids,
      status,
      market_ids: ids,
      family_ids: ids,
      observed_at: timestamp,
    },
  },
  {
    $id: 'TradingRules',
    type: 'object',
    required: [
      'quantity_unit',
      'quote_currency',
      'payout_currency',
      'payout_unit',
      'quantity_increment',
      'tick_bands',
    ],
    properties: {
      quantity_unit: str,
      quote_currency: str,
      payout_currency: str,
      payout_unit: decimal,
      quantity_increment: decimal,
      tick_bands: {
        type: 'array',
        items: {
          type: 'object',
          required: ['lower_price', 'upper_price', 'tick_size'],
          properties: { lower_price: decimal, upper_price: decimal, tick_size: decimal },
        },
      },
    },
  },
  {
    $id: 'Listing',
    type: 'object',
    required: [
      'listing_id',
      'venue',
      'venue_market_id',
      'venue_outcome_id',
      'outcome_id',
      'mapping_version',
      'status',
      'trading_rules',
      'observed_at',
      'venue_event_ids',
    ],
    properties: {
      listing_id: str,
      venue: str,
      venue_market_id: {
        ...str,
        description: 'native market ID (Kalshi market ticker, Polymarket market ID)',
      },
      venue_outcome_id: str,
      outcome_id: str,
      market_id: str,
      mapping_version: str,
      status,
      trading_rules: { $ref: 'TradingRules#' },
      observed_at: timestamp,
      venue_event_ids: ids,
      ticker: { ...str, description: 'Kalshi market ticker' },
      token_id: { ...str, description: 'order-book token ID (Polymarket CLOB token)' },
      condition_id: { ...str, description: 'Polymarket condition ID' },
      slug: { ...str, description: 'Polymarket market slug' },
    },
  },
  {
    $id: 'Outcome',
    type: 'object',
    required: ['outcome_id', 'label', 'listings'],
    properties: {
      outcome_id: str,
      label: str,
      listings: { type: 'array', items: { $ref: 'Listing#' } },
    },
  },
  {
    $id: 'LegReference',
    type: 'object',
    description: 'exactly one of outcome_id or listing_id',
    properties: { outcome_id: id, listing_id: id },
  },
  {
    $id: 'SettlementEvidence',
    type: 'object',
    required: ['source', 'rules_text'],
    properties: {
      source: str,
      rules_text: str,
      observation_window: {
        type: 'object',
        required: ['start', 'end'],
        properties: { start: timestamp, end: timestamp },
      },
      void_rules: { type: 'array', items: str },
      resolved_outcome_id: str,
      resolved_at: timestamp,
    },
  },
  {
    $id: 'Market',
    type: 'object',
    required: [
      'market_id',
      'version',
      'title',
      'description',
      'category',
      'status',
      'event_ids',
      'family_ids',
      'settlement_summary',
      'payout_conditions',
      'outcomes',
      'is_combo',
      'analytical_only',
      'observed_at',
    ],
    properties: {
      market_id: str,
      version: str,
      title: str,
      description: str,
      category: str,
      tags: ids,
      status,
      event_ids: { ...ids, description: 'empty for a Combo' },
      family_ids: ids,
      settlement_summary: str,
      payout_conditions: { type: 'array', items: str },
      outcomes: { type: 'array', items: { $ref: 'Outcome#' } },
      is_combo: { type: 'boolean' },
      analytical_only: { type: 'boolean' },
      observed_at: timestamp,
      legs: {
        type: 'array',
        items: { $ref: 'LegReference#' },
        description: 'present on a Combo, or on every market with include=LEGS',
      },
      settlement_convention_id: { ...str, description: 'present on a Combo' },
      settlement_evidence: {
        oneOf: [{ $ref: 'SettlementEvidence#' }, { type: 'null' }],
        description:
          'with include=EVIDENCE: the settlement source, rules text, observation window, void rules and resolution; null when the catalog has none',
      },
    },
  },
  {
    $id: 'Family',
    type: 'object',
    required: [
      'family_id',
      'title',
      'description',
      'event_ids',
      'market_ids',
      'current_scenario_version',
      'scenario_versions',
      'supported_convention_ids',
      'analytical_coverage',
      'observed_at',
    ],
    properties: {
      family_id: str,
      title: str,
      description: str,
      category: str,
      tags: ids,
      event_ids: ids,
      market_ids: ids,
      current_scenario_version: {
        ...nullableString,
        description: 'null while the family has no published scenario version',
      },
      scenario_versions: ids,
      supported_convention_ids: ids,
      analytical_coverage: {
        type: 'string',
        enum: ['COMPLETE', 'PARTIAL', 'NONE'],
        description:
          'COMPLETE: every outcome of the family has payouts for the current scenario version; PARTIAL: some; NONE: none',
      },
      observed_at: timestamp,
    },
  },
  {
    $id: 'Scenario',
    type: 'object',
    required: [
      'scenario_id',
      'family_id',
      'scenario_version',
      'label',
      'description',
      'kind',
      'observed_at',
    ],
    properties: {
      scenario_id: str,
      family_id: str,
      scenario_version: str,
      label: str,
      description: str,
      kind: {
        type: 'string',
        enum: ['NORMAL', 'VOID'],
        description: 'VOID: an exceptional settlement such as a cancellation',
      },
      observed_at: timestamp,
    },
  },
  {
    $id: 'Payout',
    type: 'object',
    required: [
      'outcome_id',
      'family_id',
      'scenario_version',
      'status',
      'payout_currency',
      'payout_unit',
      'payouts',
    ],
    properties: {
      outcome_id: str,
      family_id: str,
      scenario_version: str,
      status: { type: 'string', enum: ['SUPPORTED', 'UNSUPPORTED'] },
      reason: { ...str, description: 'why an UNSUPPORTED outcome has no payouts here' },
      payout_currency: {
        ...nullableString,
        description: "from the outcome's listings; null when it has none",
      },
      payout_unit: decimal,
      payouts: {
        type: ['array', 'null'],
        description: 'per-unit payout in each scenario, in scenario order; null when UNSUPPORTED',
        items: {
          type: 'object',
          required: ['scenario_id', 'value'],
          properties: { scenario_id: str, value: decimal },
        },
      },
    },
  },
  {
    $id: 'ChangeRecord',
    type: 'object',
    description:
      'One change of reference metadata (GET /changes); never prices, fills or fair values.',
    required: [
      'change_id',
      'resource_type',
      'resource_id',
      'change_type',
      'version',
      'occurred_at',
      'description',
      'family_ids',
    ],
    properties: {
      change_id: str,
      resource_type: {
        type: 'string',
        enum: ['CONTRACT', 'MAPPING', 'FAMILY', 'SCENARIO_VERSION', 'COVERAGE'],
        description:
          'CONTRACT: a market or event; MAPPING: a listing; FAMILY; SCENARIO_VERSION; COVERAGE: a settlement convention or joint scope',
      },
      resource_id: str,
      change_type: {
        type: 'string',
        description:
          'CREATED, UPDATED, NEW_VERSION (market terms amended) or REMAPPED (listing moved to another outcome)',
      },
      version: {
        type: 'string',
        description:
          'the market, mapping or scenario version where the resource has one, else empty',
      },
      occurred_at: timestamp,
      description: str,
      family_ids: {
        ...ids,
        description: 'families of the changed resource (the family_ids filter)',
      },
    },
  },
  {
    $id: 'FairValue',
    type: 'object',
    description: 'A private fair value: a customer estimate, not a forecast of the service.',
    required: [
      'fair_value_id',
      'scope_id',
      'outcome_id',
      'market_version',
      'value_type',
      'value',
      'source',
      'observed_at',
      'updated_at',
      'revision',
      'status',
    ],
    properties: {
      fair_value_id: {
        ...str,
        description: 'private; stable per scope, outcome, market version and value type',
      },
      scope_id: str,
      outcome_id: str,
      market_version: str,
      value_type: { type: 'string', enum: ['PROBABILITY', 'EXPECTED_PAYOUT'] },
      probability_event: {
        type: 'string',
        enum: ['FULL_PAYOUT'],
        description: 'present for PROBABILITY',
      },
      payout_currency: { ...str, description: 'present for EXPECTED_PAYOUT' },
      value: decimal,
      source: { ...str, description: "the caller's own source label" },
      observed_at: timestamp,
      valid_until: timestamp,
      updated_at: { ...timestamp, description: 'server time of the write' },
      revision: {
        ...str,
        description: 'server revision of the write (rev-N); send it back as expected_revision',
      },
      status: {
        type: 'string',
        enum: ['CURRENT', 'EXPIRED'],
        description: 'EXPIRED once valid_until has passed',
      },
    },
  },
  {
    $id: 'ScenarioPin',
    type: 'object',
    required: ['family_id', 'scenario_version'],
    properties: { family_id: str, scenario_version: str },
  },
  {
    $id: 'Witness',
    type: 'object',
    required: ['family_id', 'scenario_version', 'scenario_id'],
    properties: { family_id: str, scenario_version: str, scenario_id: str },
  },
  {
    $id: 'Relationship',
    type: 'object',
    required: [
      'relationship_id',
      'type',
      'from_outcome_id',
      'to_outcome_id',
      'related_market_ids',
      'related_event_ids',
      'explanation',
      'scenario_pins',
      'witnesses',
    ],
    properties: {
      relationship_id: str,
      type: {
        type: 'string',
        enum: ['EQUALITY', 'COMPLEMENT', 'IMPLICATION', 'EXCLUSIVITY', 'OVERLAP'],
      },
      from_outcome_id: { ...str, description: 'for IMPLICATION, the implying outcome' },
      to_outcome_id: str,
      related_market_ids: ids,
      related_event_ids: ids,
      explanation: str,
      scenario_pins: { type: 'array', items: { $ref: 'ScenarioPin#' } },
      witnesses: {
        type: 'array',
        items: { $ref: 'Witness#' },
        description: 'scenarios that show the type',
      },
    },
  },
] as const;

/** The list envelope of common rule 1, around items of one schema. */
export function listEnvelope(itemRef: string): Record<string, unknown> {
  return {
    type: 'object',
    required: ['items', 'next_page_token', 'snapshot_id', 'as_of'],
    properties: {
      items: { type: 'array', items: { $ref: `${itemRef}#` } },
      next_page_token: { type: ['string', 'null'] },
      snapshot_id: str,
      as_of: timestamp,
    },
  };
}

export const errorResponses = {
  400: { $ref: 'Error#' },
  401: { $ref: 'Error#' },
  429: { $ref: 'Error#' },
  500: { $ref: 'Error#' },
  503: { $ref: 'Error#' },
} as const;

export const pagingParameters = {
  page_size: {
    type: 'integer',
    minimum: 1,
    description: 'default 50, at most 500 (PAGE_SIZE_TOO_LARGE above)',
  },
  page_token: {
    type: 'string',
    minLength: 1,
    description: "opaque; reuse with the same filters; pins the first page's snapshot",
  },
} as const;

export const primitives = { str, id, ids, decimal, timestamp, status } as const;
