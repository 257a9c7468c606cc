// What one evaluation or compose may cost (docs/decisions.md, "Bounded memory"), over real HTTP
// on both stores: a response past SETTLEGRAPH_RESPONSE_LIMIT_BYTES is refused before the work
// when its least size already passes it, and by REST before sending when only its bytes do; an
// evaluation past SETTLEGRAPH_EVALUATION_CELLS_MAX payout cells and trades past the cap are
// refused; a compose whose answer would pass the limit writes nothing.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { DEFAULT_WORK_LIMITS, LIMITS, type WorkLimits } from '../../src/domain/limits';
import { NOW, evaluationCatalog, workedExampleBody } from '../fixtures/evaluation-catalog';
import { graphql } from '../graphql/graphql-client';
import { STORE_KINDS, type StoreKind } from '../support/stores';
import { post, startTestServer, storePosition, type TestServer } from '../support/test-server';

const RUN = `mutation Run($input: RunEvaluationInput!) {
  runEvaluation(input: $input) { assignments { positionId } }
}`;

/** A book of `count` positions on one outcome, each with its contributions asked for. */
function bigBook(count: number, include: string[]) {
  return {
    positions: Array.from({ length: count }, (_, i) => ({
      position_id: `position-${i}`,
      instrument: { outcome_id: 'out-fed-cut-yes' },
      position_type: 'HELD',
      quantity: '1',
    })),
    include,
  };
}

/** The same book as GraphQL's input. */
function bigBookInput(count: number, include: string[]) {
  return {
    positions: Array.from({ length: count }, (_, i) => ({
      positionId: `position-${i}`,
      instrument: { outcomeId: 'out-fed-cut-yes' },
      positionType: 'HELD',
      quantity: '1',
    })),
    include,
  };
}

