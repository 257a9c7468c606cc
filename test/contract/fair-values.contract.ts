// The Store contract for fair values (a private record kind): versioned rows read by scope, and
// the expected-revision checks a commit makes under its lock. Run against every store from
// memory-store.unit.test.ts and neo4j-store.test.ts.
import type { FairValueRecord } from '../../src/domain/fair-values';
import {
  FairValueHistoryCompactedError,
  FairValueRevisionConflictError,
  FairValueScopeFullError,
  fairValueKey,
  type CommitBatch,
  type FairValueBounds,
  type Store,
} from '../../src/store/store';

function value(
  scopeId: string,
  outcomeId: string,
  v: string,
  revision: number,
  extra: Partial<FairValueRecord> = {},
): FairValueRecord {
  return {
    fairValueId: `fv-${scopeId}-${outcomeId}`,
    scopeId,
    outcomeId,
    marketVersion: '1',
    valueType: 'PROBABILITY',
    probabilityEvent: 'FULL_PAYOUT',
    value: v,
    source: 'model',
    observedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    revision: `rev-${revision}`,
    ...extra,
  };
}

function batch(
  expectedRevision: number,
  records: FairValueRecord[],
  checks: CommitBatch['fairValueChecks'] = undefined,
): CommitBatch {
  return {
    expectedRevision,
    committedAt: '2026-11-20T12:00:00.000Z',
    puts: records.map((record) => ({ kind: 'fairValue' as const, record })),
    changes: [],
    ...(checks ? { fairValueChecks: checks } : {}),
  };
}

const page = { offset: 0, limit: 50 };

