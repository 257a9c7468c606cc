// A large REST evaluation leaves the event loop free on its way in and out too (docs/decisions.md,
// "Evaluation never blocks the server"), over real HTTP: while a body of 20,000 positions is
// parsed, validated, resolved and its answer written, /healthz is answered again and again, not
// only while the worker pool holds the computation. The health answers counted are those that came
// while the evaluation was under way and not in the pool. No clock is read: the body is parsed,
// validated and its answer written in runs of a fixed size with a turn for other work after each
// (about 115 turns for this body, whatever the machine's speed), and 79 answers came on a loaded
// 2-core machine; when each of these stages ran in one piece, 16 came (the service's own turns).
import {
  evaluationCatalog,
  evaluationRequestBody,
  type EvaluationBookSize,
} from '../../bench/support/evaluation-book';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

// The largest book a request may hold; few scenarios, so that the stages on the event loop are
// most of the request's work.
const SIZE: EvaluationBookSize = { markets: 1_000, scenarios: 40, positions: 20_000 };

describe('a large evaluation over REST and /healthz', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  test('/healthz is answered again and again while a 20,000-position body is parsed, validated, resolved and answered', async () => {
    server = await startTestServer(new MemoryStore(), [evaluationCatalog(SIZE)], undefined, {
      evaluationPool: { threads: 1, queueMax: 2, inlineCellsMax: 1 },
    });
    const s = server;
    const pool = s.services.evaluation.pool;
    const body = JSON.stringify(evaluationRequestBody(SIZE));
    // The first evaluation compiles the family's payout rows, kept for the next.
    expect((await post(s, '/v1/evaluations:run', body)).status).toBe(200);

    let evaluating = true;
    const answered = post(s, '/v1/evaluations:run', body).finally(() => {
      evaluating = false;
    });
    let onTheLoop = 0;
    while (evaluating) {
      const health = await get(s, '/healthz', null);
      expect(health.status).toBe(200);
      if (!evaluating) break;
      if (pool.inFlight === 0) onTheLoop += 1;
    }
    const res = await answered;
    expect(res.status).toBe(200);
    expect(res.body.assignments).toHaveLength(SIZE.positions);
    expect(res.body.baseline.books[0].position_ids).toHaveLength(SIZE.positions);
    expect(res.body.baseline.books[0].payouts).toHaveLength(SIZE.scenarios);
    expect(pool.inFlight).toBe(0);
    expect(onTheLoop).toBeGreaterThanOrEqual(40);
  }, 240_000);
});
