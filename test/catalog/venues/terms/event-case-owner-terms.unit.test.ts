// Which of an event's markets the cases its description states belong to (docs/decisions.md,
// "Settlement terms: which of an event's markets its description's cases belong to"), read by the
// description's structure:
// - a description that is another market's text (it pays outcomes this market does not have, or
//   this market's outcomes on another proposition) states that market's cases, not this one's;
// - a description that states this market's own proposition, in whatever words, states its cases;
// - a sentence that states its case for every market of the event is each market's.
// Otherwise a case the market's own rules do not state leaves the exceptions UNKNOWN, as before.
// The tuning cases are Gamma 938734 and 1279750
// (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-backtest-more-2026-02-08.json),
// Gamma 582500 (tuning/polymarket/wom-strategy-gamma-markets-backtest-2026-02-08.json) and Kalshi
// KXITFWMATCH-26AUG09HIEHEJ-HIE (tuning/kalshi/kalshi-cockpit-combo-legs-2026-08.json); the
// paraphrases (a boxing bout, an NBA game, a council's vote) are found in no fixture.
import type { VenueText } from '../../../../src/domain/settlement-terms/term-inputs';
import { exceptionsWithEvent } from '../../../support/read-texts';

const exceptionsOf = exceptionsWithEvent;

const NOT_READ = (cases: string, why: string) =>
  `UNKNOWN: the event's description states a case (${cases}) the market's own rules do not: whether it is this market's is not read (${why})`;

// A council's vote in no fixture: its own rules state no case.
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

// Gamma 938734 as recorded: a spread of the game whose event's description is its winner market's.
const SPREAD: VenueText[] = [
  { field: 'question', text: 'Spread: Cowboys (-2.5)' },
  { field: 'groupItemTitle', text: 'Spread -2.5' },
  {
    field: 'description',
    text: 'In the upcoming NFL game, scheduled for December 14 at 8:20 PM ET:\n\nThis market will resolve to "Cowboys" if the Cowboys win the game by 3 or more points.\n\nOtherwise, this market will resolve to "Vikings".\n\nIf the game is postponed, this market will remain open until the game has been completed. If the game is canceled entirely, with no make-up game, this market will resolve 50-50.',
  },
];
const SPREAD_CANCEL =
  'If the game is canceled entirely, with no make-up game, this market will resolve 50-50.';
const WINNER_OF_THE_GAME =
  'In the upcoming NFL game, scheduled for December 14 at 3:20PM ET:\nIf Vikings wins, the market will resolve to "Vikings".\nIf Cowboys wins, the market will resolve to "Cowboys".\nIf the game is postponed, this market will remain open until the game has been completed.\nIf the game is canceled entirely or ends in a tie, with no make-up game, this market will resolve 50-50.';
const GAME_EVENT = (description: string): VenueText[] => [
  { field: 'event.title', text: 'Vikings vs. Cowboys' },
  { field: 'event.description', text: description },
];

// Gamma 1279750 as recorded: the rounds of a fight whose event's description is its winner market's.
const ROUNDS: VenueText[] = [
  { field: 'question', text: 'O/U 0.5 Rounds' },
  {
    field: 'description',
    text: 'Each market will resolve to \u201cOver\u201d if the fight between Said Nurmagomedov and Javid Basharat at UFC Fight Night: Bautista vs. Oliveira, scheduled for February 7, 2026, lasts beyond the listed round threshold.\n\nEach market will resolve to \u201cUnder\u201d if the fight between Said Nurmagomedov and Javid Basharat at UFC Fight Night: Bautista vs. Oliveira, scheduled for February 7, 2026, does not last beyond the listed round threshold.\n\nIf the bout is not scored, postponed beyond February 21, 2026, or canceled, all options will resolve \u201c50-50.\u201d\n\nThe resolution source for this market will be official information from the UFC.',
  },
];
const FIGHT_EVENT: VenueText[] = [
  { field: 'event.title', text: 'UFC Fight Night: Said Nurmagomedov vs. Javid Basharat' },
  {
    field: 'event.description',
    text: 'This market will resolve to "Nurmagomedov" if Said Nurmagomedov is officially declared the winner of the fight against Javid Basharat at UFC Fight Night: Bautista vs. Oliveira, scheduled for February 7, 2026.\n\nIt will resolve to "Basharat" if Javid Basharat is officially declared the winner.\n\nIf the fight is declared a draw or technical draw, ruled a No Contest, not scored, canceled, or postponed beyond February 21, 2026, this market will resolve "50-50."\n\nThe resolution source for this market will be official information from the UFC.',
  },
];

