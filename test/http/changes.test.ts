// GET /changes over real HTTP on both stores: the current point, cursors, filters, paging,
// retention and every bad cursor.
import { importCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, storePosition, type TestServer } from '../support/test-server';

const FIELDS = [
  'change_id',
  'change_type',
  'description',
  'family_ids',
  'occurred_at',
  'resource_id',
  'resource_type',
  'version',
];

/** The feed's view of the store's change records after a seq: what polling must return. */
async function storedChangesAfter(server: TestServer, seq: number) {
  const records = await server.store.changesAfter(seq, {}, 10_000);
  return records.map((c) => ({
    change_id: c.changeId,
    resource_type: c.resourceType,
    resource_id: c.resourceId,
    change_type: c.changeType,
    version: c.version,
    occurred_at: c.occurredAt,
    description: c.description,
    family_ids: c.familyIds,
  }));
}

const cursorOf = (cursor: string) => encodeURIComponent(cursor);

/** Follows next_cursor while has_more, collecting every item. */
async function drain(server: TestServer, query: string, cursor: string) {
  const items: any[] = [];
  let next = cursor;
  for (let polls = 0; polls < 100; polls++) {
    const res = await get(server, `/v1/changes?${query}&cursor=${cursorOf(next)}`);
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    next = res.body.next_cursor;
    if (!res.body.has_more) break;
  }
  return { items, cursor: next };
}

