// The books' holdings made from the positions' columns are the ones the service makes from
// objects, and the answer's per-position parts written from them are the JSON of the assignments
// and of each book's position IDs, as JSON.stringify writes it.
import { outcomeIndexOf } from './evaluation/book-engine';
import {
  columnHoldings,
  holdingsOfColumns,
  positionPartsOf,
  type AssignmentForm,
  type ColumnHoldings,
} from './position-column-books';
import { readPositionColumns } from './position-columns';

const item = (id: string, instrument: string, type: string, quantity: string) =>
  `{"position_id":"${id}","instrument":{${instrument}},"position_type":"${type}","quantity":"${quantity}"}`;

const TEXT = [
  item('p-1', '"outcome_id":"o-1"', 'HELD', '10'),
  item('p-2', '"listing_id":"l-9"', 'OWED', '0.5'),
  item('p-3', '"outcome_id":"o-1"', 'OWED', '3.25'),
  item('p-4', '"outcome_id":"o-9"', 'HELD', '7'),
].join(',');

const FORM: AssignmentForm = {
  members: [
    { name: 'positionId', lead: '"position_id":' },
    { name: 'familyId', lead: '"family_id":' },
  ],
};

/** Instruments o-1 and o-9 in book 1, the listing l-9 (of outcome o-L) in book 0. */
function holdings(): ColumnHoldings {
  const columns = readPositionColumns(
    new TextEncoder().encode(TEXT),
    Uint32Array.from([0, TEXT.length]),
  )!;
  expect(columns.instruments).toEqual([
    { outcomeId: 'o-1' },
    { listingId: 'l-9' },
    { outcomeId: 'o-9' },
  ]);
  return columnHoldings(columns, {
    instrumentBook: Uint32Array.from([1, 0, 1]),
    instrumentOutcome: Uint32Array.from([0, 0, 1]),
    outcomeIds: [['o-L'], ['o-1', 'o-9']],
  });
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('holdingsOfColumns', () => {
  test("makes each book's holdings in the positions' order, OWED negated, outcomes indexed", () => {
    const books = holdingsOfColumns(holdings(), 2);
    expect(books).toEqual([
      [{ holdingId: 'p-2', outcomeId: 'o-L', quantity: '-0.5' }],
      [
        { holdingId: 'p-1', outcomeId: 'o-1', quantity: '10' },
        { holdingId: 'p-3', outcomeId: 'o-1', quantity: '-3.25' },
        { holdingId: 'p-4', outcomeId: 'o-9', quantity: '7' },
      ],
    ]);
    const index = outcomeIndexOf(books[1]!);
    expect(index.outcomeIds).toEqual(['o-1', 'o-9']);
    expect([...index.index]).toEqual([0, 0, 1]);
  });
});

describe('positionPartsOf', () => {
  test("writes the assignments and each held book's position IDs as JSON", () => {
    const parts = positionPartsOf(holdings(), ['fam-a', 'fam-b'], FORM);
    const assignments = [
      { position_id: 'p-1', family_id: 'fam-b' },
      { position_id: 'p-2', family_id: 'fam-a' },
      { position_id: 'p-3', family_id: 'fam-b' },
      { position_id: 'p-4', family_id: 'fam-b' },
    ];
    expect(`[${text(parts.assignments)}]`).toBe(JSON.stringify(assignments));
    expect(parts.positionIds.map((p) => `[${text(p)}]`)).toEqual([
      JSON.stringify(['p-2']),
      JSON.stringify(['p-1', 'p-3', 'p-4']),
    ]);
  });

  test("a book without positions has no list; members in the form's order; texts escaped as JSON.stringify escapes them", () => {
    const ids = ['a"b', 'é\\', 'tab\t'];
    const made: ColumnHoldings = {
      count: 3,
      ids: ids.join(''),
      idEnds: Uint32Array.from([3, 5, 9]),
      quantities: '111',
      quantityEnds: Uint32Array.from([1, 2, 3]),
      owed: new Uint8Array(3),
      instrument: Uint32Array.from([0, 0, 0]),
      instrumentBook: Uint32Array.from([1]),
      instrumentOutcome: Uint32Array.from([0]),
      outcomeIds: [[], ['o']],
    };
    const reversed: AssignmentForm = { members: [...FORM.members].reverse() };
    const parts = positionPartsOf(made, ['unused', 'fam "é"'], reversed);
    expect(`[${text(parts.assignments)}]`).toBe(
      JSON.stringify(ids.map((id) => ({ family_id: 'fam "é"', position_id: id }))),
    );
    expect(parts.positionIds.map(text)).toEqual([JSON.stringify(ids).slice(1, -1)]);
    // Each part has a buffer of its own, to be moved.
    expect(parts.assignments.byteLength).toBe(parts.assignments.buffer.byteLength);
  });

  test('plain IDs copied as bytes and any IDs written as texts give the same JSON', () => {
    const ids = ['p-1', 'p-22', 'p-333'];
    const made = (joined: string, ends: number[]): ColumnHoldings => ({
      count: 3,
      ids: joined,
      idEnds: Uint32Array.from(ends),
      quantities: '111',
      quantityEnds: Uint32Array.from([1, 2, 3]),
      owed: new Uint8Array(3),
      instrument: Uint32Array.from([0, 1, 0]),
      instrumentBook: Uint32Array.from([2, 0]),
      instrumentOutcome: Uint32Array.from([0, 0]),
      outcomeIds: [['o-2'], [], ['o-1']],
    });
    const families = ['fam-a', 'unused', 'fam "é"'];
    const plain = positionPartsOf(made(ids.join(''), [3, 7, 12]), families, FORM);
    expect(`[${text(plain.assignments)}]`).toBe(
      JSON.stringify([
        { position_id: 'p-1', family_id: 'fam "é"' },
        { position_id: 'p-22', family_id: 'fam-a' },
        { position_id: 'p-333', family_id: 'fam "é"' },
      ]),
    );
    expect(plain.positionIds.map(text)).toEqual(['"p-22"', '"p-1","p-333"']);
    // The same positions with an ID that needs an escape take the texts' way.
    const escaped = positionPartsOf(made('p-1p-22p-"3', [3, 7, 11]), families, FORM);
    expect(text(escaped.assignments)).toBe(
      text(plain.assignments).replace('"p-333"', JSON.stringify('p-"3')),
    );
    expect(plain.assignments.byteLength).toBe(plain.assignments.buffer.byteLength);
  });
});
