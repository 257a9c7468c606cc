// Mutation.runEvaluation over real HTTP on both stores: candidate trades with their price and
// fee or priced from the book, net outcomes after cost, the ranking on them and QUOTE_OLD; each
// answer equal to REST's. Numbers as in test/http/evaluation-costs.test.ts.
import { NOW, evaluationCatalog } from '../fixtures/evaluation-catalog';
import { STORE_KINDS } from '../support/stores';
import { post, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const minMax = 'min max';
const whole = 'status min max explanation';
const RUN = `mutation Run($input: RunEvaluationInput!) {
  runEvaluation(input: $input) {
    candidates { candidateId rank
      books { familyId cost netAfter { ${minMax} } payouts { scenarioId after delta netAfter netDelta } }
      wholeBook { ${whole} }
      cost { complete value trades { tradeId listingId quantityDelta priceSource price notional
        feeSource fee cost observedAt warning } }
      netWholeBook { ${whole} } }
    ranking { basis explanation }
    valuation { mode complete value items { positionId listingId value warning } }
    warnings { code message positionId candidateId tradeId }
  }
}`;

const heldNo = [
  {
    positionId: 'p-no',
    instrument: { listingId: 'lst-kx-fed-cut-no' },
    positionType: 'HELD',
    quantity: '10',
  },
];
const buyYes = (candidateId: string, quantityDelta: string, extra: object = {}) => ({
  candidateId,
  trades: [
    { tradeId: 't1', instrument: { listingId: 'lst-kx-fed-cut-yes' }, quantityDelta, ...extra },
  ],
});

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function snakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCase);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeCase(v)]));
  return value;
}

describe.each(STORE_KINDS)(
  'Mutation.runEvaluation: candidates net of cost ($name store)',
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

    /** Runs the input over GraphQL and REST and checks both answer the same. */
    const both = async (input: Record<string, unknown>) => {
      const result = (await data(server, RUN, { input })).runEvaluation;
      const rest = await post(server, '/v1/evaluations:run', snakeCase(input));
      expect(rest.status).toBe(200);
      expect(snakeCase(result)).toEqual({
        candidates: rest.body.candidates.map((c: any) => ({
          ...c,
          books: c.books.map((b: any) => ({
            family_id: b.family_id,
            cost: b.cost,
            net_after: b.net_after,
            payouts:
              b.payouts?.map((p: any) => ({
                scenario_id: p.scenario_id,
                after: p.after,
                delta: p.delta,
                net_after: p.net_after,
                net_delta: p.net_delta,
              })) ?? null,
          })),
        })),
        ranking: rest.body.ranking,
        valuation: rest.body.valuation,
        warnings: rest.body.warnings,
      });
      return result;
    };

    test('a priced trade: its cost and payout minus cost per scenario; buying more ranks lower', async () => {
      const result = await both({
        positions: heldNo,
        candidates: [
          buyYes('c-10', '10', { price: '0.42', fee: '0.18' }),
          buyYes('c-20', '20', { price: '0.42' }),
        ],
        include: ['SUMMARY', 'PAYOUTS'],
      });
      expect(result.ranking.basis).toBe('NET_AFTER_COST');
      expect(
        result.candidates.map((c: any) => [
          c.candidateId,
          c.rank,
          c.cost.value,
          c.netWholeBook.min,
        ]),
      ).toEqual([
        ['c-10', 1, '4.38', '5.62'],
        ['c-20', 2, '8.75', '1.25'],
      ]);
      const [first] = result.candidates;
      expect(first.cost.trades[0]).toMatchObject({
        priceSource: 'REQUEST',
        feeSource: 'REQUEST',
        notional: '4.2',
        fee: '0.18',
      });
      expect(first.books[0].payouts.map((p: any) => [p.scenarioId, p.netDelta])).toEqual([
        ['cut', '5.62'],
        ['hold', '-4.38'],
        ['void', '0.62'],
      ]);
      expect(result.candidates[1].cost.trades[0].feeSource).toBe('PUBLISHED');
    });

    test('LIQUIDATION: a trade past the depth is BOOK_THIN, unpriced and ranked last', async () => {
      const result = await both({
        positions: heldNo,
        candidates: [buyYes('c-25', '25'), buyYes('c-20', '20')],
        pricing: { mode: 'LIQUIDATION' },
      });
      expect(result.candidates.map((c: any) => [c.candidateId, c.netWholeBook.status])).toEqual([
        ['c-20', 'EXACT'],
        ['c-25', 'UNAVAILABLE'],
      ]);
      expect(result.candidates[1].cost.trades[0]).toMatchObject({
        cost: null,
        warning: 'BOOK_THIN',
      });
      expect(result.warnings).toContainEqual({
        code: 'BOOK_THIN',
        message: expect.stringContaining('hold 20, less than the 25 this trade buys'),
        positionId: null,
        candidateId: 'c-25',
        tradeId: 't1',
      });
    });

    test('a four-hour-old quote is used with QUOTE_OLD; warnQuoteAgeSeconds moves the age', async () => {
      const positions = [
        {
          positionId: 'p-btc',
          instrument: { listingId: 'lst-pm-btc-yes' },
          positionType: 'HELD',
          quantity: '5',
        },
      ];
      const old = await both({ positions, pricing: { mode: 'MIDPOINT' } });
      expect(old.valuation.value).toBe('1.6');
      expect(old.warnings.map((w: any) => [w.code, w.positionId])).toEqual([
        ['QUOTE_OLD', 'p-btc'],
      ]);
      const lenient = await both({
        positions,
        pricing: { mode: 'MIDPOINT', warnQuoteAgeSeconds: 86_400 },
      });
      expect(lenient.warnings).toEqual([]);
    });

    test('a negative price carries INVALID_REQUEST naming input.candidates[0].trades[0].price', async () => {
      const res = await graphql(server, RUN, {
        input: { positions: heldNo, candidates: [buyYes('c', '1', { price: '-1' })] },
      });
      expect(res.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
      expect(JSON.stringify(res.body.errors)).toContain('input.candidates[0].trades[0].price');
    });
  },
);
