// Sports wordings read by grammar rather than one reader a wording (docs/decisions.md, "Settlement
// terms: exceptional cases of games as one clause grammar" and "Settlement terms: competitions
// and matches as stated"): the clause grammar of src/domain/settlement-terms/grammar/
// game-clauses.ts, a competition named as its text states it, and the matches of two teams of
// categories/sports.ts. On recorded tuning markets (test/fixtures/terms-corpus/SOURCES.md) read
// through the venue parsers, and on clauses quoted from recorded responses named beside each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import { readGameClauses } from '../../../../src/domain/settlement-terms/grammar/game-clauses';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';

const TUNING = join(__dirname, '../../../fixtures/terms-corpus/tuning');
type Json = Record<string, unknown>;

/** Recorded markets of one tuning file, read by the venue's parser (Gamma: the bare array). */
function recordedTerms(
  venue: 'kalshi' | 'polymarket',
  file: string,
  ids: readonly string[],
): Map<string, SettlementTerms> {
  const list = JSON.parse(readFileSync(join(TUNING, venue, file), 'utf8')) as Json[];
  const key = venue === 'kalshi' ? 'ticker' : 'id';
  const markets = list.filter((m) => ids.includes(String(m[key])));
  expect(markets).toHaveLength(ids.length);
  const text = JSON.stringify(venue === 'kalshi' ? { markets, cursor: '' } : markets);
  const sets = readVenuePayloads([{ venue, files: [{ file, text }] }]);
  return new Map(termsOfPayloads(sets).map((t) => [t.venueMarketId, t]));
}

const rule = (t: SettlementTerms | undefined) =>
  t?.exceptions.status === 'KNOWN' ? t.exceptions.value.rule : `UNKNOWN: ${t?.exceptions.reason}`;

describe('recorded game markets: every case their clauses state', () => {
  test('a match "canceled (not played at all), ends in a tie, or is delayed beyond 7 days" pays 50-50: both cases', () => {
    // nautilus_trader gamma_market_sports_market_{money_line,map_handicap}.json (Gamma, 2026-04-05).
    const terms = recordedTerms('polymarket', 'nautilus-gamma-markets-esports-2026-04-05.json', [
      '1878152',
      '1878156',
    ]);
    expect(rule(terms.get('1878152'))).toBe('tie-50-50,void-50-50');
    // The handicap's "provided that the match is completed" and "this will count as a completed
    // match" state no case of their own.
    expect(rule(terms.get('1878156'))).toBe('tie-50-50,void-50-50');
  });

  test('the same wording on a Dota 2 match of another recording', () => {
    const terms = recordedTerms(
      'polymarket',
      'wom-strategy-gamma-markets-backtest-2026-02-08.json',
      ['1343791'],
    );
    expect(rule(terms.get('1343791'))).toBe('tie-50-50,void-50-50');
  });

  test('"If the score is tied at halftime, this market will resolve 50-50" is the tie\'s case', () => {
    const terms = recordedTerms(
      'polymarket',
      'wom-strategy-gamma-markets-backtest-2026-02-08.json',
      ['996533'],
    );
    expect(rule(terms.get('996533'))).toBe('tie-50-50,void-50-50');
  });

  test('a tennis match not played "all markets will resolve to $0.50"; a player who forfeits after the start resolves No', () => {
    const terms = recordedTerms('kalshi', 'kalshi-cockpit-combo-legs-2026-08.json', [
      'KXITFWMATCH-26AUG09HIEHEJ-HIE',
    ]);
    expect(rule(terms.get('KXITFWMATCH-26AUG09HIEHEJ-HIE'))).toBe('void-50-50,void-no');
  });

  test('"… even if the company does not start trading …" inside a clause is no condition', () => {
    const terms = recordedTerms('kalshi', 'tail-end-markets-2025-10-31.json', [
      'KXFREDDIE-26JUL01',
    ]);
    expect(rule(terms.get('KXFREDDIE-26JUL01'))).toBe('none');
  });

  test('a delay whose payout is "the last published figure" is not placed: UNKNOWN with its reason', () => {
    const terms = recordedTerms('polymarket', 'ghost-alpha-gamma-markets-2026-01-14.json', [
      '526939',
    ]);
    expect(rule(terms.get('526939'))).toBe(
      'UNKNOWN: a clause names a postponement or delay without the payout it settles at',
    );
  });
});

