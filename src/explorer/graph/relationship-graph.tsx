// The relationship graph on a canvas (Cytoscape.js, dagre for the layered family diagram).
// Tapping a node or an edge chooses it; the container's data-state says when the layout has
// finished and data-render-ms how long building and laying out took (the browser tests and
// bench read both).
import cytoscape from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { useEffect, useRef, useState } from 'react';
import type { DrawnEdge, Drawing } from './drawing';
import { GRAPH_STYLE } from './graph-style';
import { RELATIONSHIP_STYLES, type RelationshipType } from './relationship-types';

cytoscape.use(dagre);

const MAX_FITTED_ZOOM = 1.2;
/** Beyond this many nodes, layering favours speed (docs/benchmarks.md). */
const LARGE_DIAGRAM_NODES = 150;
/** Far enough out to see a venue-sized family whole. */
const MIN_ZOOM = 0.02;

export interface GraphMarks {
  hiddenTypes: ReadonlySet<RelationshipType>;
  /** Draw every implied IMPLICATION, not only those of the chosen node. */
  showImplied: boolean;
  /**
   * Implied IMPLICATION edges loaded so far (all of them, or the chosen node's): asked for when
   * shown, they are not part of the drawing, so loading them keeps the layout and the choice.
   */
  impliedEdges: readonly DrawnEdge[];
  legIds: ReadonlySet<string>;
  bookIds: ReadonlySet<string>;
  /** The chosen node or edge ID. */
  chosenId: string | null;
}

