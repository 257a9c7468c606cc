// A ladder of threshold markets on one quantity ("above 100k", "above 110k") becomes a family
// whose scenarios are the intervals between the thresholds (issue "Venue adapters", item 2): each
// market pays YES in exactly the intervals on its side of its threshold, so IMPLICATION along the
// ladder and the complements follow from the payouts (docs/architecture.md, "Data model").
import { decCompare } from '../../domain/arithmetic/decimal';
import type { Strike, StrikeKind } from './venue-model';

export interface LadderScenario {
  scenarioId: string;
  label: string;
}

export interface Ladder {
  scenarios: LadderScenario[];
  /** Per market (in the order given): the scenario IDs where YES pays. */
  yesScenarios: string[][];
}

/** Boundary convention: (a, b] for "greater" and "less_or_equal", [a, b) for the other two. */
function upperClosed(kind: StrikeKind): boolean {
  return kind === 'greater' || kind === 'less_or_equal';
}

function isAbove(kind: StrikeKind): boolean {
  return kind === 'greater' || kind === 'greater_or_equal';
}

function idPart(threshold: string): string {
  return threshold.replace('-', 'm').replace('.', 'p');
}

/**
 * The ladder of the given strikes, or null when they are not one ladder: fewer than two markets,
 * a threshold given twice, or boundary conventions that do not fit together (a "greater" market
 * and a "less" market disagree on which interval the threshold itself belongs to).
 */
export function deriveLadder(strikes: readonly Strike[]): Ladder | null {
  if (strikes.length < 2) return null;
  const closed = upperClosed(strikes[0]!.kind);
  if (strikes.some((s) => upperClosed(s.kind) !== closed)) return null;
  const thresholds = [...new Set(strikes.map((s) => s.threshold))].sort(decCompare);
  if (thresholds.length !== strikes.length) return null;
  const [below, above] = closed ? ['le', 'gt'] : ['lt', 'ge'];
  const [belowText, aboveText] = closed ? ['at most', 'above'] : ['below', 'at or above'];
  const scenarios: LadderScenario[] = [];
  thresholds.forEach((t, i) => {
    if (i === 0) {
      scenarios.push({ scenarioId: `${below}-${idPart(t)}`, label: `${belowText} ${t}` });
      return;
    }
    const low = thresholds[i - 1]!;
    scenarios.push({
      scenarioId: `${above}-${idPart(low)}-${below}-${idPart(t)}`,
      label: `${aboveText} ${low} and ${belowText} ${t}`,
    });
  });
  const top = thresholds[thresholds.length - 1]!;
  scenarios.push({ scenarioId: `${above}-${idPart(top)}`, label: `${aboveText} ${top}` });
  // Scenario i is the interval just below threshold i; scenario n the one above the top.
  const yesScenarios = strikes.map((s) => {
    const index = thresholds.indexOf(s.threshold);
    return scenarios
      .filter((_, i) => (isAbove(s.kind) ? i > index : i <= index))
      .map((x) => x.scenarioId);
  });
  return { scenarios, yesScenarios };
}