describe('clauses of recorded responses, one grammar', () => {
  const keys = (text: string) =>
    readGameClauses(text)?.map((c) =>
      c.kind === 'CASES' ? c.keys.join(',') : c.kind === 'ON_RESULT' ? 'on result' : 'unplaced',
    );

  test.each([
    // Kalshi KXNCAAFGAME rules_secondary (kalshi-cockpit events_sports_nested.json, tuning).
    [
      'If the game is postponed from its originally scheduled date but begins within 48 hours, the market will remain open and resolve based on the official final result.',
      ['on result'],
    ],
    [
      'If the game is not started within 48 hours, the market will resolve to the a fair market price.',
      ['void-fair-price'],
    ],
    // Kalshi KXNCAAFGAME-26JAN19MIAIND (kalshi-cockpit markets_settled.json).
    [
      'If the game is declared a tie, the market will resolve to 50/50 for both teams.',
      ['tie-50-50'],
    ],
    [
      'If the cancelled game is not played or is rescheduled further than two weeks out, the market will resolve to a fair price for each team in accordance with the rules.',
      ['void-fair-price'],
    ],
    // Kalshi KXNFLGAME rules_secondary (kalshi-cockpit events_nfl_preseason.json).
    ['If the game ends in a tie, the market will resolve to $0.50 for each team.', ['tie-50-50']],
    // Gamma, Polymarket's 2021 NBA playoff markets (wom-strategy gamma markets, tuning).
    [
      'If the match is postponed to a date on or before May 30, 2021, 7:00 PM ET, the same market conditions will apply.',
      ['on result'],
    ],
    [
      'If the match is postponed to a date after May 30, 2021, 7:00 PM ET or cancelled altogether, the market will resolve 50-50.',
      ['void-50-50'],
    ],
    // Gamma CBB and NBA games (wom-strategy gamma markets, tuning).
    [
      'If the game is postponed, this market will remain open until the game has been completed.',
      ['on result'],
    ],
    [
      'If the game is canceled entirely, with no make-up game, this market will resolve 50-50.',
      ['void-50-50'],
    ],
    // Gamma, a Major League Pickleball event (nautilus_trader gamma_event_sports_composite_game_id.json
    // at 3df9ef4f, 2026-08-14).
    [
      'If the matchup is canceled (not played at all), ends in a tie, or is delayed beyond 7 days from the scheduled date without a winner determined, this market will resolve to 50-50.',
      ['tie-50-50,void-50-50'],
    ],
    [
      'If the series is canceled entirely and no team advances within two weeks of the scheduled date, this market will resolve 50-50.',
      ['void-50-50'],
    ],
    // Gamma, the 2021 FTX Crypto Cup (wom-strategy gamma markets, tuning).
    [
      'If the preliminary match is a draw, the market will resolve to 50 cents Carlsen and 50 cents Nepomniachtchi.',
      ['tie-50-50'],
    ],
    // Gamma, the 2021 NFL draft (wom-strategy gamma markets, tuning).
    [
      'If the NFL draft is delayed, this market will be delayed until the NFL Draft takes place.',
      ['on result'],
    ],
    [
      'If the NFL draft still has not taken place by June 1, 12:00 PM ET, this market will resolve 50-50.',
      ['void-50-50'],
    ],
    // Kalshi MLB player props (kalshi-cockpit events_mlb_props_nested.json).
    [
      'If Anthony Kay is scratched or is not a starting pitcher, the market will resolve to the fair market price.',
      ['void-fair-price'],
    ],
  ])('%s', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  test('a clause that names a case and no payout it can place is UNPLACED, with its reason', () => {
    // Gamma, Brazil's unemployment (ghost-alpha gamma markets, tuning).
    expect(
      readGameClauses(
        'If the publication of this figure is delayed beyond February 28, 2026 ET, this market will resolve according to the last published figure.',
      ),
    ).toEqual([
      {
        kind: 'UNPLACED',
        reason: 'a clause names a postponement or delay without the payout it settles at',
      },
    ]);
  });

  test('a tie that pays No is left to the reader of ties: the market may be on one side winning', () => {
    // Gamma, the 2021 Mayweather–Paul exhibition (wom-strategy gamma markets, tuning).
    expect(
      readGameClauses(
        'If Logan Paul is declared the winner, or this fight is declared a draw, this market will resolve to "No".',
      ),
    ).toBeUndefined();
  });

  test('a sentence that sets no condition is none of its business', () => {
    expect(
      readGameClauses(
        'Maps won by forfeit, disqualification, walkover, or default are counted towards the handicap, provided that the match is completed.',
      ),
    ).toBeUndefined();
  });

  test('1 MB of clause words reads in one pass', () => {
    const text = `If the game is ${'postponed, cancelled or tied at halftime and '.repeat(25_000)}then`;
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(readGameClauses(text)?.[0]?.kind).toBe('UNPLACED');
    // A run of white space between a condition and anything: every break is tried once.
    const spaced = `If the game is cancelled,${' \t'.repeat(500_000)} and if it is postponed`;
    expect(readGameClauses(spaced)?.map((c) => c.kind)).toEqual(['UNPLACED', 'UNPLACED']);
  });
});

describe("a competition's winner named as the text states the competition", () => {
  test('"… if the listed club is officially crowned the winner of the 2025–26 French Ligue 1" with "Will Angers win …?"', () => {
    // Gamma, wom-strategy gamma markets backtest (tuning): the text names its league (Ligue 1) and
    // its season; the table of competitions names it by the league's own name, as any venue's
    // "Ligue 1" is named.
    const terms = recordedTerms(
      'polymarket',
      'wom-strategy-gamma-markets-backtest-2026-02-08.json',
      ['566746'],
    );
    const t = terms.get('566746')!;
    expect(t.category).toBe('competition-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'result of the 2026 Ligue 1' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 Ligue 1' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:LIGUE1:angers' },
    });
  });

  test('a competition that names no league this reader knows stays unread', () => {
    // Gamma, Eurovision 2026 (wom-strategy gamma markets backtest, tuning).
    const terms = recordedTerms(
      'polymarket',
      'wom-strategy-gamma-markets-backtest-2026-02-08.json',
      ['842012'],
    );
    expect(terms.get('842012')!.quantity.status).toBe('UNKNOWN');
  });
});

