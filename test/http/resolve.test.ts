// POST /markets:resolve over real HTTP on both stores: the four input forms plus condition_id,
// RESOLVED / UNRESOLVED / AMBIGUOUS items, and validation failures that change nothing.
import { validateCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { post, startTestServer, storePosition, type TestServer } from '../support/test-server';

/** A second market that shares Polymarket market ID 600100 with the bitcoin market: ambiguous. */
const clash = validateCatalog({
  format: 'settlegraph.catalog/v1',
  markets: [
    {
      market_id: 'mkt-clash',
      title: 'A market whose listing reuses a native ID',
      event_ids: ['evt-pm-btc'],
      family_ids: ['fam-btc'],
      outcomes: [
        {
          outcome_id: 'out-clash-yes',
          label: 'YES',
          listings: [
            {
              listing_id: 'lst-clash-yes',
              venue: 'polymarket',
              venue_market_id: '600100',
              venue_outcome_id: 'Other',
              venue_event_ids: ['777001'],
              trading_rules: { quote_currency: 'USD', payout_currency: 'USD', payout_unit: '1' },
            },
          ],
        },
      ],
    },
  ],
});

const resolve = (server: TestServer, inputs: unknown[]) =>
  post(server, '/v1/markets:resolve', { inputs });

describe.each(STORE_KINDS)('POST /markets:resolve ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog(), clash]);
  });
  afterAll(async () => {
    await server.close();
  });

  test('market ID alone resolves the whole market with every matching outcome', async () => {
    const res = await resolve(server, [
      { client_reference: 'a', venue: 'kalshi', venue_market_id: 'KXFED-26DEC-CUT' },
    ]);
    expect(res.status).toBe(200);
    expect(typeof res.body.as_of).toBe('string');
    expect(res.body.items).toEqual([
      {
        client_reference: 'a',
        status: 'RESOLVED',
        input: { venue: 'kalshi', venue_market_id: 'KXFED-26DEC-CUT' },
        market_id: 'mkt-fed-cut',
        market_version: '1',
        event_ids: ['evt-kx-fed', 'evt-pm-fed'],
        family_ids: ['fam-fed'],
        outcomes: [
          {
            outcome_id: 'out-fed-cut-yes',
            label: 'YES',
            listings: [
              { listing_id: 'lst-kx-fed-cut-yes', mapping_version: '1', venue_outcome_id: 'yes' },
            ],
          },
          {
            outcome_id: 'out-fed-cut-no',
            label: 'NO',
            listings: [
              { listing_id: 'lst-kx-fed-cut-no', mapping_version: '1', venue_outcome_id: 'no' },
            ],
          },
        ],
      },
    ]);
  });

  test('the four forms and condition_id each resolve; one failed item does not affect the others', async () => {
    const res = await resolve(server, [
      {
        client_reference: 'market+outcome',
        venue: 'polymarket',
        venue_market_id: '553842',
        venue_outcome_id: 'No',
      },
      { client_reference: 'token', venue: 'polymarket', token_id: '1111111111111111111111' },
      {
        client_reference: 'ticker',
        venue: 'kalshi',
        ticker: 'KXFED-26DEC-CUT',
        venue_outcome_id: 'no',
      },
      {
        client_reference: 'slug',
        venue: 'polymarket',
        slug: 'btc-above-100k',
        venue_outcome_id: 'Yes',
      },
      { client_reference: 'condition', venue: 'polymarket', condition_id: '0xabc1' },
      { client_reference: 'unknown', venue: 'polymarket', token_id: '999' },
      {
        client_reference: 'agreeing forms',
        venue: 'polymarket',
        venue_market_id: '553842',
        token_id: '2222222222222222222222',
      },
    ]);
    expect(res.status).toBe(200);
    const byRef = Object.fromEntries(res.body.items.map((i: any) => [i.client_reference, i]));
    expect(res.body.items.map((i: any) => i.client_reference)).toEqual([
      'market+outcome',
      'token',
      'ticker',
      'slug',
      'condition',
      'unknown',
      'agreeing forms',
    ]);
    const outcomeIds = (ref: string) => byRef[ref].outcomes.map((o: any) => o.outcome_id);
    expect(outcomeIds('market+outcome')).toEqual(['out-fed-cut-no']);
    expect(byRef['market+outcome'].outcomes[0].listings).toEqual([
      { listing_id: 'lst-pm-fed-cut-no', mapping_version: '1', venue_outcome_id: 'No' },
    ]);
    expect(outcomeIds('token')).toEqual(['out-fed-cut-yes']);
    expect(outcomeIds('ticker')).toEqual(['out-fed-cut-no']);
    expect(outcomeIds('slug')).toEqual(['out-btc-100k-yes']);
    expect(outcomeIds('condition')).toEqual(['out-fed-cut-yes', 'out-fed-cut-no']);
    expect(byRef.unknown).toMatchObject({
      status: 'UNRESOLVED',
      input: { venue: 'polymarket', token_id: '999' },
    });
    expect(byRef.unknown.reason).toContain('token_id');
    expect(byRef.unknown.market_id).toBeUndefined();
    expect(byRef['agreeing forms']).toMatchObject({ status: 'RESOLVED', market_id: 'mkt-fed-cut' });
    expect(outcomeIds('agreeing forms')).toEqual(['out-fed-cut-no']);
  });

  test('an identifier shared by two markets is AMBIGUOUS, never guessed', async () => {
    const res = await resolve(server, [
      { client_reference: 'x', venue: 'polymarket', venue_market_id: '600100' },
    ]);
    expect(res.body.items[0]).toMatchObject({
      status: 'AMBIGUOUS',
      candidate_market_ids: ['mkt-btc-100k', 'mkt-clash'],
    });
    expect(res.body.items[0].reason).toEqual(expect.any(String));
    expect(res.body.items[0].market_id).toBeUndefined();
  });

  test('an event ID in the market selector is UNRESOLVED, and the reason says why', async () => {
    const res = await resolve(server, [
      { client_reference: 'e', venue: 'polymarket', venue_market_id: '903193' },
    ]);
    expect(res.body.items[0].status).toBe('UNRESOLVED');
    expect(res.body.items[0].reason).toContain('event ID');
  });

  test('identifiers are never matched across venues', async () => {
    const res = await resolve(server, [
      { client_reference: 'v', venue: 'kalshi', token_id: '1111111111111111111111' },
    ]);
    expect(res.body.items[0].status).toBe('UNRESOLVED');
  });

  test.each([
    ['no inputs', { inputs: [] }, 'inputs'],
    ['no body field', {}, 'inputs'],
    ['missing venue', { inputs: [{ client_reference: 'a', venue_market_id: '553842' }] }, 'venue'],
    [
      'missing client_reference',
      { inputs: [{ venue: 'kalshi', ticker: 'T' }] },
      'client_reference',
    ],
    [
      'no identifier form',
      { inputs: [{ client_reference: 'a', venue: 'kalshi', venue_outcome_id: 'yes' }] },
      'inputs[0]',
    ],
    [
      'duplicate client_reference',
      {
        inputs: [
          { client_reference: 'a', venue: 'kalshi', ticker: 'T' },
          { client_reference: 'a', venue: 'kalshi', ticker: 'U' },
        ],
      },
      'client_reference',
    ],
    [
      'unknown field',
      { inputs: [{ client_reference: 'a', venue: 'kalshi', ticker: 'T', market_id: 'x' }] },
      'market_id',
    ],
    [
      'conflicting forms',
      {
        inputs: [
          { client_reference: 'ok', venue: 'kalshi', ticker: 'KXFED-26DEC-CUT' },
          {
            client_reference: 'clash',
            venue: 'polymarket',
            venue_market_id: '553842',
            token_id: '3333',
          },
        ],
      },
      'inputs[1]',
    ],
  ])('%s fails the request with INVALID_REQUEST and changes nothing', async (_name, body, path) => {
    const before = await storePosition(server.store);
    const res = await post(server, '/v1/markets:resolve', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(JSON.stringify(res.body.error.details)).toContain(path);
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('a native ID sent as a JSON number is refused, never coerced (it may have lost digits)', async () => {
    const before = await storePosition(server.store);
    const res = await post(
      server,
      '/v1/markets:resolve',
      '{"inputs": [{"client_reference": "n", "venue": "polymarket", "token_id": 9007199254740993}]}',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.problems[0].path).toBe('inputs[0].token_id');
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('conflicting forms name the input in the message', async () => {
    const res = await resolve(server, [
      {
        client_reference: 'clash',
        venue: 'polymarket',
        venue_market_id: '553842',
        token_id: '3333',
      },
    ]);
    expect(res.body.error.message).toContain('clash');
  });

  test('a side and a token of the other side conflict: 400 naming the input, whichever forms carry the side', async () => {
    const noSideWithYesToken = {
      client_reference: 'no-side-yes-token',
      venue: 'polymarket',
      venue_market_id: '553842',
      venue_outcome_id: 'No',
      token_id: '1111111111111111111111',
    };
    const tokenAgainstItsSide = {
      client_reference: 'token-other-side',
      venue: 'polymarket',
      token_id: '2222222222222222222222',
      venue_outcome_id: 'Yes',
    };
    for (const input of [noSideWithYesToken, tokenAgainstItsSide]) {
      const before = await storePosition(server.store);
      const res = await resolve(server, [
        { client_reference: 'fine', venue: 'kalshi', ticker: 'KXFED-26DEC-CUT' },
        input,
      ]);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toContain(input.client_reference);
      expect(res.body.error.details.problems).toEqual([
        { path: 'inputs[1]', reason: expect.stringContaining(input.client_reference) },
      ]);
      expect(res.body.error.details.problems[0].reason).toContain('token_id');
      expect(await storePosition(server.store)).toEqual(before);
    }
  });

  test('the same side named by every form resolves to it', async () => {
    const res = await resolve(server, [
      {
        client_reference: 'no',
        venue: 'polymarket',
        venue_market_id: '553842',
        venue_outcome_id: 'No',
        token_id: '2222222222222222222222',
        condition_id: '0xabc1',
      },
      {
        client_reference: 'yes',
        venue: 'polymarket',
        token_id: '1111111111111111111111',
        venue_outcome_id: 'Yes',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => [i.status, i.outcomes[0].outcome_id])).toEqual([
      ['RESOLVED', 'out-fed-cut-no'],
      ['RESOLVED', 'out-fed-cut-yes'],
    ]);
  });

  test('a token of another market beside a market ID and side is named as different markets', async () => {
    const res = await resolve(server, [
      {
        client_reference: 'other-market',
        venue: 'polymarket',
        venue_market_id: '553842',
        venue_outcome_id: 'Yes',
        token_id: '3333',
      },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.details.problems[0].reason).toContain('different markets');
  });

  test('more than 1000 inputs is INVALID_REQUEST', async () => {
    const inputs = Array.from({ length: 1001 }, (_, i) => ({
      client_reference: `r${i}`,
      venue: 'kalshi',
      ticker: 'T',
    }));
    const res = await resolve(server, inputs);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
  });

  test('a body that is not JSON is INVALID_REQUEST', async () => {
    const res = await post(server, '/v1/markets:resolve', '{"inputs": [');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.request_id).toBeTruthy();
  });
});
