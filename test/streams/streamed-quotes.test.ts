// A continuous sync with its streams: the quote of a listing whose stream is current stays the
// stream's after later sync passes (GET /v1/quotes: the live book's best levels, `source`
// ORDERBOOK, `last` the last streamed print), on both stores; the REST quotes and books of such a
// listing are left to the stream.
import { generateKeyPairSync } from 'node:crypto';
import { type LiveMarketData } from '../../src/services/live-market-data';
import { kalshiCredentials } from '../../src/venues/kalshi/kalshi-signing';
import { VenueStreams } from '../../src/sync/venue-streams';
import { SyncLoop } from '../../src/sync/sync-loop';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { StreamSimulator } from '../support/venue-stream-simulator';
import { quickHttp, recordedVenues, VenueSimulator } from '../support/venue-simulator';
import { until } from './stream-harness';

const PM_TOKEN = '19048307355245366074303663981866527486844857207279124286412382013868987503505';
const PM_LISTING = 'lst-pm-640102-yes';
const PM_MARKET = '0x' + 'ab'.repeat(32);
const KX_TICKER = 'KXFEDDECISION-26DEC-H0';
const KX_YES = 'lst-kx-kxfeddecision-26dec-h0-yes';

describe.each(STORE_KINDS)('streamed quotes through sync passes ($name store)', (kind) => {
  let server: TestServer | undefined;
  let rest: VenueSimulator | undefined;
  let venue: StreamSimulator | undefined;
  let loop: SyncLoop | undefined;
  afterEach(async () => {
    await loop?.stop();
    await server?.close();
    await venue?.close();
    await rest?.close();
  });

  test("a streamed listing's quote keeps the live book's levels, source ORDERBOOK and the last streamed print after a sync pass", async () => {
    rest = await VenueSimulator.start(recordedVenues());
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    venue = await StreamSimulator.start({ kalshiPublicKey: publicKey });
    venue.setPolymarketBook(PM_TOKEN, PM_MARKET, [['0.31', '100']], [['0.36', '10']]);
    venue.setKalshiBook(KX_TICKER, [['0.05', '100.00']], [['0.90', '30.00']]);
    const store = await kind.open();
    const http = quickHttp(rest);
    const streams = new VenueStreams({
      store,
      http,
      kalshiRestRoot: rest.endpoints.kalshi,
      venues: ['polymarket', 'kalshi'],
      config: {
        enabled: true,
        polymarketUrl: venue.urls.polymarket,
        kalshiUrl: venue.urls.kalshi,
        kalshiCredentials: kalshiCredentials(
          'key-1',
          privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ),
        pollIntervalSeconds: 3600,
        persistIntervalMs: 50,
        bookIntervalMs: 0,
      },
      log: () => undefined,
    });
    const live: LiveMarketData = streams.live;
    server = await startTestServer(store, [], undefined, { liveFeeds: live });
    let passes = 0;
    loop = new SyncLoop({
      store,
      http,
      endpoints: rest.endpoints,
      venues: ['polymarket', 'kalshi'],
      intervalMs: 200,
      kindIntervals: { fullMs: 0, tradesMs: 3_600_000, historyMs: 3_600_000 },
      log: () => undefined,
      onPass: () => {
        passes += 1;
      },
      streams,
    });
    loop.start();
    const quote = async (listingId: string) =>
      (await get(server!, `/v1/quotes?listing_id=${listingId}`)).body.items?.[0];

    // The first pass lands the catalog (slower on Neo4j), then the streams follow its listings.
    await until(
      'both books streamed',
      () => [PM_LISTING, KX_YES].every((id) => live.state(id)?.current === true),
      () => passes,
      45_000,
    );
    venue.kalshiTrade(KX_TICKER, 'kx-stream-1', '0.0900', '4.00', 'yes');
    await until('the streamed print', () => live.quote(KX_YES)?.last === '0.09');
    // Passes of both venues after the stream's data: each would write its REST quotes.
    const after = passes;
    await until(
      'two more passes of each venue',
      () => passes >= after + 4,
      () => passes,
      45_000,
    );
    await live.flush();

    expect(await quote(PM_LISTING)).toMatchObject({
      bid: '0.31',
      ask: '0.36',
      source: 'ORDERBOOK',
    });
    expect(await quote(KX_YES)).toMatchObject({
      bid: '0.05',
      ask: '0.1',
      last: '0.09',
      source: 'ORDERBOOK',
    });
  }, 180_000);
});
