// A cross-venue family from its cells (docs/decisions.md, "Cross-venue families"): the cells are
// the worlds the members' stated conditions tell apart, a partition of the quantity's values; an
// exceptional case one venue's rules state may happen whatever the quantity does, so when there is
// one every cell is crossed with it and the family's scenarios are the cells without the case
// (NORMAL) and the cells with it (VOID). Each member's payouts then follow from its terms alone:
// its YES side pays in full where its condition holds (or fails, for a NO-side market), and a
// member stating the case pays there what its rules say.
import type { FamilyDraft, ScenarioDraft } from '../../import-draft';
import { scenarioVersionLabel } from '../catalog-ids';
import type { YesSide } from '../../../domain/settlement-terms/settlement-terms';
import type { Venue } from '../../../venues/common/venue-model';
import type { ExceptionalCase } from './exceptional-case';

/** One world of the quantity, told apart by the members' conditions. */
export interface Cell {
  id: string;
  label: string;
  description: string;
}

export interface FamilyMember {
  venue: Venue;
  /** Polymarket market ID or Kalshi ticker. */
  marketId: string;
  /** The cells in which the market's stated condition holds. */
  holds: ReadonlySet<string>;
  /** Which outcome pays when the condition holds. */
  side: YesSide;
  /** What YES and NO pay in the exceptional case, for a member whose rules state it. */
  inCase?: readonly [string, string];
}

export interface FamilySpec {
  familyId: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  cells: readonly Cell[];
  exceptional?: ExceptionalCase;
  members: readonly FamilyMember[];
}

/** A member's payouts in the family's one scenario version, by scenario ID. */
export interface MemberPayouts {
  venue: Venue;
  marketId: string;
  yes: Record<string, string>;
  no: Record<string, string>;
}

export interface CrossVenueFamily {
  family: FamilyDraft;
  members: MemberPayouts[];
}

export function partitionFamily(spec: FamilySpec): CrossVenueFamily {
  const exceptional = spec.exceptional;
  const normal: ScenarioDraft[] = spec.cells.map((c) => ({
    scenarioId: c.id,
    label: c.label,
    description: exceptional ? `${c.description} Not in ${exceptional.label}.` : c.description,
    kind: 'NORMAL',
  }));
  const crossed = exceptional
    ? spec.cells.map((c) => ({
        cell: c.id,
        scenario: {
          scenarioId: caseScenarioId(exceptional, c.id, spec.cells),
          label: `${c.label}, in ${exceptional.label}`,
          description: `${c.description} ${exceptional.description}`,
          kind: 'VOID' as const,
        },
      }))
    : [];
  const scenarios = [...normal, ...crossed.map((x) => x.scenario)];
  const members = spec.members.map((m): MemberPayouts => {
    const yes: Record<string, string> = {};
    const no: Record<string, string> = {};
    const byCondition = (cell: string): [string, string] =>
      m.holds.has(cell) === (m.side === 'YES') ? ['1', '0'] : ['0', '1'];
    for (const c of spec.cells) [yes[c.id], no[c.id]] = byCondition(c.id);
    for (const x of crossed)
      [yes[x.scenario.scenarioId], no[x.scenario.scenarioId]] = m.inCase ?? byCondition(x.cell);
    return { venue: m.venue, marketId: m.marketId, yes, no };
  });
  return {
    family: {
      familyId: spec.familyId,
      title: spec.title,
      description: spec.description,
      category: spec.category,
      tags: spec.tags,
      supportedConventionIds: [],
      scenarioVersions: [{ version: scenarioVersionLabel(scenarios), scenarios }],
    },
    members,
  };
}

/** The cell's ID after the case's tag; never one of the cells' own IDs. */
function caseScenarioId(
  exceptional: ExceptionalCase,
  cell: string,
  cells: readonly Cell[],
): string {
  const id = `${exceptional.tag}-${cell}`;
  return cells.some((c) => c.id === id) ? `${exceptional.tag}-case-${cell}` : id;
}
