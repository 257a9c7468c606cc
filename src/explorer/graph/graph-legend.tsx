// The colour of each relationship type, how many edges of it the graph has, and a switch to hide
// them (a dense family is easier to read one type at a time).
import type { RelationshipRecord } from './relationship.queries';
import {
  RELATIONSHIP_STYLES,
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from './relationship-types';

export function GraphLegend({
  edges,
  hiddenTypes,
  onToggle,
}: {
  edges: RelationshipRecord[];
  hiddenTypes: ReadonlySet<RelationshipType>;
  onToggle: (type: RelationshipType) => void;
}) {
  return (
    <ul className="legend" data-testid="graph-legend" aria-label="Relationship types">
      {RELATIONSHIP_TYPES.map((type) => {
        const style = RELATIONSHIP_STYLES[type];
        const count = edges.filter((edge) => edge.type === type).length;
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
              {style.directed ? ' →' : ''} <span className="muted">{count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
