// Loads the family diagram the gateway computed (family-diagram.queries.ts): its nodes, drawn
// links and groups, each list followed to its last page, and, when shown, the links drawn on
// request. The page receives what it draws and nothing to compute it from (docs/decisions.md,
// "Explorer: the layered relationship diagram").
import type {
  ExplorerDiagramOnRequestLinksQuery,
  ExplorerDiagramOnRequestLinksQueryVariables,
  ExplorerFamilyDiagramQuery,
  ExplorerFamilyDiagramQueryVariables,
} from '../api/generated-operations';
import type { RunGraphql } from '../api/run-graphql';
import {
  DIAGRAM_ON_REQUEST_LINKS_QUERY,
  FAMILY_DIAGRAM_QUERY,
  type DiagramCountResult,
  type DiagramGroupResult,
  type DiagramLinkResult,
  type DiagramNodeResult,
  type PageInfo,
} from './family-diagram.queries';

export interface FamilyScope {
  familyId: string;
  scenarioVersion: string;
}

export interface DiagramData {
  scope: FamilyScope;
  nodes: DiagramNodeResult[];
  /** Drawn with the diagram. */
  links: DiagramLinkResult[];
  groups: DiagramGroupResult[];
  /** Per relationship type: the family's total, drawn, and drawn on request. */
  counts: DiagramCountResult[];
}

/** Which links drawn on request: implied IMPLICATION, or OVERLAP. */
export type OnRequestKind = 'implied' | 'overlap';

type ListName = 'nodes' | 'links' | 'groups';

export async function loadDiagramData(
  graphql: RunGraphql,
  scope: FamilyScope,
): Promise<DiagramData> {
  const data: DiagramData = { scope, nodes: [], links: [], groups: [], counts: [] };
  // The lists still to read, and where each continues.
  let pending = new Map<ListName, string | null>([
    ['nodes', null],
    ['links', null],
    ['groups', null],
  ]);
  while (pending.size > 0) {
    const result = await graphql<ExplorerFamilyDiagramQuery, ExplorerFamilyDiagramQueryVariables>(
      FAMILY_DIAGRAM_QUERY,
      {
        ...scope,
        withNodes: pending.has('nodes'),
        nodesAfter: pending.get('nodes') ?? null,
        withLinks: pending.has('links'),
        linksAfter: pending.get('links') ?? null,
        withGroups: pending.has('groups'),
        groupsAfter: pending.get('groups') ?? null,
      },
    );
    const diagram = result.family?.relationshipDiagram;
    if (!diagram) throw new Error(`family ${scope.familyId} was not found`);
    data.counts = diagram.counts;
    const next = new Map<ListName, string | null>();
    const take = <N>(
      name: ListName,
      page: { pageInfo: PageInfo; nodes: N[] } | null | undefined,
      into: N[],
    ) => {
      if (!pending.has(name) || !page) return;
      into.push(...page.nodes);
      if (page.pageInfo.hasNextPage) next.set(name, page.pageInfo.endCursor);
    };
    take('nodes', diagram.nodes, data.nodes);
    take('links', diagram.links, data.links);
    take('groups', diagram.groups, data.groups);
    pending = next;
  }
  return data;
}

/** The implied or OVERLAP links of the whole diagram, or of one node. */
export async function loadOnRequestLinks(
  graphql: RunGraphql,
  scope: FamilyScope,
  kind: OnRequestKind,
  nodeId: string | null = null,
): Promise<DiagramLinkResult[]> {
  const links: DiagramLinkResult[] = [];
  let after: string | null = null;
  do {
    const result: ExplorerDiagramOnRequestLinksQuery = await graphql<
      ExplorerDiagramOnRequestLinksQuery,
      ExplorerDiagramOnRequestLinksQueryVariables
    >(DIAGRAM_ON_REQUEST_LINKS_QUERY, { ...scope, implied: kind === 'implied', nodeId, after });
    const diagram = result.family?.relationshipDiagram;
    const page = kind === 'implied' ? diagram?.impliedLinks : diagram?.overlapLinks;
    links.push(...(page?.nodes ?? []));
    after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after !== null);
  return links;
}