describe('a match of two teams named by the venue ("This market refers to the … match between …")', () => {
  test("Counter-Strike: each team's win on its own outcome, and the map handicap", () => {
    // nautilus_trader gamma_market_sports_market_{money_line,map_handicap}.json (Gamma, 2026-04-05).
    const terms = recordedTerms('polymarket', 'nautilus-gamma-markets-esports-2026-04-05.json', [
      '1878152',
      '1878156',
    ]);
    const game = 'CS2 game team:CS2:faze vs team:CS2:illwill scheduled for 2026-04-05';
    const winner = terms.get('1878152')!;
    expect(winner.category).toBe('game-winner');
    expect(winner.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event: game } });
    expect(winner.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:CS2:faze' },
    });
    expect(winner.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
    expect(winner.source).toMatchObject({ status: 'KNOWN' });
    const handicap = terms.get('1878156')!;
    expect(handicap.category).toBe('game-spread');
    expect(handicap.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: `winning margin of team:CS2:faze in the ${game}` },
    });
    // "wins 2 or more maps than illwill": the line of groupItemTitle "FaZe (-1.5)" in whole maps.
    expect(handicap.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '2' },
    });
  });

  test('Dota 2, "… scheduled for February 7 at 9:00AM ET"', () => {
    const terms = recordedTerms(
      'polymarket',
      'wom-strategy-gamma-markets-backtest-2026-02-08.json',
      ['1343791'],
    );
    expect(terms.get('1343791')!.boundary).toMatchObject({
      status: 'KNOWN',
      value: { stage: 'WINNER', entity: 'team:DOTA2:team-falcons' },
    });
  });

  test('a game of a match ("… win Game 3 against …") is not the match, but its own game', () => {
    // Gamma, Honor of Kings child moneyline (wom-strategy gamma markets backtest, tuning): the
    // game's winner, an event of its own (game-of-match-terms.unit.test.ts), never the match's.
    const terms = recordedTerms(
      'polymarket',
      'wom-strategy-gamma-markets-backtest-2026-02-08.json',
      ['1210550'],
    );
    const t = terms.get('1210550')!;
    expect(t.category).toBe('game-part-winner');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        event:
          'Game 3 of the HOK game team:HOK:ag-super-play vs team:HOK:qing-jiu-club scheduled for 2026-01-25',
      },
    });
  });
});

describe("Gamma's sportsMarketType and line are read as data before text", () => {
  /** One recorded Gamma market, with fields replaced where a test says so. */
  function gammaMarket(file: string, id: string, replace: Json = {}): Json {
    const list = JSON.parse(readFileSync(join(TUNING, 'polymarket', file), 'utf8')) as Json[];
    const market = list.find((m) => m.id === id);
    expect(market).toBeDefined();
    return { ...market!, ...replace };
  }

  function read(market: Json): { facts: unknown; terms: SettlementTerms } {
    const sets = readVenuePayloads([
      { venue: 'polymarket', files: [{ file: 'pm.json', text: JSON.stringify([market]) }] },
    ]);
    const parsed = sets[0]!.markets.find((m) => m.marketId === market.id)!;
    return { facts: parsed.facts, terms: termsOfPayloads(sets)[0]! };
  }

  test('the parser keeps the type and the line as the venue wrote them', () => {
    const { facts } = read(
      gammaMarket('nautilus-gamma-markets-esports-2026-04-05.json', '1878156'),
    );
    expect(facts).toMatchObject({ sportsMarketType: 'map_handicap', line: '-1.5' });
  });

  test('a spread whose text agrees with its line is read; one whose line disagrees is not', () => {
    // "Spread: Knicks (-4.5)", line 4.5: "… if the Knicks win the game by 5 or more points".
    const file = 'wom-strategy-gamma-markets-backtest-2026-02-08.json';
    const agrees = read(gammaMarket(file, '647842')).terms;
    expect(agrees.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '5' },
    });
    // The same recorded market with another line: text and data disagree, nothing is guessed.
    const disagrees = read(gammaMarket(file, '647842', { line: 6.5 })).terms;
    expect(disagrees.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: "the rules say >= 5 but the venue's line is 6.5",
    });
  });

  test('a market the venue types as another kind is not read as the game it resembles', () => {
    const file = 'nautilus-gamma-markets-esports-2026-04-05.json';
    expect(read(gammaMarket(file, '1878152')).terms.category).toBe('game-winner');
    // The same recorded moneyline typed as one game's moneyline of the match.
    const child = read(gammaMarket(file, '1878152', { sportsMarketType: 'child_moneyline' }));
    expect(child.terms.category).toBeNull();
    expect(child.terms.quantity.status).toBe('UNKNOWN');
  });
});
