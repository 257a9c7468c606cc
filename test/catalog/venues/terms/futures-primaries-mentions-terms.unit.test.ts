// Competitions of teams and of players, primaries and national elections, mentions of a named
// event or an earnings call, and Gamma spreads and totals (src/domain/settlement-terms/categories/
// sports.ts, politics.ts, mentions.ts; grammar/exception-clauses.ts), on real Polymarket wordings
// of the tuning corpus: test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-backtest-more-2026-02-08.json (the market of
// each test is named by its Gamma id).
import { readTexts } from '../../../support/read-texts';

const description = (text: string) => ({ field: 'description', text });
const question = (text: string) => ({ field: 'question', text });

describe('competitions named by the rules, competitors by the question', () => {
  test('a team of a league this reader knows (1235569)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the team that wins the 2026 MLB World Series. \n\nIf the 2026 MLB season is cancelled, postponed after December 31, 2026 ET, or there is otherwise no winner declared within that timeframe, this market will resolve to “Other”.\n\nThe primary resolution source will be official information from MLB (https://www.mlb.com/); however, a consensus of credible reporting may also be used.',
      ),
      question('Will the Chicago Cubs win the 2026 World Series?'),
      { field: 'groupItemTitle', text: 'Chicago Cubs' },
    ]);
    expect(t.category).toBe('competition-winner');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 MLB World Series' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:MLB:CHC' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-other' } });
  });

  test('a player, whose competition names itself with its season (1087528)', () => {
    const t = readTexts('polymarket', [
      description(
        'The 2026 French Open is scheduled for May 18 - June 7, 2026.\n\nThis market will resolve to the player that wins the 2026 French Open Men’s Singles Tournament.',
      ),
      question("Will Sebastian Korda win the 2026 Men's French Open?"),
    ]);
    expect(t.category).toBe('competition-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: "result of the 2026 French Open Men's Singles Tournament" },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { stage: 'WINNER', entity: 'person:sebastian-korda' },
    });
  });

  test('"if listed player wins …" is a player\'s market, not a team\'s without a league (552495)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to the player that wins the 2025 HSBC Championships Men’s Singles Tournament.\n\nThe market will resolve to “Yes” if listed player wins the 2025 HSBC Championships Men’s Singles tournament. Otherwise, this market will resolve to “No”.',
      ),
      question('Will Jiri Lehecka win the 2025 HSBC Championships?'),
    ]);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'person:jiri-lehecka' },
    });
  });

  test('a competition that states no season is not named (1320524 without its year)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the listed player who wins the WM Phoenix Open tournament.',
      ),
      question('Will Michael Kim win the WM Phoenix Open?'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('which teams qualify for a competition', () => {
  const QUALIFY =
    'This is a market on which teams will qualify for the 2026 FIFA World Cup.\n\nIf at any point it becomes impossible for this team to qualify for the FIFA World Cup based on the rules of FIFA (e.g. they cannot reach the required number of points to advance from its group or qualify for playoffs), this market will resolve immediately to “No”.\n\nIf the 2026 FIFA World Cup is permanently canceled or the qualifying stage has not been completed by September 30, 2026, 11:59 PM this market will resolve to “No”.';

  test("the question's team reaches the stage of qualifying, which winning implies (550708)", () => {
    const t = readTexts('polymarket', [
      description(QUALIFY),
      question('Will Ukraine qualify for the 2026 FIFA World Cup?'),
    ]);
    expect(t.category).toBe('competition-stage');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'result of the 2026 FIFA World Cup' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 FIFA World Cup' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'QUALIFIED', entity: 'team:FIFA:ukraine' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
  });

  // The recorded rules of test/fixtures/terms-corpus/tuning/polymarket/
  // predict-ngin-gamma-markets-2026-01.json (550703) end with their source.
  const RECORDED = `${QUALIFY}\n\nThe resolution source for this market will be FIFA.  (https://www.fifa.com/en/tournaments/mens/worldcup).`;

  test('Yes answers the question of the market the rules say it is: whether the team qualifies (550703)', () => {
    const t = readTexts('polymarket', [
      description(RECORDED),
      question('Will Sweden qualify for the 2026 FIFA World Cup?'),
    ]);
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
    // A question that asks nothing ("… by June 30?" without "Will") is not answered by Yes.
    const notAsked = readTexts('polymarket', [
      description(RECORDED),
      question('Sweden at the 2026 FIFA World Cup'),
    ]);
    expect(notAsked.yes.status).toBe('UNKNOWN');
  });

  test('"The resolution source for this market will be FIFA." names FIFA; words not a name name none', () => {
    const t = readTexts('polymarket', [
      description(RECORDED),
      question('Will Sweden qualify for the 2026 FIFA World Cup?'),
    ]);
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'FIFA' });
    const unnamed = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Cirie Fields wins Survivor season 50. The resolution source for this market will be the official broadcast of the final episode of Survivor season 50.',
      ),
      question('Will Cirie Fields win Survivor Season 50?'),
    ]);
    expect(unnamed.source.status).toBe('UNKNOWN');
  });

  test('a question that names no team of its own is not read', () => {
    const t = readTexts('polymarket', [
      description(QUALIFY),
      question('Which countries will qualify for the 2026 FIFA World Cup?'),
    ]);
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});

