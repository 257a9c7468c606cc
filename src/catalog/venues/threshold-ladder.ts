// A ladder of threshold markets on one quantity ("above 100k", "above 110k") becomes a family
// whose scenarios are the intervals between the thresholds (issue "Venue adapters", item 2): each
// market pays YES in exactly the intervals on its side of its threshold, so IMPLICATION along the
// ladder and the complements follow from the payouts (docs/architecture.md, "Data model").
import { decCompare } from '../../domain/arithmetic/decimal';
import type { Strike, StrikeKind } from '../../venues/common/venue-model';

export interface LadderScenario {
  scenarioId: string;
  label: string;
}

export interface Ladder {
  scenarios: LadderScenario[];
  /** Per market (in the order given): the scenario IDs where YES pays. */
  yesScenarios: string[][];
  /** The thresholds, ascending. */
  thresholds: string[];
  /** (a, b] intervals ("greater", "less_or_equal"), else [a, b). */
  closed: boolean;
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
  const ladder = { scenarios, yesScenarios: [], thresholds, closed };
  return { ...ladder, yesScenarios: strikes.map((s) => rungScenarios(ladder, s)!) };
}

/**
 * Where a rung pays YES in a ladder that has its threshold and convention: the intervals on its
 * side of it. Undefined for another threshold or convention.
 */
export function rungScenarios(ladder: Ladder, strike: Strike): string[] | undefined {
  const index = ladder.thresholds.indexOf(strike.threshold);
  if (index < 0 || upperClosed(strike.kind) !== ladder.closed) return undefined;
  // Scenario i is the interval just below threshold i; scenario n the one above the top.
  return ladder.scenarios
    .filter((_, i) => (isAbove(strike.kind) ? i > index : i <= index))
    .map((x) => x.scenarioId);
}

/**
 * The strike of one rung, read back from a ladder deriveLadder made (its NORMAL scenario IDs, in
 * order) and the scenarios where the rung's YES pays: how a market the venue no longer lists keeps
 * its threshold in its ladder (docs/decisions.md, "Markets a venue stops listing"). Undefined
 * when the IDs are not such a ladder, or YES does not pay on one side of one of its thresholds.
 */
export function rungStrike(
  scenarioIds: readonly string[],
  yes: ReadonlySet<string>,
): Strike | undefined {
  const ladder = readLadder(scenarioIds);
  if (!ladder) return undefined;
  const pays = scenarioIds.map((id) => yes.has(id));
  const count = pays.filter(Boolean).length;
  if (count === 0 || count === pays.length) return undefined;
  if (pays.every((p, i) => p === i < count))
    return {
      kind: ladder.closed ? 'less_or_equal' : 'less',
      threshold: ladder.thresholds[count - 1]!,
    };
  if (pays.every((p, i) => p === i >= pays.length - count))
    return {
      kind: ladder.closed ? 'greater' : 'greater_or_equal',
      threshold: ladder.thresholds[pays.length - count - 1]!,
    };
  return undefined;
}

/** The thresholds and convention of a ladder's scenario IDs; null unless deriveLadder wrote them. */
function readLadder(ids: readonly string[]): { closed: boolean; thresholds: string[] } | null {
  const first = /^(le|lt)-([^-]+)$/.exec(ids[0] ?? '');
  if (!first || ids.length < 3) return null;
  const closed = first[1] === 'le';
  const thresholds = [fromIdPart(first[2]!)];
  for (const id of ids.slice(1, -1)) {
    const middle = /^(?:gt|ge)-[^-]+-(?:le|lt)-([^-]+)$/.exec(id);
    if (!middle) return null;
    thresholds.push(fromIdPart(middle[1]!));
  }
  // Whatever was read, only a ladder derived again to the very same IDs is one.
  const again = deriveLadder(
    thresholds.map((threshold) => ({ kind: closed ? 'greater' : 'greater_or_equal', threshold })),
  );
  const same =
    again !== null &&
    again.scenarios.length === ids.length &&
    again.scenarios.every((s, i) => s.scenarioId === ids[i]);
  return same ? { closed, thresholds } : null;
}

/** idPart read back: a leading "m" is the minus sign, "p" the decimal point. */
function fromIdPart(part: string): string {
  return part.replace(/^m/, '-').replace('p', '.');
}