describe.each(STORE_KINDS)('work limits ($name store)', (kind: StoreKind) => {
  let server: TestServer | undefined;

  async function serve(workLimits: Partial<WorkLimits>, catalog: CatalogDocument) {
    await server?.close();
    server = await startTestServer(await kind.open(), [catalog], undefined, {
      clock: () => NOW,
      workLimits,
    });
    return server;
  }
  afterAll(async () => {
    await server?.close();
  });

  test('an evaluation whose least response passes the limit is refused before it is computed, on both APIs', async () => {
    const s = await serve({ responseLimitBytes: 4096 }, evaluationCatalog());
    const small = await post(s, '/v1/evaluations:run', bigBook(20, ['SUMMARY']));
    expect(small.status).toBe(200);

    const res = await post(s, '/v1/evaluations:run', bigBook(200, ['SUMMARY', 'CONTRIBUTIONS']));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message).toMatch(
      /^the response would hold at least \d+ bytes, more than the 4096/,
    );
    expect(res.body.error.message).toContain('scenario_filters');
    expect(res.body.error.details.response_limit_bytes).toBe(4096);
    expect(res.body.error.details.response_bytes_at_least).toBeGreaterThan(4096);

    const viaGraphql = await graphql(s, RUN, {
      input: bigBookInput(200, ['SUMMARY', 'CONTRIBUTIONS']),
    });
    expect(viaGraphql.body.data.runEvaluation).toBeNull();
    const [error] = viaGraphql.body.errors!;
    expect(error!.extensions.code).toBe('INVALID_REQUEST');
    expect(error!.message).toContain('scenarioFilters');
    expect(error!.extensions.details.responseLimitBytes).toBe(4096);
  });

  test('a response whose bytes pass the limit, though its least size does not, is refused by REST before it is sent', async () => {
    const open = await serve({}, evaluationCatalog());
    const full = await post(open, '/v1/evaluations:run', workedExampleBody());
    expect(full.status).toBe(200);
    const bytes = Buffer.byteLength(JSON.stringify(full.body));

    const s = await serve({ responseLimitBytes: bytes - 1 }, evaluationCatalog());
    const res = await post(s, '/v1/evaluations:run', workedExampleBody());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      `the response holds ${bytes} bytes, more than the ${bytes - 1} this service answers: ask for fewer positions, candidates or scenarios, or leave PAYOUTS and CONTRIBUTIONS out of include`,
    );
    expect(res.body.error.details).toEqual({
      response_limit_bytes: bytes - 1,
      response_bytes_at_least: bytes,
    });
  });

  test('an evaluation past the payout cells it may compute is refused, on both APIs', async () => {
    const s = await serve({ evaluationCellsMax: 15 }, evaluationCatalog());
    expect((await post(s, '/v1/evaluations:run', bigBook(5, ['SUMMARY']))).status).toBe(200);
    const res = await post(s, '/v1/evaluations:run', workedExampleBody());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^the evaluation would compute \d+ payout cells/);
    expect(res.body.error.details.evaluation_cells_max).toBe(15);
    expect(res.body.error.details.evaluation_cells).toBeGreaterThan(15);

    const candidates = workedExampleBody().candidates.map((c) => ({
      candidateId: c.candidate_id,
      trades: c.trades.map((t) => {
        const instrument: { outcome_id?: string; listing_id?: string } = t.instrument;
        return {
          tradeId: t.trade_id,
          instrument:
            instrument.outcome_id !== undefined
              ? { outcomeId: instrument.outcome_id }
              : { listingId: instrument.listing_id },
          quantityDelta: t.quantity_delta,
        };
      }),
    }));
    const viaGraphql = await graphql(s, RUN, {
      input: { ...bigBookInput(5, ['SUMMARY']), candidates },
    });
    expect(viaGraphql.body.errors![0]!.extensions.details.evaluationCellsMax).toBe(15);
  });

  test('trades of all candidates together are capped', async () => {
    const s = await serve({}, evaluationCatalog());
    const trades = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        trade_id: `t${i}`,
        instrument: { outcome_id: 'out-fed-cut-yes' },
        quantity_delta: '1',
      }));
    const half = LIMITS.tradesMax / 2;
    const res = await post(s, '/v1/evaluations:run', {
      ...bigBook(1, ['SUMMARY']),
      candidates: [
        { candidate_id: 'a', trades: trades(half) },
        { candidate_id: 'b', trades: trades(half + 1) },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.problems).toEqual([
      {
        path: 'candidates',
        reason: `at most ${LIMITS.tradesMax} trades in all candidates together, got ${LIMITS.tradesMax + 1}`,
      },
    ]);
  });

  test('a compose whose answer would pass the limit is refused and writes nothing', async () => {
    const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
    const s = await serve({ responseLimitBytes: 1024 }, demo);
    const before = await storePosition(s.store);
    const res = await post(s, '/v1/markets:compose', {
      venue: 'polymarket',
      settlement_convention_id: 'polymarket-parlay-v1',
      legs: [
        { outcome_id: 'out-fed-dec26-cut-any-pm-yes' },
        { outcome_id: 'out-fed-dec26-cut25-no' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message).toMatch(
      /^the response would hold \d+ bytes, more than the 1024 this service answers; nothing was written/,
    );
    expect(await storePosition(s.store)).toEqual(before);
  }, 120_000);

  test('coverage discloses the limits', async () => {
    const s = await serve({}, evaluationCatalog());
    const res = await graphql(
      s,
      '{ coverage(familyId: "fam-fed") { serviceLimits { responseLimitBytes evaluationCellsMax tradesMax idLengthMax } } }',
    );
    expect(res.body.data.coverage.serviceLimits).toEqual({
      responseLimitBytes: DEFAULT_WORK_LIMITS.responseLimitBytes,
      evaluationCellsMax: DEFAULT_WORK_LIMITS.evaluationCellsMax,
      tradesMax: LIMITS.tradesMax,
      idLengthMax: LIMITS.idLengthMax,
    });
  });
});