describe('elections before competitions', () => {
  test('a primary by its party and office, named with its year where none is held (562186)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the winner of the Republican Primary for United States Senator from Texas. \n\nIf no 2026 Texas Republican Senate Primary takes place, this market will resolve to "Other".',
      ),
      question('Will Ken Paxton win the 2026 Texas Republican Primary?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2026 Texas Republican Senate Primary' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 Texas Republican Senate Primary' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { stage: 'WINNER', entity: 'person:ken-paxton' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-other' } });
  });

  test('a primary the condition names is an election, not a competition (516788)', () => {
    const t = readTexts('polymarket', [
      description(
        'The Democratic Primary for Mayor of New York City is scheduled for June 24, 2025.\n\nThis market will resolve to “Yes” if Scott Stringer wins the 2025 Democratic Primary for Mayor of New York City.',
      ),
      question('Will Scott Stringer win the Democratic Primary for Mayor of New York City?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'person:scott-stringer' },
    });
  });

  test("a party's nomination for a House seat (704257)", () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the candidate who wins the nomination for the Democratic Party to contest the MO-01 congressional district seat in the U.S. House of Representatives in the 2026 midterm elections. The Democratic primary will take place on August 4, 2026.\n\nIf no nominee is announced by November 3, 2026, 11:59PM ET, this market will resolve to "Other".',
      ),
      question('Will Cori Bush be the Democratic nominee for MO-01?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        event: '2026 Democratic Party nomination for the MO-01 congressional district seat',
      },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-other' } });
  });

  test('"this election": the question names the election and the candidate (569356)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the listed candidate that wins this election. \n\nThis market includes any potential second round. If the result of this election isn\'t known by December 31, 2026, 11:59 PM ET, the market will resolve to "Other".',
      ),
      question('Will Vicky Dávila win the 2026 Colombian presidential election?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2026 Colombian presidential election' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'person:vicky-davila' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-other' } });
  });
});

describe('mentions of a named event and of an earnings call', () => {
  test('the event the rules name in a sentence of its own (1083046)', () => {
    const t = readTexts('polymarket', [
      description(
        'Donald Trump is scheduled to deliver the 2026 State of the Union address on February 24.\n\nThis market will resolve to "Yes" if Donald Trump says the listed term during his appearance at the specified event. Otherwise, the market will resolve to "No".',
      ),
      question('Will Trump say "Kamala" or "Harris" during the 2026 State of the Union address?'),
    ]);
    expect(t.category).toBe('mentions');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'Donald Trump, 2026 State of the Union address' },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  const EARNINGS =
    'This market will resolve based on the next earnings announcement of Coinbase currently projected to take place on February 19, 2026 at 11:59 PM EST.\n\nThis market will resolve to "Yes" if the listed term is mentioned by anyone during this event. Otherwise, the market will resolve to "No".';

  test('an earnings call: anyone on it may say the term (1168513)', () => {
    const t = readTexts('polymarket', [
      description(EARNINGS),
      question('Will Coinbase say "Staking" or "Stake" during earnings call?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject:
          'whether "Staking" or "Stake" is said during the next earnings announcement of Coinbase',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'next earnings announcement of Coinbase' },
    });
  });

  test('a term counted ("5+ times") is a count compared with its number, not an occurrence (647166)', () => {
    const dell = EARNINGS.replace('Coinbase currently projected', 'Dell currently projected');
    const t = readTexts('polymarket', [
      description(dell),
      question('Will Dell say "Nvidia" 5+ times during earnings call?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'times "Nvidia" is said during the next earnings announcement of Dell' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '5', unit: 'times' },
    });
    // A count without "+" does not say whether it is at least or exactly that many: not read.
    const exactly = readTexts('polymarket', [
      description(dell),
      question('Will Dell say "Nvidia" 5 times during earnings call?'),
    ]);
    expect(exactly.quantity).toMatchObject({ status: 'UNKNOWN' });
    expect(exactly.boundary).toMatchObject({ status: 'UNKNOWN' });
    expect(exactly.boundary).not.toMatchObject({ statedNone: true });
  });

  test('a counted term at a named event (1339896)', () => {
    const t = readTexts('polymarket', [
      description(
        'Donald Trump is set to make an announcement on February 5, 2026 at 7PM ET (https://rollcall.com/factbase/trump/calendar/).\n\nThis market will resolve to "Yes" if Donald Trump says the listed term during the event on February 5, 2026. Otherwise, the market will resolve to "No".\n\nThis market is explicitly about the event titled "The President makes an Announcement" on February 5th at 7PM ET (https://rollcall.com/factbase/trump/calendar/).',
      ),
      question(
        'Will Trump say "Big" or "Biggest" or "Bigly" 10+ times during the announcement on Thursday?',
      ),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'times Donald Trump says "Big" or "Biggest" or "Bigly"' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '10', unit: 'times' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'Donald Trump, The President makes an Announcement, February 5, 2026' },
    });
  });
});

describe("parliaments: the party that wins the most seats, the question's", () => {
  test("a party no table knows is named as written; the election is the question's (693290)", () => {
    const t = readTexts('polymarket', [
      description(
        'Parliamentary elections to elect the Landtag of Baden-Württemberg are scheduled to take place in Baden-Württemberg on March 8, 2026.\n\nThis market will resolve to the political party that wins the greatest number of seats in the formal deliberative assembly of Baden-Württemberg (Landtag) as a result of this election.\n\nIf voting in the Baden-Württemberg election for the Landtag does not occur by July 31, 2026, this market will resolve to "Other".',
      ),
      question(
        'Will SPD win the most seats in the 2026 Baden-Württemberg parliamentary elections?',
      ),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'party with the most seats in the 2026 Baden-Württemberg parliamentary elections',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 Baden-Württemberg parliamentary elections' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'party:spd' },
    });
    expect(t.entities).toEqual(['party:spd']);
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-other' } });
  });

  test('"… in this election" (922771)', () => {
    const t = readTexts('polymarket', [
      description(
        'Parliamentary elections are scheduled to be held in Scotland on May 7, 2026.\n\nThis market will resolve according to the political party that wins the greatest number of seats in the Scottish Parliament  in this election.',
      ),
      question('Will Reform UK win the most seats in the 2026 Scottish Parliament election?'),
    ]);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'party:reform-uk' },
    });
  });

  test('a question that names no party of its own leaves the winner unread', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the political party that wins the greatest number of seats in Nepal’s House of Representatives (Pratinidhi Sabha) as a result of this election.',
      ),
      question('Nepal House of Representatives Election Winner'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});

