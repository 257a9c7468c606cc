// POST /graphql over real HTTP, on the shared test server.
import { http, type HttpResult, type TestServer } from '../support/test-server';

export interface GraphqlBody {
  data?: any;
  errors?: {
    message: string;
    path?: (string | number)[];
    extensions: { code: string; requestId: string; details?: any };
  }[];
}

export function graphql(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  key?: string | null,
): Promise<HttpResult<GraphqlBody>> {
  return http<GraphqlBody>(server, 'POST', '/graphql', { body: { query, variables }, key });
}

/** The data of a query that must succeed. */
export async function data(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<any> {
  const res = await graphql(server, query, variables);
  if (res.status !== 200 || res.body.errors) {
    throw new Error(`GraphQL failed (${res.status}): ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}
