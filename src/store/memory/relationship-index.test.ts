// The memory store's relationship index pages an outcome's relationships off indexes kept in
// relationship ID order: the order, totals and filters must be those of every record made and
// sorted by ID, whatever the outcome IDs look like (prefixes of one another, characters before
// and after the colon that separates the ends in an ID, colons in the IDs themselves).
import type { RelationshipRecord } from '../../domain/records';
import { RelationshipList } from '../../domain/relationships/relationship-list';
import { RELATIONSHIP_TYPES } from '../../domain/relationships/relationship-types';
import { relationshipId } from '../../domain/relationships/relationship-list';
import type { Page } from '../page';
import { RelationshipIndex } from './relationship-index';

function family(outcomeIds: string[], familyId = 'fam'): RelationshipRecord[] {
  const records: RelationshipRecord[] = [];
  // Every pair once, ends in a scrambled order, so the list's order is not the IDs' order.
  for (let a = outcomeIds.length - 1; a >= 0; a--)
    for (let b = 0; b < a; b++) {
      const [from, to] =
        (a + b) % 3 === 0 ? [outcomeIds[a]!, outcomeIds[b]!] : [outcomeIds[b]!, outcomeIds[a]!];
      records.push({
        relationshipId: relationshipId({ familyId, version: '1' }, from, to),
        familyId,
        scenarioVersion: '1',
        type: RELATIONSHIP_TYPES[(a * 7 + b) % RELATIONSHIP_TYPES.length]!,
        fromOutcomeId: from,
        toOutcomeId: to,
        witnesses: [],
      });
    }
  return records;
}

const byId = (a: RelationshipRecord, b: RelationshipRecord) =>
  a.relationshipId < b.relationshipId ? -1 : a.relationshipId > b.relationshipId ? 1 : 0;

function expected(
  records: RelationshipRecord[],
  outcomeIds: string[],
  keep: (r: RelationshipRecord, neighbour: string) => boolean,
  page: Page,
) {
  const all = records
    .filter((r) =>
      outcomeIds.some(
        (o) =>
          (r.fromOutcomeId === o && keep(r, r.toOutcomeId)) ||
          (r.toOutcomeId === o && keep(r, r.fromOutcomeId)),
      ),
    )
    .sort(byId);
  return {
    items: all.slice(page.offset, page.offset + page.limit),
    hasMore: all.length > page.offset + page.limit,
    total: all.length,
  };
}

const shapes: Record<string, string[]> = {
  'prefixes and characters around the colon': [
    'o1',
    'o1-',
    'o1-a',
    'o10',
    'o1.',
    'o1;',
    'o19',
    'o1a',
    'o2',
    'O1',
    'o',
    'o-1',
    'o~',
    'o 1',
  ],
  'colons in the outcome IDs': ['a', 'a:b', 'a:', 'a:b:c', 'ab', 'a-b', 'a;b', 'b:a', 'b'],
};

describe.each(Object.entries(shapes))('relationship pages, outcome IDs with %s', (_, ids) => {
  const records = family(ids);
  const index = new RelationshipIndex();
  index.replace('fam', '1', RelationshipList.of(records), 1);
  const pins = new Set(['fam@1']);
  const pages: Page[] = [
    { offset: 0, limit: 1_000 },
    { offset: 0, limit: 3 },
    { offset: 4, limit: 5 },
    { offset: 50, limit: 5 },
  ];

  test.each(ids)('the relationships of %s, unfiltered and filtered, in every page', (outcome) => {
    for (const page of pages) {
      expect(index.touching([outcome], pins, 1, undefined, page)).toEqual(
        expected(records, [outcome], () => true, page),
      );
      const keep = (type: string, neighbour: string) =>
        type !== 'EXCLUSIVE' && neighbour !== ids[1];
      expect(index.touching([outcome], pins, 1, keep, page)).toEqual(
        expected(records, [outcome], (r, n) => keep(r.type, n), page),
      );
    }
  });

  test('the relationships of several outcomes, each counted once', () => {
    const outcomes = [ids[0]!, ids[3]!, ids[0]!, ids[5]!];
    for (const page of pages)
      expect(index.touching(outcomes, pins, 1, undefined, page)).toEqual(
        expected(records, outcomes, () => true, page),
      );
  });
});

test('a set of given IDs (not of relationshipId form) pages in the order of those IDs', () => {
  const ids = ['x1', 'x10', 'x2', 'x-3'];
  const records = family(ids).map((r, i) => ({
    ...r,
    relationshipId: `given-${(i * 5) % 7}-${i}`,
  }));
  const index = new RelationshipIndex();
  index.replace('fam', '1', RelationshipList.of(records), 1);
  for (const outcome of ids)
    expect(
      index.touching([outcome], new Set(['fam@1']), 1, undefined, { offset: 0, limit: 2 }),
    ).toEqual(expected(records, [outcome], () => true, { offset: 0, limit: 2 }));
});

test("a page of one outcome's relationships makes the page's records only", () => {
  const ids = Array.from({ length: 40 }, (_, i) => `o${i}`);
  const index = new RelationshipIndex();
  index.replace('fam', '1', RelationshipList.of(family(ids)), 1);
  const made = jest.spyOn(RelationshipList.prototype, 'at');
  try {
    const page = index.touching(['o7'], new Set(['fam@1']), 1, undefined, { offset: 10, limit: 5 });
    expect(page.total).toBe(39);
    expect(page.items).toHaveLength(5);
    expect(made).toHaveBeenCalledTimes(5);
  } finally {
    made.mockRestore();
  }
});
