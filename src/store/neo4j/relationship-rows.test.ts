import { RelationshipList } from '../../domain/relationships/relationship-list';
import type { RelationshipRecord } from '../../domain/records';
import { relationshipRows } from './relationship-rows';

const record = (
  from: string,
  to: string,
  type: RelationshipRecord['type'],
  relationshipId = `rel:fam@v1:${from}:${to}`,
): RelationshipRecord => ({
  relationshipId,
  familyId: 'fam',
  scenarioVersion: 'v1',
  type,
  fromOutcomeId: from,
  toOutcomeId: to,
  witnesses: type === 'EXCLUSIVITY' ? ['s1', 's2'] : [],
});

const records = [
  record('a', 'b', 'EXCLUSIVITY'),
  record('a', 'c', 'OVERLAP'),
  record('b', 'c', 'EXCLUSIVITY', 'given-id'),
  record('c', 'd', 'OVERLAP'),
];

describe('relationshipRows', () => {
  test('a slice becomes rows into the tables of the outcomes and shapes it uses, each once', () => {
    const list = RelationshipList.of(records);
    const { outcomeIds, shapes, rows } = relationshipRows(list, 1, 4);
    expect(outcomeIds).toEqual(['a', 'c', 'b', 'd']);
    expect(shapes).toEqual([
      { familyId: 'fam', scenarioVersion: 'v1', type: 'OVERLAP', witnesses: [] },
      { familyId: 'fam', scenarioVersion: 'v1', type: 'EXCLUSIVITY', witnesses: ['s1', 's2'] },
    ]);
    expect(rows).toEqual([
      [0, 1, 0, 'rel:fam@v1:a:c'],
      [2, 1, 1, 'given-id'],
      [1, 3, 0, 'rel:fam@v1:c:d'],
    ]);
  });

  test('the rows give back every record of the list, field for field', () => {
    const list = RelationshipList.of(records);
    const { outcomeIds, shapes, rows } = relationshipRows(list, 0, list.length);
    const rebuilt = rows.map(([from, to, shape, relationshipId]) => ({
      relationshipId,
      ...shapes[shape]!,
      fromOutcomeId: outcomeIds[from],
      toOutcomeId: outcomeIds[to],
    }));
    expect(rebuilt).toEqual(records);
  });
});
