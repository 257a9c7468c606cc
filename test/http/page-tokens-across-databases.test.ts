// A page token or cursor carries its snapshot's commit time beside its revision: presented to a
// replaced database (same token secret, the same revision number committed at another time) it
// is refused instead of paging another history (src/services/pagination.ts).
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer } from '../support/test-server';
import { data, graphql } from '../graphql/graphql-client';

describe.each(STORE_KINDS)('page tokens across databases ($name store)', (kind) => {
  test('a token of a replaced database is INVALID_REQUEST; on its own database it pages', async () => {
    const first = await startTestServer(await kind.open(), [smallCatalog()]);
    let token: string;
    let cursor: string;
    try {
      const page = await get(first, '/v1/markets?page_size=1');
      token = page.body.next_page_token as string;
      expect((await get(first, `/v1/markets?page_size=1&page_token=${token}`)).status).toBe(200);
      cursor = (await data(first, '{ markets(first: 1) { pageInfo { endCursor } } }')).markets
        .pageInfo.endCursor as string;
    } finally {
      await first.close();
    }
    // The same catalog again, into a new database: its revision 1 is committed later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await startTestServer(await kind.open(), [smallCatalog()]);
    try {
      expect((await second.store.head()).revision).toBe(1);
      const refused = await get(second, `/v1/markets?page_size=1&page_token=${token}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('INVALID_REQUEST');
      expect(refused.body.error.message).toContain(
        'page_token names a snapshot this store does not hold',
      );
      expect(refused.body.error.details.problems).toEqual([
        { path: 'page_token', reason: 'issued by another database' },
      ]);
      const viaGraphql = await graphql(
        second,
        `{ markets(first: 1, after: ${JSON.stringify(cursor)}) { nodes { marketId } } }`,
      );
      const [error] = viaGraphql.body.errors ?? [];
      expect(error?.extensions?.code).toBe('INVALID_REQUEST');
      expect(error?.message).toContain('issued by another database');
    } finally {
      await second.close();
    }
  });
});
