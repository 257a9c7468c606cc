// Rules text of any length, language or encoding (issue "Settlement terms read from any market",
// Bad input): the readers never throw and never block, each field is read only up to
// MAX_FIELD_CHARS (grammar/bounded-fields.ts) and a term left unread says the text was cut. The
// bound below is a wait for the reading to end, generous for a shared machine.
import { MAX_FIELD_CHARS } from '../../../../src/domain/settlement-terms/grammar/bounded-fields';
import { TERM_NAMES } from '../../../../src/domain/settlement-terms/settlement-terms';
import type { VenueText } from '../../../../src/domain/settlement-terms/term-inputs';
import type { Venue } from '../../../../src/domain/value-sets';
import { readTexts } from '../../../support/read-texts';

const MB = 1 << 20;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

const ADVERSARIAL: [string, string][] = [
  ['a run of digits', fill('9')],
  ['digits with commas and points', fill('1,000.')],
  ['spaces', fill(' ')],
  ['comparator words', fill('at or above more than less than between ')],
  ['unmatched quotes', fill('resolve to "Yes if \u201c')],
  ['a condition repeated without its end', fill('If Kansas City wins the ')],
  [
    'game wordings without a date',
    fill('If A wins the A vs B professional football game originally scheduled for '),
  ],
  [
    'two-team matchups without their end',
    fill('This is a market on who will win in the A, Game 1, B Playoff matchup between the A and '),
  ],
  ['league names a game states', fill('In the upcoming Indian Premier League Little League game ')],
  ['competitions with a season', fill('If the A B win the 2026 A B Grand Final C ')],
  ['exceptional words', fill('cancelled postponed delayed until the game ')],
  ['dates', fill('Sep 14, 2026 at 5 PM EDT on ')],
  ['addresses', fill('https://www.nfl.com/')],
  ['source frames', fill('as reported by the State and Federal governments of The ')],
  ['source frames before a name', fill('Federal Reserve Bank of A as a secondary source ')],
  ['official-result frames', fill("settled based on the A B C D's official A B based on ")],
  [
    'non-Latin scripts',
    fill('\u0627\u0644\u0633\u0639\u0631 \u4ef7\u683c \u0446\u0435\u043d\u0430 '),
  ],
  ['lone surrogates', fill('\ud800a\udc00 ')],
  ['no sentence end', fill('x')],
  ['middle initials', fill('Donald J. Trump ')],
  ['letters that end sentences', fill('Serie A. A Group C. Brazil ')],
  [
    'mention and recording frames',
    fill('resolve to "Yes" if A says the listed term during video of A 3+ times (3+ times '),
  ],
  ['recordings used without their end', fill('Video of the next A B will be primarily ')],
  ['announcement and website frames', fill('an official announcement by the website of A B of ')],
  ['periods with a zone after them', fill('if A happens in 2026 (ET) during Q1 2026, PT in ')],
  [
    'a primary source in lower case without its consensus',
    fill('resolution source will be official court records of the court however a '),
  ],
  ['fiscal years', fill('U.S. A removes 5 in the 2025 fiscal year FY ')],
  ['counts of a period', fill('If the number of A in B in 2026 is above 5 in ')],
  ['lines broken inside their sentence', fill('If \n A says B during the\n C (3+ \r\n, then ')],
  ['headings and broken lines', fill('Postponement:\nIf the\n A of\n\n, Rules:\r\n')],
];

const texts = (venue: Venue, body: string): VenueText[] =>
  venue === 'kalshi'
    ? [
        { field: 'title', text: body },
        { field: 'rules_primary', text: body },
        { field: 'rules_secondary', text: body },
      ]
    : [
        { field: 'question', text: body },
        { field: 'description', text: body },
        { field: 'groupItemTitle', text: body },
      ];

describe.each(['kalshi', 'polymarket'] as const)('1 MB of adversarial text on %s', (venue) => {
  test.each(ADVERSARIAL)(
    '%s: read within the bound, every term KNOWN or UNKNOWN',
    (_name, body) => {
      const started = Date.now();
      const terms = readTexts(venue, texts(venue, body));
      expect(Date.now() - started).toBeLessThan(20_000);
      for (const name of TERM_NAMES) {
        const term = terms[name];
        expect(['KNOWN', 'UNKNOWN']).toContain(term.status);
        for (const span of term.spans) {
          expect(span.end).toBeLessThanOrEqual(MAX_FIELD_CHARS);
          expect(body.slice(span.start, span.end)).toBe(span.text);
        }
      }
    },
  );
});

test('a cut field is named in the reason of a term it leaves unread', () => {
  const terms = readTexts('kalshi', [{ field: 'rules_primary', text: fill('x') }]);
  expect(terms.quantity).toMatchObject({
    status: 'UNKNOWN',
    reason: `the rules state no proposition a category table knows (only the first ${MAX_FIELD_CHARS} characters of rules_primary are read)`,
  });
});

test('a market stated within the bound is read whatever follows it', () => {
  const rules =
    'If Kansas City wins the Denver vs Kansas City professional football game originally scheduled for Sep 14, 2026, then the market resolves to Yes. ' +
    fill('\ud800 9 above ');
  const terms = readTexts('kalshi', [{ field: 'rules_primary', text: rules }]);
  expect(terms.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NFL:KC' } });
});
