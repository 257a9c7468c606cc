// NDJSON market-data ingest (src/catalog/ingest-ndjson.ts) on both stores: validated whole before
// any write, problems at FILE:LINE and JSON path, batched commits, idempotent by trade_id, and
// COVERAGE change records when history grows.
import { importCatalog } from '../../src/catalog/import-catalog';
import { ingestMarketData } from '../../src/catalog/ingest-ndjson';
import { ServiceError } from '../../src/domain/errors';
import type { Store } from '../../src/store/store';
import { KX_NO, KX_YES, PM_YES } from '../fixtures/market-data-catalog';
import { GOOD_LINES, ndjson } from '../fixtures/market-data-ndjson';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { storePosition } from '../support/test-server';

const clock = () => new Date('2026-11-20T16:30:00.000Z');
const page = { offset: 0, limit: 100 };

describe.each(STORE_KINDS)('NDJSON ingest ($name store)', (kind) => {
  let store: Store;

  beforeEach(async () => {
    store = await kind.open();
    await importCatalog(store, smallCatalog(), { source: 'small', clock });
  });
  afterEach(async () => {
    await store.close();
  });

  test('a good file is written in batches; re-ingesting it writes nothing', async () => {
    const head = (await store.head()).revision;
    const seq = await store.lastChangeSeq();
    const file = { name: 'md.ndjson', text: ndjson(GOOD_LINES) };
    const result = await ingestMarketData(store, [file], { batchRows: 3, clock });
    // 2 trades, 1 bar, 1 quote, 2 books (YES and NO), 2 fees = 8 rows in 3 commits.
    expect(result).toEqual({ lines: 6, rows: 8, changes: 3, commits: 3, revision: head + 3 });
    const trades = await store.marketData.trades(
      { listingIds: [KX_YES, KX_NO] },
      result.revision,
      page,
    );
    expect(trades.items.map((t) => t.tradeId)).toEqual(['nd-2', 'nd-1']);
    const books = await store.marketData.latestOrderbooks([KX_NO]);
    expect(books.get(KX_NO)).toMatchObject({
      bids: [{ price: '0.58', size: '7' }],
      asks: [{ price: '0.6', size: '5' }],
    });
    const changes = await store.changesAfter(seq, { resourceTypes: ['COVERAGE'] }, 10);
    expect(changes.map((c) => [c.resourceId, c.changeType]).sort()).toEqual([
      [KX_NO, 'CREATED'],
      [KX_YES, 'CREATED'],
      [PM_YES, 'CREATED'],
    ]);
    const position = await storePosition(store);
    const again = await ingestMarketData(store, [file], { batchRows: 3, clock });
    expect(again).toEqual({ lines: 6, rows: 0, changes: 0, commits: 0, revision: result.revision });
    expect(await storePosition(store)).toEqual(position);
  });

  test('one bad line anywhere writes nothing; every problem names FILE:LINE and the JSON path', async () => {
    const before = await storePosition(store);
    const good = { name: 'good.ndjson', text: ndjson(GOOD_LINES) };
    const bad = {
      name: 'bad.ndjson',
      text: [
        JSON.stringify(GOOD_LINES[0]),
        '',
        '{"type": "trade", "trade_id": "x"',
        JSON.stringify({ type: 'tick', listing_id: KX_YES }),
        JSON.stringify({ ...GOOD_LINES[1], price: '1.2' }),
        JSON.stringify({ ...GOOD_LINES[3], bid: '0.5' }),
        JSON.stringify({ ...GOOD_LINES[2], volume: 'lots' }),
        JSON.stringify({ ...GOOD_LINES[0], quantity: '11' }),
      ].join('\n'),
    };
    const error = await ingestMarketData(store, [good, bad], { clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    const problems = (error as ServiceError).details!.problems!.map(
      (p) => `${p.path}: ${p.reason}`,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^bad\.ndjson:3 \$: not valid JSON/),
      'bad.ndjson:4 $.type: must be one of quote, orderbook, trade, bar, fee',
      'bad.ndjson:7 $.volume: must be a decimal string such as "0.42"; received "lots"',
    ]);
    expect(await storePosition(store)).toEqual(before);
    // With the shape fixed, the planner's problems are reported the same way.
    const planned = {
      name: 'bad.ndjson',
      text: ndjson([
        GOOD_LINES[0],
        { ...GOOD_LINES[1], price: '1.2' },
        { ...GOOD_LINES[3], bid: '0.5' },
        { ...GOOD_LINES[0], quantity: '11' },
      ]),
    };
    const second = await ingestMarketData(store, [planned], { clock }).catch((e: unknown) => e);
    expect(
      (second as ServiceError).details!.problems!.map((p) => `${p.path}: ${p.reason}`),
    ).toEqual([
      'bad.ndjson:3 $: bid 0.5 is above ask 0.43',
      'bad.ndjson:2 $.price: must be between 0 and the payout unit 1',
      'bad.ndjson:4 $.trade_id: trade nd-1 is given again with other content (first at bad.ndjson:1 $)',
    ]);
    expect(await storePosition(store)).toEqual(before);
  });

  test('an ingest that extends history records COVERAGE UPDATED for the listing', async () => {
    await ingestMarketData(store, [{ name: 'a.ndjson', text: ndjson(GOOD_LINES) }], { clock });
    const seq = await store.lastChangeSeq();
    const earlier = {
      type: 'bar',
      listing_id: KX_YES,
      interval: '1m',
      start: '2026-11-01T00:00:00Z',
      open: '0.3',
      high: '0.3',
      low: '0.3',
      close: '0.3',
      volume: '0',
    };
    const result = await ingestMarketData(store, [{ name: 'b.ndjson', text: ndjson([earlier]) }], {
      clock,
    });
    expect(result).toMatchObject({ rows: 1, changes: 1, commits: 1 });
    const [change] = await store.changesAfter(seq, {}, 10);
    expect(change).toMatchObject({
      resourceType: 'COVERAGE',
      resourceId: KX_YES,
      changeType: 'UPDATED',
      description: `market data coverage of listing ${KX_YES} changed: history_start 2026-11-20T15:00:00.000Z -> 2026-11-01T00:00:00.000Z; intervals 1h -> 1m, 1h`,
    });
    const coverage = await store.marketData.coverage([KX_YES]);
    expect(coverage.get(KX_YES)).toMatchObject({
      historyStart: '2026-11-01T00:00:00.000Z',
      intervals: ['1m', '1h'],
    });
  });
});
