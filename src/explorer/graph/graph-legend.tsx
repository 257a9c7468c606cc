// The colour of each relationship type, how many edges of it are drawn and how many the family
// has, a switch to hide a type, and one to draw the implications that follow from drawn ones
// (a dense family is easier to read one type at a time; docs/decisions.md, "Explorer: the layered
// relationship diagram"). A family's counts come with its diagram, so the legend counts what the
// page has not loaded.
import type { Drawing } from './drawing';
import type { DiagramCountResult } from './family-diagram.queries';
import {
  RELATIONSHIP_STYLES,
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from './relationship-types';

export function GraphLegend({
  drawing,
  counts,
  hiddenTypes,
  onToggle,
  showImplied,
  onToggleImplied,
  loadingOverlaps,
  loadingImplied,
}: {
  drawing: Drawing;
  /** The family diagram's counts of each type; null for a neighbourhood. */
  counts: readonly DiagramCountResult[] | null;
  hiddenTypes: ReadonlySet<RelationshipType>;
  onToggle: (type: RelationshipType) => void;
  showImplied: boolean;
  onToggleImplied: () => void;
  loadingOverlaps: boolean;
  loadingImplied: boolean;
}) {
  const countOf = (type: RelationshipType) => counts?.find((count) => count.type === type);
  const implied = countOf('IMPLICATION')?.onRequest ?? 0;
  const groups = drawing.nodes.filter((node) => node.kind === 'group').length;
  return (
    <ul className="legend" data-testid="graph-legend" aria-label="Relationship types">
      {RELATIONSHIP_TYPES.map((type) => {
        const style = RELATIONSHIP_STYLES[type];
        const drawn = drawing.edges.filter((edge) => edge.type === type && !edge.implied).length;
        const total = countOf(type)?.total;
        return (
          <li key={type} title={style.meaning}>
            <label>
              <input
                type="checkbox"
                checked={!hiddenTypes.has(type)}
                onChange={() => onToggle(type)}
                data-testid={`legend-${type}`}
              />
              <span className="swatch" style={{ background: style.colour }} />
              {type}
              {style.directed ? ' →' : ''}{' '}
              <span className="muted" data-testid={`legend-count-${type}`} data-total={total}>
                {total === undefined
                  ? drawn
                  : type === 'OVERLAP' && hiddenTypes.has(type)
                    ? `${total} hidden`
                    : `${drawn} drawn of ${total}`}
                {type === 'OVERLAP' && loadingOverlaps ? ' (loading…)' : ''}
              </span>
            </label>
          </li>
        );
      })}
      {drawing.layout === 'layered' ? (
        <li title="Implications that follow from two drawn ones (a → b → c gives a → c)">
          <label>
            <input
              type="checkbox"
              checked={showImplied}
              onChange={onToggleImplied}
              data-testid="legend-implied"
            />
            implied →{' '}
            <span className="muted" data-testid="legend-count-implied" data-total={implied}>
              {implied}
              {loadingImplied ? ' (loading…)' : ''}
            </span>
          </label>
        </li>
      ) : null}
      {groups > 0 ? (
        <li className="muted" data-testid="legend-groups">
          {groups} exclusive {groups === 1 ? 'group' : 'groups'} (boxes)
        </li>
      ) : null}
    </ul>
  );
}