describe("a description that is another market's text: its cases are that market's", () => {
  test("tuning: a spread and a fight's rounds beside their winner market's tie read their own cases", () => {
    expect(
      exceptionsOf('polymarket', SPREAD, GAME_EVENT(WINNER_OF_THE_GAME), ['Cowboys', 'Vikings'], {
        sportsMarketType: 'spreads',
      }),
    ).toBe('void-50-50');
    expect(exceptionsOf('polymarket', ROUNDS, FIGHT_EVENT, ['Over', 'Under'])).toBe('void-50-50');
  });

  test("paraphrase: a boxing bout's rounds beside the bout's winner market", () => {
    const rounds: VenueText[] = [
      { field: 'question', text: 'Fury vs. Usyk: O/U 10.5 Rounds' },
      {
        field: 'description',
        text: 'This market will resolve to "Over" if the heavyweight bout between Tyson Fury and Oleksandr Usyk in Riyadh, scheduled for May 18, 2027, goes past the midpoint of Round 11. Otherwise, it will resolve to "Under". Should the bout be canceled, this market will resolve 50-50.',
      },
    ];
    const event: VenueText[] = [
      { field: 'event.title', text: 'Fury vs. Usyk' },
      {
        field: 'event.description',
        text: 'The market resolves to "Fury" if Tyson Fury is declared the winner of the heavyweight bout against Oleksandr Usyk, scheduled for May 18, 2027, and to "Usyk" if Oleksandr Usyk is. If the bout is declared a draw, the market will resolve 50-50.',
      },
    ];
    expect(exceptionsOf('polymarket', rounds, event, ['Over', 'Under'])).toBe('void-50-50');
  });

  test.each([
    [
      "the market's own case moved into it: a circumstance named in two sentences",
      SPREAD.map((t) =>
        t.field === 'description' ? { ...t, text: t.text.replace(SPREAD_CANCEL, '') } : t,
      ),
      `${WINNER_OF_THE_GAME}\n${SPREAD_CANCEL}`,
      NOT_READ(
        'tie-50-50, void-50-50',
        "it names canceled in two sentences, so it is not one market's text",
      ),
    ],
    [
      "the market's outcomes with a proposition no table reads",
      SPREAD,
      'If Vikings wins, the market will resolve to "Vikings".\nIf Cowboys wins, the market will resolve to "Cowboys".\nIf the game is canceled entirely or ends in a tie, with no make-up game, this market will resolve 50-50.',
      NOT_READ(
        'tie-50-50',
        "its proposition and the market's are not both read, so whose text it is is not known",
      ),
    ],
  ])('negative: %s stays UNKNOWN', (_name, texts, description, reason) => {
    expect(
      exceptionsOf('polymarket', texts, GAME_EVENT(description), ['Cowboys', 'Vikings'], {
        sportsMarketType: 'spreads',
      }),
    ).toBe(reason);
  });
});

// Gamma 582500 as recorded: a game's winner market whose event's description is its own rules.
const EUROBASKET_CANCEL =
  'If the game is canceled entirely, with no make-up game, this market will resolve 50-50.';
const EUROBASKET_RULES =
  'In the upcoming EuroBasket game, scheduled for September 1, at 09:30 AM ET:  \nIf Germany wins, the market will resolve to \u201cGermany\u201d.  \nIf Great Britain wins, the market will resolve to \u201cGreat Britain\u201d.  \nIf the game is postponed, this market will remain open until the game has been completed.  \n' +
  EUROBASKET_CANCEL;
const EUROBASKET = (rules: string): VenueText[] => [
  { field: 'question', text: 'Euro Basket: Germany vs Great Britain' },
  { field: 'description', text: rules },
];
const EUROBASKET_EVENT: VenueText[] = [
  { field: 'event.title', text: 'Euro Basket: Germany vs Great Britain' },
  { field: 'event.description', text: EUROBASKET_RULES },
];

const NUGGETS_EVENT: VenueText[] = [
  { field: 'event.title', text: 'Nuggets vs. Lakers' },
  {
    field: 'event.description',
    text: 'In the upcoming NBA game, scheduled for March 3 at 10:30PM ET:\nIf the Denver Nuggets win, the market will resolve to "Nuggets".\nIf the Los Angeles Lakers win, the market will resolve to "Lakers".\nShould the game be canceled with no make-up game, the market will resolve 50-50.',
  },
];
const NUGGETS = (team: string): VenueText[] => [
  { field: 'question', text: 'Nuggets vs. Lakers' },
  {
    field: 'description',
    text: `In the upcoming NBA game between ${team} and Lakers, scheduled for March 3 at 10:30 PM ET: This market will resolve to "Nuggets" if Nuggets win the game. This market will resolve to "Lakers" if Lakers win the game. If the game is postponed, this market will remain open until the game has been completed.`,
  },
];

