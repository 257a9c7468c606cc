// Query.coverage: the GET /coverage service, same selectors and the same records.
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { CoverageResult } from '../services/coverage-service';
import type { GraphqlContext } from './context';
import { GraphqlLimits } from './graphql-limits.type';

@ObjectType('CoverageRecord', {
  description: 'Which capabilities are supported for one input, venue and family.',
})
export class CoverageRecord {
  @Field(() => ID)
  inputId!: string;

  @Field(() => String, { description: 'LISTING, MARKET or FAMILY.' })
  inputType!: string;

  @Field(() => String, { nullable: true })
  venue!: string | null;

  @Field(() => ID, { nullable: true })
  familyId!: string | null;

  @Field(() => String, { description: 'KNOWN or UNKNOWN.' })
  catalogStatus!: string;

  @Field(() => String, { description: 'SUPPORTED, PARTIAL or UNSUPPORTED.' })
  analyticalStatus!: string;

  @Field(() => String, { nullable: true })
  scenarioVersion!: string | null;

  @Field(() => [String])
  capabilities!: string[];

  @Field(() => [ID])
  supportedConventionIds!: string[];

  @Field(() => String, { nullable: true })
  historyStart!: string | null;

  @Field(() => [String])
  availableIntervals!: string[];

  @Field(() => String, { nullable: true })
  quoteObservedAt!: string | null;

  @Field(() => Int, { nullable: true })
  quoteAgeSeconds!: number | null;

  @Field(() => String)
  observedAt!: string;
}

@ObjectType('ServiceLimits', { description: 'Service caps and the change-feed retention.' })
export class ServiceLimits {
  @Field(() => Int) pageSizeDefault!: number;
  @Field(() => Int) pageSizeMax!: number;
  @Field(() => Int) resolveInputsMax!: number;
  @Field(() => Int) composeLegsMax!: number;
  @Field(() => Int) analyzeLegsMax!: number;
  @Field(() => Int) positionsMax!: number;
  @Field(() => Int) candidatesMax!: number;
  @Field(() => Int) fairValuesPerBatchMax!: number;
  @Field(() => Int) idsPerRequestMax!: number;
  @Field(() => Int) changeFeedRetainedChanges!: number;
  @Field(() => Int) changeFeedOldestRetainedSeq!: number;
  @Field(() => GraphqlLimits) graphql!: GraphqlLimits;
}

@ObjectType('CoveragePage')
export class CoveragePage {
  @Field(() => [CoverageRecord])
  items!: CoverageRecord[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  nextPageToken!: string | null;

  @Field(() => String)
  snapshotId!: string;

  @Field(() => String)
  asOf!: string;

  @Field(() => ServiceLimits)
  serviceLimits!: ServiceLimits;
}

@Resolver()
export class CoverageResolver {
  @Query(() => CoveragePage, {
    description:
      'Capability coverage (GET /coverage): one selector of listingIds, marketIds or familyId, or none for an overview.',
  })
  coverage(
    @Ctx() ctx: GraphqlContext,
    @Arg('listingIds', () => [ID], { nullable: true }) listingIds?: string[] | null,
    @Arg('marketIds', () => [ID], { nullable: true }) marketIds?: string[] | null,
    @Arg('familyId', () => ID, { nullable: true }) familyId?: string | null,
    @Arg('venue', () => String, { nullable: true }) venue?: string | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<CoverageResult> {
    return ctx.services.coverage.coverage({
      listingIds: listingIds ?? undefined,
      marketIds: marketIds ?? undefined,
      familyId: familyId ?? undefined,
      venue: venue ?? undefined,
      pageSize: first ?? undefined,
      pageToken: after ?? undefined,
    });
  }
}