describe('Gamma spreads and totals', () => {
  const SPURS =
    'In the upcoming NBA game, scheduled for February 7 at 6:00 PM ET:\n\nThis market will resolve to "Spurs" if the Spurs win the game by 11 or more points.\n\nOtherwise, this market will resolve to "Mavericks". If the game ends in a tie, this market will resolve to "Mavericks".\n\nIf the game is postponed, this market will remain open until the game has been completed. If the game is canceled entirely, with no make-up game, this market will resolve 50-50.';

  test('a tie paying the other team is a margin short of the line, no case (1350635)', () => {
    const t = readTexts('polymarket', [description(SPURS), question('Spread: Spurs (-10.5)')], {
      outcomes: ['Spurs', 'Mavericks'],
      facts: { sportsMarketType: 'spreads', line: '-10.5' },
    });
    expect(t.category).toBe('game-spread');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '11' },
    });
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-50-50' } });
  });

  test('where the condition does not pay the first outcome, the tie stays unplaced', () => {
    const t = readTexts('polymarket', [description(SPURS), question('Spread: Spurs (-10.5)')], {
      outcomes: ['Mavericks', 'Spurs'],
    });
    expect(t.exceptions.status).toBe('UNKNOWN');
  });

  test('a team named without "the" (620928)', () => {
    const t = readTexts(
      'polymarket',
      [
        description(
          'In the upcoming college football game, scheduled for October 4 at 4:00 PM ET:\n\nThis market will resolve to "Nebraska Cornhuskers" if Nebraska Cornhuskers win the game by 12 or more points.\n\nOtherwise, this market will resolve to "Michigan State".',
        ),
        question('Spread: Nebraska Cornhuskers (-11.5)'),
      ],
      {
        outcomes: ['Nebraska Cornhuskers', 'Michigan State'],
        facts: { sportsMarketType: 'spreads', line: '11.5', endDate: '2025-10-04T20:00:00Z' },
      },
    );
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '12', unit: 'points' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
  });

  test('a league Gamma names by its own words (Brasileirão, 645889)', () => {
    const t = readTexts(
      'polymarket',
      [
        description(
          'In the upcoming Brasileirão game between Santos FC and Fortaleza EC, scheduled for November 3 at 6:00 PM ET:\n\nThis market will resolve to "Over" if Santos FC and Fortaleza EC combine to score 3 or more goals in this game.\n\nIf the combined total is less than 3, this market will resolve to "Under".',
        ),
        question('Santos FC vs. Fortaleza EC: O/U 2.5'),
      ],
      {
        outcomes: ['Over', 'Under'],
        facts: { sportsMarketType: 'totals', line: '2.5', endDate: '2025-11-03T23:00:00Z' },
      },
    );
    expect(t.category).toBe('game-total');
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3', unit: 'goals' },
    });
  });
});
