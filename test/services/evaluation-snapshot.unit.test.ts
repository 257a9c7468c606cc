// The catalog snapshot of a revision (docs/decisions.md, "Evaluation: a catalog snapshot per
// revision in the worker"), built from a memory store holding the worked example and read back as
// a worker reads it: each outcome from its market, with its market's version, the payout currency
// of its first listing by ID and its scopes' compiled rows; a request's books planned from it as
// the general path assigns them; past its bounds, no snapshot.
import { importCatalog } from '../../src/catalog/import-catalog';
import { evaluate } from '../../src/domain/evaluation/evaluate';
import { withColumnHoldings } from '../../src/domain/position-column-books';
import type { PositionColumns } from '../../src/domain/position-columns';
import { buildSnapshot, EvaluationSnapshots } from '../../src/services/evaluation-snapshot-build';
import { openSnapshot } from '../../src/services/evaluation-snapshot';
import {
  planFromSnapshot,
  type SnapshotRequest,
} from '../../src/services/evaluation-snapshot-plan';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { evaluationCatalog } from '../fixtures/evaluation-catalog';

const REQUEST: SnapshotRequest = {
  include: { summary: true, payouts: true, contributions: false, scenarios: false },
  evaluationCellsMax: 1_000_000,
  responseLimitBytes: 1_000_000,
};

/** Positions as the worker's reader makes them: `[id, outcome or listing, quantity, owed]`. */
function columnsOf(
  positions: readonly (readonly [
    string,
    { outcomeId?: string; listingId?: string },
    string,
    boolean,
  ])[],
): PositionColumns {
  const instruments: { outcomeId?: string; listingId?: string }[] = [];
  const at = new Map<string, number>();
  const instrument = new Uint32Array(positions.length);
  positions.forEach(([, ref], i) => {
    const key = JSON.stringify(ref);
    if (!at.has(key)) {
      at.set(key, instruments.length);
      instruments.push(ref);
    }
    instrument[i] = at.get(key)!;
  });
  const ends = (texts: string[]) => {
    let end = 0;
    return Uint32Array.from(texts, (t) => (end += t.length));
  };
  const ids = positions.map(([id]) => id);
  const quantities = positions.map(([, , q]) => q);
  return {
    kind: 'positionColumns',
    count: positions.length,
    ids: ids.join(''),
    idEnds: ends(ids),
    quantities: quantities.join(''),
    quantityEnds: ends(quantities),
    owed: Uint8Array.from(positions, ([, , , owed]) => (owed ? 1 : 0)),
    instrument,
    instruments: instruments,
  };
}

