// A large REST evaluation leaves the event loop free on its way in and out too (docs/decisions.md,
// "Evaluation never blocks the server"), over real HTTP: while a body of 20,000 positions is
// parsed, validated, resolved and its answer written, other work gets turns again and again, not
// only while the worker pool holds the computation. What is counted is structure, not speed: the
// turns the event loop takes from the moment the whole body has come in to the moment the answer's
// head is written, while the pool holds nothing (an in-process probe, the server being in the
// test's process). The body is parsed, validated and its answer written in runs of a fixed size
// and the service's stages take a turn every STEP_MS, so the turns are about 150 on a quiet
// machine and on one at load 20 alike; when each stage ran in one piece they were 2, and no
// /healthz answer came in that span. A count of /healthz answers alone is not the proof: each
// answer takes a round trip over loopback, and a run of the whole suite at load 18-34 counted 34
// where a quiet machine counts 79 (docs/decisions.md, "Test suite: turns counted, not answers").
// That test sends a body with one character past ASCII, which keeps its positions on the serving
// thread: an ASCII body's positions are read, and its per-position answer written, in the pool
// (docs/decisions.md, "Evaluation: the columns back to the engine, the answer's positions as
// bytes"), where there is nothing of theirs left for the loop to give turns in.
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  evaluationCatalog,
  evaluationPayouts,
  evaluationPositions,
  evaluationRequestBody,
  outcomeIdOf,
  type EvaluationBookSize,
} from '../../bench/support/evaluation-book';
import { dec, formatDec, type Dec } from '../../src/domain/arithmetic/decimal';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { get, post, startTestServer, TEST_KEY, type TestServer } from '../support/test-server';

// The largest book a request may hold; few scenarios, so that the stages on the event loop are
// most of the request's work.
const SIZE: EvaluationBookSize = { markets: 1_000, scenarios: 40, positions: 20_000 };

/**
 * The book's payout in each scenario, in decimal.js: each outcome's quantities netted (OWED
 * negative), times its payout texts, summed over outcomes.
 */