export function RelationshipGraph({
  drawing,
  marks,
  onChooseNode,
  onChooseEdge,
  onClear,
}: {
  drawing: Drawing;
  marks: GraphMarks;
  onChooseNode: (nodeId: string) => void;
  onChooseEdge: (edgeId: string) => void;
  onClear: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [cy, setCy] = useState<cytoscape.Core | null>(null);
  const [renderMs, setRenderMs] = useState<number | null>(null);
  // The latest callbacks, so the Cytoscape instance need not be rebuilt when they change.
  const callbacks = useRef({ onChooseNode, onChooseEdge, onClear });
  callbacks.current = { onChooseNode, onChooseEdge, onClear };

  useEffect(() => {
    if (!container.current) return undefined;
    setRenderMs(null);
    const started = performance.now();
    const instance = cytoscape({
      container: container.current,
      elements: elementsOf(drawing),
      style: GRAPH_STYLE,
      // Placed by the layout run below, which says when it is done.
      layout: { name: 'preset' },
      minZoom: MIN_ZOOM,
      maxZoom: 3,
      boxSelectionEnabled: false,
    });
    const tapped = (event: cytoscape.EventObject) =>
      (event.target as cytoscape.SingularElementArgument).id();
    instance.on('tap', 'node', (event) => {
      if (!(event.target as cytoscape.NodeSingular).isParent())
        callbacks.current.onChooseNode(tapped(event));
    });
    instance.on('tap', 'edge', (event) => callbacks.current.onChooseEdge(tapped(event)));
    instance.on('tap', (event) => {
      if (event.target === instance) callbacks.current.onClear();
    });
    const layout = runLayout(instance, drawing);
    layout.one('layoutstop', () => {
      // A small graph fitted to the canvas would be blown up to giant labels; keep it readable.
      if (instance.zoom() > MAX_FITTED_ZOOM) {
        instance.zoom(MAX_FITTED_ZOOM);
        instance.center();
      }
      // The first frame drawn after the layout is what the user sees.
      requestAnimationFrame(() => setRenderMs(Math.round(performance.now() - started)));
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
  }, [drawing]);

  useEffect(() => {
    if (!cy) return;
    const outcomesOf = new Map(drawing.nodes.map((node) => [node.id, node.outcomeIds]));
    // Implied edges are many (about n²/4 on a ladder) and mostly hidden: they join the canvas
    // only while shown, all of them or the chosen node's.
    const nodes = new Set(drawing.nodes.map((node) => node.id));
    const implied = marks.impliedEdges.filter(
      (edge) =>
        nodes.has(edge.source) &&
        nodes.has(edge.target) &&
        (marks.showImplied || edge.source === marks.chosenId || edge.target === marks.chosenId),
    );
    cy.batch(() => {
      cy.remove('edge.implied');
      cy.add(edgeElements(implied));
      cy.edges().forEach((edge) => {
        edge.toggleClass('hidden', marks.hiddenTypes.has(edge.data('type') as RelationshipType));
      });
      cy.nodes().forEach((node) => {
        const ids = outcomesOf.get(node.id()) ?? [];
        node.toggleClass(
          'leg',
          ids.some((id) => marks.legIds.has(id)),
        );
        node.toggleClass(
          'book',
          ids.some((id) => marks.bookIds.has(id)),
        );
      });
      cy.elements().forEach((element) => {
        element.toggleClass('chosen', element.id() === marks.chosenId);
      });
    });
  }, [cy, marks, drawing]);

  const nodeCount = drawing.nodes.filter((node) => node.kind !== 'group').length;
  const visibleEdges =
    drawing.edges.filter((edge) => !marks.hiddenTypes.has(edge.type) && !edge.implied).length +
    (marks.showImplied && !marks.hiddenTypes.has('IMPLICATION') ? marks.impliedEdges.length : 0);
  return (
    <div
      ref={container}
      className="graph-canvas"
      data-testid="graph"
      data-state={renderMs === null ? 'drawing' : 'ready'}
      data-render-ms={renderMs ?? undefined}
      data-nodes={nodeCount}
      data-edges={visibleEdges}
      role="img"
      aria-label={`${drawing.title}: ${nodeCount} nodes, ${visibleEdges} relationships drawn`}
    />
  );
}

function elementsOf(drawing: Drawing): cytoscape.ElementDefinition[] {
  return [
    ...drawing.nodes.map((node) => ({
      group: 'nodes' as const,
      data: {
        id: node.id,
        label: node.label,
        hops: node.hops,
        ...(node.parent !== undefined ? { parent: node.parent } : {}),
        ...(node.width !== undefined ? { width: node.width, height: node.height } : {}),
      },
      classes: [node.kind, node.id === drawing.centreId ? 'centre' : ''].join(' '),
    })),
    ...edgeElements(drawing.edges.filter((edge) => !edge.implied)),
  ];
}

function edgeElements(edges: readonly DrawnEdge[]): cytoscape.ElementDefinition[] {
  return edges.map((edge) => ({
    group: 'edges' as const,
    data: {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: edge.type,
      implied: edge.implied,
      colour: RELATIONSHIP_STYLES[edge.type].colour,
      directed: RELATIONSHIP_STYLES[edge.type].directed,
    },
    classes: edge.implied ? 'implied' : '',
  }));
}

/**
 * A family top to bottom by its implication order (dagre's layering of the drawn IMPLICATION
 * edges only, so other types do not push nodes down a layer); a neighbourhood in rings around its
 * start outcome, one ring per hop.
 */
function runLayout(instance: cytoscape.Core, drawing: Drawing): cytoscape.Layouts {
  if (drawing.layout === 'layered')
    return instance
      .elements()
      .filter(
        (element) =>
          element.isNode() || (element.data('type') === 'IMPLICATION' && !element.data('implied')),
      )
      .layout({
        name: 'dagre',
        rankDir: 'TB',
        nodeSep: 14,
        rankSep: 46,
        // network-simplex, dagre's default ranker, places groups best but takes seconds on a
        // 500-outcome ladder; the longest path gives the same layers for a chain, in linear time.
        ranker: drawing.nodes.length > LARGE_DIAGRAM_NODES ? 'longest-path' : 'network-simplex',
        padding: 30,
        animate: false,
        nodeDimensionsIncludeLabels: true,
      } as cytoscape.LayoutOptions);
  const farthest = Math.max(...drawing.nodes.map((node) => node.hops));
  return instance.layout({
    name: 'concentric',
    padding: 40,
    animate: false,
    minNodeSpacing: 20,
    // Ring sizes account for the labels, which are wider than the nodes.
    nodeDimensionsIncludeLabels: true,
    concentric: (node) => farthest - (node.data('hops') as number),
    levelWidth: () => 1,
  });
}
