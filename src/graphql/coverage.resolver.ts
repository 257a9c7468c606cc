// Query.coverage: the GET /v1/coverage service, same selectors and the same records, as a
// connection that also carries the service's limits.
import { Resolver } from 'type-graphql';
import { CoverageQueryDefinition } from '../resources/coverage';
import { ConnectionArgs, pagedQueryOf } from './connection.args';
import { CoverageConnection } from './coverage.type';
import { ArgsOf, ResourceArgsType } from './from-resource';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';
import { connectionQuery } from './resolver-fields';

@ResourceArgsType()
export class CoverageArgs extends ArgsOf(
  CoverageQueryDefinition,
  {
    served: ['pageSize', 'pageToken'],
    ids: ['listingIds', 'marketIds', 'familyId'],
    fields: {
      listingIds: { description: 'Coverage of these listings.' },
      marketIds: { description: 'Coverage of these markets.' },
      familyId: { description: "Coverage of this family's markets." },
      venue: { description: 'Only listings on this venue.' },
    },
  },
  ConnectionArgs,
) {}

@Resolver()
export class CoverageResolver {}

connectionQuery(CoverageResolver, 'coverage', {
  type: () => CoverageConnection,
  args: CoverageArgs,
  description:
    'Capability coverage (GET /v1/coverage): one selector of listingIds, marketIds or familyId, or none for an overview; null with an error on bad arguments.',
  decorators: [ReadsBeyondSnapshot()],
  query: (args) => pagedQueryOf(args),
  read: (query, ctx) => ctx.services.coverage.coverage(query),
  // The connection carries the limits and the sync state beside the page.
  serve: (connection, result) =>
    Object.assign(connection, { serviceLimits: result.serviceLimits, sync: result.sync }),
});
