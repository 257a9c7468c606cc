// The word search and label filters the events, markets and families connections share
// (schema/openapi.yaml, common rule 5 and GET /events).
import { ArgsType, Field } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { LifecycleStatus } from './enums';
import { ConnectionArgs } from './connection.args';

@ArgsType()
export class SearchArgs extends ConnectionArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Words searched in titles, descriptions and tags, ignoring case.',
  })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact catalog label.' })
  category?: string | null;
}

@ArgsType()
export class LifecycleSearchArgs extends SearchArgs {
  @Field(() => LifecycleStatus, { nullable: true, description: 'Only this lifecycle status.' })
  status?: LifecycleStatusValue | null;
}
