// The combined payout of a combo (docs/architecture.md, "Combos"): per scenario of its space,
// the YES fraction by the settlement convention's rule and NO = 1 − YES. Exact rationals
// throughout; never the sum of the legs.
//
//   PRODUCT           YES(s) = Π f_leg(s)
//   VOID_LEG_REMOVED  YES(s) = Π f_leg(s) over the legs whose family scenario in s is not VOID;
//                     void_payout when every leg is void.
import type { ConventionRule } from '../records';
import {
  decimalTextOf,
  fractionOfDecimal,
  multiplyFractions,
  ONE,
  oneMinus,
  parseUnit,
  payoutFraction,
  type Fraction,
} from '../arithmetic/fraction';
import type { ScenarioSpace } from './scenario-space';

/** One leg of a combo, with its payouts in the version of its family that the space holds. */
export interface ComboLegInput {
  readonly outcomeId: string;
  /** A member family of the space. */
  readonly familyId: string;
  /** The payout unit the amounts are expressed in (a positive decimal). */
  readonly unit: string;
  /** Per-unit amounts in the scenario order of the member's version. */
  readonly amounts: readonly string[];
}

export interface ConventionInput {
  readonly rule: ConventionRule;
  /** A fraction in [0, 1]: what a combo whose legs are all void pays (VOID_LEG_REMOVED). */
  readonly voidPayout: string;
}

/** Fractions of the combo's payout unit, one per scenario of the space, in its order. */
export interface ComboPayouts {
  readonly yes: readonly Fraction[];
  readonly no: readonly Fraction[];
}

/** A payout whose exact value has no finite decimal text (a payout unit such as 3). */
export class InexactPayoutError extends Error {
  constructor(readonly scenarioId: string) {
    super(`the combo payout in scenario ${scenarioId} has no exact decimal text`);
    this.name = 'InexactPayoutError';
  }
}

/** The leg's fractions and VOID flags lifted onto every scenario of the space. */
export function liftLeg(
  space: ScenarioSpace,
  leg: ComboLegInput,
): { fractions: Fraction[]; void: boolean[] } {
  const member = space.members.findIndex((m) => m.familyId === leg.familyId);
  const version = space.members[member];
  if (!version) throw new Error(`leg ${leg.outcomeId}: family ${leg.familyId} is not in the space`);
  if (leg.amounts.length !== version.scenarios.length) {
    throw new Error(
      `leg ${leg.outcomeId}: ${leg.amounts.length} amounts for ${version.scenarios.length} scenarios`,
    );
  }
  const unit = parseUnit(leg.unit);
  const own = leg.amounts.map((a) => payoutFraction(a, unit));
  const fractions: Fraction[] = [];
  const voids: boolean[] = [];
  for (const s of space.scenarios) {
    const index = s.members[member]!;
    fractions.push(own[index]!);
    voids.push(version.scenarios[index]!.kind === 'VOID');
  }
  return { fractions, void: voids };
}

export function composePayouts(
  convention: ConventionInput,
  space: ScenarioSpace,
  legs: readonly ComboLegInput[],
): ComboPayouts {
  const lifted = legs.map((leg) => liftLeg(space, leg));
  const voidPayout = fractionOfDecimal(convention.voidPayout);
  if (voidPayout.num < 0n || voidPayout.num > voidPayout.den) {
    throw new Error(`voidPayout ${convention.voidPayout} is not a fraction in [0, 1]`);
  }
  const yes = space.scenarios.map((_, s) => {
    let product = ONE;
    let counted = 0;
    for (const leg of lifted) {
      if (convention.rule === 'VOID_LEG_REMOVED' && leg.void[s]) continue;
      product = multiplyFractions(product, leg.fractions[s]!);
      counted += 1;
    }
    return counted === 0 && legs.length > 0 && convention.rule === 'VOID_LEG_REMOVED'
      ? voidPayout
      : product;
  });
  return { yes, no: yes.map(oneMinus) };
}

/** A payout vector as the decimal texts a payout table holds, keyed by scenario ID. */
export function payoutTextsOf(
  space: ScenarioSpace,
  fractions: readonly Fraction[],
): Record<string, string> {
  const table: Record<string, string> = {};
  space.scenarios.forEach((s, i) => {
    const text = decimalTextOf(fractions[i]!);
    if (text === undefined) throw new InexactPayoutError(s.scenarioId);
    table[s.scenarioId] = text;
  });
  return table;
}