function referencePayouts(size: EvaluationBookSize): string[] {
  const rows = evaluationPayouts(size);
  const net = new Map<number, Dec>();
  for (const p of evaluationPositions(size))
    net.set(p.outcome, (net.get(p.outcome) ?? dec(0)).plus(p.quantity));
  const totals = Array.from({ length: size.scenarios }, () => dec(0));
  for (const [outcome, quantity] of net)
    rows[outcome]!.forEach((payout, s) => {
      totals[s] = totals[s]!.plus(quantity.times(payout));
    });
  return totals.map((t) => formatDec(t));
}

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
    const body = JSON.stringify(evaluationRequestBody(SIZE)).replace(
      '"position_id":"pos-0"',
      '"position_id":"pos-é"',
    );
    // The first evaluation compiles the family's payout rows, kept for the next.
    expect((await post(s, '/v1/evaluations:run', body)).status).toBe(200);

    // From the moment the whole body has come in to the moment the answer's head is written, the
    // request is on the serving thread unless the pool holds it.
    const arrived: ServerResponse[] = [];
    s.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.url === '/v1/evaluations:run') request.once('end', () => arrived.push(response));
    });
    const onTheLoop = () =>
      pool.inFlight === 0 && arrived.some((response) => !response.headersSent);

    // Alone, with nothing else asked: every turn of the event loop while the request is on the
    // serving thread is one the evaluation gave.
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      if (onTheLoop()) turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const alone = await post(s, '/v1/evaluations:run', body);
    counting = false;
    expect(alone.status).toBe(200);

    // With /healthz asked again and again meanwhile: answered while the request is on the serving
    // thread, not only while the pool holds it.
    let evaluating = true;
    const answered = post(s, '/v1/evaluations:run', body).finally(() => {
      evaluating = false;
    });
    let healthOnTheLoop = 0;
    while (evaluating) {
      const health = await get(s, '/healthz', null);
      expect(health.status).toBe(200);
      if (!evaluating) break;
      if (onTheLoop()) healthOnTheLoop += 1;
    }
    const res = await answered;
    expect(res.status).toBe(200);
    expect(res.body.assignments).toHaveLength(SIZE.positions);
    expect(res.body.baseline.books[0].position_ids).toHaveLength(SIZE.positions);
    expect(res.body.baseline.books[0].payouts).toHaveLength(SIZE.scenarios);
    expect(pool.inFlight).toBe(0);
    // The runs of a fixed size alone are about 115 turns for this body, whatever the machine's
    // speed; the stages in one piece gave 2.
    expect(turns).toBeGreaterThanOrEqual(40);
    expect(healthOnTheLoop).toBeGreaterThanOrEqual(1);
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

  test('a large body whose positions are read in one pass is answered as the general path answers it', async () => {
    const s = server!;
    // Every body is made before the first is sent and the answers compared after the last: a
    // long pause between two requests outlasts the server's keep-alive on a loaded machine.
    const text = JSON.stringify(evaluationRequestBody(SIZE));
    // One escaped character ("pos-\u0030" is "pos-0") leaves the whole list to the general parse
    // and validation (src/rest/evaluation-positions.ts): the same request, the other path.
    const escaped = text.replace('"position_id":"pos-0"', '"position_id":"pos-\\u0030"');
    expect(escaped).not.toBe(text);
    // An ASCII body's positions are read in a worker thread into columns; one character past
    // ASCII leaves them to the reader on the serving thread (src/http/json-bodies.ts): three paths
    // of one request, compared with the general one.
    const accented = text.replace('"position_id":"pos-0"', '"position_id":"pos-é"');
    const accentedEscaped = text.replace('"position_id":"pos-0"', '"position_id":"pos-\\u00e9"');
    // A priced valuation, which the columns do not carry: the request is run with objects.
    const priced = text.replace('{', '{"pricing":{"mode":"MIDPOINT"},');
    const pricedEscaped = escaped.replace('{', '{"pricing":{"mode":"MIDPOINT"},');
    expect(priced).not.toBe(text);
    // Bad input around positions the reader accepts, and bad input the service finds in them.
    const spoilers: ((body: Record<string, unknown>) => void)[] = [
      (body) => {
        body.include = ['SUMMARY', 'EVERYTHING'];
        body.result_limit = '3';
        body.unknown_member = true;
      },
      (body) => {
        const positions = body.positions as Record<string, unknown>[];
        positions[7]!.position_id = 'pos-3';
        positions[5]!.quantity = '0.00';
        positions[6]!.instrument = { outcome_id: 'out-none' };
      },
      // Read into columns, then refused by the resolution of its instruments.
      (body) => {
        const positions = body.positions as Record<string, unknown>[];
        positions[6]!.instrument = { outcome_id: 'out-none' };
        positions[9]!.instrument = { listing_id: 'listing-none' };
      },
    ];
    const spoilt = (positions: number, spoil: (body: Record<string, unknown>) => void) => {
      const body = evaluationRequestBody({ ...SIZE, positions });
      spoil(body);
      return JSON.stringify(body);
    };
    const bad = spoilers.map((spoil) => [spoilt(SIZE.positions, spoil), spoilt(10, spoil)]);

    const read = await post(s, '/v1/evaluations:run', text);
    const parsed = await post(s, '/v1/evaluations:run', escaped);
    const pairs = [
      [
        await post(s, '/v1/evaluations:run', accented),
        await post(s, '/v1/evaluations:run', accentedEscaped),
      ],
      [
        await post(s, '/v1/evaluations:run', priced),
        await post(s, '/v1/evaluations:run', pricedEscaped),
      ],
    ];
    const refused: { status: number; error: Record<string, unknown> }[][] = [];
    for (const pair of bad) {
      const answers = [];
      for (const body of pair) {
        const res = await post(s, '/v1/evaluations:run', body);
        // Every answer has its own request_id.
        const { request_id: _requestId, ...error } = res.body.error as Record<string, unknown>;
        answers.push({ status: res.status, error });
      }
      refused.push(answers);
    }

    expect(read.status).toBe(200);
    const withoutTime = (body: { versions: Record<string, unknown> }) =>
      JSON.stringify({ ...body, versions: { ...body.versions, as_of: null } });
    expect(withoutTime(read.body)).toBe(withoutTime(parsed.body));
    for (const [one, other] of pairs) {
      expect(one!.status).toBe(200);
      expect(withoutTime(one!.body)).toBe(withoutTime(other!.body));
    }
    expect(pairs[0]![0]!.body.assignments[0].position_id).toBe('pos-é');
    expect(pairs[1]![0]!.body.valuation.items).toHaveLength(SIZE.positions);
    for (const [large, small] of refused) {
      expect(large!.status).toBe(400);
      expect(large).toEqual(small);
    }
  }, 240_000);

  test("from columns, the books' holdings are made in the worker and the per-position parts written there as bytes: the answer's text is the general path's, byte for byte", async () => {
    const s = server!;
    const text = JSON.stringify(evaluationRequestBody(SIZE, ['SUMMARY', 'PAYOUTS', 'SCENARIOS']));
    const escaped = text.replace('"position_id":"pos-0"', '"position_id":"pos-\\u0030"');
    // A candidate whose trade is in the positions' book, and one filtered family.
    const more = (body: string) =>
      body.replace(
        '{',
        `{"candidates":[{"candidate_id":"c-1","trades":[{"trade_id":"t-1","instrument":{"outcome_id":"${outcomeIdOf(0)}"},"quantity_delta":"-5","price":"0.25"}]}],"scenario_filters":[{"family_id":"fam-eval","scenario_ids":["s1","s2","s3"]}],`,
      );
    const raw = async (body: string) => {
      const res = await fetch(`${s.url}/v1/evaluations:run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return (await res.text()).replace(/"as_of":"[^"]*"/, '"as_of":null');
    };
    const byColumns = jest.spyOn(s.services.evaluation.pool, 'runColumns');
    const fromSnapshot = s.services.evaluation.snapshotAnswers;
    try {
      const answers = [];
      for (const body of [text, escaped, more(text), more(escaped)]) answers.push(await raw(body));
      // The bodies read into columns were evaluated from them, the first from the revision's
      // catalog snapshot once an earlier answer built it (docs/decisions.md, "Evaluation: a
      // catalog snapshot per revision in the worker"); the escaped ones were not.
      expect(
        byColumns.mock.calls.length + s.services.evaluation.snapshotAnswers - fromSnapshot,
      ).toBe(2);
      expect(answers[0]).toBe(answers[1]);
      expect(answers[2]).toBe(answers[3]);
      const answer = JSON.parse(answers[2]!) as {
        assignments: unknown[];
        baseline: { books: { position_ids: string[] }[] };
        candidates: unknown[];
        scenarios: unknown[];
      };
      expect(answer.assignments).toHaveLength(SIZE.positions);
      expect(answer.baseline.books[0]!.position_ids).toHaveLength(SIZE.positions);
      expect(answer.candidates).toHaveLength(1);
      expect(answer.scenarios).toHaveLength(1);
    } finally {
      byColumns.mockRestore();
    }
  }, 240_000);

  test('while two large evaluations run at once /healthz is answered again and again, and each answer is the exact one', async () => {
    const s = server!;
    const body = JSON.stringify(evaluationRequestBody(SIZE));
    let unanswered = 2;
    const answers = [0, 1].map(() =>
      post(s, '/v1/evaluations:run', body).finally(() => {
        unanswered -= 1;
      }),
    );
    // Counted while both are under way, on the event loop or in the pool: the loop's turns (an
    // in-process probe, as in the first test) and the /healthz answers. Turns, not answers, are
    // the proof: the faster both evaluations run, the fewer round trips fit while they do, and a
    // run on a quiet machine answered 23 where a loaded one answered 79.
    let whileBoth = 0;
    let turns = 0;
    const count = () => {
      if (unanswered !== 2) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    while (unanswered > 0) {
      const health = await get(s, '/healthz', null);
      expect(health.status).toBe(200);
      if (unanswered === 2) whileBoth += 1;
    }
    const [first, second] = await Promise.all(answers);
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    expect(turns).toBeGreaterThanOrEqual(40);
    expect(whileBoth).toBeGreaterThanOrEqual(2);

    // The vector, the extrema and the assignments are decimal.js's, in both answers.
    const expected = referencePayouts(SIZE);
    const values = expected.map((t) => dec(t));
    const least = values.reduce((a, b) => (b.lessThan(a) ? b : a));
    const most = values.reduce((a, b) => (b.greaterThan(a) ? b : a));
    const positions = evaluationPositions(SIZE);
    for (const res of [first!, second!]) {
      const book = res.body.baseline.books[0];
      expect(book.payouts.map((p: { value: string }) => p.value)).toEqual(expected);
      expect(book.payouts.map((p: { scenario_id: string }) => p.scenario_id)).toEqual(
        expected.map((_, i) => `s${i}`),
      );
      expect(book.min.value).toBe(formatDec(least));
      expect(book.max.value).toBe(formatDec(most));
      expect(book.min.tie_count).toBe(values.filter((v) => v.equals(least)).length);
      expect(book.position_ids).toEqual(positions.map((_, i) => `pos-${i}`));
      expect(res.body.assignments).toEqual(
        positions.map((_, i) => ({ position_id: `pos-${i}`, family_id: 'fam-eval' })),
      );
      expect(res.body.coverage.supported_positions).toBe(SIZE.positions);
    }
    expect(new Set(positions.map((p) => outcomeIdOf(p.outcome))).size).toBeGreaterThan(1_000);
    expect(s.services.evaluation.pool.inFlight).toBe(0);
  }, 240_000);
});
