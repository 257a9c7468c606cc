// Content-derived combo identity (docs/architecture.md, "Combos"): the same convention, legs and
// scenario pins always give the same market, so composing twice returns the same market ID.
import { createHash } from 'node:crypto';
import { compareIds, inFamilyOrder } from '../payout-key';

export interface ComboIdentityInput {
  readonly conventionId: string;
  /** The outcome of each leg, in any order (legs given by listing count as their outcome). */
  readonly outcomeIds: readonly string[];
  /** The family versions the combo is composed over, in any order. */
  readonly pins: readonly { readonly familyId: string; readonly scenarioVersion: string }[];
}

/** `combo-` and the first 16 hex digits of the SHA-256 of the canonical content. */
export function comboMarketId(input: ComboIdentityInput): string {
  const content = JSON.stringify({
    convention: input.conventionId,
    outcomes: [...input.outcomeIds].sort(compareIds),
    pins: inFamilyOrder(input.pins).map((p) => [p.familyId, p.scenarioVersion]),
  });
  return `combo-${createHash('sha256').update(content).digest('hex').slice(0, 16)}`;
}

export function comboYesOutcomeId(marketId: string): string {
  return `${marketId}-yes`;
}

export function comboNoOutcomeId(marketId: string): string {
  return `${marketId}-no`;
}
