// A large evaluation resolved against the revision's catalog snapshot in the worker
// (docs/decisions.md, "Evaluation: a catalog snapshot per revision in the worker"), over real
// HTTP: each request is answered by the general path (no snapshot kept), then again once the
// snapshot of the families it was answered in is built, and the two answers are the same text,
// byte for byte. The requests the snapshot covers are answered from it; the others (another
// family beside the book's, a listing named, an unknown outcome, a price, a response past its
// limit) take the general path and give its answer or refusal. A new revision drops the snapshot.
import {
  evaluationCatalog as largeCatalog,
  evaluationRequestBody,
  type EvaluationBookSize,
} from '../../bench/support/evaluation-book';
import { importCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { evaluationCatalog } from '../fixtures/evaluation-catalog';
import { startTestServer, TEST_KEY, type TestServer } from '../support/test-server';

const SIZE: EvaluationBookSize = { markets: 300, scenarios: 200, positions: 6_000 };

type Body = ReturnType<typeof evaluationRequestBody>;
type Position = { position_id: string; instrument: Record<string, string> };

/** The bench's body with `change` applied to a copy of it. */
function variant(change: (body: Body & { positions: Position[] }) => void): Body {
  const body = evaluationRequestBody(SIZE) as Body & { positions: Position[] };
  change(body);
  return body;
}

/** The answer's status and its text exactly as sent, a refusal's own request ID masked. */
async function evaluate(s: TestServer, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${s.url}/v1/evaluations:run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = (await response.text()).replace(/"request_id":"[^"]*"/, '"request_id":""');
  return { status: response.status, text };
}

const VARIANTS: { name: string; body: Body; fromSnapshot: boolean }[] = [
  { name: 'the bench body', body: evaluationRequestBody(SIZE), fromSnapshot: true },
  {
    name: 'PAYOUTS without SUMMARY',
    body: evaluationRequestBody(SIZE, ['PAYOUTS']),
    fromSnapshot: true,
  },
  {
    name: 'SUMMARY and SCENARIOS, a result limit',
    body: variant((b) => Object.assign(b, { include: ['SUMMARY', 'SCENARIOS'], result_limit: 1 })),
    fromSnapshot: true,
  },
  {
    name: 'CONTRIBUTIONS past the response limit',
    body: evaluationRequestBody(SIZE, ['SUMMARY', 'CONTRIBUTIONS']),
    fromSnapshot: false,
  },
  {
    name: 'an unknown outcome',
    body: variant((b) => {
      b.positions[7]!.instrument = { outcome_id: 'out-nowhere' };
    }),
    fromSnapshot: false,
  },
  {
    name: 'a position in another family',
    body: variant((b) => {
      b.positions[3]!.instrument = { outcome_id: 'out-fed-words-yes' };
    }),
    fromSnapshot: false,
  },
  {
    name: 'a listing named',
    body: variant((b) => {
      b.positions[11]!.instrument = { listing_id: 'lst-pm-btc-yes' };
    }),
    fromSnapshot: false,
  },
  {
    name: 'priced at the midpoint',
    body: variant((b) => Object.assign(b, { pricing: { mode: 'MIDPOINT' } })),
    fromSnapshot: false,
  },
];

describe('a large evaluation against the catalog snapshot of its revision', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(
      new MemoryStore(),
      [largeCatalog(SIZE), evaluationCatalog()],
      undefined,
      { evaluationPool: { threads: 1, queueMax: 2, inlineCellsMax: 1 } },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  test.each(VARIANTS)(
    '$name: the same answer without and with the snapshot',
    async ({ body, fromSnapshot }) => {
      const s = server!;
      const evaluation = s.services.evaluation;
      await evaluation.snapshots.settled();
      evaluation.snapshots.drop();
      const answered = evaluation.snapshotAnswers;
      const general = await evaluate(s, body);
      expect(evaluation.snapshotAnswers).toBe(answered);
      await evaluation.snapshots.settled();
      // A refusal builds no snapshot: the bench's body builds it.
      if (!evaluation.snapshots.at((await s.store.head()).revision)) {
        expect((await evaluate(s, evaluationRequestBody(SIZE))).status).toBe(200);
        await evaluation.snapshots.settled();
      }
      expect(evaluation.snapshots.at((await s.store.head()).revision)).toBeDefined();
      const before = evaluation.snapshotAnswers;
      const again = await evaluate(s, body);
      expect(evaluation.snapshotAnswers - before).toBe(fromSnapshot ? 1 : 0);
      expect(again.status).toBe(general.status);
      expect(again.text).toBe(general.text);
      if (fromSnapshot) expect(general.status).toBe(200);
    },
  );

  test('a new revision drops the snapshot: the general path answers at it, then one is built', async () => {
    const s = server!;
    const evaluation = s.services.evaluation;
    expect((await evaluate(s, evaluationRequestBody(SIZE))).status).toBe(200);
    await evaluation.snapshots.settled();
    const old = (await s.store.head()).revision;
    expect(evaluation.snapshots.at(old)).toBeDefined();

    await importCatalog(s.store, largeCatalog({ ...SIZE, markets: SIZE.markets + 1 }));
    const revision = (await s.store.head()).revision;
    expect(revision).toBeGreaterThan(old);
    const answered = evaluation.snapshotAnswers;
    const general = await evaluate(s, evaluationRequestBody(SIZE));
    expect(general.status).toBe(200);
    expect(general.text).toContain(`"snapshot_id":"rev-${revision}"`);
    expect(evaluation.snapshotAnswers).toBe(answered);
    expect(evaluation.snapshots.at(old)).toBeUndefined();

    await evaluation.snapshots.settled();
    const fromSnapshot = await evaluate(s, evaluationRequestBody(SIZE));
    expect(evaluation.snapshotAnswers).toBe(answered + 1);
    expect(fromSnapshot.text).toBe(general.text);
  });
});
