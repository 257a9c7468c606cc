// The graph panel: a family's layered relationship diagram or an outcome's neighbourhood, its
// legend, and what the user chose in it (an outcome to use as a leg or a position, or an edge's
// witnesses).
import { useEffect, useMemo, useState } from 'react';
import { useGraphql } from '../api/use-graphql';
import { ErrorNotice } from '../common/error-notice';
import { outcomeName, type OutcomeRef } from '../common/outcome-ref';
import { useRequest } from '../common/use-request';
import type { FamilyDetails } from '../family/family.queries';
import {
  drawnEdge,
  familyDrawing,
  neighbourhoodDrawing,
  type DrawnEdge,
  type Drawing,
} from './drawing';
import { EdgeDetails } from './edge-details';
import type { DiagramLinkResult } from './family-diagram.queries';
import {
  loadDiagramData,
  loadOnRequestLinks,
  type DiagramData,
  type FamilyScope,
} from './family-diagram-loader';
import type { BestPrices } from './best-prices';
import { loadFamilyQuotes } from './family-quotes.queries';
import { GraphLegend } from './graph-legend';
import type { GraphModel } from './graph-model';
import { loadNeighbourhood } from './neighbourhood-loader';
import { RelationshipGraph } from './relationship-graph';
import { loadRelationship } from './relationship-details.queries';
import type { RelationshipRecord } from './relationship.queries';
import type { RelationshipType } from './relationship-types';

export type GraphSource =
  | { kind: 'family'; family: FamilyDetails }
  | { kind: 'neighbourhood'; outcome: OutcomeRef; depth: number };

const NEIGHBOURHOOD_DEPTHS = [1, 2, 3] as const;

