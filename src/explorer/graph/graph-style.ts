// How Cytoscape draws the graph: edges in their relationship type's colour, IMPLICATION with an
// arrow to the implied outcome; legs, book positions and the chosen element stand out.
import type cytoscape from 'cytoscape';

export const GRAPH_STYLE: cytoscape.StylesheetJson = [
  {
    selector: 'node',
    style: {
      'background-color': '#475569',
      width: 18,
      height: 18,
      label: 'data(label)',
      'font-size': 11,
      color: '#0f172a',
      'text-wrap': 'wrap',
      'text-max-width': '150px',
      'text-valign': 'bottom',
      'text-margin-y': 3,
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.85,
      'text-background-padding': '1px',
    },
  },
  { selector: 'node.centre', style: { 'background-color': '#0f172a', width: 24, height: 24 } },
  {
    selector: 'node.leg',
    style: { 'background-color': '#0284c7', shape: 'diamond', width: 22, height: 22 },
  },
  { selector: 'node.book', style: { 'border-width': 3, 'border-color': '#f59e0b' } },
  { selector: 'node.chosen', style: { 'border-width': 4, 'border-color': '#e11d48' } },
  {
    selector: 'edge',
    style: {
      width: 2,
      'line-color': 'data(colour)',
      'curve-style': 'bezier',
      opacity: 0.6,
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
  { selector: 'edge.hidden', style: { display: 'none' } },
  { selector: 'edge.chosen', style: { width: 5, opacity: 1, 'z-index': 10 } },
];
