// The colour of each relationship type, how many edges of it are drawn and how many the family
// has, a switch to hide a type, and one to draw the implications that follow from drawn ones
// (a dense family is easier to read one type at a time; docs/decisions.md, "Explorer: the layered
// relationship diagram"). A family's counts come with its diagram, so the legend counts what the
// page has not loaded. A family with VOID scenarios says why its outcomes overlap more than
// their names suggest (docs/decisions.md, "Explorer: readable at venue size").
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
  voidScenarios,
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
  /** Labels of the family's VOID scenarios (none for a neighbourhood). */
  voidScenarios: readonly string[];
  loadingOverlaps: boolean;
  loadingImplied: boolean;
}) {
  const countOf = (type: RelationshipType) => counts?.find((count) => count.type === type);
  const implied = countOf('IMPLICATION')?.onRequest ?? 0;
  const groups = drawing.nodes.filter((node) => node.kind === 'group').length;
  const overlaps = countOf('OVERLAP')?.total ?? 0;
  return (
    <>
      {voidScenarios.length > 0 && overlaps > 0 ? (
        <VoidNote scenarios={voidScenarios} overlaps={overlaps} groups={groups} />
      ) : null}
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
    </>
  );
}

/**
 * Why pairs that look exclusive are OVERLAP: a VOID scenario (the market cancelled, refunded)
 * usually pays every outcome a part, 50/50 for a binary market, so two outcomes that never pay
 * together otherwise both pay there; exclusivity needs them never to pay together.
 */
function VoidNote({
  scenarios,
  overlaps,
  groups,
}: {
  scenarios: readonly string[];
  overlaps: number;
  groups: number;
}) {
  return (
    <p className="void-note" data-testid="legend-void-note">
      <strong>
        {scenarios.length === 1 ? 'A VOID scenario' : `${scenarios.length} VOID scenarios`}
      </strong>{' '}
      ({scenarios.join(', ')}): when a market is voided its outcomes usually each pay a part (a
      50/50 refund pays YES and NO 0.5 each). Two outcomes that otherwise never pay together then
      both pay, so they are OVERLAP ({overlaps} pairs), not EXCLUSIVE, and
      {groups === 0
        ? ' no exclusive group is drawn'
        : ' only outcomes that never pay together are boxed as exclusive'}
      . Compare the payouts per scenario in the book panel, or an edge&apos;s witnesses.
    </p>
  );
}