describe('the catalog snapshot of a revision', () => {
  let store: MemoryStore;
  let revision: number;
  beforeAll(async () => {
    store = new MemoryStore();
    await importCatalog(store, evaluationCatalog());
    revision = (await store.head()).revision;
  });
  afterAll(async () => {
    await store.close();
  });

  test("holds each family's outcomes with their market's version, currency and scopes", async () => {
    const shared = await buildSnapshot(store, revision, ['fam-fed', 'fam-btc'], 1);
    const { index, outcomeOf, rows } = openSnapshot(shared!);
    expect(index.revision).toBe(revision);
    expect(index.familyIds).toEqual(['fam-btc', 'fam-fed']);
    expect([...outcomeOf.keys()].sort()).toEqual([
      'out-btc-no',
      'out-btc-yes',
      'out-fed-cut-no',
      'out-fed-cut-yes',
      'out-fed-words-yes',
    ]);
    const o = outcomeOf.get('out-fed-cut-yes')!;
    expect(index.markets[index.outcomeMarket[o]!]).toEqual(['mkt-fed-cut', '1']);
    expect(index.outcomeCurrency[o]).toBe('USD');
    expect(index.outcomeScopes[o]!.map((s) => index.scopes[s]!.key)).toEqual(['fam-fed@1']);
    expect(index.scopes[index.outcomeScopes[o]![0]!]!.scenarioIds).toEqual(['cut', 'hold', 'void']);
    // An outcome without payouts has no scope: a request on it takes the general path.
    expect(index.outcomeScopes[outcomeOf.get('out-fed-words-yes')!]).toEqual([]);
    expect(rows).toHaveLength(4);
  });

  test("a request's books planned from it are evaluated as the engine evaluates them", async () => {
    const snapshot = openSnapshot((await buildSnapshot(store, revision, ['fam-fed'], 2))!);
    const columns = columnsOf([
      ['p1', { outcomeId: 'out-fed-cut-yes' }, '10', false],
      ['p2', { outcomeId: 'out-fed-cut-no' }, '4', true],
      ['p3', { outcomeId: 'out-fed-cut-yes' }, '2.5', false],
    ]);
    const plan = planFromSnapshot(snapshot, columns, REQUEST)!;
    expect(plan.input.books.map((b) => b.key)).toEqual(['fam-fed@1#USD']);
    expect(plan.held).toEqual([{ count: 3, idLength: 6 }]);
    expect(plan.marketVersions).toEqual([['mkt-fed-cut', '1']]);
    expect(plan.scenarioPins).toEqual([['fam-fed', '1']]);
    const result = evaluate(withColumnHoldings(plan.input, plan.holdings));
    // cut: 12.5 × 1 − 4 × 0; hold: 12.5 × 0 − 4 × 1; void: (12.5 − 4) × 0.5.
    expect(result.books[0]!.payouts!.map((p) => p.value)).toEqual(['12.5', '-4', '4.25']);

    // Not covered: a listing named, an outcome it lacks, one without a scope, a response too long.
    const lacking = [
      columnsOf([['p1', { listingId: 'lst-kx-fed-cut-yes' }, '1', false]]),
      columnsOf([['p1', { outcomeId: 'out-btc-yes' }, '1', false]]),
      columnsOf([['p1', { outcomeId: 'out-fed-words-yes' }, '1', false]]),
    ];
    for (const c of lacking) expect(planFromSnapshot(snapshot, c, REQUEST)).toBeUndefined();
    expect(
      planFromSnapshot(
        snapshot,
        columnsOf([['p1', { outcomeId: 'out-fed-cut-yes' }, '1', false]]),
        {
          ...REQUEST,
          responseLimitBytes: 10,
        },
      ),
    ).toBeUndefined();
  });

  test('past its bounds there is none', async () => {
    const bounds = { outcomesMax: 100, cellsMax: 100 };
    expect(await buildSnapshot(store, revision, ['fam-fed'], 3, bounds)).toBeDefined();
    expect(
      await buildSnapshot(store, revision, ['fam-fed'], 4, { ...bounds, outcomesMax: 2 }),
    ).toBeUndefined();
    expect(
      await buildSnapshot(store, revision, ['fam-fed'], 5, { ...bounds, cellsMax: 5 }),
    ).toBeUndefined();
  });

  test('one snapshot is kept per revision, grown with new families, never past its bounds', async () => {
    const bounds = { outcomesMax: 100, cellsMax: 8 };
    const reads = jest.spyOn(store, 'marketIdsOfFamilies');
    try {
      const snapshots = new EvaluationSnapshots(store, bounds);
      snapshots.want(revision, ['fam-btc']);
      await snapshots.settled();
      const first = snapshots.at(revision)!;
      expect(openSnapshot(first).index.familyIds).toEqual(['fam-btc']);
      // Held already: nothing is read again.
      snapshots.want(revision, ['fam-btc']);
      await snapshots.settled();
      expect(snapshots.at(revision)).toBe(first);
      expect(reads).toHaveBeenCalledTimes(1);
      // fam-btc's 2 rows of 2 scenarios and fam-fed's 2 of 3 are 10 cells, past 8: none is
      // built, the one kept stays, and the same families are not read again at this revision.
      snapshots.want(revision, ['fam-fed']);
      await snapshots.settled();
      expect(snapshots.at(revision)).toBe(first);
      expect(reads).toHaveBeenCalledTimes(2);
      snapshots.want(revision, ['fam-fed', 'fam-btc']);
      await snapshots.settled();
      expect(reads).toHaveBeenCalledTimes(2);
      // Another revision drops it.
      expect(snapshots.at(revision + 1)).toBeUndefined();
      expect(snapshots.at(revision)).toBeUndefined();
    } finally {
      reads.mockRestore();
    }
  });
});
