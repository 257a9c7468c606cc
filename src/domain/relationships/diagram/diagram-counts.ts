// How many relationships of each type a family's diagram draws, leaves to be drawn on request
// (implied IMPLICATION, OVERLAP) and folds into nodes, groups and other edges (docs/decisions.md,
// "Explorer: the layered relationship diagram"): the legend shows each type as drawn of the
// family's total without the page receiving what it does not draw.
import { RELATIONSHIP_TYPES, type RelationshipType } from '../relationship-types';
import type { DiagramEdge, LayeredDiagram } from './layered-diagram';

export interface TypeCount {
  type: RelationshipType;
  /** Relationships of the type in the family version. */
  total: number;
  /** Edges drawn with the diagram. */
  drawn: number;
  /** Edges between nodes drawn only on request: implied IMPLICATION, every OVERLAP. */
  onRequest: number;
  /** Relationships no edge of their own stands for (total − drawn − onRequest). */
  folded: number;
}

/** Drawn with the diagram, not on request: OVERLAP says little and is most of a family's pairs. */
export function drawnByDefault(edge: DiagramEdge): boolean {
  return !edge.implied && edge.type !== 'OVERLAP';
}

export function diagramCounts(
  diagram: LayeredDiagram,
  totals: Readonly<Record<RelationshipType, number>>,
): TypeCount[] {
  return RELATIONSHIP_TYPES.map((type) => {
    const edges = diagram.edges.filter((edge) => edge.type === type);
    const drawn = edges.filter(drawnByDefault).length;
    const onRequest = edges.length - drawn;
    return { type, total: totals[type], drawn, onRequest, folded: totals[type] - edges.length };
  });
}
