// Evaluations off the event loop (docs/decisions.md, "Evaluation off the event loop"), over real
// HTTP: a large evaluation runs in the worker pool while /healthz answers, and a full pool refuses
// the next one with 503 SERVICE_UNAVAILABLE and Retry-After, on REST and GraphQL, instead of
// queueing it. The pool runs the evaluation the stores have already read, so one store serves
// (the stores' evaluation answers are tested in evaluations.test.ts on both).
import {
  evaluationCatalog as largeCatalog,
  evaluationRequestBody,
  evaluationPayouts,
  evaluationPositions,
  outcomeIdOf,
  type EvaluationBookSize,
} from '../../bench/support/evaluation-book';
import { compileBook } from '../../src/domain/evaluation/payout-rows';
import type { EvaluationInput } from '../../src/domain/evaluation/types';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { NOW, evaluationCatalog, workedExampleBody } from '../fixtures/evaluation-catalog';
import { graphql } from '../graphql/graphql-client';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

const SIZE: EvaluationBookSize = { markets: 400, scenarios: 500, positions: 8_000 };

/** The large book as the engine's input, compiled as the service hands it to the pool. */
function engineInput(size: EvaluationBookSize): EvaluationInput {
  const rows = evaluationPayouts(size);
  return compileBook({
    books: [
      {
        key: 'fam-eval@1#',
        familyId: 'fam-eval',
        scenarioVersion: '1',
        memberFamilyIds: ['fam-eval'],
        payoutCurrency: null,
        scenarioIds: Array.from({ length: size.scenarios }, (_, s) => `s${s}`),
        conditioned: false,
        payouts: new Map(rows.map((row, o) => [outcomeIdOf(o), row])),
        holdings: evaluationPositions(size).map((p, i) => ({
          holdingId: `pos-${i}`,
          outcomeId: outcomeIdOf(p.outcome),
          quantity: p.quantity,
        })),
      },
    ],
    candidates: [],
    independentSets: [],
    include: { payouts: true, contributions: false },
  });
}

describe('evaluations in the worker pool', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('a large evaluation runs in a worker while /healthz answers', async () => {
    server = await startTestServer(new MemoryStore(), [largeCatalog(SIZE)], undefined, {
      evaluationPool: { threads: 1, queueMax: 2, inlineCellsMax: 1 },
    });
    const s = server;
    const pool = s.services.evaluation.pool;
    let evaluating = true;
    const answered = post(s, '/v1/evaluations:run', evaluationRequestBody(SIZE)).finally(() => {
      evaluating = false;
    });
    // /healthz is asked again and again while the evaluation is under way; the answers that came
    // while the pool held it are the point of the test.
    const duringEvaluation: number[] = [];
    while (evaluating) {
      const health = await get(s, '/healthz', null);
      expect(health.status).toBe(200);
      if (pool.inFlight > 0) duringEvaluation.push(health.status);
    }
    const res = await answered;
    expect(res.status).toBe(200);
    expect(res.body.baseline.books).toHaveLength(1);
    expect(res.body.baseline.books[0].payouts).toHaveLength(SIZE.scenarios);
    expect(duringEvaluation.length).toBeGreaterThan(0);
    expect(pool.inFlight).toBe(0);
  });

  test('a full pool refuses the next large evaluation with 503 SERVICE_UNAVAILABLE and Retry-After, on REST and GraphQL', async () => {
    server = await startTestServer(new MemoryStore(), [evaluationCatalog()], undefined, {
      clock: () => NOW,
      evaluationPool: { threads: 1, queueMax: 1, inlineCellsMax: 1 },
    });
    const s = server;
    const pool = s.services.evaluation.pool;
    // Two evaluations hold the one thread and the one queue place.
    const input = engineInput(SIZE);
    const holding = [
      pool.run(input, Number.MAX_SAFE_INTEGER),
      pool.run(input, Number.MAX_SAFE_INTEGER),
    ];
    expect(pool.full).toBe(true);

    const res = await post(s, '/v1/evaluations:run', workedExampleBody());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.error.message).toMatch(/^the service is running 2 large evaluations/);
    expect(res.body.error.message).toContain('scenario_filters');
    expect(res.body.error.details).toEqual({
      retry_after_seconds: 1,
      evaluation_threads: 1,
      evaluation_queue_max: 1,
    });

    const viaGraphql = await graphql(
      s,
      `
        mutation Run($input: RunEvaluationInput!) {
          runEvaluation(input: $input) {
            assignments {
              positionId
            }
          }
        }
      `,
      {
        input: {
          positions: [
            {
              positionId: 'p',
              instrument: { outcomeId: 'out-fed-cut-yes' },
              positionType: 'HELD',
              quantity: '1',
            },
          ],
        },
      },
    );
    expect(viaGraphql.body.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');

    // The held evaluations finish, and their places are free again.
    const results = await Promise.all(holding);
    expect(results[0]!.books[0]!.payouts).toHaveLength(SIZE.scenarios);
    expect(pool.inFlight).toBe(0);
    const again = await post(s, '/v1/evaluations:run', workedExampleBody());
    expect(again.status).toBe(200);
  });
});
