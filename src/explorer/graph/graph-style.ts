// How Cytoscape draws the graph: edges in their relationship type's colour, IMPLICATION with an
// arrow to the implied outcome, implied ones dashed; a binary market as a box showing its two
// sides; an exclusive group as a box around its members; legs, book positions and the chosen
// element stand out.
import type cytoscape from 'cytoscape';

/** Labels' font size in the diagram's units: on screen at zoom 1 (drawing.ts sizes boxes by it). */
export const LABEL_FONT_PX = 12;
/** The smallest a label is drawn on screen in the first view, px (relationship-graph.tsx). */
export const MIN_LABEL_PX = 12;
/**
 * Zoomed out further than labels can be read, they are left out rather than drawn as specks: the
 * boxes and edges still show the shape.
 */
const SMALLEST_DRAWN_LABEL_PX = 7;

export const GRAPH_STYLE: cytoscape.StylesheetJson = [
  {
    selector: 'node',
    style: {
      'background-color': '#475569',
      width: 18,
      height: 18,
      label: 'data(label)',
      'font-size': LABEL_FONT_PX,
      'min-zoomed-font-size': SMALLEST_DRAWN_LABEL_PX,
      color: '#0f172a',
      'text-wrap': 'wrap',
      'text-max-width': '180px',
      'text-valign': 'bottom',
      'text-margin-y': 3,
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.85,
      'text-background-padding': '1px',
    },
  },
  {
    selector: 'node.market, node.outcome',
    style: {
      shape: 'round-rectangle',
      'background-color': '#f1f5f9',
      'border-width': 1,
      'border-color': '#64748b',
      width: 'data(width)',
      height: 'data(height)',
      'text-valign': 'center',
      'text-halign': 'center',
      'text-margin-y': 0,
      'text-max-width': '320px',
      'text-background-opacity': 0,
    },
  },
  { selector: 'node.market', style: { 'background-color': '#ede9fe', 'border-color': '#9333ea' } },
  {
    selector: 'node.group',
    style: {
      shape: 'round-rectangle',
      'background-color': '#fef2f2',
      'background-opacity': 0.6,
      'border-width': 2,
      'border-style': 'dashed',
      'border-color': '#dc2626',
      'text-valign': 'top',
      'text-halign': 'center',
      'text-margin-y': -4,
      color: '#b91c1c',
      'font-weight': 'bold',
      padding: '12px',
      // Under the edges between its members and other nodes, which it would otherwise cover.
      'z-compound-depth': 'bottom',
    },
  },
  { selector: 'node.centre', style: { 'background-color': '#0f172a', width: 24, height: 24 } },
  {
    selector: 'node.leg',
    style: { 'background-color': '#bae6fd', 'border-color': '#0284c7', 'border-width': 3 },
  },
  { selector: 'node.book', style: { 'border-width': 3, 'border-color': '#f59e0b' } },
  { selector: 'node.chosen', style: { 'border-width': 4, 'border-color': '#e11d48' } },
  {
    selector: 'edge',
    style: {
      width: 2,
      'line-color': 'data(colour)',
      'curve-style': 'bezier',
      opacity: 0.7,
    },
  },
  {
    selector: 'edge[?directed]',
    style: {
      'target-arrow-shape': 'triangle',
      'target-arrow-color': 'data(colour)',
      'arrow-scale': 0.9,
    },
  },
  {
    // Not laid out (only implications are), so an exclusivity may run straight through a node
    // between its ends; an arc clears it.
    selector: 'edge[type = "EXCLUSIVITY"]',
    style: {
      'curve-style': 'unbundled-bezier',
      'control-point-distances': [48],
      'control-point-weights': [0.5],
    },
  },
  { selector: 'edge.implied', style: { 'line-style': 'dashed', width: 1, opacity: 0.5 } },
  { selector: 'edge.hidden', style: { display: 'none' } },
  { selector: 'edge.chosen', style: { width: 5, opacity: 1, 'z-index': 10 } },
];
