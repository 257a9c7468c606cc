// GraphQL reads while commits land, as the gateway serves them (Neo4j behind the read cache): a
// list pins the head's revision and reads at it, so a head whose revision the store could not yet
// read answered 500 INTERNAL, "revision N is not held by the store" (once in 4,950 reads with one
// writer in an outside test). With large commits to make that moment long, every read answers
// the watched family as the revision it names wrote it. docs/decisions.md, "A revision is visible
// only once all of it is readable"; test/reliability/reads-while-committing.test.ts reads the
// store directly.
import { commitEditions, WATCHED_FAMILY, watchedTitle } from '../fixtures/watched-commits';
import { STORE_KINDS } from '../support/stores';
import { startTestServer, type TestServer } from '../support/test-server';
import { graphql } from './graphql-client';

const CLIENTS = 8;
const EDITIONS = 6;
const LISTINGS = 1_500;

describe.each(STORE_KINDS)('GraphQL reads while commits land ($name store)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await kind.open());
  });
  afterAll(() => server.close());

  test('every answer is whole and the watched family is as its snapshot wrote it', async () => {
    let writing = true;
    const failures: string[] = [];
    let reads = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (writing) {
        const res = await graphql(
          server,
          `
            query ($id: ID!) {
              families(familyId: $id) {
                snapshotId
                nodes {
                  title
                }
              }
            }
          `,
          { id: WATCHED_FAMILY },
        );
        reads++;
        if (res.status !== 200 || res.body.errors) {
          failures.push(`${res.status}: ${JSON.stringify(res.body.errors)}`);
          continue;
        }
        const { snapshotId, nodes } = res.body.data.families as {
          snapshotId: string;
          nodes: { title: string }[];
        };
        const revision = Number(snapshotId.replace(/^rev-/, ''));
        const expected = revision === 0 ? [] : [watchedTitle(revision)];
        if (JSON.stringify(nodes.map((n) => n.title)) !== JSON.stringify(expected))
          failures.push(`${snapshotId}: ${JSON.stringify(nodes)}`);
      }
    });
    try {
      // The store was empty: revision r is edition r.
      expect(await commitEditions(server.store, EDITIONS, LISTINGS)).toEqual(
        Array.from({ length: EDITIONS }, (_, i) => i + 1),
      );
    } finally {
      writing = false;
      await Promise.all(clients);
    }
    expect(reads).toBeGreaterThan(EDITIONS);
    expect(failures).toEqual([]);
  }, 300_000);
});
