// The worlds of a competition's result that its markets tell apart (docs/decisions.md,
// "Cross-venue families"). A stage market pays on the competitor qualifying for a stage (Kalshi:
// "if they qualify but do not end up competing, the market will still resolve to Yes"), and a
// competitor that qualifies for a stage has qualified for every earlier one, so one competitor's
// worlds are the furthest stage it qualifies for among the stages its markets name. A winner
// market pays on one competitor winning; at most one does, so the winner's worlds are each named
// competitor winning and the rest: another competitor wins, or none does.
import { slugWords } from '../catalog-ids';
import {
  COMPETITION_STAGES,
  stageRank,
  type Stage,
} from '../../../domain/settlement-terms/settlement-terms';
import type { Cell } from './partition-family';

const STAGE_NAMES: Record<Stage, string> = {
  QUALIFIED: 'qualification',
  ROUND_OF_32: 'Round of 32',
  ROUND_OF_16: 'Round of 16',
  QUARTERFINALS: 'Quarterfinals',
  SEMIFINALS: 'Semifinals',
  FINAL: 'Final',
  WINNER: 'title',
};

export interface CompetitionCells {
  cells: Cell[];
  /** The cells in which a market on this stage (or winner) pays on its condition. */
  holding(value: string): Set<string>;
}

/**
 * "team:FIFA:south-korea" → "South Korea": a competitor's entity ID (src/domain/settlement-terms/
 * entities/) as a label, its kind and league left out and its slug's words capitalised.
 */
export function displayName(entity: string): string {
  const name = entity.replace(/^[a-z]+:(?:[A-Z0-9]+:)?/, '').replace(/-/g, ' ');
  return name.replace(/(^|\s)(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function isStage(value: string): value is Stage {
  return (COMPETITION_STAGES as readonly string[]).includes(value);
}

/** One competitor's furthest stage: below the first named stage, then one cell per named stage. */
export function stageCells(
  competitor: string,
  competition: string,
  named: readonly Stage[],
): CompetitionCells {
  const stages = [...new Set(named)].sort((a, b) => stageRank(a) - stageRank(b));
  const who = displayName(competitor);
  const cell = (id: string, label: string): Cell => ({
    id,
    label,
    description: `In the ${competition}: ${label}.`,
  });
  const cells: Cell[] = [
    cell(`out-before-${stageSlug(stages[0]!)}`, `${who} ${misses(stages[0]!)}`),
    ...stages.map((s, i) => {
      const next = stages[i + 1];
      return cell(stageSlug(s), `${who} ${reaches(s)}${next ? ` but ${misses(next)}` : ''}`);
    }),
  ];
  return {
    cells,
    // A market on stage s pays in the cells of s and of every later stage.
    holding: (value) =>
      new Set(
        isStage(value)
          ? stages.flatMap((s, i) => (stageRank(s) >= stageRank(value) ? [cells[i + 1]!.id] : []))
          : [],
      ),
  };
}

/** Each named competitor winning, then the rest. */
export function winnerCells(competitors: readonly string[], competition: string): CompetitionCells {
  const named = [...new Set(competitors)].sort();
  const ids = new Map<string, string>();
  const used = new Set<string>(['other']);
  for (const c of named) {
    let id = slugWords(displayName(c)) || 'competitor';
    while (used.has(id)) id = `${id}-x`;
    used.add(id);
    ids.set(c, id);
  }
  const cells: Cell[] = [
    ...named.map((c) => ({
      id: ids.get(c)!,
      label: `${displayName(c)} wins`,
      description: `${displayName(c)} wins the ${competition}.`,
    })),
    {
      id: 'other',
      label: 'Another competitor wins, or none does',
      description: `A competitor no market of this family names wins the ${competition}, or no one wins it.`,
    },
  ];
  return { cells, holding: (value) => new Set(ids.has(value) ? [ids.get(value)!] : []) };
}

function reaches(stage: Stage): string {
  return stage === 'WINNER' ? 'wins the title' : `qualifies for the ${STAGE_NAMES[stage]}`;
}

function misses(stage: Stage): string {
  return stage === 'WINNER'
    ? 'does not win the title'
    : `does not qualify for the ${STAGE_NAMES[stage]}`;
}

function stageSlug(stage: Stage): string {
  return stage === 'WINNER' ? 'winner' : slugWords(STAGE_NAMES[stage]);
}
