// Family.relationshipDiagram and its connections (relationship-diagram.type.ts): the nodes,
// groups and drawn links a page draws, and the implied and OVERLAP links it draws on request, each
// paged from the diagram the family diagram service computed at the request's snapshot (or at the
// snapshot a cursor pins).
import { Args, ArgsType, Ctx, Field, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { DiagramEdge } from '../domain/relationships/diagram/layered-diagram';
import type { DiagramLinkKind, FamilyDiagramView } from '../services/family-diagram-service';
import { ConnectionArgs, pagedRequest } from './connection.args';
import type { ConnectionOf } from './connection.type';
import { listConnection } from './connections';
import type { GraphqlContext } from './context';
import { Family } from './family.type';
import type { Loaders } from './loaders';
import type { FamilyNode } from './nodes';
import { presentArgs } from './present-args';
import {
  DiagramGroupConnection,
  DiagramLinkConnection,
  DiagramNodeConnection,
  RelationshipDiagram,
  type DiagramGroup,
  type DiagramLink,
  type DiagramNode,
} from './relationship-diagram.type';

@ArgsType()
export class RelationshipDiagramArgs {
  @Field(() => String, {
    description:
      "A published scenario version of the family (its currentScenarioVersion's version for today's diagram).",
  })
  scenarioVersion!: string;
}

@ArgsType()
export class DiagramLinksArgs extends ConnectionArgs {
  @Field(() => ID, {
    nullable: true,
    description:
      'Only links with this node at either end (a chosen node); every link when omitted.',
  })
  nodeId?: string | null;
}

/** What the GraphQL fields read: a diagram and the revision it was computed at. */
type DiagramRoot = FamilyDiagramView;

@Resolver(() => Family)
export class FamilyDiagramResolver {
  @FieldResolver(() => RelationshipDiagram, {
    nullable: true,
    description:
      "The family's layered relationship diagram at scenarioVersion: what the explorer draws. An unknown scenarioVersion is INVALID_REQUEST.",
  })
  relationshipDiagram(
    @Root() family: FamilyNode,
    @Args() args: RelationshipDiagramArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<DiagramRoot> {
    presentArgs(args);
    return ctx.services.diagrams.diagram({
      familyId: family.familyId,
      scenarioVersion: args.scenarioVersion,
      revision: ctx.loaders.of(family).revision,
    });
  }
}

@Resolver(() => RelationshipDiagram)
export class RelationshipDiagramResolver {
  @FieldResolver(() => DiagramNodeConnection, {
    nullable: true,
    description: 'The nodes, by node ID.',
  })
  nodes(
    @Root() diagram: DiagramRoot,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<DiagramNode>> {
    return diagramConnection(ctx, diagram, 'RelationshipDiagram.nodes', {}, args, (d) =>
      d.nodes.map(({ id, ...node }) => ({ nodeId: id, ...node })),
    );
  }

  @FieldResolver(() => DiagramGroupConnection, {
    nullable: true,
    description: 'The exclusive groups, largest first.',
  })
  groups(
    @Root() diagram: DiagramRoot,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<DiagramGroup>> {
    return diagramConnection(ctx, diagram, 'RelationshipDiagram.groups', {}, args, (d) =>
      d.groups.map((group) => ({ groupId: group.id, memberNodeIds: group.memberIds })),
    );
  }

  @FieldResolver(() => DiagramLinkConnection, {
    nullable: true,
    description:
      'The links drawn with the diagram: IMPLICATION between covering pairs only (a → c is left out when a → b → c is drawn), EXCLUSIVITY not inside a group nor following from a drawn one, COMPLEMENT between nodes.',
  })
  links(
    @Root() diagram: DiagramRoot,
    @Args() args: DiagramLinksArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<DiagramLink>> {
    return linkConnection(ctx, diagram, 'DRAWN', args);
  }

  @FieldResolver(() => DiagramLinkConnection, {
    nullable: true,
    description:
      'IMPLICATION links another path of drawn links already shows (a → c beside a → b → c): not drawn until asked for.',
  })
  impliedLinks(
    @Root() diagram: DiagramRoot,
    @Args() args: DiagramLinksArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<DiagramLink>> {
    return linkConnection(ctx, diagram, 'IMPLIED', args);
  }

  @FieldResolver(() => DiagramLinkConnection, {
    nullable: true,
    description:
      'OVERLAP links between nodes (both pay in some scenario, neither bound holds): most of a family’s pairs, not drawn until asked for.',
  })
  overlapLinks(
    @Root() diagram: DiagramRoot,
    @Args() args: DiagramLinksArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<DiagramLink>> {
    return linkConnection(ctx, diagram, 'OVERLAP', args);
  }
}

function linkConnection(
  ctx: GraphqlContext,
  diagram: DiagramRoot,
  kind: DiagramLinkKind,
  args: DiagramLinksArgs,
): Promise<ConnectionOf<DiagramLink>> {
  const { nodeId, first, after, last, before } = presentArgs(args);
  return diagramConnection(
    ctx,
    diagram,
    `RelationshipDiagram.links.${kind}`,
    { nodeId },
    { first, after, last, before },
    (d) => d.links(kind, nodeId).map(linkOf),
  );
}

function linkOf(edge: DiagramEdge): DiagramLink {
  return {
    type: edge.type,
    sourceNodeId: edge.source,
    targetNodeId: edge.target,
    fromOutcomeId: edge.fromOutcomeId,
    toOutcomeId: edge.toOutcomeId,
  };
}

/**
 * A connection of one list of the diagram, read at the diagram's revision or at the snapshot the
 * cursor pins (the service keeps each revision's diagram, so pages do not recompute it).
 */
function diagramConnection<N>(
  ctx: GraphqlContext,
  diagram: DiagramRoot,
  operation: string,
  filters: Record<string, unknown>,
  args: ConnectionArgs,
  items: (diagram: FamilyDiagramView) => readonly N[],
): Promise<ConnectionOf<N>> {
  const scope = { familyId: diagram.familyId, scenarioVersion: diagram.scenarioVersion };
  return listConnection(
    ctx,
    diagram,
    operation,
    { ...scope, ...filters },
    pagedRequest(args),
    async (loaders: Loaders) =>
      items(
        loaders.revision === diagram.revision
          ? diagram
          : await ctx.services.diagrams.diagram({ ...scope, revision: loaders.revision }),
      ),
    (page) => page,
  );
}
