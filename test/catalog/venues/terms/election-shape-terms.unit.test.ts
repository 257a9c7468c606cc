// Elections, seats, offices filled after an election and awards read by the shape of their YES
// condition (src/domain/settlement-terms/categories/politics.ts, awards.ts; grammar/races.ts;
// docs/decisions.md, "Settlement terms: elections, seats and offices read by the shape of their
// condition"): Polymarket wordings of the tuning corpus (test/fixtures/terms-corpus/tuning/
// polymarket: predict-ngin-gamma-markets-2026-01.json, value-lab-gamma-markets-2026-07.json,
// wom-strategy-gamma-markets-backtest-2026-02-08.json; each test names its Gamma id) and
// paraphrases with other candidates, countries, offices and years that are in no fixture, and
// the texts that do not decide, left UNKNOWN.
import {
  candidateNamed,
  officeNamed,
  otherRace,
  raceNamed,
} from '../../../../src/domain/settlement-terms/grammar/races';
import { readTexts } from '../../../support/read-texts';

const description = (text: string) => ({ field: 'description', text });
const question = (text: string) => ({ field: 'question', text });

describe('"… resolve to the person who wins the <race>", the candidate the question\'s', () => {
  const RULES =
    'The 2028 US Presidential Election is scheduled to take place on November 7, 2028.\n\nThis market will resolve to the person who wins the 2028 US Presidential Election.';

  test('the winner of the race named with its year (561230)', () => {
    const t = readTexts('polymarket', [
      description(RULES),
      question('Will Gavin Newsom win the 2028 US Presidential Election?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'winner of the 2028 US Presidential Election' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2028 US Presidential Election' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:gavin-newsom' },
    });
    expect(t.entities).toEqual(['person:gavin-newsom']);
  });

  test('another country, candidate and year, in no fixture: the same reading', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the candidate who wins the 2027 Kenyan presidential election.',
      ),
      question('Will Amara Odhiambo win the 2027 Kenyan presidential election?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2027 Kenyan presidential election' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'person:amara-odhiambo' },
    });
  });

  test('a question that names the primary of a general election, or another year, is not read', () => {
    const primary = readTexts('polymarket', [
      description(RULES),
      question('Will Gavin Newsom win the 2028 Democratic primary?'),
    ]);
    expect(primary.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/2028 Democratic primary/) as unknown,
    });
    const year = readTexts('polymarket', [
      description(RULES),
      question('Will Gavin Newsom win the 2032 US Presidential Election?'),
    ]);
    expect(year.quantity.status).toBe('UNKNOWN');
  });

  test('a question that names no one candidate is not read', () => {
    const t = readTexts('polymarket', [
      description(RULES),
      question('Will a candidate from another party win the 2028 US Presidential Election?'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('two contests in one name, or a race without its year, name no one race', () => {
    const two = readTexts('polymarket', [
      description(
        'This market will resolve to the person who wins the 2026 Ohio primary and general election.',
      ),
      question('Will Dana Hill win the 2026 Ohio primary and general election?'),
    ]);
    expect(two.quantity.status).toBe('UNKNOWN');
    const undated = readTexts('polymarket', [
      description('This market will resolve to the person who wins the next Chilean election.'),
      question('Will Dana Hill win the next Chilean election?'),
    ]);
    expect(undated.quantity.status).toBe('UNKNOWN');
  });
});

describe('"… resolve to "Yes" if <candidate> wins <the race>"', () => {
  test('a margin after the race is no race: not read (253898)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Donald J. Trump wins the 2024 Republican New Hampshire Primary by between 0% (inclusive) and 2.5% (exclusive) of the popular vote (compared with the second place candidate). Otherwise, this market will resolve to "No".',
      ),
      question('Trump margin of victory in New Hampshire Primary 0-2.5%'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('a candidate and a runoff in no fixture: the winner of that runoff', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Lucia Ferreira wins the 2026 Brazilian presidential runoff. Otherwise, this market will resolve to "No".',
      ),
      question('Will Lucia Ferreira win the Brazilian runoff?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2026 Brazilian presidential runoff' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'person:lucia-ferreira' },
    });
  });

  test('"… wins this election" takes the race the question names, for the same candidate', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Mateo Rossi wins this election. Otherwise, this market will resolve to "No".',
      ),
      question('Will Mateo Rossi win the 2027 Italian general election?'),
    ]);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2027 Italian general election' },
    });
    const other = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Mateo Rossi wins this election. Otherwise, this market will resolve to "No".',
      ),
      question('Will Giulia Conti win the 2027 Italian general election?'),
    ]);
    expect(other.quantity.status).toBe('UNKNOWN');
  });

  test('"… wins this election" with a question that names no race is not read (514138)', () => {
    const t = readTexts('polymarket', [
      description(
        'Presidential elections will be held in Poland in May, 2025. If no candidate receives a majority in the first round, a second round will be held.\n\nThis market will resolve to "Yes" if Karol Nawrocki wins this election. Otherwise, this market will resolve to "No".',
      ),
      question('Will Karol Nawrocki be the next President of Poland?'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe("a party's seat", () => {
  const seat = (district: string, chamber: string, year: string) =>
    `This market will resolve according to the party of the candidate who wins the ${district} congressional district seat in the ${chamber} in the ${year} midterm elections. The midterm elections will take place on November 4, ${year}.`;

  test("the party the question names wins the district's seat (942354)", () => {
    const t = readTexts('polymarket', [
      description(seat('CT-05', 'U.S. House of Representatives', '2026')),
      question('Will the Republican Party win the CT-05 House seat?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject:
          'party winning the CT-05 congressional district seat in the 2026 midterm elections',
      },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'party:republican' },
    });
    expect(t.entities).toEqual(['office:u-s-house', 'party:republican']);
  });

  test('another district, party and year, in no fixture', () => {
    const t = readTexts('polymarket', [
      description(seat('AZ-06', 'United States House of Representatives', '2030')),
      question('Will the Democratic Party win the AZ-06 House seat?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject:
          'party winning the AZ-06 congressional district seat in the 2030 midterm elections',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'party:democratic' } });
  });

  test('a party this reader does not know is not guessed', () => {
    const t = readTexts('polymarket', [
      description(seat('VT-01', 'U.S. House of Representatives', '2026')),
      question('Will the Progressive Party win the VT-01 House seat?'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('an office filled after an election', () => {
  test('the next Prime Minister sworn in after the election, the person the question names (549868)', () => {
    const t = readTexts('polymarket', [
      description(
        'The ruling coalition of the Netherlands collapsed on June 3, 2025. New parliamentary elections are scheduled for October 29.\n\nThis market will resolve to the next individual who is officially appointed and sworn in as Prime Minister of the Netherlands following the 2025 parliamentary election.\n\nIf no such Prime Minister is sworn in by December 31, 2026, 11:59 PM ET, this market will resolve to “Other”.',
      ),
      question('Will Dilan Yeşilgöz-Zegerius become the next Prime Minister of the Netherlands?'),
    ]);
    expect(t.category).toBe('office-holder');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'next holder of the position of Prime Minister of the Netherlands' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.entities).toEqual([
      'office:prime-minister-of-the-netherlands',
      'person:dilan-yesilgoz-zegerius',
    ]);
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-other' } });
  });

  test('"assumes the office of", another country and year, in no fixture', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to the next individual who officially assumes the office of Chancellor of Austria following the 2029 legislative election.',
      ),
      question('Will Petra Gruber be the next Chancellor of Austria?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'next holder of the position of Chancellor of Austria' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'person:petra-gruber' } });
  });

  test('a question about another office is not read', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to the next individual who officially assumes the office of Chancellor of Austria following the 2029 legislative election.',
      ),
      question('Will Petra Gruber be the next President of Austria?'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('more shapes of the same condition, in no fixture', () => {
  test('"… resolve according to the winner of <race>", the candidate the question\'s', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the winner of the 2027 Lagos gubernatorial election.',
      ),
      question('Will Tunde Bakare win the 2027 Lagos gubernatorial election?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2027 Lagos gubernatorial election' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'person:tunde-bakare' } });
  });

  test('a nomination, and a question that asks who will be its nominee', () => {
    const rules = description(
      'This market will resolve according to the individual who wins the 2032 Republican nomination for President.',
    );
    const t = readTexts('polymarket', [
      rules,
      question('Will Carla Nunez be the 2032 Republican presidential nominee?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2032 Republican nomination for President' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'person:carla-nunez' } });
    // A question about the general election of a nomination's rules names another race.
    const general = readTexts('polymarket', [
      rules,
      question('Will Carla Nunez be the winner of the 2032 presidential election?'),
    ]);
    expect(general.quantity.status).toBe('UNKNOWN');
  });

  test('"<name> is elected <office> in <race>"; an office that is no office is not read', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Ines Duarte is elected President of Portugal in the 2031 Portuguese presidential election, then the market resolves to Yes.',
      },
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2031 Portuguese presidential election' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'person:ines-duarte' } });
    const notAnOffice = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Ines Duarte is elected by 55% in the 2031 Portuguese presidential election, then the market resolves to Yes.',
      },
    ]);
    expect(notAnOffice.quantity.status).toBe('UNKNOWN');
  });

  test('the party that wins a race, the party as the question names it', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the party that wins the 2026 Maine Senate election.',
      ),
      question('Will the Democratic Party win the Maine Senate race?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'party winning the 2026 Maine Senate election' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'party:democratic' } });
    const listed = readTexts('polymarket', [
      description(
        'This market will resolve according to the party that wins the 2029 Welsh Senedd election.',
      ),
      question('Will Plaid Cymru win the 2029 Welsh Senedd election?'),
    ]);
    expect(listed.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'party:plaid-cymru' },
    });
  });
});

