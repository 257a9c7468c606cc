// The analytical market a composed combo is stored as (schema/openapi.yaml, Market: is_combo and
// analytical_only true, empty event_ids, legs, settlement_convention_id; YES and NO outcomes).
// Its payouts sit under the space's payout key, so payout reads treat it like any outcome.
import type { ConventionRecord, LegReference, MarketRecord } from '../records';
import { type ComboPayouts, payoutTextsOf } from './compose-payouts';
import { comboNoOutcomeId, comboYesOutcomeId } from './combo-id';
import { compareIds } from '../payout-key';
import type { ScenarioSpace } from './scenario-space';

export interface ComboMarketLeg {
  /** The leg as the request named it. */
  readonly reference: LegReference;
  readonly outcomeId: string;
  readonly outcomeLabel: string;
  readonly marketId: string;
  readonly marketTitle: string;
}

export interface ComboMarketInput {
  readonly marketId: string;
  readonly version: string;
  readonly convention: ConventionRecord;
  readonly space: ScenarioSpace;
  readonly legs: readonly ComboMarketLeg[];
  readonly payouts: ComboPayouts;
  readonly observedAt: string;
}

export function comboMarketRecord(input: ComboMarketInput): MarketRecord {
  const { convention, space } = input;
  // Terms and texts do not depend on the order the legs were given in: the ID does not either.
  const sorted = [...input.legs].sort((a, b) => compareIds(a.outcomeId, b.outcomeId));
  return {
    marketId: input.marketId,
    version: input.version,
    title: `Combo: ${sorted.map((l) => `${l.marketTitle} (${l.outcomeLabel})`).join(' and ')}`,
    description:
      `An analytical combo of ${input.legs.length} legs under settlement convention ${convention.conventionId} (${convention.rule}, ${convention.venue}), over the scenarios of ${space.familyId} version ${space.scenarioVersion}. No venue lists it and no order can be placed on it. ${convention.description}`.trim(),
    category: 'Combo',
    tags: ['combo'],
    status: 'UNKNOWN',
    eventIds: [],
    familyIds: space.members.map((m) => m.familyId),
    settlementSummary: settlementSummaryOf(convention),
    payoutConditions: sorted.map(
      (l) => `leg ${l.outcomeId}: outcome ${l.outcomeLabel} of market ${l.marketId}`,
    ),
    outcomes: [
      {
        outcomeId: comboYesOutcomeId(input.marketId),
        label: 'YES',
        payoutUnit: '1',
        payouts: { [space.payoutKey]: payoutTextsOf(space, input.payouts.yes) },
      },
      {
        outcomeId: comboNoOutcomeId(input.marketId),
        label: 'NO',
        payoutUnit: '1',
        payouts: { [space.payoutKey]: payoutTextsOf(space, input.payouts.no) },
      },
    ],
    isCombo: true,
    analyticalOnly: true,
    legs: input.legs.map((l) =>
      l.reference.outcomeId !== undefined
        ? { outcomeId: l.reference.outcomeId }
        : { listingId: l.reference.listingId! },
    ),
    settlementConventionId: convention.conventionId,
    observedAt: input.observedAt,
  };
}

function settlementSummaryOf(convention: ConventionRecord): string {
  switch (convention.rule) {
    case 'PRODUCT':
      return "In each scenario YES pays the product of the legs' payout fractions, exceptional (VOID) settlements included; NO pays 1 − YES.";
    case 'VOID_LEG_REMOVED':
      return `In each scenario YES pays the product of the payout fractions of the legs whose family scenario is not VOID (a void leg is removed); when every leg is void it pays ${convention.voidPayout}. NO pays 1 − YES.`;
  }
}

/** Whether two versions of a combo settle alike (its settlement terms, as for catalog markets). */
export function sameComboTerms(a: MarketRecord, b: MarketRecord): boolean {
  const terms = (m: MarketRecord) =>
    JSON.stringify([m.settlementSummary, m.payoutConditions, m.outcomes, m.settlementConventionId]);
  return terms(a) === terms(b);
}
