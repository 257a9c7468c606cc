// The parameters of create-relationships (docs/decisions.md, "RELATES edges written from compact
// rows"): a slice of a family version's RelationshipList as rows of small integers into two
// tables, the outcomes the slice touches and the shapes it uses. The statement looks each outcome
// up once per run instead of twice per edge, and the parameters carry each family, scenario
// version, type and witness list once instead of once per edge.
import type { RelationshipList } from '../../domain/relationships/relationship-list';
import type { Params } from './executor';

/** One edge: its from and to outcomes' and its shape's indexes into the tables, and its ID. */
export type RelationshipRow = [from: number, to: number, shape: number, relationshipId: string];

export interface RelationshipRows {
  /** The outcomes the rows touch, each once. */
  outcomeIds: string[];
  shapes: { familyId: string; scenarioVersion: string; type: string; witnesses: string[] }[];
  rows: RelationshipRow[];
}

/** Relationships start (inclusive) to end (exclusive) of `list` as create-relationships' rows. */
export function relationshipRows(
  list: RelationshipList,
  start: number,
  end: number,
): RelationshipRows {
  const outcomeIds: string[] = [];
  const outcomeIndex = new Map<number, number>();
  const shapes: RelationshipRows['shapes'] = [];
  const shapeIndex = new Map<number, number>();
  const rows: RelationshipRow[] = [];
  const outcome = (listIndex: number): number => {
    let index = outcomeIndex.get(listIndex);
    if (index === undefined) {
      index = outcomeIds.length;
      outcomeIds.push(list.outcomes[listIndex]!);
      outcomeIndex.set(listIndex, index);
    }
    return index;
  };
  const shape = (listIndex: number): number => {
    let index = shapeIndex.get(listIndex);
    if (index === undefined) {
      index = shapes.length;
      const { familyId, scenarioVersion, type, witnesses } = list.shapeAt(listIndex);
      shapes.push({ familyId, scenarioVersion, type, witnesses: [...witnesses] });
      shapeIndex.set(listIndex, index);
    }
    return index;
  };
  for (let i = start; i < Math.min(end, list.length); i++) {
    rows.push([
      outcome(list.endOf(i, 0)),
      outcome(list.endOf(i, 1)),
      shape(list.shapeIndexOf(i)),
      list.idOf(i),
    ]);
  }
  return { outcomeIds, shapes, rows };
}

/** create-relationships' parameters for a slice of `list` at `revision`. */
export function createRelationshipsParams(
  list: RelationshipList,
  start: number,
  end: number,
  revision: number,
): Params {
  return { revision, ...relationshipRows(list, start, end) };
}