describe('"If the winner of <race> is <candidate>, then"', () => {
  test('a race named with its year, in no fixture', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the winner of the 2027 Argentine presidential election is Sofia Marquez, then the market resolves to Yes.',
      },
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 2027 Argentine presidential election' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { entity: 'person:sofia-marquez' },
    });
  });
});

describe("a party's candidate wins a place's popular vote", () => {
  test('the party named in the condition, another state and year, in no fixture', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if the Republican Party candidate wins the popular vote in Nevada in the 2028 US presidential election. Otherwise, this market will resolve to "No".',
      ),
      question('Will the Republican Party win Nevada in the 2028 presidential election?'),
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'party winning the popular vote in Nevada in the 2028 US presidential election',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'party:republican' } });
    expect(t.entities).toEqual(['party:republican']);
  });

  test('"a candidate from neither the Democratic nor Republican parties" names no one party (500513)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if a candidate from neither the Democratic nor Republican parties wins the popular vote in New Mexico in the 2024 US presidential election. Otherwise, this market will resolve to "No".',
      ),
      question('Will a candidate from another party win New Mexico Presidential Election?'),
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});

describe('control of a chamber after a race', () => {
  const RULES = (chamber: string, race: string) =>
    `This market will resolve according to the party that controls the ${chamber} following the ${race} scheduled for November 3, 2026.\n\nHouse control is defined as having more than half of the voting members of the U.S. House of Representatives.`;

  test("the subject of Kalshi's chamber control, the year the race's (562803)", () => {
    const t = readTexts('polymarket', [
      description(RULES('House of Representatives', '2026 U.S. House elections')),
      question('Will the Republican Party control the House after the 2026 Midterm elections?'),
    ]);
    expect(t.category).toBe('chamber-control');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'control of the U.S. House after the 2026 election' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'party:republican' } });
    expect(t.entities).toEqual(['office:u-s-house', 'party:republican']);
    const kalshi = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the Democratic Party has won control of the U.S. House in 2026, then the market resolves to Yes. This market may be determined early based on a consensus of media calls projecting control of the U.S. House. Otherwise, victory will be determined by the party identification of the Speaker of the House on Feb 1, 2027.',
      },
    ]);
    expect(kalshi.quantity).toMatchObject({
      value: { subject: 'control of the U.S. House after the 2026 election' },
    });
  });

  test("another party and year, in no fixture; a House that is not said to be the United States' is not read", () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the party that controls the House of Representatives after the 2030 U.S. House elections.\n\nHouse control is defined as having more than half of the voting members of the U.S. House of Representatives.',
      ),
      question('Will the Democratic Party control the House after the 2030 elections?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'control of the U.S. House after the 2030 election' },
    });
    const elsewhere = readTexts('polymarket', [
      description(
        'This market will resolve according to the party that controls the House of Representatives after the 2028 Australian federal election.\n\nHouse control is defined as having more than half of the voting members of the House of Representatives.',
      ),
      question('Will the Labor Party control the House after the 2028 election?'),
    ]);
    expect(elsewhere.quantity.status).toBe('UNKNOWN');
  });
});

