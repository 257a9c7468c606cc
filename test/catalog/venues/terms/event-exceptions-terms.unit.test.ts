// An exceptional case stated in the event's text and not in the market's rules (docs/decisions.md,
// "Settlement terms: the title's subject, a second subject in the group item title and the event's
// exceptions"). An event's description is often its main market's rules, so where whose text it
// is is not read, its cases are not added to a market's; where it states a case the market's own
// rules do not, the exceptions are UNKNOWN rather than read without it. A game's tie is set aside for the game's total, whose
// points count whoever wins. The tuning cases are Kalshi KXNFLGAME-26SEP14DENKC-KC
// (test/fixtures/terms-corpus/tuning/kalshi/kalshi-cockpit-events-sports-2026-08.json) with its
// tie moved into its event's subtitle, as the audit's `exceptions-event` edit moves it, and Gamma
// 700863 (tuning/polymarket/wom-strategy-gamma-markets-backtest-2026-02-08.json) as recorded; the
// paraphrase is a council's vote found in no fixture. Which market a description's cases belong to
// where it is read (another market's text, the market's own, a case for every market) is tested in
// event-case-owner-terms.unit.test.ts.
import type { VenueText } from '../../../../src/domain/settlement-terms/term-inputs';
import { exceptionsWithEvent } from '../../../support/read-texts';

const exceptionsOf = exceptionsWithEvent;

const KC_TIE = 'If the game ends in a tie, the market will resolve to $0.50 for each team.';
const KC_REST =
  'The following market refers to the team who wins the Denver vs Kansas City professional football game originally scheduled for Sep 14, 2026. If the game is postponed but begins within 48 hours from its originally scheduled start time, the market will remain open and resolve based on the official final result. If the game is not started within 48 hours, the market will resolve to a fair market price.';
const KC: VenueText[] = [
  { field: 'title', text: 'Will Kansas City win the Denver vs Kansas City Pro Football game?' },
  { field: 'yes_sub_title', text: 'Kansas City' },
  {
    field: 'rules_primary',
    text: 'If Kansas City wins the Denver vs Kansas City professional football game originally scheduled for Sep 14, 2026, then the market resolves to Yes.',
  },
  { field: 'rules_secondary', text: KC_REST },
];

const VOTE: VenueText[] = [
  { field: 'question', text: 'Will the Lisbon city council approve its 2028 budget?' },
  {
    field: 'description',
    text: 'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028, 11:59 PM ET. Otherwise, this market will resolve to "No".',
  },
];
const VOTE_EVENT = (sentence: string): VenueText[] => [
  { field: 'event.title', text: 'Lisbon 2028 budget' },
  { field: 'event.description', text: sentence },
];

describe("a case stated in the event's text and not in the market's rules", () => {
  test("tuning: Kalshi's tie moved into the event's subtitle leaves the exceptions UNKNOWN", () => {
    const eventTexts: VenueText[] = [
      { field: 'event.title', text: 'Denver vs Kansas City' },
      { field: 'event.sub_title', text: `DEN vs KC (Sep 14)\n${KC_TIE}` },
    ];
    expect(exceptionsOf('kalshi', KC, eventTexts)).toBe(
      "UNKNOWN: the event's description states a case (tie-50-50) the market's own rules do not: whether it is this market's is not read (its proposition and the market's are not both read, so whose text it is is not known)",
    );
    // As recorded, the tie in the market's own rules: both cases read.
    const recorded = [
      ...KC.slice(0, 3),
      { field: 'rules_secondary', text: `${KC_REST} ${KC_TIE}` },
    ];
    expect(
      exceptionsOf('kalshi', recorded, [{ field: 'event.sub_title', text: 'DEN vs KC (Sep 14)' }]),
    ).toBe('tie-50-50,void-fair-price');
  });

  test("tuning: Gamma's game total keeps its own case; the event's tie is its winner market's", () => {
    const texts: VenueText[] = [
      { field: 'question', text: 'Bears vs. Eagles: O/U 44.5' },
      {
        field: 'description',
        text: 'In the upcoming NFL game, scheduled for November 28 at 3:00 PM ET:\n\nThis market will resolve to "Over" if the Bears and Eagles combine to score 45 or more points in this game.\n\nIf the combined total is less than 45, this market will resolve to "Under".\n\nIf the game is postponed, this market will remain open until the game has been completed. If the game is canceled entirely, with no make-up game, this market will resolve 50-50.',
      },
    ];
    const eventTexts: VenueText[] = [
      { field: 'event.title', text: 'Bears vs. Eagles' },
      {
        field: 'event.description',
        text: 'In the upcoming NFL game, scheduled for November 28 at 3:00PM ET:\nIf Bears wins, the market will resolve to "Bears".\nIf Eagles wins, the market will resolve to "Eagles".\nIf the game is postponed, this market will remain open until the game has been completed.\nIf the game is canceled entirely or ends in a tie, with no make-up game, this market will resolve 50-50.',
      },
    ];
    expect(exceptionsOf('polymarket', texts, eventTexts, ['Over', 'Under'])).toBe('void-50-50');
  });

  test("paraphrase: a council vote's postponement stated only by its event is not read as none", () => {
    expect(
      exceptionsOf(
        'polymarket',
        VOTE,
        VOTE_EVENT(
          'If the vote is postponed beyond March 31, 2028, this market will resolve 50-50.',
        ),
      ),
    ).toBe(
      "UNKNOWN: the event's description states a case (void-50-50) the market's own rules do not: whether it is this market's is not read (its proposition and the market's are not both read, so whose text it is is not known)",
    );
  });

  test.each([
    [
      'an event that states no case',
      'The council votes on the budget in its March session; the vote is public.',
      'none',
    ],
    [
      "an event that states the market's own case",
      'If the vote is postponed beyond March 31, 2028, this market will resolve 50-50.',
      'void-50-50',
    ],
  ])('negative: %s leaves the market read by its own rules', (_name, sentence, rule) => {
    const own: VenueText[] =
      rule === 'none'
        ? VOTE
        : [
            VOTE[0]!,
            {
              field: 'description',
              text: `${VOTE[1]!.text} If the vote is postponed beyond March 31, 2028, this market will resolve 50-50.`,
            },
          ];
    expect(exceptionsOf('polymarket', own, VOTE_EVENT(sentence))).toBe(rule);
  });
});
