// Rules text broken across lines inside its condition, and headings of their own line
// (src/domain/settlement-terms/grammar/sentences.ts `lineContinues`, `oneLine`, `isHeading`;
// docs/decisions.md, "Settlement terms: a mention's boundary, a condition broken over lines"), on
// Kalshi's recorded Face the Nation mentions (test/fixtures/terms-corpus/tuning/kalshi/
// speech-pipeline-events-mentions-2026-06.json, KXFTNMENTION-26JUN21-ISRA and -TRUM) and on
// paraphrases with another speaker, programme, term and count. A condition broken over lines reads
// exactly as the same condition on one line: every term equal, its spans the venue's own text.
import { sentencesOf, spanIn } from '../../../../src/domain/settlement-terms/grammar/sentences';
import { readRulesText } from '../../../../src/domain/settlement-terms/rules-text';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readKalshiRules } from '../../../support/read-texts';

const SECONDARY =
  'Video of the Face the Nation will be primarily used to resolve the market; if a consensus by Kalshi employees cannot be reached using video, internal & external (official) transcripts of the Face the Nation will be used.\n\nPayout Criterion: \nThe exact phrase/word, or a plural or possessive form of the phrase/word, must be used. Grammatical/tense inflections are otherwise not included. \nPlease see full rules for more details.\n\nEvent does not qualify:\nIf an event is definitively cancelled or the event fails to qualify under the Payout Criterion, or any other circumstance prevents normal resolution, then the market for "Event does not qualify" resolves to Yes and all other markets will resolve to No.  \n\nPostponement:\nIf the event is postponed, and such a postponement is announced by the end of the following calendar day to be rescheduled to a time within 14 calendar days, the markets shall remain open.';

const kalshi = readKalshiRules;

describe('a condition broken across lines', () => {
  test('the recorded wording: "If \\n <speaker> says <term> as part of <show>\\n, then …"', () => {
    const t = kalshi(
      'If \n Lindsey Graham says Israel / Israeli as part of Face the Nation\n, then the market resolves to Yes.',
      SECONDARY,
      'What will Lindsey Graham say during Face the Nation?',
      'Israel / Israeli',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether Lindsey Graham says Israel / Israeli' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'Lindsey Graham, Face the Nation' },
    });
    // The case that pays "Event does not qualify" is this market's No; the postponement under
    // its heading waits.
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });

  test('a counted term ("(3+ times)") is a count compared with its number', () => {
    const t = kalshi(
      'If \n Lindsey Graham says Trump (3+ times) as part of Face the Nation\n, then the market resolves to Yes.',
      SECONDARY,
      'What will Lindsey Graham say during Face the Nation?',
      'Trump (3+ times)',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'times Lindsey Graham says Trump' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3', unit: 'times' },
    });
  });

  test('another speaker, programme and term', () => {
    const t = kalshi(
      'If \nAmy Klobuchar says Tariff during Meet the Press\n, then the market resolves to Yes.',
      SECONDARY.replace(/Face the Nation/g, 'Meet the Press'),
      'What will Amy Klobuchar say during Meet the Press?',
      'Tariff',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether Amy Klobuchar says Tariff' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'Amy Klobuchar, Meet the Press' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });
});

/** The terms without their spans: what a reading says, whatever characters it points at. */
const said = (t: SettlementTerms): unknown =>
  JSON.parse(JSON.stringify(t, (key, value: unknown) => (key === 'spans' ? undefined : value)));

describe('a condition broken over lines reads as the same condition on one line', () => {
  // Each pair: the venue's broken layout, the one-line wording, the title and the market's name.
  const cases: [string, string, string, string, string][] = [
    [
      'tuning, a term said',
      'If \n Lindsey Graham says Israel / Israeli as part of Face the Nation\n, then the market resolves to Yes.',
      'If Lindsey Graham says Israel / Israeli as part of Face the Nation, then the market resolves to Yes.',
      'What will Lindsey Graham say during Face the Nation?',
      'Israel / Israeli',
    ],
    [
      'tuning, a counted term',
      'If \n Lindsey Graham says Trump (3+ times) as part of Face the Nation\n, then the market resolves to Yes.',
      'If Lindsey Graham says Trump (3+ times) as part of Face the Nation, then the market resolves to Yes.',
      'What will Lindsey Graham say during Face the Nation?',
      'Trump (3+ times)',
    ],
    [
      'another speaker and programme, the break after a preposition',
      'If Amy Klobuchar says Tariff during\nMeet the Press\n, then the market resolves to Yes.',
      'If Amy Klobuchar says Tariff during Meet the Press, then the market resolves to Yes.',
      'What will Amy Klobuchar say during Meet the Press?',
      'Tariff',
    ],
    [
      'another count, broken before its parenthesis and with a carriage return',
      'If \r\nJosh Shapiro says Steel (7+ times) at the\r\nPennsylvania budget address\n, then the market resolves to Yes.',
      'If Josh Shapiro says Steel (7+ times) at the Pennsylvania budget address, then the market resolves to Yes.',
      'What will Josh Shapiro say at the Pennsylvania budget address?',
      'Steel (7+ times)',
    ],
    [
      "a company's representatives",
      'If Lidar is said by any Rivian Automotive representative (including the operator of the call) during the\nnext Rivian Automotive earnings call (including the Q+A)\n, then the market resolves to Yes.',
      'If Lidar is said by any Rivian Automotive representative (including the operator of the call) during the next Rivian Automotive earnings call (including the Q+A), then the market resolves to Yes.',
      'What will Rivian Automotive say during their next earnings call?',
      'Lidar',
    ],
  ];

  test.each(cases)('%s', (_, broken, oneLine, title, subtitle) => {
    const a = kalshi(broken, SECONDARY, title, subtitle);
    const b = kalshi(oneLine, SECONDARY, title, subtitle);
    expect(a.category).toBe('mentions');
    expect(a.quantity.status).toBe('KNOWN');
    expect(said(a)).toEqual(said(b));
    // The spans of the broken layout are the venue's own characters.
    for (const name of ['quantity', 'window', 'boundary'] as const)
      for (const span of a[name].spans)
        if (span.field === 'rules_primary')
          expect(broken.slice(span.start, span.end)).toBe(span.text);
  });

  test('the boundary of each: a count where the term is counted, else stated as none', () => {
    const boundary = (primary: string, subtitle: string) =>
      kalshi(primary, SECONDARY, 'What will they say?', subtitle).boundary;
    expect(boundary(cases[0]![1], cases[0]![4])).toMatchObject({
      status: 'UNKNOWN',
      statedNone: true,
    });
    expect(boundary(cases[3]![1], cases[3]![4])).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '7', unit: 'times' },
    });
  });
});

