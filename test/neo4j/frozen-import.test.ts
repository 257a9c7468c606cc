// An import whose commit meets a frozen Neo4j (SIGSTOP: connections stay open, nothing answers):
// the commit fails at its deadline with its outcome unknown, and the import asks the store which
// it was (src/catalog/settled-commit.ts). Frozen throughout, the answer is "unknown" (exit 3);
// asked once Neo4j runs again, the answer is definitive and true to what the store holds. Runs on
// the embedded Neo4j the global setup started; skipped for a Neo4j at NEO4J_URI.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settle } from '../../src/catalog/settled-commit';
import { EXIT, importFiles } from '../../src/cli/import-command';
import type { CommitBatch, Store } from '../../src/store/store';
import { smallCatalogJson } from '../fixtures/small-catalog';
import { Neo4jTestDatabase } from './neo4j-test-store';
import { canFreezeNeo4j, freezeNeo4j, thawNeo4j, thawNeo4jAfter } from './frozen-neo4j-process';

const frozenTest = canFreezeNeo4j ? test : test.skip;

const database = new Neo4jTestDatabase();
afterEach(() => thawNeo4j());
afterAll(() => database.close());

/** The store, with Neo4j frozen just as a commit is sent; `thaw` ms later it runs again. */
function freezingAtCommit(store: Store, thawAfterMs?: number): Store & { sent: CommitBatch[] } {
  const sent: CommitBatch[] = [];
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'sent') return sent;
      if (property === 'commit')
        return (batch: CommitBatch) => {
          sent.push(batch);
          freezeNeo4j();
          if (thawAfterMs !== undefined) void thawNeo4jAfter(thawAfterMs);
          return target.commit(batch);
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Store & { sent: CommitBatch[] };
}

/** The small catalog on disk, with a title of its own so that importing it writes. */
function catalogFile(title: string): string {
  const json = smallCatalogJson() as any;
  json.families[0].title = title;
  const file = join(mkdtempSync(join(tmpdir(), 'settlegraph-frozen-')), 'catalog.json');
  writeFileSync(file, JSON.stringify(json));
  return file;
}

async function loaded(): Promise<{ head: number; store: Store }> {
  // Loaded with the usual limits: a cold Neo4j may take longer than the short ones below.
  const empty = await database.emptyStore();
  await importFiles(empty, [catalogFile('First')], { out: () => {}, err: () => {} });
  await empty.close();
  // Writes are bounded to 1 s (and the 2 s margin), so a frozen commit fails within seconds.
  const store = await database.store({}, { transactionTimeoutMs: 1_000, readDeadlineMs: 1_500 });
  return { head: (await store.head()).revision, store };
}

frozenTest(
  'frozen throughout: the outcome is unknown, exit 3; asked later, the store answers and holds to it',
  async () => {
    const { head, store } = await loaded();
    try {
      const frozen = freezingAtCommit(store);
      const err: string[] = [];
      const code = await importFiles(
        frozen,
        [catalogFile('Second')],
        { out: () => {}, err: (line) => err.push(line) },
        { attempts: 2, pauseMs: 100 },
      );
      thawNeo4j();
      expect(code).toBe(EXIT.unknown);
      const commitId = frozen.sent[0]!.commitId!;
      expect(err.join('\n')).toContain(`outcome unknown: commit ${commitId} failed`);
      expect(err.join('\n')).toContain(`settlegraph settle ${commitId}`);
      // Neo4j runs again: the abandoned commit landed or it did not, and the store says which.
      const revision = await settle(store, commitId, 'test', { attempts: 20, pauseMs: 250 });
      const now = (await store.head()).revision;
      if (revision === null) {
        expect(now).toBe(head);
      } else {
        expect(revision.revision).toBe(head + 1);
        expect(now).toBe(head + 1);
      }
      // Definitive: asked again, the same; nothing lands later.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await store.settleCommit(commitId)).toEqual(revision);
      expect((await store.head()).revision).toBe(now);
      const [family] = await store.getByKeys('family', ['fam-fed'], now);
      expect(family!.title).toBe(revision === null ? 'First' : 'Second');
    } finally {
      await store.close();
    }
  },
);

frozenTest(
  'frozen at the commit, running again while the import asks: a definitive answer, true to the store',
  async () => {
    const { head, store } = await loaded();
    try {
      // The commit fails at about 3 s; Neo4j runs again during the first question.
      const frozen = freezingAtCommit(store, 4_000);
      const out: string[] = [];
      const err: string[] = [];
      const code = await importFiles(
        frozen,
        [catalogFile('Second')],
        { out: (line) => out.push(line), err: (line) => err.push(line) },
        { attempts: 10, pauseMs: 500 },
      );
      const now = (await store.head()).revision;
      const [family] = await store.getByKeys('family', ['fam-fed'], now);
      if (code === EXIT.written) {
        expect(now).toBe(head + 1);
        expect(family!.title).toBe('Second');
        expect(out.join('\n')).toContain("the store's answer was lost");
      } else {
        expect(code).toBe(EXIT.notWritten);
        expect(err.join('\n')).toContain('not written');
        expect(now).toBe(head);
        expect(family!.title).toBe('First');
        // Imported again, it lands.
        const again = await importFiles(store, [catalogFile('Second')], {
          out: () => {},
          err: () => {},
        });
        expect(again).toBe(EXIT.written);
        expect((await store.head()).revision).toBe(head + 1);
      }
    } finally {
      await store.close();
    }
  },
);
