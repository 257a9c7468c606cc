// What the canvas draws, whichever graph it is: a family's layered diagram (layered-model.ts) or
// an outcome's neighbourhood (graph-model.ts). Pure: tested in test/explorer/layered-model.test.ts.
import type { GraphModel } from './graph-model';
import type { DiagramSide, LayeredDiagram } from './layered-model';
import type { RelationshipType } from './relationship-types';

export interface DrawnNode {
  id: string;
  label: string;
  /** The group it is drawn in. */
  parent?: string;
  kind: 'outcome' | 'market' | 'group';
  /** The outcomes the node stands for, leading side first (none for a group). */
  outcomeIds: string[];
  /** Hops from a neighbourhood's start outcome. */
  hops: number;
  /** The box a family's node is drawn as, fitted to its label; a group's follows its members. */
  width?: number;
  height?: number;
}

export interface DrawnEdge {
  id: string;
  type: RelationshipType;
  source: string;
  target: string;
  /** An IMPLICATION another drawn path shows: drawn on request or when an end is chosen. */
  implied: boolean;
  /** The relationship it stands for. */
  fromOutcomeId: string;
  toOutcomeId: string;
}

export interface Drawing {
  title: string;
  layout: 'layered' | 'rings';
  nodes: DrawnNode[];
  edges: DrawnEdge[];
  centreId?: string;
}

/** Market titles are wrapped to this many characters a line and this many lines, then cut: the
 * full title is in the chosen node's details. Narrow boxes keep a wide layer (a group of
 * candidates) readable. */
const TITLE_LINE_CHARACTERS = 26;
const TITLE_LINES = 2;
/** The label's font (graph-style.ts): about this wide per character and high per line, px. */
const CHARACTER_WIDTH = 6.2;
const LINE_HEIGHT = 14;
const BOX_PADDING = 12;

/** A box that holds the label: the canvas cannot measure text before it is drawn. */
function boxFor(label: string): { width: number; height: number } {
  const lines = label.split('\n');
  const longest = Math.max(...lines.map((line) => line.length));
  return {
    width: Math.round(longest * CHARACTER_WIDTH + BOX_PADDING),
    height: lines.length * LINE_HEIGHT + BOX_PADDING,
  };
}

function wrapped(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > TITLE_LINE_CHARACTERS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  const kept = lines
    .slice(0, TITLE_LINES)
    .map((l) =>
      l.length > TITLE_LINE_CHARACTERS ? `${l.slice(0, TITLE_LINE_CHARACTERS - 1)}…` : l,
    );
  if (lines.length > TITLE_LINES)
    kept[TITLE_LINES - 1] = `${kept[TITLE_LINES - 1]!.slice(0, TITLE_LINE_CHARACTERS - 1)}…`;
  return kept.join('\n');
}

function sideTitle(side: DiagramSide): string {
  const [first, ...more] = side.marketTitles;
  return `${wrapped(first ?? '')}${more.length > 0 ? ` (+${more.length})` : ''}`;
}

export function familyDrawing(title: string, diagram: LayeredDiagram): Drawing {
  const nodes: DrawnNode[] = diagram.groups.map((group) => ({
    id: group.id,
    label: `At most one of these ${group.memberIds.length} pays`,
    kind: 'group',
    outcomeIds: [],
    hops: 0,
  }));
  for (const node of diagram.nodes) {
    const venues = node.lead.venues.join(' · ');
    const label = node.other
      ? `${sideTitle(node.lead)}\n${node.lead.label} ⇄ ${node.other.label}\n${venues}`
      : `${node.lead.label}\n${sideTitle(node.lead)}\n${venues}`;
    nodes.push({
      id: node.id,
      label: label.trimEnd(),
      ...boxFor(label.trimEnd()),
      ...(node.groupId ? { parent: node.groupId } : {}),
      kind: node.other ? 'market' : 'outcome',
      outcomeIds: [...node.lead.outcomeIds, ...(node.other?.outcomeIds ?? [])],
      hops: 0,
    });
  }
  return { title, layout: 'layered', nodes, edges: diagram.edges.map((edge) => ({ ...edge })) };
}

export function neighbourhoodDrawing(model: GraphModel): Drawing {
  return {
    title: model.title,
    layout: 'rings',
    nodes: model.nodes.map((node) => ({
      id: node.outcome.outcomeId,
      label: node.outcome.marketTitle
        ? `${node.outcome.label} · ${node.outcome.marketTitle}`
        : node.outcome.label,
      kind: 'outcome',
      outcomeIds: [node.outcome.outcomeId],
      hops: node.hops,
    })),
    edges: model.edges.map((edge) => ({
      id: edge.relationshipId,
      type: edge.type,
      source: edge.fromOutcomeId,
      target: edge.toOutcomeId,
      implied: false,
      fromOutcomeId: edge.fromOutcomeId,
      toOutcomeId: edge.toOutcomeId,
    })),
    ...(model.centreId !== undefined ? { centreId: model.centreId } : {}),
  };
}
