// The relationship graph on a canvas (Cytoscape.js, dagre for the layered family diagram).
// Tapping a node or an edge chooses it; the container's data-state says when the layout has
// finished and data-render-ms how long building and laying out took (the browser tests and
// bench read both). Readable first (docs/decisions.md, "Explorer: readable at venue size"): a
// layer wider than the canvas wraps into rows, the first view is at a zoom where labels are at
// least MIN_LABEL_PX on screen (from the top of the diagram, panned from there), never fitted
// down to an unreadable strip; zoom buttons, and a wheel that zooms by a step per notch.
import cytoscape from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { useEffect, useRef, useState } from 'react';
import type { DrawnEdge, Drawing } from './drawing';
import { GRAPH_STYLE, LABEL_FONT_PX, MIN_LABEL_PX } from './graph-style';
import { RELATIONSHIP_STYLES, type RelationshipType } from './relationship-types';
import { wrapLayers } from './wrap-layers';

cytoscape.use(dagre);

const MAX_FITTED_ZOOM = 1.2;
/** Beyond this many nodes, layering favours speed (docs/benchmarks.md). */
const LARGE_DIAGRAM_NODES = 150;
/** Far enough out to see a venue-sized family whole. */
const MIN_ZOOM = 0.02;
const MAX_ZOOM = 3;
/** The zoom at which labels are MIN_LABEL_PX on screen. */
const READABLE_ZOOM = MIN_LABEL_PX / LABEL_FONT_PX;
/** A zoom button's step, and a wheel notch's (100 px of deltaY). */
const ZOOM_STEP = 1.25;
const WHEEL_NOTCH_PX = 100;
/** Around the drawing in the first view, px on screen. */
const VIEW_PADDING = 24;
const NODE_GAP = 14;
const LAYER_GAP = 46;

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
      maxZoom: MAX_ZOOM,
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
    const canvas = container.current;
    layout.one('layoutstop', () => {
      if (drawing.layout === 'layered') wrapWideLayers(instance, canvas.clientWidth);
      showReadable(instance);
      // The first frame drawn after the layout is what the user sees.
      requestAnimationFrame(() => setRenderMs(Math.round(performance.now() - started)));
    });
    layout.run();
    setCy(instance);
    // The canvas follows its container (a resized window, a tab shown again).
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(container.current);
    // Cytoscape's own wheel zoom moves by about 5% for the first notches of a mouse (it samples
    // the device first); this one moves a step per notch at the pointer. Listening in the capture
    // phase on the canvas's parent, it handles the wheel before Cytoscape's listener on the
    // canvas, which never sees it; pinch zoom on touch screens stays Cytoscape's.
    const wheelArea = container.current.parentElement;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 33 : 1;
      const notches = Math.max(-3, Math.min(3, (event.deltaY * lines) / WHEEL_NOTCH_PX));
      const bounds = canvas.getBoundingClientRect();
      zoomBy(instance, ZOOM_STEP ** -notches, {
        x: event.clientX - bounds.left,
        y: event.clientY - bounds.top,
      });
    };
    wheelArea?.addEventListener('wheel', wheel, { capture: true, passive: false });
    return () => {
      wheelArea?.removeEventListener('wheel', wheel, { capture: true });
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
  const centreOf = (instance: cytoscape.Core) => ({
    x: instance.width() / 2,
    y: instance.height() / 2,
  });
  return (
    <div className="graph-area">
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
      <div className="zoom-buttons" role="group" aria-label="Zoom">
        <button
          type="button"
          title="Zoom in"
          aria-label="Zoom in"
          data-testid="zoom-in"
          disabled={!cy}
          onClick={() => cy && zoomBy(cy, ZOOM_STEP, centreOf(cy))}
        >
          +
        </button>
        <button
          type="button"
          title="Zoom out"
          aria-label="Zoom out"
          data-testid="zoom-out"
          disabled={!cy}
          onClick={() => cy && zoomBy(cy, 1 / ZOOM_STEP, centreOf(cy))}
        >
          −
        </button>
        <button
          type="button"
          title="Readable size: labels at full size, from the top"
          data-testid="zoom-readable"
          disabled={!cy}
          onClick={() => cy && showReadable(cy)}
        >
          1:1
        </button>
        <button
          type="button"
          title="The whole diagram (labels too small to read are left out)"
          data-testid="zoom-fit"
          disabled={!cy}
          onClick={() => cy?.fit(undefined, VIEW_PADDING)}
        >
          Whole
        </button>
      </div>
    </div>
  );
}

function zoomBy(instance: cytoscape.Core, factor: number, at: { x: number; y: number }): void {
  const level = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, instance.zoom() * factor));
  instance.zoom({ level, renderedPosition: at });
}

/**
 * The first view: the whole drawing when it fits at a readable zoom (at most MAX_FITTED_ZOOM, so
 * a small graph is not blown up); else the readable zoom, from the top of the drawing, centred
 * when it is narrower than the canvas, from its left edge when wider.
 */
function showReadable(instance: cytoscape.Core): void {
  const box = instance.elements().boundingBox();
  const fitted = Math.min(
    (instance.width() - 2 * VIEW_PADDING) / Math.max(box.w, 1),
    (instance.height() - 2 * VIEW_PADDING) / Math.max(box.h, 1),
  );
  if (fitted >= READABLE_ZOOM) {
    instance.zoom(Math.min(fitted, MAX_FITTED_ZOOM));
    instance.center();
    return;
  }
  const zoom = READABLE_ZOOM;
  const width = box.w * zoom;
  instance.viewport({
    zoom,
    pan: {
      x:
        width + 2 * VIEW_PADDING <= instance.width()
          ? (instance.width() - width) / 2 - box.x1 * zoom
          : VIEW_PADDING - box.x1 * zoom,
      y: VIEW_PADDING - box.y1 * zoom,
    },
  });
}

/**
 * Wraps layers wider than the canvas at the readable zoom into rows (wrap-layers.ts); groups
 * follow their members.
 */
function wrapWideLayers(instance: cytoscape.Core, canvasWidth: number): void {
  const nodes = instance.nodes().filter((node) => !node.isParent()) as cytoscape.NodeCollection;
  const positions = wrapLayers(
    nodes.map((node) => {
      const parent = node.parent();
      return {
        id: node.id(),
        ...node.position(),
        width: node.outerWidth(),
        height: node.outerHeight(),
        ...(parent.nonempty() ? { parent: parent.first().id() } : {}),
      };
    }),
    {
      maxWidth: Math.max(600, (canvasWidth - 2 * VIEW_PADDING) / READABLE_ZOOM),
      gapX: NODE_GAP,
      gapY: LAYER_GAP,
    },
  );
  instance.batch(() => {
    nodes.forEach((node) => {
      const at = positions.get(node.id());
      if (at) node.position(at);
    });
  });
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
        nodeSep: NODE_GAP,
        rankSep: LAYER_GAP,
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