describe('lines of the grammar', () => {
  const texts = (text: string) => sentencesOf([{ field: 'rules', text }]).map((s) => s.text);

  test('a line that ends on a word no clause ends on, or before a comma, continues', () => {
    expect(texts('If \n the Mets win the game\n, then the market resolves to Yes.')).toEqual([
      'If the Mets win the game, then the market resolves to Yes.',
    ]);
    expect(texts('The market resolves to Yes when\nthe bill is signed.')).toEqual([
      'The market resolves to Yes when the bill is signed.',
    ]);
  });

  test("a joined sentence keeps its span in the venue's text", () => {
    const text = 'Intro line.\nIf \n the Mets win\n, then Yes.';
    const [, s] = sentencesOf([{ field: 'rules', text }]);
    expect(s!.text).toBe('If the Mets win, then Yes.');
    expect(text.slice(s!.start, s!.end)).toBe('If \n the Mets win\n, then Yes.');
    const at = s!.text.indexOf('the Mets win');
    const span = spanIn(s!, at, at + 'the Mets win'.length);
    expect(text.slice(span.start, span.end)).toBe(span.text);
    expect(span.text).toBe('the Mets win');
  });

  test('a heading, a finished sentence and a plain line end where they end', () => {
    expect(texts('Postponement:\nIf the event is postponed, the market stays open.')).toEqual([
      'Postponement:',
      'If the event is postponed, the market stays open.',
    ]);
    expect(texts('Resolution source\nhttps://example.org/data')).toEqual([
      'Resolution source',
      'https://example.org/data',
    ]);
  });
});

test('a heading of an exceptional case states no case of its own', () => {
  expect(readRulesText('Cancellation:')).toEqual({ kind: 'PLAIN', voids: [] });
  expect(
    readRulesText('Postponement:\nIf the debate is postponed, the market will remain open.'),
  ).toEqual({
    kind: 'PLAIN',
    voids: [],
  });
  // A line that states a case without its payout is still one.
  expect(readRulesText('Postponement: the market may be cancelled.').kind).toBe('AMBIGUOUS');
});
