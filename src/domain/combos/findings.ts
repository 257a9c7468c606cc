// Findings of a combo (docs/architecture.md, "Combos"; docs/decisions.md for REDUNDANT_LEG indices):
// - DUPLICATE_LEG: several legs name one outcome; leg_indices are those legs, ascending.
// - REDUNDANT_LEG: a leg implied by another (f_a ≤ f_b in every scenario): b adds nothing to
//   a ∧ b, so b is the redundant leg; leg_indices are [redundant (implied) leg, implying leg].
// - IMPOSSIBLE_COMBINATION: the combo's YES pays nothing in every NORMAL scenario: two legs that
//   never both pay (leg_indices the pair), a leg that never pays (the leg), or, when no pair
//   shows it, the whole set of legs.
// Pairs of legs in one family are judged over that family's version; legs of different families
// over the joint space. Findings come in the order of the codes above, then of their legs.
import { classifyFamily } from '../relationships/classify-family';
import { decimalTextOf, parseUnit, payoutFraction, type Fraction } from '../arithmetic/fraction';
import type { PayoutVectorInput, ScenarioInput } from '../relationships/relationship-types';
import {
  composePayouts,
  type ComboLegInput,
  type ComboPayouts,
  type ConventionInput,
} from './compose-payouts';
import type { ScenarioSpace } from './scenario-space';

export const FINDING_CODES = ['DUPLICATE_LEG', 'REDUNDANT_LEG', 'IMPOSSIBLE_COMBINATION'] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface ComboWitness {
  readonly familyId: string;
  readonly scenarioVersion: string;
  readonly scenarioId: string;
}

export interface ComboFinding {
  readonly code: FindingCode;
  readonly legIndices: readonly number[];
  readonly explanation: string;
  readonly witnesses: readonly ComboWitness[];
}

/** The scenarios two legs are judged over, with each leg's amounts in them. */
interface PairScope {
  familyId: string;
  scenarioVersion: string;
  scenarios: readonly ScenarioInput[];
  amounts: (leg: number) => readonly string[];
}

export function comboFindings(
  convention: ConventionInput,
  space: ScenarioSpace,
  legs: readonly ComboLegInput[],
  payouts: ComboPayouts,
): ComboFinding[] {
  const scopes = scopesOf(space, legs);
  return [
    ...duplicateFindings(legs, scopes),
    ...redundantFindings(convention, space, legs, payouts, scopes),
    ...impossibleFindings(space, legs, payouts, scopes),
  ];
}

interface Scopes {
  /** The whole space, legs lifted onto it. */
  readonly joint: PairScope;
  /** Where legs i and j are judged: their family's version when they share one, else the space. */
  pair(i: number, j: number): PairScope;
  /** The version of leg i's own family. */
  own(i: number): PairScope;
}

function scopesOf(space: ScenarioSpace, legs: readonly ComboLegInput[]): Scopes {
  const lifted = new Map<number, string[]>();
  const joint: PairScope = {
    familyId: space.familyId,
    scenarioVersion: space.scenarioVersion,
    scenarios: space.scenarios,
    amounts: (leg) => {
      let amounts = lifted.get(leg);
      if (!amounts) {
        const l = legs[leg]!;
        const member = space.members.findIndex((m) => m.familyId === l.familyId);
        amounts = space.scenarios.map((s) => l.amounts[s.members[member]!]!);
        lifted.set(leg, amounts);
      }
      return amounts;
    },
  };
  const own = (i: number): PairScope => {
    if (space.members.length === 1) return joint;
    const member = space.members.find((m) => m.familyId === legs[i]!.familyId)!;
    return {
      familyId: member.familyId,
      scenarioVersion: member.version,
      scenarios: member.scenarios,
      amounts: (leg) => legs[leg]!.amounts,
    };
  };
  return {
    joint,
    own,
    pair: (i, j) => (legs[i]!.familyId === legs[j]!.familyId ? own(i) : joint),
  };
}

