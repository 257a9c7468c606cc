// The relationship graph on a canvas (Cytoscape.js). Tapping a node or an edge chooses it; the
// container's data-state says when the layout has finished (the end-to-end test waits on it).
import cytoscape from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import type { GraphModel } from './graph-model';
import { GRAPH_STYLE } from './graph-style';
import { RELATIONSHIP_STYLES, type RelationshipType } from './relationship-types';

const MAX_FITTED_ZOOM = 1.2;

export interface GraphMarks {
  hiddenTypes: ReadonlySet<RelationshipType>;
  legIds: ReadonlySet<string>;
  bookIds: ReadonlySet<string>;
  /** The chosen node or edge ID. */
  chosenId: string | null;
}

export function RelationshipGraph({
  model,
  marks,
  onChooseNode,
  onChooseEdge,
  onClear,
}: {
  model: GraphModel;
  marks: GraphMarks;
  onChooseNode: (outcomeId: string) => void;
  onChooseEdge: (relationshipId: string) => void;
  onClear: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [cy, setCy] = useState<cytoscape.Core | null>(null);
  const [laidOut, setLaidOut] = useState(false);
  // The latest callbacks, so the Cytoscape instance need not be rebuilt when they change.
  const callbacks = useRef({ onChooseNode, onChooseEdge, onClear });
  callbacks.current = { onChooseNode, onChooseEdge, onClear };

  useEffect(() => {
    if (!container.current) return undefined;
    setLaidOut(false);
    const instance = cytoscape({
      container: container.current,
      elements: elementsOf(model),
      style: GRAPH_STYLE,
      // Placed by the layout run below, which says when it is done.
      layout: { name: 'preset' },
      minZoom: 0.3,
      maxZoom: 3,
      boxSelectionEnabled: false,
    });
    const tapped = (event: cytoscape.EventObject) =>
      (event.target as cytoscape.SingularElementArgument).id();
    instance.on('tap', 'node', (event) => callbacks.current.onChooseNode(tapped(event)));
    instance.on('tap', 'edge', (event) => callbacks.current.onChooseEdge(tapped(event)));
    instance.on('tap', (event) => {
      if (event.target === instance) callbacks.current.onClear();
    });
    const layout = instance.layout(layoutOf(model));
    layout.one('layoutstop', () => {
      // A small graph fitted to the canvas would be blown up to giant labels; keep it readable.
      if (instance.zoom() > MAX_FITTED_ZOOM) {
        instance.zoom(MAX_FITTED_ZOOM);
        instance.center();
      }
      setLaidOut(true);
    });
    layout.run();
    setCy(instance);
    // The canvas follows its container (a resized window, a tab shown again).
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      setCy(null);
      instance.destroy();
    };
  }, [model]);

  useEffect(() => {
    if (!cy) return;
    cy.batch(() => {
      cy.edges().forEach((edge) => {
        edge.toggleClass('hidden', marks.hiddenTypes.has(edge.data('type') as RelationshipType));
      });
      cy.nodes().forEach((node) => {
        node.toggleClass('leg', marks.legIds.has(node.id()));
        node.toggleClass('book', marks.bookIds.has(node.id()));
      });
      cy.elements().forEach((element) => {
        element.toggleClass('chosen', element.id() === marks.chosenId);
      });
    });
  }, [cy, marks]);

  const visibleEdges = model.edges.filter((edge) => !marks.hiddenTypes.has(edge.type)).length;
  return (
    <div
      ref={container}
      className="graph-canvas"
      data-testid="graph"
      data-state={laidOut ? 'ready' : 'drawing'}
      data-nodes={model.nodes.length}
      data-edges={visibleEdges}
      role="img"
      aria-label={`${model.title}: ${model.nodes.length} outcomes, ${visibleEdges} relationships`}
    />
  );
}

function elementsOf(model: GraphModel): cytoscape.ElementDefinition[] {
  return [
    ...model.nodes.map((node) => ({
      group: 'nodes' as const,
      data: {
        id: node.outcome.outcomeId,
        label: node.outcome.marketTitle
          ? `${node.outcome.label} · ${node.outcome.marketTitle}`
          : node.outcome.label,
        hops: node.hops,
      },
      classes: node.outcome.outcomeId === model.centreId ? 'centre' : '',
    })),
    ...model.edges.map((edge) => ({
      group: 'edges' as const,
      data: {
        id: edge.relationshipId,
        source: edge.fromOutcomeId,
        target: edge.toOutcomeId,
        type: edge.type,
        colour: RELATIONSHIP_STYLES[edge.type].colour,
        directed: RELATIONSHIP_STYLES[edge.type].directed,
      },
    })),
  ];
}

/** A family on a circle in market order (a market's outcomes side by side); a neighbourhood in
 * rings around its start outcome, one ring per hop. */
function layoutOf(model: GraphModel): cytoscape.LayoutOptions {
  if (model.centreId === undefined) return { name: 'circle', padding: 40, animate: false };
  const farthest = Math.max(...model.nodes.map((node) => node.hops));
  return {
    name: 'concentric',
    padding: 40,
    animate: false,
    minNodeSpacing: 20,
    // Ring sizes account for the labels, which are wider than the nodes.
    nodeDimensionsIncludeLabels: true,
    concentric: (node) => farthest - (node.data('hops') as number),
    levelWidth: () => 1,
  };
}