/** A family's OVERLAP edges say little and are many: hidden, and loaded, only on request. */
const HIDDEN_IN_FAMILY: ReadonlySet<RelationshipType> = new Set(['OVERLAP']);

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
  const diagramData = useRequest<DiagramData & { prices: Map<string, BestPrices> }>();
  const overlaps = useRequest<DiagramLinkResult[]>();
  const allImplied = useRequest<DiagramLinkResult[]>();
  const nodeImplied = useRequest<{ nodeId: string; links: DiagramLinkResult[] }>();
  const edgeDetails = useRequest<RelationshipRecord | null>();
  const { run, reset } = neighbourhood;
  const { run: runDiagram, reset: resetDiagram } = diagramData;
  const { run: runOverlaps, reset: resetOverlaps } = overlaps;
  const { run: runAllImplied, reset: resetAllImplied } = allImplied;
  const { run: runNodeImplied, reset: resetNodeImplied } = nodeImplied;
  const [hiddenTypes, setHiddenTypes] = useState<ReadonlySet<RelationshipType>>(new Set());
  const [showImplied, setShowImplied] = useState(false);
  const [chosen, setChosen] = useState<Chosen>(null);

  const scope: FamilyScope | null = useMemo(() => {
    if (source.kind !== 'family' || !source.family.currentScenarioVersion) return null;
    return {
      familyId: source.family.familyId,
      scenarioVersion: source.family.currentScenarioVersion.version,
    };
  }, [source]);

  useEffect(() => {
    setHiddenTypes(source.kind === 'family' ? HIDDEN_IN_FAMILY : new Set());
    setShowImplied(false);
    resetOverlaps();
    resetAllImplied();
    resetNodeImplied();
    if (source.kind === 'neighbourhood') {
      resetDiagram();
      run(() => loadNeighbourhood(graphql, source.outcome, source.depth));
    } else {
      reset();
      // The nodes show their best bid and ask: asked for together, drawn once.
      if (scope)
        runDiagram(async () => {
          const [diagram, prices] = await Promise.all([
            loadDiagramData(graphql, scope),
            loadFamilyQuotes(graphql, scope.familyId),
          ]);
          return { ...diagram, prices };
        });
      else resetDiagram();
    }
  }, [
    graphql,
    run,
    reset,
    runDiagram,
    resetDiagram,
    resetOverlaps,
    resetAllImplied,
    resetNodeImplied,
    source,
    scope,
  ]);

  const data = diagramData.state.status === 'done' ? diagramData.state.data : null;
  const overlapsShown = source.kind === 'family' && !hiddenTypes.has('OVERLAP');
  // Links drawn on request are asked for when first shown (docs/decisions.md, "Explorer: the
  // layered relationship diagram"): OVERLAP by the legend, implied IMPLICATION by the legend (all)
  // or by choosing a node (its own).
  useEffect(() => {
    if (overlapsShown && data && overlaps.state.status === 'idle')
      runOverlaps(() => loadOnRequestLinks(graphql, data.scope, 'overlap'));
  }, [overlapsShown, data, overlaps.state.status, runOverlaps, graphql]);
  useEffect(() => {
    if (showImplied && data && allImplied.state.status === 'idle')
      runAllImplied(() => loadOnRequestLinks(graphql, data.scope, 'implied'));
  }, [showImplied, data, allImplied.state.status, runAllImplied, graphql]);

  const overlapLinks = overlaps.state.status === 'done' ? overlaps.state.data : null;
  const neighbourhoodModel =
    source.kind === 'neighbourhood' && neighbourhood.state.status === 'done'
      ? neighbourhood.state.data
      : null;
  const drawing: Drawing | null = useMemo(() => {
    if (source.kind === 'family') {
      if (!data) return null;
      return familyDrawing(
        source.family.title,
        { ...data, links: [...data.links, ...(overlapLinks ?? [])] },
        data.prices,
      );
    }
    return neighbourhoodModel ? neighbourhoodDrawing(neighbourhoodModel) : null;
  }, [source, data, overlapLinks, neighbourhoodModel]);
  useEffect(() => setChosen(null), [drawing]);

  const names = useMemo(() => {
    const refs = new Map<string, OutcomeRef>();
    for (const node of data?.nodes ?? [])
      for (const side of [node.lead, ...(node.other ? [node.other] : [])])
        for (const outcome of side.outcomes)
          refs.set(outcome.outcomeId, {
            outcomeId: outcome.outcomeId,
            label: outcome.label,
            marketId: outcome.marketId,
            marketTitle: outcome.marketTitle,
          });
    for (const node of neighbourhoodModel?.nodes ?? [])
      refs.set(node.outcome.outcomeId, node.outcome);
    return refs;
  }, [data, neighbourhoodModel]);
  const chosenNodeId =
    chosen?.kind === 'node' && source.kind === 'family' && data ? chosen.id : null;
  useEffect(() => {
    if (!chosenNodeId || !data) return resetNodeImplied();
    return runNodeImplied(async () => ({
      nodeId: chosenNodeId,
      links: await loadOnRequestLinks(graphql, data.scope, 'implied', chosenNodeId),
    }));
  }, [chosenNodeId, data, graphql, runNodeImplied, resetNodeImplied]);
  const impliedEdges: DrawnEdge[] = useMemo(() => {
    const links =
      showImplied && allImplied.state.status === 'done'
        ? allImplied.state.data
        : nodeImplied.state.status === 'done' && nodeImplied.state.data.nodeId === chosenNodeId
          ? nodeImplied.state.data.links
          : [];
    return links.map((link) => drawnEdge(link, true));
  }, [showImplied, allImplied.state, nodeImplied.state, chosenNodeId]);
  const marks = useMemo(
    () => ({
      hiddenTypes,
      showImplied,
      impliedEdges,
      legIds,
      bookIds,
      chosenId: chosen?.id ?? null,
    }),
    [hiddenTypes, showImplied, impliedEdges, legIds, bookIds, chosen],
  );
  const toggleType = (type: RelationshipType) =>
    setHiddenTypes((hidden) => {
      const next = new Set(hidden);
      if (!next.delete(type)) next.add(type);
      return next;
    });

  const chosenNode =
    chosen?.kind === 'node' ? drawing?.nodes.find((node) => node.id === chosen.id) : undefined;
  // One entry per side of the chosen node: the side's first outcome stands for its equal copies.
  const chosenOutcomes = (chosenNode?.outcomeIds ?? [])
    .map((id) => names.get(id))
    .filter((ref): ref is OutcomeRef => ref !== undefined)
    .filter((ref, index, all) => all.findIndex((other) => other.label === ref.label) === index);
  const chosenEdge =
    chosen?.kind === 'edge'
      ? [...(drawing?.edges ?? []), ...impliedEdges].find((edge) => edge.id === chosen.id)
      : undefined;
  const { run: runDetails, reset: resetDetails } = edgeDetails;
  useEffect(() => {
    if (!chosenEdge) return resetDetails();
    if (neighbourhoodModel) {
      const record = neighbourhoodModel.edges.find((edge) => edge.relationshipId === chosenEdge.id);
      return runDetails(() => Promise.resolve(record ?? null));
    }
    if (!data) return resetDetails();
    return runDetails(() =>
      loadRelationship(
        graphql,
        data.scope,
        chosenEdge.type,
        chosenEdge.fromOutcomeId,
        chosenEdge.toOutcomeId,
      ),
    );
  }, [chosenEdge, neighbourhoodModel, data, graphql, runDetails, resetDetails]);
  const loading =
    neighbourhood.state.status === 'loading' || diagramData.state.status === 'loading';
  const error =
    neighbourhood.state.status === 'error'
      ? neighbourhood.state.error
      : diagramData.state.status === 'error'
        ? diagramData.state.error
        : overlaps.state.status === 'error'
          ? overlaps.state.error
          : allImplied.state.status === 'error'
            ? allImplied.state.error
            : nodeImplied.state.status === 'error'
              ? nodeImplied.state.error
              : null;

  return (
    <section
      className="panel graph-panel"
      aria-labelledby="graph-heading"
      data-testid="graph-panel"
    >
      <header className="graph-header">
        <h2 id="graph-heading" data-testid="graph-title">
          {drawing?.title ?? 'Relationship graph'}
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
      {loading ? <p className="muted">Loading…</p> : null}
      {error ? <ErrorNotice error={error} /> : null}
      {source.kind === 'family' && !scope ? (
        <p className="muted">The family has no published scenario version to relate outcomes in.</p>
      ) : null}
      {drawing ? (
        <>
          <GraphLegend
            drawing={drawing}
            counts={source.kind === 'family' ? (data?.counts ?? null) : null}
            hiddenTypes={hiddenTypes}
            onToggle={toggleType}
            showImplied={showImplied}
            onToggleImplied={() => setShowImplied((shown) => !shown)}
            voidScenarios={
              source.kind === 'family'
                ? (source.family.currentScenarioVersion?.scenarios ?? [])
                    .filter((scenario) => scenario.kind === 'VOID')
                    .map((scenario) => scenario.label)
                : []
            }
            loadingOverlaps={overlaps.state.status === 'loading'}
            loadingImplied={allImplied.state.status === 'loading'}
          />
          <RelationshipGraph
            drawing={drawing}
            marks={marks}
            onChooseNode={(id) => setChosen({ kind: 'node', id })}
            onChooseEdge={(id) => setChosen({ kind: 'edge', id })}
            onClear={() => setChosen(null)}
          />
          <p className="muted hint-line">
            {drawing.layout === 'layered'
              ? 'An arrow a → b: b pays whenever a pays; arrows that follow from others are left out (a chosen node shows its own, dashed). Drag to pan; the wheel or the buttons zoom. '
              : ''}
            Click an outcome to use it as a leg or a position, an edge to see its witness scenarios.
          </p>
        </>
      ) : null}
      {chosenOutcomes.map((chosenOutcome) => (
        <div
          key={chosenOutcome.outcomeId}
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
      ))}
      {chosenEdge && edgeDetails.state.status === 'done' && edgeDetails.state.data ? (
        <EdgeDetails relationship={edgeDetails.state.data} names={names} />
      ) : null}
      {edgeDetails.state.status === 'error' ? (
        <ErrorNotice error={edgeDetails.state.error} />
      ) : null}
    </section>
  );
}