function witnessesOf(scope: PairScope, scenarioIds: readonly string[]): ComboWitness[] {
  return scenarioIds.map((scenarioId) => ({
    familyId: scope.familyId,
    scenarioVersion: scope.scenarioVersion,
    scenarioId,
  }));
}

function fractionsOf(amounts: readonly string[], unit: string): Fraction[] {
  const parsed = parseUnit(unit);
  return amounts.map((a) => payoutFraction(a, parsed));
}

function duplicateFindings(legs: readonly ComboLegInput[], scopes: Scopes): ComboFinding[] {
  const byOutcome = new Map<string, number[]>();
  legs.forEach((leg, i) =>
    byOutcome.set(leg.outcomeId, [...(byOutcome.get(leg.outcomeId) ?? []), i]),
  );
  const findings: ComboFinding[] = [];
  for (const [outcomeId, indices] of byOutcome) {
    if (indices.length < 2) continue;
    const leg = legs[indices[0]!]!;
    const scope = scopes.own(indices[0]!);
    const fractions = fractionsOf(scope.amounts(indices[0]!), leg.unit);
    const full = fractions.findIndex((f) => f.num !== 0n && f.num === f.den);
    const partial = fractions.findIndex((f) => f.num !== 0n && f.num !== f.den);
    const shown = [full, partial].filter((k) => k >= 0).map((k) => scope.scenarios[k]!.scenarioId);
    findings.push({
      code: 'DUPLICATE_LEG',
      legIndices: indices,
      explanation:
        `Legs ${indices.join(', ')} name the same outcome ${outcomeId}. The combo takes each leg once, so the outcome counts ${indices.length} times` +
        (partial >= 0
          ? `: where it pays a fraction (scenario ${scope.scenarios[partial]!.scenarioId}) the product applies that fraction ${indices.length} times.`
          : '; its payouts are 0 or 1, so the repetition does not change the combined payout.'),
      witnesses: witnessesOf(scope, shown),
    });
  }
  return findings;
}

function redundantFindings(
  convention: ConventionInput,
  space: ScenarioSpace,
  legs: readonly ComboLegInput[],
  payouts: ComboPayouts,
  scopes: Scopes,
): ComboFinding[] {
  const findings: ComboFinding[] = [];
  for (let i = 0; i < legs.length; i++) {
    for (let j = i + 1; j < legs.length; j++) {
      if (legs[i]!.outcomeId === legs[j]!.outcomeId) continue;
      const scope = scopes.pair(i, j);
      const vectors: PayoutVectorInput[] = [i, j].map((leg) => ({
        outcomeId: String(leg),
        unit: legs[leg]!.unit,
        amounts: scope.amounts(leg),
      }));
      const [pair] = classifyFamily(scope.scenarios, vectors);
      if (!pair || (pair.type !== 'IMPLICATION' && pair.type !== 'EQUALITY')) continue;
      // For EQUALITY each implies the other: the later leg is the redundant one.
      const implying = pair.type === 'EQUALITY' ? i : Number(pair.fromOutcomeId);
      const redundant = pair.type === 'EQUALITY' ? j : Number(pair.toOutcomeId);
      const without = composePayouts(
        convention,
        space,
        legs.filter((_, k) => k !== redundant),
      );
      const changed = without.yes.findIndex(
        (f, s) => f.num !== payouts.yes[s]!.num || f.den !== payouts.yes[s]!.den,
      );
      const a = legs[implying]!.outcomeId;
      const b = legs[redundant]!.outcomeId;
      const relation =
        pair.type === 'EQUALITY'
          ? `legs ${implying} (${a}) and ${redundant} (${b}) pay the same in every scenario of ${scope.familyId} version ${scope.scenarioVersion}`
          : `leg ${implying} (${a}) implies leg ${redundant} (${b}): in every scenario of ${scope.familyId} version ${scope.scenarioVersion}, ${b} pays at least as much as ${a}`;
      findings.push({
        code: 'REDUNDANT_LEG',
        legIndices: [redundant, implying],
        explanation:
          `Leg ${redundant} is redundant: ${relation}. ` +
          (changed < 0
            ? `Leaving leg ${redundant} out would not change the combo's payout.`
            : `Leaving it out would change the combo's payout only where payouts are fractions, first in scenario ${space.scenarios[changed]!.scenarioId} (${decimalTextOf(payouts.yes[changed]!) ?? 'inexact'} with it, ${decimalTextOf(without.yes[changed]!) ?? 'inexact'} without).`),
        witnesses: witnessesOf(scope, pair.witnesses),
      });
    }
  }
  return findings;
}

