// A reader never sees a head whose revision it cannot read yet: with many readers reading the
// head, then that revision and a record it rewrote, while a writer commits, every read finds the
// revision (its commit time the head's) and the record as that revision wrote it. On Neo4j a
// commit's index entries are applied after its records, so a Head moved in the commit's own
// transaction named, for a moment, a revision whose Revision node and new rows the indexes did
// not yet find: "revision N is not held by the store" (500 INTERNAL) in an outside test, and
// records missing from their revision. The commits here are large (1,500 listings with every
// indexed identifier) to make that moment long: before the fix, 16 readers over 40 such commits
// met 958 missing revisions and 419 missing records in 14,839 reads. docs/decisions.md, "A
// revision is visible only once all of it is readable".
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { WATCHED_FAMILY, commitEditions, watchedTitle } from '../fixtures/watched-commits';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';

const READERS = 16;
const EDITIONS = 8;
const LISTINGS = 1_500;

const database = new Neo4jTestDatabase();
afterAll(() => database.close());

const kinds: { name: string; open: () => Promise<{ writer: Store; reader: Store }> }[] = [
  {
    name: 'memory',
    open: () => {
      const store = new MemoryStore();
      return Promise.resolve({ writer: store, reader: store });
    },
  },
  {
    // The reader is a store of its own, as another gateway: no head read shared with the writer.
    name: 'neo4j',
    open: async () => ({ writer: await database.emptyStore(), reader: await database.store() }),
  },
];

interface Seen {
  reads: number;
  missingRevisions: string[];
  wrongRecords: string[];
}

describe.each(kinds)('reads while commits land ($name store)', (kind) => {
  test('every head a reader sees is readable: its revision and the records it wrote', async () => {
    const { writer, reader } = await kind.open();
    try {
      let writing = true;
      const seen: Seen = { reads: 0, missingRevisions: [], wrongRecords: [] };
      const readers = Array.from({ length: READERS }, async () => {
        while (writing) {
          const head = await reader.head();
          const [revision, families] = await Promise.all([
            reader.revision(head.revision),
            reader.getByKeys('family', [WATCHED_FAMILY], head.revision),
          ]);
          seen.reads++;
          if (revision?.committedAt !== head.committedAt)
            seen.missingRevisions.push(`revision ${head.revision}: ${JSON.stringify(revision)}`);
          // Revision r is edition r: the store was empty.
          const expected = head.revision === 0 ? [] : [watchedTitle(head.revision)];
          const titles = families.map((f) => f.title);
          if (JSON.stringify(titles) !== JSON.stringify(expected))
            seen.wrongRecords.push(`revision ${head.revision}: ${JSON.stringify(titles)}`);
          // Memory answers at once: let the writer run.
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      let revisions: number[];
      try {
        revisions = await commitEditions(writer, EDITIONS, LISTINGS);
      } finally {
        writing = false;
        await Promise.all(readers);
      }
      expect(revisions).toEqual(Array.from({ length: EDITIONS }, (_, i) => i + 1));
      expect(seen.reads).toBeGreaterThan(EDITIONS);
      expect(seen.missingRevisions).toEqual([]);
      expect(seen.wrongRecords).toEqual([]);
    } finally {
      if (reader !== writer) await reader.close();
      await writer.close();
    }
  }, 300_000);
});