describe('who holds an office at one instant', () => {
  test('"… will be governor of New York on June 1, 2021, 12:00 pm ET" (100873)', () => {
    const t = readTexts('polymarket', [
      description(
        'This is a market on whether Andrew Cuomo will be governor of New York on June 1, 2021, 12:00 pm ET. This market will resolve to “Yes” if, on the resolution date, Andrew Cuomo is the Governor of New York as substantiated by official government sources like https://www.governor.ny.gov/.',
      ),
      question('Will Andrew Cuomo be Governor of New York on June 1, 2021?'),
    ]);
    expect(t.category).toBe('office-holder');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'holder of the position of governor of New York' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2021-06-01T16:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(t.entities).toEqual(['office:governor-of-new-york', 'person:andrew-cuomo']);
  });

  test('another person, office and instant, in no fixture; a state that is no office is not this', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve to "Yes" if Keir Starmer is still Prime Minister of the United Kingdom on March 31, 2027, 12:00 PM ET. Otherwise, this market will resolve to "No".',
      ),
    ]);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'INSTANT', at: '2027-03-31T16:00:00.000Z' },
    });
    expect(t.entities).toEqual([
      'office:prime-minister-of-the-united-kingdom',
      'person:keir-starmer',
    ]);
    const company = readTexts('polymarket', [
      description(
        'This is a market on whether Nvidia will be the largest company in the world on March 31, 2027, 12:00 PM ET.',
      ),
    ]);
    expect(company.category).not.toBe('office-holder');
  });

  test('a day without its time is no instant: not read', () => {
    const t = readTexts('polymarket', [
      description(
        'This is a market on whether Andrew Cuomo will be governor of New York on June 1, 2021.',
      ),
    ]);
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('an award named by its edition', () => {
  test('"the 98th Academy Award for Best Actress", the question without "the" (614321)', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the listed actress who wins the 98th Academy Award for Best Actress.',
      ),
      question('Will Kate Hudson win Best Actress at the 98th Academy Awards?'),
    ]);
    expect(t.category).toBe('award');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 98th Academy Award for Best Actress' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'person:kate-hudson' } });
  });

  test('another edition and award, in no fixture; an award with neither year nor edition is not read', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the listed director who wins the 41st Independent Spirit Award for Best Director.',
      ),
      question('Will Tomas Lind win Best Director at the Independent Spirit Awards?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'winner of the 41st Independent Spirit Award for Best Director' },
    });
    const undated = readTexts('polymarket', [
      description(
        'This market will resolve according to the listed director who wins the Independent Spirit Award for Best Director.',
      ),
      question('Will Tomas Lind win Best Director at the Independent Spirit Awards?'),
    ]);
    expect(undated.quantity.status).toBe('UNKNOWN');
  });
});

