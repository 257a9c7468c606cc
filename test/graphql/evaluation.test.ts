// Mutation.runEvaluation over real HTTP on both stores: the worked example of
// docs/evaluation-example.md gives the hand-checked numbers and exactly the REST response.
import { NOW, evaluationCatalog, workedExampleBody } from '../fixtures/evaluation-catalog';
import { STORE_KINDS } from '../support/stores';
import { post, startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

const extremum = 'value tieCount witnesses';
const minMax = 'min max';
const whole = 'status min max explanation';
const RUN = `mutation Run($input: RunEvaluationInput!) {
  runEvaluation(input: $input) {
    baseline {
      books { familyId scenarioVersion payoutCurrency conditioned positionIds
        min { ${extremum} } max { ${extremum} }
        payouts { scenarioId value } contributions { positionId payouts { scenarioId value } } }
      wholeBook { ${whole} }
    }
    candidates { candidateId rank
      books { familyId scenarioVersion payoutCurrency before { ${minMax} } after { ${minMax} } delta { ${minMax} }
        cost netAfter { ${minMax} }
        payouts { scenarioId before after delta netAfter netDelta } }
      wholeBook { ${whole} }
      cost { complete value trades { tradeId listingId quantityDelta priceSource price notional
        feeSource fee cost observedAt warning } }
      netWholeBook { ${whole} } }
    ranking { basis explanation }
    assignments { positionId familyId }
    offsets { familyId scenarioVersion positionIds value explanation }
    scenarios { familyId scenarioVersion scenarioIds }
    valuation { mode complete value items { positionId listingId value warning } }
    coverage { positions supportedPositions unsupported { positionId outcomeId reason }
      unsupportedTrades { candidateId tradeId outcomeId reason } scenarioFilters { familyId scenarioIds } }
    versions { snapshotId asOf marketVersions { marketId version } mappingVersions { listingId mappingVersion }
      scenarioPins { familyId scenarioVersion } }
    warnings { code message positionId candidateId tradeId }
  }
}`;

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
function camelCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCase);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), camelCase(v)]));
  }
  return value;
}

describe.each(STORE_KINDS)('Mutation.runEvaluation ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [evaluationCatalog()], undefined, {
      clock: () => NOW,
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('the worked example: hand-checked numbers, identical to the REST response', async () => {
    const body = workedExampleBody({ mode: 'LIQUIDATION', max_quote_age_seconds: 600 });
    const input = camelCase(body);
    const result = (await data(server, RUN, { input })).runEvaluation;
    const fed = result.baseline.books.find((b: any) => b.familyId === 'fam-fed');
    expect(fed.payouts.map((p: any) => p.value)).toEqual(['14', '10', '12']);
    expect(fed.min).toEqual({ value: '10', tieCount: 1, witnesses: ['hold'] });
    expect(result.baseline.wholeBook).toMatchObject({ status: 'EXACT', min: '5', max: '14' });
    expect(result.candidates.map((c: any) => [c.candidateId, c.rank])).toEqual([
      ['c-hedge', 1],
      ['c-more-cut', 2],
      ['c-sell-no', 3],
    ]);
    expect(result.offsets.map((o: any) => [o.positionIds, o.value])).toEqual([
      [['p-yes-a', 'p-no'], '10'],
    ]);
    expect(result.valuation).toMatchObject({
      mode: 'LIQUIDATION',
      complete: false,
      value: '3.613',
    });

    const rest = await post(server, '/v1/evaluations:run', body);
    expect(rest.status).toBe(200);
    expect(result).toEqual(camelCase(rest.body));
  });

  test('bad input carries INVALID_REQUEST in extensions.code', async () => {
    const res = await graphql(server, RUN, {
      input: {
        positions: [
          {
            positionId: 'p',
            instrument: { outcomeId: 'out-fed-cut-yes' },
            positionType: 'HELD',
            quantity: '0',
          },
        ],
      },
    });
    expect(res.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
  });

  test('an answer whose bytes pass SETTLEGRAPH_RESPONSE_LIMIT_BYTES, though its least size does not, is refused before it is sent', async () => {
    const input = camelCase(workedExampleBody());
    const full = await graphql(server, RUN, { input });
    expect(full.status).toBe(200);
    const bytes = Number(full.headers.get('content-length'));
    expect(bytes).toBeGreaterThan(0);

    const limited = await startTestServer(await kind.open(), [evaluationCatalog()], undefined, {
      clock: () => NOW,
      workLimits: { responseLimitBytes: bytes - 1 },
    });
    try {
      const res = await graphql(limited, RUN, { input });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([
        {
          message: `the response holds ${bytes} bytes, more than the ${bytes - 1} this service answers: ask for fewer positions, candidates or scenarios, or leave PAYOUTS and CONTRIBUTIONS out of include`,
          extensions: {
            code: 'INVALID_REQUEST',
            requestId: expect.any(String),
            details: { responseLimitBytes: bytes - 1, responseBytesAtLeast: bytes },
          },
        },
      ]);
    } finally {
      await limited.close();
    }
  });
});
