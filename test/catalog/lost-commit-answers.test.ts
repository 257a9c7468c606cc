// An import whose commit fails in a way that may hide a landed write asks the store which it was
// (src/catalog/settled-commit.ts), on both stores: written (its revision, reported with exit 0),
// not written (exit 1, and the commit can no longer land), or unknown when the store cannot be
// asked (exit 3). The failures are injected around a real store, as a lost connection does: after
// the commit landed, before it was sent, and with the store unreachable afterwards too. A real
// frozen Neo4j is in test/neo4j/frozen-import.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import {
  CommitNotWrittenError,
  CommitOutcomeUnknownError,
  commitSettled,
} from '../../src/catalog/settled-commit';
import { EXIT, importFiles } from '../../src/cli/import-command';
import { ServiceError } from '../../src/domain/errors';
import { CommitIdRefusedError, type CommitBatch, type Store } from '../../src/store/store';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';

const quick = { attempts: 2, pauseMs: 10 };

/** What the Neo4j executor throws when a connection is lost or a deadline passes. */
const lostAnswer = () =>
  new ServiceError('SERVICE_UNAVAILABLE', 'the store is unavailable; retry later');

type Fault = 'after-landing' | 'before-sending';

/** The store with its commits failing at `fault`, and settleCommit failing when `unreachable`. */
function faulty(store: Store, fault: Fault, unreachable = false): Store & { sent: CommitBatch[] } {
  const sent: CommitBatch[] = [];
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'sent') return sent;
      if (property === 'commit')
        return async (batch: CommitBatch) => {
          sent.push(batch);
          if (fault === 'after-landing') await target.commit(batch);
          throw lostAnswer();
        };
      if (property === 'settleCommit' && unreachable) return () => Promise.reject(lostAnswer());
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Store & { sent: CommitBatch[] };
}

function changedCatalog() {
  const json = smallCatalogJson() as any;
  json.families[0].title = 'Changed';
  return validateCatalog(json);
}

function catalogFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'settlegraph-lost-')), 'small.json');
  writeFileSync(file, JSON.stringify(smallCatalogJson()));
  return file;
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe.each(STORE_KINDS)('an import that lost its answer ($name store)', (kind) => {
  let store: Store;
  beforeEach(async () => {
    store = await kind.open();
  });
  afterEach(async () => {
    await store.close();
  });

  test('landed: reported as written at its revision, exit 0', async () => {
    const lossy = faulty(store, 'after-landing');
    const result = await importCatalog(lossy, smallCatalog(), { source: 'small', settle: quick });
    expect(result).toMatchObject({ revision: 1, answerLost: true });
    expect(result.commitId).toBe(lossy.sent[0]!.commitId);
    expect((await store.head()).revision).toBe(1);
    expect(await store.getByKeys('market', ['mkt-fed-cut'], 1)).toHaveLength(1);
    expect(await store.settleCommit(result.commitId!)).toMatchObject({ revision: 1 });

    const file = catalogFile();
    const { io, out, err } = capture();
    // The file is in the store now: a second import changes nothing, and commits nothing.
    expect(await importFiles(faulty(store, 'after-landing'), [file], io, quick)).toBe(EXIT.written);
    expect(err).toEqual([]);
    expect(out).toEqual([`${file}: 0 records written, 0 change records, store revision 1`]);
  });

  test('landed, through the command: its line says the answer was lost', async () => {
    const file = catalogFile();
    const { io, out, err } = capture();
    expect(await importFiles(faulty(store, 'after-landing'), [file], io, quick)).toBe(EXIT.written);
    expect(err).toEqual([]);
    expect(out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}: \\d+ records written, \\d+ change records, store revision 1 \\(the store's answer was lost; asked, it had commit import-[0-9a-f-]+\\)$`,
        ),
      ),
    ]);
  });

  test('never sent: reported as not written, exit 1, and the commit can no longer land', async () => {
    const lossy = faulty(store, 'before-sending');
    const failure = await importCatalog(lossy, smallCatalog(), {
      source: 'small',
      settle: quick,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommitNotWrittenError);
    expect((failure as Error).message).toMatch(
      /^commit import-[0-9a-f-]+ failed \(the store is unavailable; retry later\) and did not land: nothing was written$/,
    );
    expect((await store.head()).revision).toBe(0);
    // The batch, sent late, is refused: "not written" stays true.
    const late = await store.commit(lossy.sent[0]!).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(CommitIdRefusedError);
    expect((await store.head()).revision).toBe(0);

    const file = catalogFile();
    const { io, out, err } = capture();
    expect(await importFiles(faulty(store, 'before-sending'), [file], io, quick)).toBe(
      EXIT.notWritten,
    );
    expect(out).toEqual([]);
    expect(err).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}: not written: commit import-.* safe to import again\\.$`),
      ),
    ]);
    // Imported again, it lands.
    expect(await importFiles(store, [file], capture().io, quick)).toBe(EXIT.written);
    expect((await store.head()).revision).toBe(1);
  });

  test('the store cannot be asked: reported as unknown with the commit ID, exit 3', async () => {
    for (const fault of ['after-landing', 'before-sending'] as const) {
      const lossy = faulty(store, fault, true);
      // The second import changes a title, or it would have nothing to commit.
      const doc = fault === 'after-landing' ? smallCatalog() : changedCatalog();
      const failure = await importCatalog(lossy, doc, { source: 'small', settle: quick }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(CommitOutcomeUnknownError);
      const commitId = lossy.sent[0]!.commitId!;
      expect(failure).toMatchObject({ commitId });
      // Asked later, the store answers which it was.
      const landed = await store.settleCommit(commitId);
      expect(landed === null ? 'not written' : 'written').toBe(
        fault === 'after-landing' ? 'written' : 'not written',
      );
    }
    const file = catalogFile();
    const { io, out, err } = capture();
    const lossy = faulty(store, 'after-landing', true);
    expect(await importFiles(lossy, [file], io, quick)).toBe(EXIT.written);
    // The file is in the store already: nothing to commit, so nothing unknown.
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    const changed = smallCatalogJson() as any;
    changed.families[0].title = 'Changed';
    const changedFile = join(mkdtempSync(join(tmpdir(), 'settlegraph-lost-')), 'changed.json');
    writeFileSync(changedFile, JSON.stringify(changed));
    const unknown = capture();
    expect(
      await importFiles(faulty(store, 'before-sending', true), [changedFile], unknown.io, quick),
    ).toBe(EXIT.unknown);
    expect(unknown.err).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${changedFile}: outcome unknown: commit (import-[0-9a-f-]+) failed .* could not be asked whether it landed .*ask again with \`settlegraph settle \\1\` once the store answers`,
        ),
      ),
    ]);
  });
});

describe.each(STORE_KINDS)('a commit run again after it landed ($name store)', (kind) => {
  test('its own ID found taken is its landing: written at its revision', async () => {
    const store = await kind.open();
    try {
      const batch = {
        expectedRevision: 0,
        committedAt: '2026-11-20T12:00:00.000Z',
        puts: [],
        changes: [],
        commitId: 'import-run-twice',
      };
      // The driver runs a transaction again when its commit's answer is lost.
      const first = await commitSettled(store, batch, quick);
      expect(first).toMatchObject({ revision: { revision: 1 }, answerLost: false });
      const again = await commitSettled(store, batch, quick);
      expect(again).toEqual({ revision: first.revision, answerLost: true });
      expect((await store.head()).revision).toBe(1);
    } finally {
      await store.close();
    }
  });
});
