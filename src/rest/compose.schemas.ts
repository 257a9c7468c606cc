// JSON schemas of POST /markets:compose: the request and the specification's Combo composition
// result (market, coverage, versions, findings), plus the caller's `client_reference` (DESIGN.md
// section 4).
import { FINDING_CODES } from '../domain/combos/findings';
import { LIMITS } from '../services/limits';
import { primitives } from './schemas';

const { str, id, ids, timestamp } = primitives;

export const composeRequestSchema = {
  type: 'object',
  required: ['venue', 'settlement_convention_id', 'legs'],
  additionalProperties: false,
  properties: {
    venue: {
      ...id,
      description: 'the venue whose settlement convention applies; not an order destination',
    },
    settlement_convention_id: id,
    legs: {
      type: 'array',
      minItems: 2,
      maxItems: LIMITS.composeLegsMax,
      items: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        maxProperties: 1,
        description: 'exactly one of outcome_id or listing_id',
        properties: { outcome_id: id, listing_id: id },
      },
    },
    scenario_pins: {
      type: 'array',
      description:
        "family versions to compose over; without them each family's newest version in which the legs have payouts is selected and reported in versions.scenario_pins",
      items: {
        type: 'object',
        required: ['family_id', 'scenario_version'],
        additionalProperties: false,
        properties: { family_id: id, scenario_version: id },
      },
    },
    client_reference: { ...id, description: "the caller's correlation reference, echoed" },
  },
} as const;

export const composeSchemas = [
  {
    $id: 'ComboFinding',
    type: 'object',
    required: ['code', 'explanation', 'leg_indices', 'witnesses'],
    properties: {
      code: {
        type: 'string',
        enum: [...FINDING_CODES],
        description:
          'DUPLICATE_LEG: legs naming one outcome; REDUNDANT_LEG: a leg implied by another; IMPOSSIBLE_COMBINATION: the combo pays nothing in every NORMAL scenario',
      },
      explanation: str,
      leg_indices: {
        type: 'array',
        items: { type: 'integer', minimum: 0 },
        description:
          'zero-based; REDUNDANT_LEG: the redundant (implied) leg, then the leg that implies it',
      },
      witnesses: {
        type: 'array',
        items: { $ref: 'Witness#' },
        description:
          'scenarios that show the finding; over a joint scope family_id is the joint scope (families joined with +), scenario_version the members’ versions joined with + and scenario_id the joint scenario ID',
      },
    },
  },
  {
    $id: 'ComposeResult',
    type: 'object',
    description:
      'The Combo composition result. Composition creates no venue event, listing or order.',
    required: ['market', 'coverage', 'versions', 'findings'],
    properties: {
      market: { $ref: 'Market#' },
      coverage: {
        type: 'object',
        required: ['complete', 'submitted_count', 'supported_count', 'items'],
        properties: {
          complete: { type: 'boolean' },
          submitted_count: { type: 'integer' },
          supported_count: { type: 'integer' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['input_reference', 'outcome_id', 'status', 'family_ids'],
              properties: {
                input_reference: { ...str, description: 'the outcome_id or listing_id as given' },
                outcome_id: str,
                status: { type: 'string', enum: ['SUPPORTED'] },
                family_ids: { ...ids, description: 'the family the leg is composed in' },
              },
            },
          },
        },
      },
      versions: {
        type: 'object',
        required: ['market_versions', 'mapping_version', 'scenario_pins', 'as_of'],
        properties: {
          market_versions: {
            type: 'array',
            items: {
              type: 'object',
              required: ['market_id', 'version'],
              properties: { market_id: str, version: str },
            },
            description: "the legs' markets and the versions composed",
          },
          mapping_version: {
            ...str,
            description:
              'the highest mapping version of the listing legs; empty when no leg is a listing',
          },
          scenario_pins: { type: 'array', items: { $ref: 'ScenarioPin#' } },
          as_of: timestamp,
        },
      },
      findings: { type: 'array', items: { $ref: 'ComboFinding#' } },
      client_reference: str,
    },
  },
] as const;
