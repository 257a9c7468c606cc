// A mention whose condition reads the term said once, while its title or own name writes a number
// of times beside the term (src/domain/settlement-terms/read-category.ts `MENTION_COUNT`;
// docs/decisions.md, "Settlement terms: a mention's boundary, a condition broken over lines"):
// the number may count the mentions, so the boundary is not read as said once. Each wording is a
// tuning market's (test/fixtures/terms-corpus/tuning/kalshi/iran-dataset-events-2026-03-01.json,
// KXSECPRESSMENTION-26DEC31-SAN) or another speaker, term and appearance in no fixture.
import { readKalshiRules } from '../../../support/read-texts';

const kalshi = readKalshiRules;

const BRIEFING =
  'If the White House Press Secretary says Sanction at the next Press Briefing by the White House Press Secretary (does not include gaggles), then the market resolves to Yes.';
const BRIEFING_VIDEO =
  'Video of the next Press Briefing by the White House Press Secretary (does not include gaggles) will be primarily used to resolve the market. The exact phrase/word, or a plural or possessive form of the phrase/word, must be used.';

test('tuning (KXSECPRESSMENTION-26DEC31-SAN): a title with no number reads the term said', () => {
  const t = kalshi(
    BRIEFING,
    BRIEFING_VIDEO,
    'Will the White House Press Secretary say Sanction at her next press briefing?',
    'Sanction',
  );
  expect(t.category).toBe('mentions');
  expect(t.quantity.status).toBe('KNOWN');
  expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
});

test('the same condition whose title writes "3+ times" beside the term: UNKNOWN, not said once', () => {
  const t = kalshi(
    BRIEFING,
    BRIEFING_VIDEO,
    'Will the White House Press Secretary say Sanction 3+ times at her next press briefing?',
    'Sanction',
  );
  expect(t.quantity.status).toBe('UNKNOWN');
  expect(t.boundary.status).toBe('UNKNOWN');
  expect(t.boundary).not.toMatchObject({ statedNone: true });
  expect(JSON.stringify(t.boundary)).toContain('may count the mentions');
});

test('another speaker, term and programme, the count in the own name ("Ukraine 4x")', () => {
  const t = kalshi(
    'If Marco Rubio says Ukraine during Meet the Press, then the market resolves to Yes.',
    'Video of Meet the Press will be primarily used to resolve the market.',
    'What will Marco Rubio say during Meet the Press?',
    'Ukraine 4x',
  );
  expect(t.quantity.status).toBe('UNKNOWN');
  expect(t.boundary).not.toMatchObject({ statedNone: true });
});

test('"at least twice" in the question of a term the rules read as said', () => {
  const t = kalshi(
    'If Gavin Newsom says Wildfire at the California budget address, then the market resolves to Yes.',
    'Video of the California budget address will be primarily used to resolve the market.',
    'Will Gavin Newsom say Wildfire at least twice at the budget address?',
    'Wildfire',
  );
  expect(t.boundary).not.toMatchObject({ statedNone: true });
  expect(t.boundary.status).toBe('UNKNOWN');
});

test('a counted term the rules read stays a count compared with its number', () => {
  const t = kalshi(
    'If Marco Rubio says Ukraine (4+ times) during Meet the Press, then the market resolves to Yes.',
    'Video of Meet the Press will be primarily used to resolve the market.',
    'What will Marco Rubio say during Meet the Press?',
    'Ukraine (4+ times)',
  );
  expect(t.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: '>=', threshold: '4', unit: 'times' },
  });
});