describe('races and candidates as named (grammar/races.ts)', () => {
  test('a race is one vote with one year', () => {
    expect(raceNamed('the 2026 Georgia Senate runoff election')).toMatchObject({
      name: '2026 Georgia Senate runoff election',
      year: '2026',
    });
    expect([...raceNamed('2026 Georgia Senate runoff election')!.kinds]).toEqual(['runoff']);
    expect(raceNamed('2024 Texas 28th district primary')).toBeDefined();
    expect(raceNamed('2024 Romanian Presidential Election runoff by between 5.0%')).toBeUndefined();
    expect(raceNamed('2026 primary and general election')).toBeUndefined();
    expect(raceNamed('2026 general primary')).toBeUndefined();
    expect(raceNamed('2026 Six Nations Championship')).toBeUndefined();
    expect(raceNamed('2026 or 2027 election')).toBeUndefined();
  });

  test("a question's race of another kind or year is another race", () => {
    const rules = raceNamed('2028 US Presidential Election')!;
    expect(otherRace(rules, raceNamed('2028 presidential election')!)).toBeUndefined();
    expect(otherRace(rules, raceNamed('2028 Republican primary')!)).toBeDefined();
    expect(otherRace(rules, raceNamed('2024 presidential election')!)).toBeDefined();
  });

  test("an office is named by an office's word", () => {
    expect(officeNamed('the Prime Minister of Israel')).toBe('Prime Minister of Israel');
    expect(officeNamed('governor of New York')).toBe('governor of New York');
    expect(officeNamed('the largest company in the world')).toBeUndefined();
    expect(officeNamed('President by 2027')).toBeUndefined();
  });

  test('a candidate is one name', () => {
    expect(candidateNamed('Gavin Newsom')).toBe(true);
    expect(candidateNamed('Dilan Yeşilgöz-Zegerius')).toBe(true);
    expect(candidateNamed('a candidate from another party')).toBe(false);
    expect(candidateNamed('the listed candidate')).toBe(false);
    expect(candidateNamed('Biden or Harris')).toBe(false);
    expect(candidateNamed('Candidate 2')).toBe(false);
  });
});

describe('competitions by the role of who competes (categories/contests.ts)', () => {
  test('a driver, in no fixture: a person winning the competition the rules name', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the driver who wins the 2027 Monaco Grand Prix.',
      ),
      question('Will Lando Norris win the 2027 Monaco Grand Prix?'),
    ]);
    expect(t.category).toBe('competition-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'result of the 2027 Monaco Grand Prix' },
    });
    expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'person:lando-norris' } });
  });

  test('a club of a league this reader knows, in no fixture; a competition without its season is not read', () => {
    const t = readTexts('polymarket', [
      description(
        'This market will resolve according to the listed club that wins the 2027–28 UEFA Champions League.',
      ),
      question('Will Arsenal win the 2027–28 Champions League?'),
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'result of the 2028 UEFA Champions League' },
    });
    expect(t.boundary.status).toBe('KNOWN');
    const undated = readTexts('polymarket', [
      description(
        'This market will resolve according to the golfer who wins the Players Championship.',
      ),
      question('Will Min Woo Lee win the Players Championship?'),
    ]);
    expect(undated.quantity.status).toBe('UNKNOWN');
  });
});
