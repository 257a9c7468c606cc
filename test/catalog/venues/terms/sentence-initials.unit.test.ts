// A middle initial between a given name and a surname does not end a sentence ("Donald J. Trump
// wins …"), where one capital letter after a label ("Serie A."), a roman numeral ("World War I.")
// or a letter before a word that opens sentences ("Person F. The …") still may
// (src/domain/settlement-terms/grammar/sentences.ts; docs/decisions.md, "Settlement terms: middle
// initials, and deadlines the venue closes after"). The tuning case is Gamma 253898 of
// test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-markets-backtest-2026-02-08.json;
// the paraphrases name people, elections and years that are in no fixture.
import { sentencesOf } from '../../../../src/domain/settlement-terms/grammar/sentences';
import { readTexts } from '../../../support/read-texts';

const cut = (text: string): string[] =>
  sentencesOf([{ field: 'description', text }]).map((s) => s.text);
const description = (text: string) => ({ field: 'description', text });
const question = (text: string) => ({ field: 'question', text });

// Gamma 253898 ("Trump margin of victory in New Hampshire Primary 0-2.5%").
const MARGIN =
  'This market will resolve to "Yes" if Donald J. Trump wins the 2024 Republican New Hampshire Primary by between 0% (inclusive) and 2.5% (exclusive) of the popular vote (compared with the second place candidate). Otherwise, this market will resolve to "No".\n\nIf no 2024 Republican New Hampshire Primary take place, this market will resolve to "No".';

describe('a middle initial does not end a sentence', () => {
  test('"Donald J. Trump wins …" is one sentence (253898)', () => {
    expect(cut(MARGIN)).toEqual([
      'This market will resolve to "Yes" if Donald J. Trump wins the 2024 Republican New Hampshire Primary by between 0% (inclusive) and 2.5% (exclusive) of the popular vote (compared with the second place candidate).',
      'Otherwise, this market will resolve to "No".',
      'If no 2024 Republican New Hampshire Primary take place, this market will resolve to "No".',
    ]);
  });

  test('the whole condition is read: the primary not held pays No, an exceptional case (253898)', () => {
    const t = readTexts('polymarket', [
      description(MARGIN),
      question('Trump margin of victory in New Hampshire Primary 0-2.5%'),
    ]);
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
    // The margin is no winner: no table reads it as one.
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('other names with their initials, in no fixture: one sentence each', () => {
    expect(
      cut(
        'If George W. Bush and Mary K. Smith meet before the summit, then the market resolves to Yes. Otherwise No.',
      ),
    ).toEqual([
      'If George W. Bush and Mary K. Smith meet before the summit, then the market resolves to Yes.',
      'Otherwise No.',
    ]);
    expect(cut("John F. O'Neil's committee reports first. Then it ends.")).toEqual([
      "John F. O'Neil's committee reports first.",
      'Then it ends.',
    ]);
  });

  test('an election won by a candidate named with an initial, in no fixture, is read', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Mary K. Smith wins the 2027 Kenyan presidential election. Otherwise, this market will resolve to "No".',
      ),
      question('Will Mary K. Smith win the 2027 Kenyan presidential election?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:mary-k-smith' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2027 Kenyan presidential election' },
    });
  });
});

describe('one capital letter that is no middle initial still ends its sentence', () => {
  test.each([
    [
      "a label's letter before an article (the tuning wording of Serie A)",
      'The primary resolution source will be official information from Serie A. A consensus of credible reporting may also be used.',
    ],
    [
      'a letter before a word that opens sentences',
      'The winner is Person F. The market then closes.',
    ],
    ['a group before a name', 'The team finishes first in Group C. Brazil plays next.'],
    ['a roman numeral', 'The film is set after World War I. Germany is its setting.'],
    ['a letter after a word in lower case', 'The answer is option c. Brazil plays next.'],
  ])('%s', (_name, text) => {
    expect(cut(text)).toHaveLength(2);
  });
});
