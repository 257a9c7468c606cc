// A Kalshi game's rules_secondary that names a fallback (docs/decisions.md, "Settlement terms: a
// game's source in the body's own publication, and competitions by their frames"): the source
// named for the case the first one fails is kept beside the sources the market states, never read
// as the source alone; a body the rules name only to disclaim ties ("not affiliated … with the
// NFL") or a result no body is named for ("the official final result") is none. The rules of
// tuning KXNFLSPREAD-26SEP09NESEA-NE7 (test/fixtures/terms-corpus/tuning/kalshi/
// kalshi-cockpit-events-nfl-spread-2026-08.json) with one sentence added or its "Governing League"
// named, and another league's game in no fixture.
import { readTexts } from '../../../support/read-texts';

const NFL =
  'If New England wins by more than 6.5 points in the New England vs Seattle Pro Football game originally scheduled for Sep 9, 2026, then the market resolves to Yes.';
const NHL =
  'If Colorado wins by more than 1.5 goals in the Colorado vs Dallas professional hockey game originally scheduled for Nov 3, 2026, then the market resolves to Yes.';
const DISCLAIMER =
  'Kalshi is not affiliated, associated, authorized, endorsed by, or in any way officially connected with the NFL. All trademarks, logos, and brand names are the property of their respective owners.';

const read = (primary: string, secondary: string, eventSources: string[]) =>
  readTexts(
    'kalshi',
    [
      { field: 'rules_primary', text: primary },
      { field: 'rules_secondary', text: secondary },
    ],
    {
      facts: { settlementSources: eventSources.map((url) => ({ name: '', url })) },
    },
  ).source;

const CASES: readonly {
  name: string;
  primary: string;
  secondary: string;
  sources: string[];
  value: string | undefined;
}[] = [
  {
    name: "the event's source, and a fallback beside it",
    primary: NFL,
    secondary: `If the NFL's official statistics are unavailable, the market will resolve according to ESPN. ${DISCLAIMER}`,
    sources: ['https://www.nfl.com/'],
    value: 'ESPN + NFL',
  },
  {
    name: 'a fallback alone, the market recorded without its sources: none',
    primary: NHL,
    secondary: 'If the official source is unavailable, the market will resolve according to ESPN.',
    sources: [],
    value: undefined,
  },
  {
    name: 'a league named only to disclaim ties, and "the official final result": none',
    primary: NFL,
    secondary: `If the game is postponed but begins within 48 hours, the market will remain open and resolve based on the official final result. ${DISCLAIMER}`,
    sources: [],
    value: undefined,
  },
];

describe("a Kalshi game's fallback source", () => {
  test.each(CASES)('$name', ({ primary, secondary, sources, value }) => {
    const source = read(primary, secondary, sources);
    if (value === undefined) expect(source.status).toBe('UNKNOWN');
    else expect(source).toMatchObject({ status: 'KNOWN', value });
  });
});
