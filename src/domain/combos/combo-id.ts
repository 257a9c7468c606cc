// Content-derived combo identity (docs/architecture.md, "Combos"): the same composer, convention,
// legs and scenario pins always give the same market, so composing twice returns the same market
// ID. The composer (the API key's tenant digest) is part of it: a combo is private to the key that
// composed it, and another key composing the same legs gets a market of its own whose ID it cannot
// derive from anyone else's (docs/decisions.md, "Combos are private to the key that composed
// them").
import { createHash } from 'node:crypto';
import { compareIds, inFamilyOrder } from '../payout-key';

export interface ComboIdentityInput {
  /** Who composed it: the API key's stable tenant digest (never the key). */
  readonly composer: string;
  readonly conventionId: string;
  /** The outcome of each leg, in any order (legs given by listing count as their outcome). */
  readonly outcomeIds: readonly string[];
  /** The family versions the combo is composed over, in any order. */
  readonly pins: readonly { readonly familyId: string; readonly scenarioVersion: string }[];
}

/** `combo-` and the first 16 hex digits of the SHA-256 of the canonical content. */
export function comboMarketId(input: ComboIdentityInput): string {
  const content = JSON.stringify({
    composer: input.composer,
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