export function describeFairValueContract(
  name: string,
  openEmptyStore: (fairValues?: FairValueBounds) => Promise<Store>,
): void {
  describe(`Store contract, fair values: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openEmptyStore();
    });
    afterEach(async () => {
      await store.close();
    });

    test('rows read back by key and by scope, ordered by key, pinned to a revision', async () => {
      await store.commit(
        batch(0, [
          value('scope-a', 'out-2', '0.2', 1),
          value('scope-a', 'out-1', '0.1', 1),
          value('scope-b', 'out-1', '0.9', 1),
          value('scope-a', 'out-1', '5', 1, {
            valueType: 'EXPECTED_PAYOUT',
            payoutCurrency: 'USD',
          }),
        ]),
      );
      await store.commit(batch(1, [value('scope-a', 'out-1', '0.15', 2)]));
      expect(await store.lastChangeSeq()).toBe(0);

      const a2 = await store.fairValuesOfScope({ scopeId: 'scope-a' }, 2, page);
      expect(a2.hasMore).toBe(false);
      expect(a2.items.map((r) => [r.outcomeId, r.valueType, r.value])).toEqual([
        ['out-1', 'EXPECTED_PAYOUT', '5'],
        ['out-1', 'PROBABILITY', '0.15'],
        ['out-2', 'PROBABILITY', '0.2'],
      ]);
      expect(a2.items.map(fairValueKey)).toEqual([...a2.items.map(fairValueKey)].sort());
      const a1 = await store.fairValuesOfScope({ scopeId: 'scope-a' }, 1, page);
      expect(a1.items.map((r) => r.value)).toEqual(['5', '0.1', '0.2']);
      expect((await store.fairValuesOfScope({ scopeId: 'scope-a' }, 0, page)).items).toEqual([]);

      const b = await store.fairValuesOfScope({ scopeId: 'scope-b' }, 2, page);
      expect(b.items).toEqual([value('scope-b', 'out-1', '0.9', 1)]);
      expect((await store.fairValuesOfScope({ scopeId: 'scope-c' }, 2, page)).items).toEqual([]);

      const filtered = await store.fairValuesOfScope(
        { scopeId: 'scope-a', outcomeIds: ['out-2', 'out-9'] },
        2,
        page,
      );
      expect(filtered.items.map((r) => r.outcomeId)).toEqual(['out-2']);
      const first = await store.fairValuesOfScope({ scopeId: 'scope-a' }, 2, {
        offset: 0,
        limit: 2,
      });
      expect(first).toMatchObject({ hasMore: true, total: 3 });
      expect(first.items).toHaveLength(2);
      const rest = await store.fairValuesOfScope({ scopeId: 'scope-a' }, 2, {
        offset: 2,
        limit: 2,
      });
      expect(rest).toMatchObject({ hasMore: false, total: 3 });
      expect(rest.items.map((r) => r.outcomeId)).toEqual(['out-2']);

      const key = fairValueKey(value('scope-a', 'out-1', '', 0));
      expect((await store.getByKeys('fairValue', [key], 2))[0]?.value).toBe('0.15');
      expect((await store.getByKeys('fairValue', [key], 1))[0]?.value).toBe('0.1');
    });

    test('expected revisions are checked under the lock: any mismatch writes nothing and names every one', async () => {
      const one = value('scope-a', 'out-1', '0.1', 1);
      const two = value('scope-a', 'out-2', '0.2', 1);
      await store.commit(batch(0, [one, two]));
      const keyOne = fairValueKey(one);
      const keyTwo = fairValueKey(two);
      const keyNew = fairValueKey(value('scope-a', 'out-3', '', 0));

      const attempt = store.commit(
        batch(
          1,
          [value('scope-a', 'out-1', '0.5', 2), value('scope-a', 'out-3', '0.5', 2)],
          [
            { key: keyOne, revision: 1 },
            { key: keyTwo, revision: 7 },
            { key: keyNew, revision: 1 },
          ],
        ),
      );
      await expect(attempt).rejects.toBeInstanceOf(FairValueRevisionConflictError);
      await expect(attempt).rejects.toMatchObject({
        conflicts: [
          { key: keyTwo, expected: 7, actual: 1 },
          { key: keyNew, expected: 1, actual: 0 },
        ],
      });
      expect((await store.head()).revision).toBe(1);
      expect((await store.getByKeys('fairValue', [keyOne], 1))[0]?.value).toBe('0.1');
      expect(await store.getByKeys('fairValue', [keyNew], 1)).toEqual([]);

      await store.commit(
        batch(
          1,
          [value('scope-a', 'out-1', '0.5', 2), value('scope-a', 'out-3', '0.5', 2)],
          [
            { key: keyOne, revision: 1 },
            { key: keyNew, revision: 0 },
          ],
        ),
      );
      expect((await store.head()).revision).toBe(2);
      const conflict = store.commit(
        batch(2, [value('scope-a', 'out-1', '0.6', 3)], [{ key: keyOne, revision: 1 }]),
      );
      await expect(conflict).rejects.toMatchObject({
        conflicts: [{ key: keyOne, expected: 1, actual: 2 }],
      });
      expect((await store.head()).revision).toBe(2);
    });
  });

  describe(`Store contract, bounded fair values: ${name}`, () => {
    let store: Store;
    afterEach(async () => {
      await store.close();
    });

    test('superseded rows past the bound are compacted by the commit that supersedes them', async () => {
      store = await openEmptyStore({ historyPerValue: 2, currentPerScope: 100 });
      expect(store.fairValueBounds).toEqual({ historyPerValue: 2, currentPerScope: 100 });
      await store.commit(batch(0, [value('scope-b', 'out-1', '0.5', 1)]));
      for (let revision = 2; revision <= 51; revision++) {
        await store.commit(
          batch(revision - 1, [
            value('scope-a', 'out-1', `0.${revision}`, revision),
            value('scope-a', 'out-2', '0.2', revision),
          ]),
        );
        const counts = await store.fairValueRowCounts('scope-a');
        expect(counts.current).toBe(2);
        expect(counts.superseded).toBeLessThanOrEqual(4);
      }
      expect(await store.fairValueRowCounts('scope-a')).toEqual({ current: 2, superseded: 4 });
      expect(await store.fairValueRowCounts('scope-b')).toEqual({ current: 1, superseded: 0 });

      // The two latest superseded versions of each value stay readable at their revisions.
      for (const [revision, v] of [
        [51, '0.51'],
        [50, '0.50'],
        [49, '0.49'],
      ] as const) {
        const read = await store.fairValuesOfScope({ scopeId: 'scope-a' }, revision, page);
        expect(read.items.map((r) => r.value)).toEqual([v, '0.2']);
      }
      // Below the revision the third latest was superseded at, the scope's history is gone.
      const old = store.fairValuesOfScope({ scopeId: 'scope-a' }, 48, page);
      await expect(old).rejects.toBeInstanceOf(FairValueHistoryCompactedError);
      await expect(old).rejects.toMatchObject({
        scopeId: 'scope-a',
        revision: 48,
        compactedTo: 49,
        historyPerValue: 2,
      });
      // Another scope's history is its own.
      const other = await store.fairValuesOfScope({ scopeId: 'scope-b' }, 1, page);
      expect(other.items.map((r) => r.value)).toEqual(['0.5']);
    });

    test('a commit that would take a scope past its current values fails whole, under the lock', async () => {
      store = await openEmptyStore({ historyPerValue: 5, currentPerScope: 3 });
      await store.commit(
        batch(0, [value('scope-a', 'out-1', '0.1', 1), value('scope-a', 'out-2', '0.2', 1)]),
      );
      const over = store.commit(
        batch(1, [
          value('scope-a', 'out-1', '0.3', 2),
          value('scope-a', 'out-3', '0.3', 2),
          value('scope-a', 'out-4', '0.4', 2),
          value('scope-b', 'out-1', '0.4', 2),
        ]),
      );
      await expect(over).rejects.toBeInstanceOf(FairValueScopeFullError);
      await expect(over).rejects.toMatchObject({
        scopes: [{ scopeId: 'scope-a', current: 2, added: 2, max: 3 }],
      });
      expect((await store.head()).revision).toBe(1);
      expect(await store.fairValueRowCounts('scope-b')).toEqual({ current: 0, superseded: 0 });

      // Up to the bound, and replacing values at the bound, is allowed.
      await store.commit(
        batch(1, [value('scope-a', 'out-1', '0.3', 2), value('scope-a', 'out-3', '0.3', 2)]),
      );
      await store.commit(batch(2, [value('scope-a', 'out-2', '0.25', 3)]));
      expect(await store.fairValueRowCounts('scope-a')).toEqual({ current: 3, superseded: 2 });
      await expect(
        store.commit(batch(3, [value('scope-a', 'out-4', '0.4', 4)])),
      ).rejects.toBeInstanceOf(FairValueScopeFullError);
      await store.commit(batch(3, [value('scope-b', 'out-4', '0.4', 4)]));
      expect((await store.head()).revision).toBe(4);
    });
  });
}
