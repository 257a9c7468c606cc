// POST /evaluations:run over real HTTP on both stores: candidate trades priced at their own
// price, at the quote midpoint or by walking the book, with fees; net outcomes after cost; the
// ranking on them; QUOTE_OLD past the warning age. Numbers checked by hand against
// test/fixtures/evaluation-catalog.ts (Kalshi taker fee 0.07 × q × p × (1 − p), rounded up to the
// cent; the YES asks hold 20 at 0.42, the bids 12 at 0.40 and 10 at 0.39).
import { STORE_KINDS } from '../support/stores';
import { post, startTestServer, type TestServer } from '../support/test-server';
import { NOW, evaluationCatalog } from '../fixtures/evaluation-catalog';

/** The baseline: 10 NO of the Fed cut, paying 0 on cut, 10 on hold, 5 on void. */
const heldNo = [
  {
    position_id: 'p-no',
    instrument: { listing_id: 'lst-kx-fed-cut-no' },
    position_type: 'HELD',
    quantity: '10',
  },
];

const buyYes = (candidateId: string, quantity: string, extra: Record<string, string> = {}) => ({
  candidate_id: candidateId,
  trades: [
    {
      trade_id: 't1',
      instrument: { listing_id: 'lst-kx-fed-cut-yes' },
      quantity_delta: quantity,
      ...extra,
    },
  ],
});

const ranks = (body: any) =>
  body.candidates.map((c: any) => [
    c.candidate_id,
    c.rank,
    c.net_whole_book.min,
    c.net_whole_book.max,
  ]);