function impossibleFindings(
  space: ScenarioSpace,
  legs: readonly ComboLegInput[],
  payouts: ComboPayouts,
  scopes: Scopes,
): ComboFinding[] {
  const normalOf = (scope: PairScope) =>
    scope.scenarios.flatMap((s, k) => (s.kind === 'NORMAL' ? [k] : []));
  const normal = normalOf(scopes.joint);
  if (normal.length === 0 || normal.some((k) => payouts.yes[k]!.num !== 0n)) return [];
  const findings: ComboFinding[] = [];
  const pays = (scope: PairScope, leg: number): Fraction[] =>
    fractionsOf(scope.amounts(leg), legs[leg]!.unit);
  const never = new Set<number>();
  legs.forEach((leg, i) => {
    const scope = scopes.own(i);
    const fractions = pays(scope, i);
    if (normalOf(scope).some((k) => fractions[k]!.num !== 0n)) return;
    never.add(i);
    findings.push({
      code: 'IMPOSSIBLE_COMBINATION',
      legIndices: [i],
      explanation: `Leg ${i} (${leg.outcomeId}) pays nothing in every NORMAL scenario of ${scope.familyId} version ${scope.scenarioVersion}: the combo can pay only by an exceptional (VOID) settlement.`,
      witnesses: [],
    });
  });
  for (let i = 0; i < legs.length; i++) {
    for (let j = i + 1; j < legs.length; j++) {
      if (never.has(i) || never.has(j) || legs[i]!.outcomeId === legs[j]!.outcomeId) continue;
      const scope = scopes.pair(i, j);
      const fa = pays(scope, i);
      const fb = pays(scope, j);
      const indexes = normalOf(scope);
      if (indexes.some((k) => fa[k]!.num !== 0n && fb[k]!.num !== 0n)) continue;
      const onlyA = indexes.find((k) => fa[k]!.num !== 0n);
      const onlyB = indexes.find((k) => fb[k]!.num !== 0n);
      const shown = [onlyA, onlyB]
        .filter((k): k is number => k !== undefined)
        .map((k) => scope.scenarios[k]!.scenarioId);
      findings.push({
        code: 'IMPOSSIBLE_COMBINATION',
        legIndices: [i, j],
        explanation: `Legs ${i} (${legs[i]!.outcomeId}) and ${j} (${legs[j]!.outcomeId}) never both pay in a NORMAL scenario of ${scope.familyId} version ${scope.scenarioVersion}: the combo can pay only by an exceptional (VOID) settlement.`,
        witnesses: witnessesOf(scope, shown),
      });
    }
  }
  if (findings.length > 0) return findings;
  // No leg and no pair shows it: the legs together exclude every NORMAL scenario. The witnesses
  // are, for each leg, the first NORMAL scenario where it pays.
  const shown: string[] = [];
  legs.forEach((_, leg) => {
    const fractions = pays(scopes.joint, leg);
    const first = normal.find((k) => fractions[k]!.num !== 0n);
    const id = first === undefined ? undefined : space.scenarios[first]!.scenarioId;
    if (id !== undefined && !shown.includes(id)) shown.push(id);
  });
  return [
    {
      code: 'IMPOSSIBLE_COMBINATION',
      legIndices: legs.map((_, i) => i),
      explanation: `Each leg pays in some NORMAL scenario, but no NORMAL scenario of ${space.familyId} version ${space.scenarioVersion} pays all ${legs.length} legs: the combo can pay only by an exceptional (VOID) settlement.`,
      witnesses: witnessesOf(scopes.joint, shown),
    },
  ];
}