describe("a description that states the market's own proposition: its cases are the market's", () => {
  test("tuning: a game's winner whose own rules leave out the cancellation its event states", () => {
    const withoutCancel = EUROBASKET(EUROBASKET_RULES.replace(EUROBASKET_CANCEL, ''));
    // The market's outcome is "Britain", the description's "Great Britain": the same proposition.
    expect(
      exceptionsOf('polymarket', withoutCancel, EUROBASKET_EVENT, ['Germany', 'Britain']),
    ).toBe('void-50-50');
    expect(
      exceptionsOf('polymarket', EUROBASKET(EUROBASKET_RULES), EUROBASKET_EVENT, [
        'Germany',
        'Britain',
      ]),
    ).toBe('void-50-50');
  });

  test('paraphrase: an NBA game described in other words than its rules', () => {
    expect(
      exceptionsOf('polymarket', NUGGETS('Nuggets'), NUGGETS_EVENT, ['Nuggets', 'Lakers']),
    ).toBe('void-50-50');
  });

  test('negative: a description read as another proposition, with no outcome of its own, stays UNKNOWN', () => {
    // "the city council of Lisbon" reads as another subject than "the Lisbon city council": the
    // same proposition to a reader, not to the tables, so whose text it is stays unread.
    expect(
      exceptionsOf(
        'polymarket',
        VOTE,
        VOTE_EVENT(
          'This market will resolve to "Yes" if the city council of Lisbon approves its 2028 budget by March 31, 2028, 11:59 PM ET. Otherwise, it will resolve to "No". If the vote is postponed beyond March 31, 2028, this market will resolve 50-50.',
        ),
      ),
    ).toBe(
      NOT_READ(
        'void-50-50',
        "it names no outcome of its own and is not the market's proposition: it may be written for every market of the event",
      ),
    );
  });
});

// Kalshi KXITFWMATCH-26AUG09HIEHEJ-HIE: its case for every market moved into its event's subtitle.
const ITF_CASE =
  'If the match does not occur (signaled by a ball being played) due to a player injury, walkover, forfeiture, or any other cancellation (all before the match starts), all markets will resolve to $0.50.';
const ITF: VenueText[] = [
  {
    field: 'title',
    text: 'Will Laura Hietaranta win the Hietaranta vs Hejtmanek: W15 Hameenlinna Final match?',
  },
  { field: 'yes_sub_title', text: 'Laura Hietaranta' },
  {
    field: 'rules_primary',
    text: 'If Laura Hietaranta wins the Hietaranta vs Hejtmanek professional tennis match in the 2026 W15 Hameenlinna Final after a ball has been played, then the market resolves to Yes.',
  },
  {
    field: 'rules_secondary',
    text: 'The following market refers to the Hietaranta vs Hejtmanek professional tennis match in the 2026 W15 Hameenlinna Final after a ball has been played. If a player withdraws or forfeits after a match has started, that player will resolve to No. If this match is postponed or delayed, the market will remain open and close after the rescheduled match has finished (within two weeks).',
  },
];
const ITF_EVENT = (sentence: string): VenueText[] => [
  { field: 'event.title', text: 'Hietaranta vs Hejtmanek' },
  { field: 'event.sub_title', text: `Hietaranta vs Hejtmanek\n${sentence}` },
];

describe("a case the description states for every market of the event is each market's", () => {
  test("tuning: a tennis match's case for all markets, in its event's subtitle", () => {
    expect(exceptionsOf('kalshi', ITF, ITF_EVENT(ITF_CASE))).toBe('void-50-50,void-no');
  });

  test("paraphrase: a council vote's postponement for every market of its event", () => {
    expect(
      exceptionsOf(
        'polymarket',
        VOTE,
        VOTE_EVENT(
          'If the vote is postponed beyond March 31, 2028, every market of this event will resolve 50-50.',
        ),
      ),
    ).toBe('void-50-50');
  });

  test.each([
    [
      "the tennis match's case for this market",
      'kalshi',
      ITF,
      ITF_EVENT(ITF_CASE.replace('all markets', 'this market')),
    ],
    [
      'the vote\'s postponement for "the market", beside several budgets',
      'polymarket',
      VOTE,
      VOTE_EVENT(
        'The council votes on several budgets. If the vote is postponed beyond March 31, 2028, the market will resolve 50-50.',
      ),
    ],
  ] as const)('negative: %s stays UNKNOWN', (_name, venue, texts, event) => {
    expect(exceptionsOf(venue, [...texts], [...event])).toMatch(
      /^UNKNOWN: the event's description states a case \(void-50-50\) the market's own rules do not: whether it is this market's is not read \(/,
    );
  });
});
