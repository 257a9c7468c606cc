// What the canvas draws, whichever graph it is: a family's layered diagram as the gateway computed
// it (family-diagram.queries.ts) or an outcome's neighbourhood (graph-model.ts). Pure: tested in
// test/explorer/explorer-models.unit.test.ts.
import type {
  DiagramGroupResult,
  DiagramLinkResult,
  DiagramNodeResult,
  DiagramSideResult,
} from './family-diagram.queries';
import { withReadableDates } from '../common/readable-dates';
import { bestOf, pricesLine, type BestPrices } from './best-prices';
import type { GraphModel } from './graph-model';
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
const CHARACTER_WIDTH = 6.8;
const LINE_HEIGHT = 15;
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

function sideTitle(side: DiagramSideResult): string {
  const [first, ...more] = [...new Set(side.outcomes.map((outcome) => outcome.marketTitle))];
  return `${wrapped(withReadableDates(first ?? ''))}${more.length > 0 ? ` (+${more.length})` : ''}`;
}

function sideVenues(side: DiagramSideResult): string[] {
  return [...new Set(side.outcomes.flatMap((outcome) => outcome.venues))].sort();
}

/** What the family diagram draws: the gateway's nodes, drawn links and groups. */
export interface FamilyDiagram {
  nodes: readonly DiagramNodeResult[];
  links: readonly DiagramLinkResult[];
  groups: readonly DiagramGroupResult[];
}

/** A link as a canvas edge; `implied` for an IMPLICATION drawn on request. */
export function drawnEdge(link: DiagramLinkResult, implied: boolean): DrawnEdge {
  return {
    id: `${link.type}:${link.sourceNodeId}:${link.targetNodeId}`,
    type: link.type,
    source: link.sourceNodeId,
    target: link.targetNodeId,
    implied,
    fromOutcomeId: link.fromOutcomeId,
    toOutcomeId: link.toOutcomeId,
  };
}

/**
 * The family's diagram as drawn: each node's label is its title (dates made readable), its sides,
 * venues and, when quoted, the leading side's best bid and ask across its venues.
 */
export function familyDrawing(
  title: string,
  diagram: FamilyDiagram,
  prices: ReadonlyMap<string, BestPrices> = new Map(),
): Drawing {
  const nodes: DrawnNode[] = diagram.groups.map((group) => ({
    id: group.groupId,
    label: `At most one of these ${group.memberNodeIds.length} pays`,
    kind: 'group',
    outcomeIds: [],
    hops: 0,
  }));
  for (const node of diagram.nodes) {
    const venues = sideVenues(node.lead).join(' · ');
    const quoted = bestOf(node.lead.outcomes.map((outcome) => prices.get(outcome.outcomeId)));
    const quote = quoted ? `\n${pricesLine(quoted)}` : '';
    const label = node.other
      ? `${sideTitle(node.lead)}\n${node.lead.label} ⇄ ${node.other.label}\n${venues}${quote}`
      : `${node.lead.label}\n${sideTitle(node.lead)}\n${venues}${quote}`;
    const sides = [node.lead, ...(node.other ? [node.other] : [])];
    nodes.push({
      id: node.nodeId,
      label: label.trimEnd(),
      ...boxFor(label.trimEnd()),
      ...(node.groupId ? { parent: node.groupId } : {}),
      kind: node.other ? 'market' : 'outcome',
      outcomeIds: sides.flatMap((side) => side.outcomes.map((outcome) => outcome.outcomeId)),
      hops: 0,
    });
  }
  return {
    title: withReadableDates(title),
    layout: 'layered',
    nodes,
    edges: diagram.links.map((link) => drawnEdge(link, false)),
  };
}

export function neighbourhoodDrawing(model: GraphModel): Drawing {
  return {
    title: withReadableDates(model.title),
    layout: 'rings',
    nodes: model.nodes.map((node) => ({
      id: node.outcome.outcomeId,
      label: node.outcome.marketTitle
        ? `${node.outcome.label} · ${withReadableDates(node.outcome.marketTitle)}`
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
