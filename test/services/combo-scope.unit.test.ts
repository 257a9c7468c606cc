// The scope and versions a combo is composed over (src/services/combo-scope.ts): the newest
// version compatible with every leg, pins, legs of multi-family markets, and the failures that
// become 422 UNSUPPORTED_JOINT_SCOPE.
import type { MarketRecord, ScenarioVersionRecord } from '../../src/domain/records';
import { chooseScope, type ScopeLeg } from '../../src/services/combo-scope';

const version = (familyId: string, v: string, ids: string[]): ScenarioVersionRecord => ({
  familyId,
  version: v,
  ordinal: Number(v),
  scenarios: ids.map((scenarioId) => ({
    scenarioId,
    label: scenarioId,
    description: '',
    kind: 'NORMAL',
  })),
  observedAt: '2026-11-01T00:00:00Z',
});
const A1 = version('fam-a', '1', ['x', 'y']);
const A2 = version('fam-a', '2', ['x', 'y', 'z']);
const B1 = version('fam-b', '1', ['p', 'q']);
const PUBLISHED = new Map([
  ['fam-a', [A1, A2]],
  ['fam-b', [B1]],
]);

function leg(outcomeId: string, familyIds: string[], keys: string[]): ScopeLeg {
  const payouts = Object.fromEntries(
    keys.map((key) => {
      const v = [A1, A2, B1].find((s) => `${s.familyId}@${s.version}` === key)!;
      return [key, Object.fromEntries(v.scenarios.map((s) => [s.scenarioId, '1']))];
    }),
  );
  const market = { marketId: `m-${outcomeId}`, familyIds } as unknown as MarketRecord;
  return { outcome: { outcomeId, label: 'YES', payoutUnit: '1', payouts }, market };
}
const path = (i: number) => `legs[${i}]`;

describe('chooseScope', () => {
  test('one family: the newest version in which every leg has payouts', () => {
    const both = [
      leg('o1', ['fam-a'], ['fam-a@1', 'fam-a@2']),
      leg('o2', ['fam-a'], ['fam-a@1', 'fam-a@2']),
    ];
    expect(chooseScope(both, PUBLISHED, new Map(), path)).toMatchObject({
      ok: true,
      versions: [A2],
    });
    const oldOnly = [
      leg('o1', ['fam-a'], ['fam-a@1', 'fam-a@2']),
      leg('o2', ['fam-a'], ['fam-a@1']),
    ];
    expect(chooseScope(oldOnly, PUBLISHED, new Map(), path)).toMatchObject({
      ok: true,
      versions: [A1],
      legFamilies: ['fam-a', 'fam-a'],
    });
  });

  test('a pinned version in which a leg has no payouts fails, naming the leg', () => {
    const legs = [leg('o1', ['fam-a'], ['fam-a@1', 'fam-a@2']), leg('o2', ['fam-a'], ['fam-a@1'])];
    const choice = chooseScope(legs, PUBLISHED, new Map([['fam-a', A2]]), path);
    expect(choice).toMatchObject({ ok: false, familyIds: ['fam-a'] });
    if (!choice.ok) expect(choice.problems[0]!.path).toBe('legs[1]');
  });

  test('legs of several families: each in a family where it has payouts, preferring a needed one', () => {
    const legs = [
      leg('o1', ['fam-a', 'fam-b'], ['fam-a@2', 'fam-b@1']),
      leg('o2', ['fam-b'], ['fam-b@1']),
    ];
    // fam-b is common to both: one family.
    expect(chooseScope(legs, PUBLISHED, new Map(), path)).toMatchObject({
      ok: true,
      versions: [B1],
    });
    const apart = [
      leg('o1', ['fam-a', 'fam-b'], ['fam-a@2', 'fam-b@1']),
      leg('o2', ['fam-b', 'fam-c'], ['fam-b@1']),
      leg('o3', ['fam-a'], ['fam-a@2']),
    ];
    // No family holds all three; o1 joins fam-a, which o3 needs.
    expect(chooseScope(apart, PUBLISHED, new Map(), path)).toMatchObject({
      ok: true,
      versions: [A2, B1],
      legFamilies: ['fam-a', 'fam-b', 'fam-a'],
    });
  });

  test('a leg without payouts anywhere fails', () => {
    const legs = [leg('o1', ['fam-a'], ['fam-a@2']), leg('o2', ['fam-b'], [])];
    const choice = chooseScope(legs, PUBLISHED, new Map(), path);
    expect(choice).toMatchObject({ ok: false });
    if (!choice.ok) expect(choice.problems.map((p) => p.path)).toEqual(['legs[1]']);
  });
});