describe.each(STORE_KINDS)(
  'POST /evaluations:run: candidates net of cost ($name store)',
  (kind) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(await kind.open(), [evaluationCatalog()], undefined, {
        clock: () => NOW,
      });
    }, 120_000);
    afterAll(async () => {
      await server.close();
    });

    const run = (body: unknown) => post(server, '/v1/evaluations:run', body);

    test('a trade at its own price and fee: cost, and per scenario payout minus cost', async () => {
      const res = await run({
        positions: heldNo,
        candidates: [buyYes('c-buy', '10', { price: '0.42', fee: '0.18' })],
        include: ['SUMMARY', 'PAYOUTS'],
      });
      expect(res.status).toBe(200);
      const [candidate] = res.body.candidates;
      expect(candidate.cost).toEqual({
        complete: true,
        value: '4.38',
        trades: [
          {
            trade_id: 't1',
            listing_id: 'lst-kx-fed-cut-yes',
            quantity_delta: '10',
            price_source: 'REQUEST',
            price: '0.42',
            notional: '4.2',
            fee_source: 'REQUEST',
            fee: '0.18',
            cost: '4.38',
            observed_at: null,
            warning: null,
          },
        ],
      });
      const [fed] = candidate.books;
      expect(fed).toMatchObject({
        family_id: 'fam-fed',
        before: { min: '0', max: '10' },
        after: { min: '10', max: '10' },
        cost: '4.38',
        net_after: { min: '5.62', max: '5.62' },
      });
      // net_delta: what the 10 YES pay in each scenario minus their 4.38.
      expect(fed.payouts).toEqual([
        {
          scenario_id: 'cut',
          before: '0',
          after: '10',
          delta: '10',
          net_after: '5.62',
          net_delta: '5.62',
        },
        {
          scenario_id: 'hold',
          before: '10',
          after: '10',
          delta: '0',
          net_after: '5.62',
          net_delta: '-4.38',
        },
        {
          scenario_id: 'void',
          before: '5',
          after: '10',
          delta: '5',
          net_after: '5.62',
          net_delta: '0.62',
        },
      ]);
      expect(candidate.net_whole_book).toMatchObject({ status: 'EXACT', min: '5.62', max: '5.62' });
      expect(candidate.net_whole_book.explanation).toContain("After the candidate's cost");
      expect(res.body.ranking.basis).toBe('NET_AFTER_COST');
    });

    test("a trade at its own price without a fee pays the listing's published taker fee", async () => {
      const res = await run({
        positions: heldNo,
        candidates: [buyYes('c-buy', '10', { price: '0.42' })],
      });
      expect(res.status).toBe(200);
      // 0.07 × 10 × 0.42 × 0.58 = 0.17052, rounded up to the cent.
      expect(res.body.candidates[0].cost.trades[0]).toMatchObject({
        price_source: 'REQUEST',
        fee_source: 'PUBLISHED',
        fee: '0.18',
        cost: '4.38',
      });
    });

    test('ranking on the net whole book: buying more no longer ranks higher', async () => {
      const candidates = [buyYes('c-10', '10'), buyYes('c-20', '20')];
      // Unpriced: both keep the worst case at 10 and c-20 has the better best case.
      const unpriced = await run({ positions: heldNo, candidates });
      expect(unpriced.status).toBe(200);
      expect(unpriced.body.ranking.basis).toBe('PAYOUT');
      expect(unpriced.body.candidates.map((c: any) => c.candidate_id)).toEqual(['c-20', 'c-10']);
      expect(unpriced.body.warnings.map((w: any) => w.code)).toEqual(['CANDIDATES_UNPRICED']);

      // At 0.42: c-10 costs 4.20 + 0.18 and leaves 10 everywhere; c-20 costs 8.40 + 0.35
      // (0.07 × 20 × 0.2436 = 0.34104, up to the cent) and leaves 10, 10 or 20.
      const priced = await run({
        positions: heldNo,
        candidates: [
          buyYes('c-10', '10', { price: '0.42' }),
          buyYes('c-20', '20', { price: '0.42' }),
        ],
      });
      expect(priced.status).toBe(200);
      expect(priced.body.ranking).toEqual({
        basis: 'NET_AFTER_COST',
        explanation: expect.stringContaining('net of its cost'),
      });
      expect(ranks(priced.body)).toEqual([
        ['c-10', 1, '5.62', '5.62'],
        ['c-20', 2, '1.25', '11.25'],
      ]);
      expect(priced.body.candidates.map((c: any) => c.whole_book.max)).toEqual(['10', '20']);
    });

    test('LIQUIDATION walks the depth; a trade larger than the depth is not priced and ranks last', async () => {
      const res = await run({
        positions: heldNo,
        candidates: [
          buyYes('c-10', '10'),
          buyYes('c-20', '20'),
          buyYes('c-25', '25'),
          {
            candidate_id: 'c-split',
            trades: [
              {
                trade_id: 'a',
                instrument: { listing_id: 'lst-kx-fed-cut-yes' },
                quantity_delta: '15',
              },
              {
                trade_id: 'b',
                instrument: { outcome_id: 'out-fed-cut-yes' },
                quantity_delta: '10',
              },
            ],
          },
          {
            candidate_id: 'c-sell',
            trades: [
              {
                trade_id: 't1',
                instrument: { listing_id: 'lst-kx-fed-cut-yes' },
                quantity_delta: '-15',
              },
            ],
          },
        ],
        pricing: { mode: 'LIQUIDATION' },
      });
      expect(res.status).toBe(200);
      const byId = new Map(res.body.candidates.map((c: any) => [c.candidate_id, c]));
      expect((byId.get('c-20') as any).cost.trades[0]).toEqual({
        trade_id: 't1',
        listing_id: 'lst-kx-fed-cut-yes',
        quantity_delta: '20',
        price_source: 'LIQUIDATION',
        price: '0.42',
        notional: '8.4',
        fee_source: 'PUBLISHED',
        fee: '0.35',
        cost: '8.75',
        observed_at: '2026-11-20T15:59:00.000Z',
        warning: null,
      });
      // Selling 15 takes 12 at 0.40 and 3 at 0.39: 4.80 + 1.17 received; fees per level filled,
      // 0.07 × 12 × 0.24 = 0.2016 → 0.21 and 0.07 × 3 × 0.39 × 0.61 = 0.049959 → 0.05.
      expect((byId.get('c-sell') as any).cost).toMatchObject({
        complete: true,
        value: '-5.71',
        trades: [{ price: '0.398', notional: '-5.97', fee: '0.26', cost: '-5.71' }],
      });
      // No partial fills: the asks hold 20.
      const thin = byId.get('c-25') as any;
      expect(thin.cost).toMatchObject({
        complete: false,
        value: null,
        trades: [{ trade_id: 't1', cost: null, warning: 'BOOK_THIN' }],
      });
      expect(thin.net_whole_book).toMatchObject({ status: 'UNAVAILABLE', min: null, max: null });
      expect(thin.books[0]).toMatchObject({
        after: { min: '10', max: '25' },
        cost: null,
        net_after: null,
      });
      const split = byId.get('c-split') as any;
      expect(split.cost.trades.map((t: any) => [t.trade_id, t.cost, t.warning])).toEqual([
        ['a', '6.56', null],
        ['b', null, 'BOOK_THIN'],
      ]);
      const thinWarnings = res.body.warnings.filter(
        (w: any) => w.code === 'BOOK_THIN' && w.candidate_id !== null,
      );
      expect(thinWarnings).toEqual([
        {
          code: 'BOOK_THIN',
          message: expect.stringContaining(
            'the asks of lst-kx-fed-cut-yes hold 20, less than the 25 this trade buys: not priced (no partial fills',
          ),
          position_id: null,
          candidate_id: 'c-25',
          trade_id: 't1',
        },
        {
          code: 'BOOK_THIN',
          message: expect.stringContaining(
            "hold 5 after the 15 this candidate's earlier trades take, less than the 10 this trade buys",
          ),
          position_id: null,
          candidate_id: 'c-split',
          trade_id: 'b',
        },
      ]);
      // Priced candidates first by net worst case; the unpriced ones after, ranked on payouts
      // (c-25 and c-split tie there, both 10 to 25: by candidate ID).
      // c-sell: after cut −15, hold 10, void −2.5, plus the 5.71 received.
      expect(ranks(res.body)).toEqual([
        ['c-10', 1, '5.62', '5.62'],
        ['c-20', 2, '1.25', '11.25'],
        ['c-sell', 3, '-9.29', '15.71'],
        ['c-25', 4, null, null],
        ['c-split', 5, null, null],
      ]);
    });

    test('MIDPOINT prices a trade at the midpoint with the published fee', async () => {
      const res = await run({
        positions: heldNo,
        candidates: [buyYes('c-10', '10')],
        pricing: { mode: 'MIDPOINT' },
      });
      expect(res.status).toBe(200);
      // 10 × 0.41 + 0.07 × 10 × 0.41 × 0.59 = 4.10 + 0.16933 → 0.17.
      expect(res.body.candidates[0].cost.trades[0]).toMatchObject({
        price_source: 'MIDPOINT',
        price: '0.41',
        notional: '4.1',
        fee: '0.17',
        cost: '4.27',
        observed_at: '2026-11-20T15:59:00.000Z',
      });
      expect(res.body.candidates[0].net_whole_book).toMatchObject({ min: '5.73', max: '5.73' });
    });

    test('a quote older than the default warning age (300 s) is used with QUOTE_OLD', async () => {
      const btc = {
        position_id: 'p-btc',
        instrument: { listing_id: 'lst-pm-btc-yes' },
        position_type: 'HELD',
        quantity: '5',
      };
      const res = await run({
        positions: [btc],
        candidates: [
          {
            candidate_id: 'c-btc',
            trades: [
              { trade_id: 't1', instrument: { listing_id: 'lst-pm-btc-yes' }, quantity_delta: '1' },
            ],
          },
        ],
        pricing: { mode: 'MIDPOINT' },
      });
      expect(res.status).toBe(200);
      // The quote is from 12:00, four hours before the clock: still valued, but warned about.
      expect(res.body.valuation).toMatchObject({
        complete: true,
        value: '1.6',
        items: [{ position_id: 'p-btc', value: '1.6', warning: null }],
      });
      expect(res.body.warnings).toEqual([
        {
          code: 'QUOTE_OLD',
          message: expect.stringContaining(
            'the quote of lst-pm-btc-yes observed at 2026-11-20T12:00:00.000Z is 4 hours old, older than 300 seconds',
          ),
          position_id: 'p-btc',
          candidate_id: null,
          trade_id: null,
        },
        {
          code: 'QUOTE_OLD',
          message: expect.stringContaining(
            'candidate c-btc, trade t1: the quote of lst-pm-btc-yes',
          ),
          position_id: null,
          candidate_id: 'c-btc',
          trade_id: 't1',
        },
      ]);
      expect(res.body.candidates[0].cost.trades[0]).toMatchObject({
        price: '0.32',
        observed_at: '2026-11-20T12:00:00.000Z',
        warning: null,
      });

      // The request sets its own age: a day silences it; 30 s warns on the minute-old Kalshi quote.
      const lenient = await run({
        positions: [btc],
        pricing: { mode: 'MIDPOINT', warn_quote_age_seconds: 86_400 },
      });
      expect(lenient.body.warnings).toEqual([]);
      const strict = await run({
        positions: [{ ...btc, instrument: { listing_id: 'lst-kx-fed-cut-yes' } }],
        pricing: { mode: 'MIDPOINT', warn_quote_age_seconds: 30 },
      });
      expect(strict.body.warnings.map((w: any) => [w.code, w.position_id])).toEqual([
        ['QUOTE_OLD', 'p-btc'],
      ]);
    });

    test('the service default comes from its options (SETTLEGRAPH_QUOTE_WARN_AGE_S)', async () => {
      // 30 s: the minute-old Kalshi quote warns too, which the 300 s default leaves alone.
      const strict = await startTestServer(await kind.open(), [evaluationCatalog()], undefined, {
        clock: () => NOW,
        quoteWarnAgeSeconds: 30,
      });
      try {
        const res = await post(strict, '/v1/evaluations:run', {
          positions: [
            {
              position_id: 'p-btc',
              instrument: { listing_id: 'lst-pm-btc-yes' },
              position_type: 'HELD',
              quantity: '5',
            },
            {
              position_id: 'p-yes',
              instrument: { listing_id: 'lst-kx-fed-cut-yes' },
              position_type: 'HELD',
              quantity: '5',
            },
          ],
          pricing: { mode: 'MIDPOINT' },
        });
        expect(res.status).toBe(200);
        expect(res.body.warnings.map((w: any) => [w.code, w.position_id])).toEqual([
          ['QUOTE_OLD', 'p-btc'],
          ['QUOTE_OLD', 'p-yes'],
        ]);
        expect(res.body.warnings[1].message).toContain('older than 30 seconds');
      } finally {
        await strict.close();
      }
    });

    test.each([
      ['a negative price', { price: '-0.1' }, 'candidates[0].trades[0].price'],
      ['a negative fee', { price: '0.4', fee: '-1' }, 'candidates[0].trades[0].fee'],
      ['a price as a JSON number', { price: 0.4 }, 'candidates[0].trades[0].price'],
      ['a fee that is not a decimal', { fee: 'abc' }, 'candidates[0].trades[0].fee'],
    ])('%s is 400 INVALID_REQUEST naming the field', async (_name, extra, path) => {
      const res = await run({
        positions: heldNo,
        candidates: [buyYes('c', '1', extra as Record<string, string>)],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(JSON.stringify(res.body.error)).toContain(path);
    });
  },
);
