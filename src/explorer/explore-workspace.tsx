// The Explore tab: search on the left, the graph in the middle, the combo and the book on the
// right. It owns what the panels share: the opened family, what the graph shows, legs, positions.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ExplorerFamilyQuery, ExplorerFamilyQueryVariables } from './api/generated-operations';
import { useGraphql } from './api/use-graphql';
import { BookPanel, type Position } from './book/book-panel';
import { ComboPanel, MAX_LEGS } from './combo/combo-panel';
import type { OutcomeRef } from './common/outcome-ref';
import { useRequest } from './common/use-request';
import { FAMILY_QUERY, familyDetailsOf, type FamilyDetails } from './family/family.queries';
import { FamilyPanel } from './family/family-panel';
import { GraphView, type GraphSource } from './graph/graph-view';
import { SearchPanel } from './search/search-panel';

/** What a new position starts with; the user edits both in the book. */
const NEW_POSITION = { positionType: 'HELD', quantity: '10' } as const;

export function ExploreWorkspace() {
  const graphql = useGraphql();
  const family = useRequest<FamilyDetails | null>();
  const { run: runFamily } = family;
  const [neighbourhood, setNeighbourhood] = useState<{ outcome: OutcomeRef; depth: number } | null>(
    null,
  );
  const [legs, setLegs] = useState<OutcomeRef[]>([]);
  const [positions, setPositions] = useState<Position[]>([]);
  const positionCount = useRef(0);

  const openFamily = useCallback(
    (familyId: string) => {
      setNeighbourhood(null);
      runFamily(async () =>
        familyDetailsOf(
          await graphql<ExplorerFamilyQuery, ExplorerFamilyQueryVariables>(FAMILY_QUERY, {
            familyId,
          }),
        ),
      );
    },
    [runFamily, graphql],
  );
  const openNeighbourhood = useCallback(
    (outcome: OutcomeRef, depth = 1) => setNeighbourhood({ outcome, depth }),
    [],
  );
  const addLeg = useCallback(
    (outcome: OutcomeRef) =>
      setLegs((current) =>
        current.some((leg) => leg.outcomeId === outcome.outcomeId) || current.length >= MAX_LEGS
          ? current
          : [...current, outcome],
      ),
    [],
  );
  const addToBook = useCallback((outcome: OutcomeRef) => {
    positionCount.current += 1;
    const positionId = `p${positionCount.current}`;
    setPositions((current) => [...current, { positionId, outcome, ...NEW_POSITION }]);
  }, []);

  const source: GraphSource | null = useMemo(() => {
    if (neighbourhood) return { kind: 'neighbourhood', ...neighbourhood };
    if (family.state.status === 'done' && family.state.data)
      return { kind: 'family', family: family.state.data };
    return null;
  }, [neighbourhood, family.state]);
  const legIds = useMemo(() => new Set(legs.map((leg) => leg.outcomeId)), [legs]);
  const bookIds = useMemo(
    () => new Set(positions.map((position) => position.outcome.outcomeId)),
    [positions],
  );

  return (
    <div className="workspace">
      <div className="column">
        <SearchPanel onOpenFamily={openFamily} onOpenOutcome={openNeighbourhood} />
        <FamilyPanel
          family={family.state}
          onAddLeg={addLeg}
          onAddToBook={addToBook}
          onOpenNeighbourhood={openNeighbourhood}
        />
      </div>
      <div className="column wide">
        {source ? (
          <GraphView
            source={source}
            legIds={legIds}
            bookIds={bookIds}
            onAddLeg={addLeg}
            onAddToBook={addToBook}
            onOpenNeighbourhood={openNeighbourhood}
          />
        ) : (
          <section className="panel empty-graph">
            <h2>Relationship graph</h2>
            <p className="muted">
              Search, then open a family to draw the relationships between its outcomes, or an
              outcome to draw its neighbourhood.
            </p>
          </section>
        )}
      </div>
      <div className="column">
        <ComboPanel
          legs={legs}
          onRemoveLeg={(outcomeId) =>
            setLegs((current) => current.filter((leg) => leg.outcomeId !== outcomeId))
          }
          onClearLegs={() => setLegs([])}
          onAddToBook={addToBook}
        />
        <BookPanel
          positions={positions}
          onChange={(changed) =>
            setPositions((current) =>
              current.map((position) =>
                position.positionId === changed.positionId ? changed : position,
              ),
            )
          }
          onRemove={(positionId) =>
            setPositions((current) =>
              current.filter((position) => position.positionId !== positionId),
            )
          }
        />
      </div>
    </div>
  );
}
