// The graph panel: a family's relationship graph or an outcome's neighbourhood, its legend, and
// what the user chose in it (an outcome to use as a leg or a position, or an edge's witnesses).
import { useEffect, useMemo, useState } from 'react';
import { useGraphql } from '../api/use-graphql';
import { ErrorNotice } from '../common/error-notice';
import { outcomeName, type OutcomeRef } from '../common/outcome-ref';
import { useRequest } from '../common/use-request';
import type { FamilyDetails } from '../family/family.queries';
import { EdgeDetails } from './edge-details';
import { GraphLegend } from './graph-legend';
import { familyGraph, type GraphModel } from './graph-model';
import { loadNeighbourhood } from './neighbourhood-loader';
import { RelationshipGraph } from './relationship-graph';
import type { RelationshipType } from './relationship-types';

export type GraphSource =
  | { kind: 'family'; family: FamilyDetails }
  | { kind: 'neighbourhood'; outcome: OutcomeRef; depth: number };

const NEIGHBOURHOOD_DEPTHS = [1, 2, 3] as const;

type Chosen = { kind: 'node' | 'edge'; id: string } | null;

export function GraphView({
  source,
  legIds,
  bookIds,
  onAddLeg,
  onAddToBook,
  onOpenNeighbourhood,
}: {
  source: GraphSource;
  legIds: ReadonlySet<string>;
  bookIds: ReadonlySet<string>;
  onAddLeg: (outcome: OutcomeRef) => void;
  onAddToBook: (outcome: OutcomeRef) => void;
  onOpenNeighbourhood: (outcome: OutcomeRef, depth: number) => void;
}) {
  const graphql = useGraphql();
  const neighbourhood = useRequest<GraphModel>();
  const { run, reset } = neighbourhood;
  const [hiddenTypes, setHiddenTypes] = useState<ReadonlySet<RelationshipType>>(new Set());
  const [chosen, setChosen] = useState<Chosen>(null);

  useEffect(() => {
    if (source.kind === 'neighbourhood')
      run(() => loadNeighbourhood(graphql, source.outcome, source.depth));
    else reset();
  }, [graphql, run, reset, source]);

  const model = useMemo(() => {
    if (source.kind === 'family') return familyGraph(source.family);
    return neighbourhood.state.status === 'done' ? neighbourhood.state.data : null;
  }, [source, neighbourhood.state]);
  useEffect(() => setChosen(null), [model]);

  const names = useMemo(
    () => new Map((model?.nodes ?? []).map((node) => [node.outcome.outcomeId, node.outcome])),
    [model],
  );
  const marks = useMemo(
    () => ({ hiddenTypes, legIds, bookIds, chosenId: chosen?.id ?? null }),
    [hiddenTypes, legIds, bookIds, chosen],
  );
  const toggleType = (type: RelationshipType) =>
    setHiddenTypes((hidden) => {
      const next = new Set(hidden);
      if (!next.delete(type)) next.add(type);
      return next;
    });

  const chosenOutcome = chosen?.kind === 'node' ? names.get(chosen.id) : undefined;
  const chosenEdge =
    chosen?.kind === 'edge'
      ? model?.edges.find((edge) => edge.relationshipId === chosen.id)
      : undefined;

  return (
    <section
      className="panel graph-panel"
      aria-labelledby="graph-heading"
      data-testid="graph-panel"
    >
      <header className="graph-header">
        <h2 id="graph-heading" data-testid="graph-title">
          {model?.title ?? 'Relationship graph'}
        </h2>
        {source.kind === 'neighbourhood' ? (
          <label>
            Depth{' '}
            <select
              value={source.depth}
              onChange={(event) => onOpenNeighbourhood(source.outcome, Number(event.target.value))}
              data-testid="depth-select"
            >
              {NEIGHBOURHOOD_DEPTHS.map((depth) => (
                <option key={depth} value={depth}>
                  {depth}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </header>
      {neighbourhood.state.status === 'loading' ? <p className="muted">Loading…</p> : null}
      {neighbourhood.state.status === 'error' ? (
        <ErrorNotice error={neighbourhood.state.error} />
      ) : null}
      {model ? (
        <>
          <GraphLegend edges={model.edges} hiddenTypes={hiddenTypes} onToggle={toggleType} />
          <RelationshipGraph
            model={model}
            marks={marks}
            onChooseNode={(id) => setChosen({ kind: 'node', id })}
            onChooseEdge={(id) => setChosen({ kind: 'edge', id })}
            onClear={() => setChosen(null)}
          />
          <p className="muted hint-line">
            Click an outcome to use it as a leg or a position, an edge to see its witness scenarios.
          </p>
        </>
      ) : null}
      {chosenOutcome ? (
        <div
          className="node-actions"
          data-testid="node-actions"
          data-outcome-id={chosenOutcome.outcomeId}
        >
          <strong>{outcomeName(chosenOutcome)}</strong>
          <div className="buttons">
            <button
              type="button"
              onClick={() => onAddLeg(chosenOutcome)}
              disabled={legIds.has(chosenOutcome.outcomeId)}
              data-testid="add-leg"
            >
              Add as leg
            </button>
            <button
              type="button"
              onClick={() => onAddToBook(chosenOutcome)}
              data-testid="add-to-book"
            >
              Add to book
            </button>
            <button
              type="button"
              onClick={() => onOpenNeighbourhood(chosenOutcome, 1)}
              data-testid="open-neighbourhood"
            >
              Neighbourhood
            </button>
          </div>
        </div>
      ) : null}
      {chosenEdge ? <EdgeDetails relationship={chosenEdge} names={names} /> : null}
    </section>
  );
}
