// Query.coverage: the GET /v1/coverage service, same selectors and the same records, as a
// connection that also carries the service's limits.
import { Args, ArgsType, Ctx, Field, ID, Query, Resolver } from 'type-graphql';
import type {
  CoverageView,
  ServiceLimits as ServiceLimitsView,
} from '../services/coverage-service';
import type { SyncState as SyncStateView } from '../resources/coverage';
import { ConnectionArgs, pagedRequest } from './connection.args';
import type { ConnectionOf } from './connection.type';
import { connectionOf } from './connections';
import type { GraphqlContext } from './context';
import { CoverageConnection } from './coverage.type';
import { presentArgs } from './present-args';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';

@ArgsType()
export class CoverageArgs extends ConnectionArgs {
  @Field(() => [ID], { nullable: true, description: 'Coverage of these listings.' })
  listingIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Coverage of these markets.' })
  marketIds?: string[] | null;

  @Field(() => ID, { nullable: true, description: "Coverage of this family's markets." })
  familyId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only listings on this venue.' })
  venue?: string | null;
}

@Resolver()
export class CoverageResolver {
  @ReadsBeyondSnapshot()
  @Query(() => CoverageConnection, {
    nullable: true,
    description:
      'Capability coverage (GET /v1/coverage): one selector of listingIds, marketIds or familyId, or none for an overview; null with an error on bad arguments.',
  })
  async coverage(
    @Args() args: CoverageArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<
    ConnectionOf<CoverageView> & { serviceLimits: ServiceLimitsView; sync: SyncStateView[] }
  > {
    const { listingIds, marketIds, familyId, venue, first, after, last, before } =
      presentArgs(args);
    const result = await ctx.services.coverage.coverage({
      listingIds,
      marketIds,
      familyId,
      venue,
      ...pagedRequest({ first, after, last, before }),
      atRevision: await ctx.snapshot.revision(),
    });
    const connection = connectionOf(ctx, result, (record) => record);
    return Object.assign(connection, { serviceLimits: result.serviceLimits, sync: result.sync });
  }
}