describe.each(STORE_KINDS)('GET /changes ($name store)', (kind) => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()], undefined, {
      changeRetention: 1000,
    });
  });
  afterEach(async () => {
    await server.close();
  });

  test('without a cursor the feed starts at the current point', async () => {
    const head = await server.store.head();
    const res = await get(server, '/v1/changes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [],
      next_cursor: expect.any(String),
      has_more: false,
      as_of: head.committedAt,
    });
    const again = await get(server, `/v1/changes?cursor=${cursorOf(res.body.next_cursor)}`);
    expect(again.body.items).toEqual([]);
  });

  test('an imported catalog change appears once, in order, by polling', async () => {
    const start = await get(server, '/v1/changes');
    const seq = await server.store.lastChangeSeq();
    await importCatalog(server.store, changedSmallCatalog());
    const expected = await storedChangesAfter(server, seq);
    expect(new Set(expected.map((c) => c.resource_type))).toEqual(
      new Set(['FAMILY', 'CONTRACT', 'MAPPING', 'SCENARIO_VERSION', 'COVERAGE']),
    );

    const polled = await get(server, `/v1/changes?cursor=${cursorOf(start.body.next_cursor)}`);
    expect(polled.status).toBe(200);
    expect(polled.body.items).toEqual(expected);
    expect(polled.body.has_more).toBe(false);
    for (const item of polled.body.items) expect(Object.keys(item).sort()).toEqual(FIELDS);
    // The next poll has nothing new: each change is delivered once.
    const next = await get(server, `/v1/changes?cursor=${cursorOf(polled.body.next_cursor)}`);
    expect(next.body.items).toEqual([]);
    // Importing the same file again changes nothing and announces nothing.
    await importCatalog(server.store, changedSmallCatalog());
    const same = await get(server, `/v1/changes?cursor=${cursorOf(next.body.next_cursor)}`);
    expect(same.body.items).toEqual([]);
  });

  test('pages of page_size with has_more; every change once across pages', async () => {
    const all = await storedChangesAfter(server, 0);
    const first = await get(server, '/v1/changes?start=OLDEST_RETAINED&page_size=4');
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual(all.slice(0, 4));
    expect(first.body.has_more).toBe(true);
    const rest = await drain(server, 'page_size=4', first.body.next_cursor);
    expect([...first.body.items, ...rest.items]).toEqual(all);
  });

  test('resource_types and family_ids filter the feed; the cursor continues the filtered feed', async () => {
    const start = await get(
      server,
      '/v1/changes?resource_types=MAPPING&resource_types=CONTRACT&family_ids=fam-btc',
    );
    const seq = await server.store.lastChangeSeq();
    await importCatalog(server.store, changedSmallCatalog());
    const expected = (await storedChangesAfter(server, seq)).filter(
      (c) => ['MAPPING', 'CONTRACT'].includes(c.resource_type) && c.family_ids.includes('fam-btc'),
    );
    expect(expected.length).toBeGreaterThan(0);
    // Repeated parameters in another order are the same filters.
    const res = await drain(
      server,
      'family_ids=fam-btc&resource_types=CONTRACT&resource_types=MAPPING',
      start.body.next_cursor,
    );
    expect(res.items).toEqual(expected);

    const fed = await get(
      server,
      '/v1/changes?start=OLDEST_RETAINED&family_ids=fam-fed&page_size=500',
    );
    expect(fed.body.items.length).toBeGreaterThan(0);
    for (const item of fed.body.items) expect(item.family_ids).toContain('fam-fed');
    const families = await get(server, '/v1/changes?start=OLDEST_RETAINED&resource_types=FAMILY');
    const stored = (await storedChangesAfter(server, 0)).filter(
      (c) => c.resource_type === 'FAMILY',
    );
    expect(families.body.items).toEqual(stored);
    expect(stored.map((c) => c.resource_id)).toEqual(['fam-fed', 'fam-btc', 'fam-btc']);
  });

  test('a cursor with other filters fails with CURSOR_SCOPE_MISMATCH and changes nothing', async () => {
    const start = await get(server, '/v1/changes?resource_types=MAPPING');
    const before = await storePosition(server.store);
    for (const query of [
      'resource_types=CONTRACT',
      '',
      'resource_types=MAPPING&family_ids=fam-fed',
    ]) {
      const res = await get(
        server,
        `/v1/changes?${query}&cursor=${cursorOf(start.body.next_cursor)}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('CURSOR_SCOPE_MISMATCH');
      expect(res.body.error.details.problems).toEqual([
        { path: 'cursor', reason: 'issued for other filters' },
      ]);
    }
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('a tampered cursor, or a page token as a cursor, is INVALID_REQUEST', async () => {
    const start = await get(server, '/v1/changes');
    const cursor: string = start.body.next_cursor;
    const [body, mac] = cursor.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    payload.s = 0;
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    const page = await get(server, '/v1/events?page_size=1');
    const before = await storePosition(server.store);
    for (const bad of [forged, `${cursor}x`, 'not-a-cursor', page.body.next_page_token]) {
      const res = await get(server, `/v1/changes?cursor=${cursorOf(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.problems).toEqual([
        { path: 'cursor', reason: 'invalid or tampered cursor' },
      ]);
    }
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('parameter rules: page size cap, start only without a cursor, known parameters', async () => {
    const start = await get(server, '/v1/changes');
    const cases: [string, number, string][] = [
      ['page_size=501', 400, 'PAGE_SIZE_TOO_LARGE'],
      ['page_size=0', 400, 'INVALID_REQUEST'],
      [`start=CURRENT&cursor=${cursorOf(start.body.next_cursor)}`, 400, 'INVALID_REQUEST'],
      ['resource_types=PRICE', 400, 'INVALID_REQUEST'],
      ['family_ids=', 400, 'INVALID_REQUEST'],
      ['since=0', 400, 'INVALID_REQUEST'],
    ];
    for (const [query, status, code] of cases) {
      const res = await get(server, `/v1/changes?${query}`);
      expect([query, res.status, res.body.error?.code]).toEqual([query, status, code]);
    }
  });
});

describe.each(STORE_KINDS)('GET /changes retention ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()], undefined, {
      changeRetention: 3,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a cursor older than the retained history is CURSOR_EXPIRED (410); a new start works', async () => {
    const start = await get(server, '/v1/changes');
    const seq = await server.store.lastChangeSeq();
    await importCatalog(server.store, changedSmallCatalog());
    const added = (await server.store.lastChangeSeq()) - seq;
    expect(added).toBeGreaterThan(3);
    const before = await storePosition(server.store);
    const res = await get(server, `/v1/changes?cursor=${cursorOf(start.body.next_cursor)}`);
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('CURSOR_EXPIRED');
    expect(res.body.error.details).toMatchObject({ retained_changes: 3 });
    expect(await storePosition(server.store)).toEqual(before);

    const fresh = await get(server, '/v1/changes');
    expect(fresh.status).toBe(200);
    const oldest = await get(server, '/v1/changes?start=OLDEST_RETAINED');
    expect(oldest.body.items).toEqual((await storedChangesAfter(server, 0)).slice(-3));
    expect(oldest.body.has_more).toBe(false);
  });
});

describe('GET /changes across store histories', () => {
  test('a cursor into a history the store does not hold (a replaced store) is CURSOR_EXPIRED', async () => {
    const storeA = new MemoryStore();
    const storeB = new MemoryStore();
    await importCatalog(storeA, smallCatalog(), {
      source: 'a',
      clock: () => new Date('2026-11-01T00:00:00Z'),
    });
    await importCatalog(storeB, smallCatalog(), {
      source: 'b',
      clock: () => new Date('2026-11-02T00:00:00Z'),
    });
    await importCatalog(storeB, changedSmallCatalog(), {
      source: 'b',
      clock: () => new Date('2026-11-03T00:00:00Z'),
    });
    const a = await startTestServer(storeA);
    const b = await startTestServer(storeB);
    try {
      const cursor = (await get(a, '/v1/changes')).body.next_cursor;
      const res = await get(b, `/v1/changes?cursor=${cursorOf(cursor)}`);
      expect(res.status).toBe(410);
      expect(res.body.error.code).toBe('CURSOR_EXPIRED');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
