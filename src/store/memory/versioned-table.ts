// One kind of record with its full revision history, plus inverted indexes over every row ever
// written (a superset at any revision: readers re-check validity).

interface Row<R> {
  from: number;
  to: number | null;
  record: R;
}

/**
 * The values a record holds under an index: one value as itself (a listing's outcome), so a
 * reader's check of a record makes no array.
 */
export type Indexer<R> = (record: R) => string | readonly string[];

/**
 * A record with more values than this under one index keeps them as a set, so a reader's check of
 * one value is not a pass over all of them (a market of 400 outcomes, read by outcome ID).
 */
const VALUES_SCANNED = 16;

export class VersionedTable<R extends object> {
  private readonly rows = new Map<string, Row<R>[]>();
  private readonly indexes = new Map<string, Map<string, Set<string>>>();
  /** By index name, the values of records with more than VALUES_SCANNED of them. */
  private readonly manyValues = new Map<string, WeakMap<R, ReadonlySet<string>>>();

  constructor(private readonly indexers: Record<string, Indexer<R>> = {}) {
    for (const name of Object.keys(indexers)) this.indexes.set(name, new Map());
  }

  put(key: string, record: R, revision: number): void {
    const history = this.rows.get(key);
    const last = history?.[history.length - 1];
    if (last && last.to === null) last.to = revision;
    const row: Row<R> = { from: revision, to: null, record };
    if (history) history.push(row);
    else this.rows.set(key, [row]);
    for (const [name, indexer] of Object.entries(this.indexers)) {
      const index = this.indexes.get(name)!;
      const held = indexer(record);
      const values = typeof held === 'string' ? [held] : held;
      if (values.length > VALUES_SCANNED) {
        let many = this.manyValues.get(name);
        if (!many) this.manyValues.set(name, (many = new WeakMap()));
        many.set(record, new Set(values));
      }
      for (const value of values) {
        let keys = index.get(value);
        if (!keys) index.set(value, (keys = new Set()));
        keys.add(key);
      }
    }
  }

  at(key: string, revision: number): R | undefined {
    const history = this.rows.get(key);
    if (!history) return undefined;
    for (let i = history.length - 1; i >= 0; i--) {
      const row = history[i]!;
      if (row.from <= revision)
        return row.to === null || row.to > revision ? row.record : undefined;
    }
    return undefined;
  }

  /** The revision that wrote the row valid at `revision`, or undefined when none is. */
  writtenAt(key: string, revision: number): number | undefined {
    const history = this.rows.get(key);
    if (!history) return undefined;
    for (let i = history.length - 1; i >= 0; i--) {
      const row = history[i]!;
      if (row.from <= revision) return row.to === null || row.to > revision ? row.from : undefined;
    }
    return undefined;
  }

  /**
   * Deletes the superseded rows of a key beyond its `keep` latest; the revision below which reads
   * of the key lost rows (the latest end of a deleted row), or undefined when none was deleted.
   */
  compact(key: string, keep: number): number | undefined {
    const history = this.rows.get(key);
    if (!history || history.length === 0) return undefined;
    const superseded = history.length - (history[history.length - 1]!.to === null ? 1 : 0);
    const deleted = history.splice(0, Math.max(0, superseded - keep));
    return deleted[deleted.length - 1]?.to ?? undefined;
  }

  /** The rows a key holds: whether one is current, and how many are superseded. */
  rowsOf(key: string): { current: boolean; superseded: number } {
    const history = this.rows.get(key) ?? [];
    const current = history[history.length - 1]?.to === null;
    return { current, superseded: history.length - (current ? 1 : 0) };
  }

  /** The keys an index holds for a value (every key ever written with it). */
  keysOf(name: string, value: string): ReadonlySet<string> {
    return this.indexes.get(name)?.get(value) ?? new Set();
  }

  history(key: string): readonly R[] {
    return (this.rows.get(key) ?? []).map((row) => row.record);
  }

  /** Records valid at the revision among the keys an index holds for a value. */
  byIndex(name: string, value: string, revision: number): R[] {
    const keys = this.indexes.get(name)?.get(value);
    const indexer = this.indexers[name];
    if (!keys || !indexer) return [];
    const many = this.manyValues.get(name);
    const found: R[] = [];
    for (const key of keys) {
      const record = this.at(key, revision);
      if (record === undefined) continue;
      const values = many?.get(record);
      if (values ? values.has(value) : holds(indexer(record), value)) found.push(record);
    }
    return found;
  }

  *all(revision: number): Generator<R> {
    for (const key of this.rows.keys()) {
      const record = this.at(key, revision);
      if (record !== undefined) yield record;
    }
  }
}

function holds(held: string | readonly string[], value: string): boolean {
  return typeof held === 'string' ? held === value : held.includes(value);
}
