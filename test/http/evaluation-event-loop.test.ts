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

  test('bad input in a large body is answered as in a small one: the same status, code and problems', async () => {
    const s = server!;
    const answerTo = async (positions: number, bad: number) => {
      const body = evaluationRequestBody({ ...SIZE, positions }) as {
        positions: Record<string, unknown>[];
      };
      body.positions[bad]!.position_type = 'LENT';
      const res = await post(s, '/v1/evaluations:run', JSON.stringify(body));
      // Every answer has its own request_id.
      const { request_id: _requestId, ...error } = res.body.error as Record<string, unknown>;
      return { status: res.status, error };
    };
    const large = await answerTo(SIZE.positions, 7);
    const small = await answerTo(10, 7);
    expect(large.status).toBe(400);
    expect(large.error.code).toBe('INVALID_REQUEST');
    expect(large.error.message).toContain('positions[7].position_type');
    expect(large).toEqual(small);

    // A misplaced comma deep in the list: the body is refused as the parser refuses it whole.
    const text = JSON.stringify(evaluationRequestBody(SIZE));
    const at = text.indexOf('},{', Math.floor(text.length / 2));
    const broken = await post(
      s,
      '/v1/evaluations:run',
      `${text.slice(0, at)}},,{${text.slice(at + 3)}`,
    );
    const shortBroken = await post(s, '/v1/evaluations:run', '{"positions":[{},,{}]}');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe(shortBroken.body.error.code);
    expect(broken.body.error.message).toBe(shortBroken.body.error.message);
  }, 240_000);
});
