// A competition's other outcomes than its winner (docs/decisions.md, "Settlement terms: a
// competition's other outcomes"): a club relegated after a season, a season's top goalscorer, one
// group's winner, a Grand Prix's pole position; a race's fastest lap and a country's gold medal
// at a Games stay unread. Each with its tuning wording (test/fixtures/terms-corpus/tuning/:
// polymarket/wom-strategy-gamma-markets-backtest-2026-02-08.json 578405 and 1329513,
// primape-gamma-markets-2025-05-07.json 507675, openclaw-gamma-markets-2026-03-25.json 840171,
// wom-strategy-gamma-backtest-more-2026-02-08.json 626287) or the venue's recorded public wording
// (Kalshi's pole position rules), a
// paraphrase with other subjects found in no fixture, and a negative case that stays UNKNOWN with
// its reason. A group's winner against the tournament's is another quantity, DIFFERENT on it.
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readTexts } from '../../../support/read-texts';

const gamma = (question: string, description: string, own?: string) =>
  readTexts('polymarket', [
    { field: 'question', text: question },
    ...(own !== undefined ? [{ field: 'groupItemTitle', text: own }] : []),
    { field: 'description', text: description },
  ]);

const kalshi = (title: string, rules: string) =>
  readTexts('kalshi', [
    { field: 'title', text: title },
    { field: 'rules_primary', text: rules },
  ]);

const nameOf = (t: SettlementTerms) =>
  t.quantity.status === 'KNOWN' ? t.quantity.value.name : undefined;

const relegation = (league: string, season: string) =>
  `This is a polymarket to predict which clubs are relegated from ${league} after the ${season} season.\n\nIf the listed club is officially relegated by ${league} following the ${season} season, this market will resolve to "Yes". Otherwise, it will resolve to "No".\n\nIf the ${season} ${league} season is canceled or not completed by October 1, 2026, this market will resolve to "No".`;

describe('a club relegated after a season', () => {
  test('tuning 578405: Genoa relegated from Serie A after the 2025–26 season', () => {
    const t = gamma(
      'Will Genoa be relegated from Serie A after the 2025-26 season?',
      relegation('Serie A', '2025–26'),
      'Genoa',
    );
    expect(t.category).toBe('competition-relegation');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', name: 'relegation of team:SERIEA:genoa from the 2026 Serie A' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 Serie A' },
    });
    // How many places go down is the competition's own rule, which the text does not state.
    expect(t.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason:
        "how many places go down is the competition's own rule, which the text does not state",
    });
    expect(t.boundary).not.toHaveProperty('statedNone');
  });

  test('another club, league and season: Leeds from the English Premier League, 2027–28', () => {
    const t = gamma(
      'Will Leeds be relegated from the English Premier League after the 2027-28 season?',
      relegation('the English Premier League', '2027–28'),
      'Leeds',
    );
    expect(nameOf(t)).toMatch(/^relegation of team:\S+ from the 2028 Premier League$/);
    expect(t.window).toMatchObject({ value: { event: '2028 Premier League' } });
  });

  test('a season stated nowhere is not read', () => {
    const t = gamma(
      'Will Genoa be relegated from Serie A?',
      'If the listed club is officially relegated by Serie A, this market will resolve to "Yes". Otherwise, it will resolve to "No".',
      'Genoa',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"Serie A" does not say which season',
    });
  });
});

const scorer = (person: string, competition: string) =>
  `This market will resolve to “Yes” if ${person} is the top goalscorer for the ${competition} season. Otherwise, this market will resolve to “No.”\n\nIf multiple players tie for the most goals in the ${competition} season, the market will resolve based on most assists, then most games played, and finally the player’s last name alphabetically if ties persist.`;

describe("a season's top goalscorer", () => {
  test('tuning 507675: Mohamed Salah, the 2024/2025 English Premier League', () => {
    const t = gamma(
      'Will Mohamed Salah be the top goalscorer in the EPL?',
      scorer('Mohamed Salah', '2024/2025 English Premier League'),
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'place of Mohamed Salah among the goalscorers of the 2025 Premier League' },
    });
    expect(t.entities).toEqual(['person:mohamed-salah']);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '1' },
    });
  });

  test('another player and league: Serhou Guirassy, the 2027/2028 Bundesliga', () => {
    const t = gamma(
      'Will Serhou Guirassy be the top goalscorer in the Bundesliga?',
      scorer('Serhou Guirassy', '2027/2028 Bundesliga'),
    );
    expect(nameOf(t)).toBe('place of Serhou Guirassy among the goalscorers of the 2028 Bundesliga');
    expect(t.window).toMatchObject({ value: { kind: 'EVENT', event: '2028 Bundesliga' } });
  });

  test('a season stated nowhere is not read', () => {
    const t = gamma(
      'Will Mohamed Salah be the top goalscorer in the EPL?',
      'This market will resolve to “Yes” if Mohamed Salah is the top goalscorer for the English Premier League. Otherwise, this market will resolve to “No.”',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"English Premier League" does not say which season',
    });
  });
});

const group = (letter: string, competition: string) =>
  `This market will resolve according to the team that wins Group ${letter} in the ${competition} group stage, scheduled for June 11-27, 2026.\n\nIf multiple teams tie as group winners, this market will resolve according to the official tiebreak procedure of the ${competition}.`;

describe("one group's winner", () => {
  test('tuning 840171: Portugal, Group K of the 2026 FIFA World Cup', () => {
    const t = gamma(
      'Will Portugal win Group K in the 2026 FIFA World Cup?',
      group('K', '2026 FIFA World Cup'),
      'Portugal',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'result of Group K of the 2026 FIFA World Cup' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:FIFA:portugal' },
    });
    expect(t.window).toMatchObject({ value: { event: 'Group K of the 2026 FIFA World Cup' } });
  });

  test("another team, group and edition: Japan, Group C of the 2030 FIFA World Cup, not the cup's winner", () => {
    const t = gamma(
      'Will Japan win Group C in the 2030 FIFA World Cup?',
      group('C', '2030 FIFA World Cup'),
      'Japan',
    );
    expect(nameOf(t)).toBe('result of Group C of the 2030 FIFA World Cup');
    const cup = gamma(
      'Will Japan win the 2030 FIFA World Cup?',
      'This market will resolve according to the national team that wins the 2030 FIFA World Cup.',
    );
    expect(nameOf(cup)).toBe('result of the 2030 FIFA World Cup');
  });

  test('a World Cup that does not say whose is not read', () => {
    const t = gamma(
      'Will Japan win Group C in the 2030 World Cup?',
      group('C', '2030 World Cup'),
      'Japan',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"2030 World Cup" does not say whose world cup it is',
    });
  });
});

const pole = (grandPrix: string, day: string) =>
  `This is a polymarket on the driver who achieves pole position at the ${grandPrix}, scheduled for ${day}.\n\nIf the ${grandPrix} is canceled or rescheduled to a date after December 1, 2025, this market will resolve to “Other.”`;

describe("a Grand Prix's pole position", () => {
  test('tuning 626287: Gabriel Bortoleto, the 2025 F1 United States Grand Prix', () => {
    const t = gamma(
      'Will Gabriel Bortoleto win the 2025 F1 United States Grand Prix pole?',
      pole('2025 F1 United States Grand Prix', 'October 19, 2025'),
      'Gabriel Bortoleto',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'pole position of the 2025 F1 United States Grand Prix' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:gabriel-bortoleto' },
    });
    expect(t.window).toMatchObject({
      value: { kind: 'EVENT', event: 'qualifying of the 2025 F1 United States Grand Prix' },
    });
  });

  test("another driver and race, and Kalshi's wording: pole position, not the race's winner", () => {
    const p = gamma(
      'Will Oscar Piastri win the 2027 F1 Japanese Grand Prix pole?',
      pole('2027 F1 Japanese Grand Prix', 'April 3, 2027'),
      'Oscar Piastri',
    );
    expect(nameOf(p)).toBe('pole position of the 2027 F1 Japanese Grand Prix');
    const k = kalshi(
      'Will Oscar Piastri get pole at the 2027 Japanese Grand Prix?',
      'If Oscar Piastri is awarded Pole Position for the 2027 F1 Japanese Grand Prix, then the market resolves to Yes.',
    );
    expect(nameOf(k)).toBe('pole position of the 2027 F1 Japanese Grand Prix');
    expect(k.boundary).toMatchObject({ value: { entity: 'person:oscar-piastri' } });
    const race = gamma(
      'Will Oscar Piastri win the 2027 F1 Japanese Grand Prix?',
      'This market will resolve according to the winner of the 2027 F1 Japanese Grand Prix scheduled for April 4, 2027.',
    );
    expect(nameOf(race)).not.toBe(nameOf(p));
  });

  test('a Grand Prix without its season is not read', () => {
    const t = gamma(
      'Will Oscar Piastri win the F1 Japanese Grand Prix pole?',
      pole('F1 Japanese Grand Prix', 'April 3'),
      'Oscar Piastri',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the competition "F1 Japanese Grand Prix" is none this reader knows',
    });
  });
});

describe("a Grand Prix race's fastest lap", () => {
  test.each([
    // The venues' recorded wordings: no labelled market says whether the fastest lap is a winner
    // (as pole position is) or the first place (as the top goalscorer is).
    'This is a polymarket on the driver who achieves the fastest lap at the 2026 F1 Belgian Grand Prix, scheduled for Jul 19, 2026.',
    // Tuning 786392: a practice session's fastest lap.
    'This is a polymarket on the driver who achieves the fastest lap in Practice 3 at the 2025 F1 Abu Dhabi Grand Prix, scheduled for Dec 6, 2025.',
  ])('"%s" is not read', (description) => {
    const t = gamma(
      'Will Nico Hulkenberg achieve the fastest lap?',
      description,
      'Nico Hulkenberg',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules state no proposition a category table knows',
    });
  });

  test("Kalshi's recorded wording is not read", () => {
    const k = kalshi(
      'Alexander Albon fastest lap?',
      'If Alexander Albon records the fastest valid lap time in the main race at the 2026 Belgian Grand Prix, then the market resolves to Yes.',
    );
    expect(k.quantity.status).toBe('UNKNOWN');
  });
});

describe("a country's gold medal at a Games", () => {
  test('tuning 1329513: "wins one or more gold medals" is no outcome this table reads', () => {
    // Whether "one or more" is the occurrence or a count of at least one is a convention the
    // labels settle for mentions only: left unread rather than read one way.
    const t = gamma(
      'Will South Africa record a gold medal at the 2026 Winter Olympics?',
      'This market will resolve to “Yes” if the listed country wins one or more gold medals at the 2026 Milano–Cortina Winter Olympics. Otherwise, it will resolve to “No.”',
      'South Africa',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules state no proposition a category table knows',
    });
  });
});

// A league's winner against its top N and its relegation: competition-outcome-relations.unit.test.ts.
describe("the verdicts against the competition's winner", () => {
  test("a group's winner and the tournament's winner are other quantities: DIFFERENT", () => {
    const groupWinner = gamma(
      'Will Portugal win Group K in the 2026 FIFA World Cup?',
      group('K', '2026 FIFA World Cup'),
      'Portugal',
    );
    const c = compareTerms(
      kalshi(
        'Will Portugal win the 2026 FIFA World Cup?',
        'If Portugal wins the 2026 FIFA World Cup, then the market resolves to Yes.',
      ),
      groupWinner,
    );
    expect(c.verdict).toBe('DIFFERENT');
    expect(c.term).toBe('quantity');
  });

  test('one pole position on both venues is one quantity where both name the race alike', () => {
    const k = kalshi(
      'Will Oscar Piastri get pole?',
      'If Oscar Piastri is awarded Pole Position for the 2027 F1 Japanese Grand Prix, then the market resolves to Yes.',
    );
    const p = gamma(
      'Will Oscar Piastri win the 2027 F1 Japanese Grand Prix pole?',
      pole('2027 F1 Japanese Grand Prix', 'April 3, 2027'),
      'Oscar Piastri',
    );
    const c = compareTerms(k, p);
    expect(c.differences.map((d) => d.term)).not.toContain('quantity');
    expect(c.differences.map((d) => d.term)).not.toContain('boundary');
    // Kalshi's recorded wording names "the 2026 Belgian Grand Prix", Polymarket's "the 2026 F1
    // Belgian Grand Prix": a Grand Prix named without its series is not assumed Formula One's
    // where the venue's data does not name it (below).
    const kalshiRecorded = kalshi(
      'Will Alexander Albon get pole?',
      'If Alexander Albon is awarded Pole Position for the 2026 Belgian Grand Prix, then the market resolves to Yes.',
    );
    const gammaRecorded = gamma(
      'Will Alexander Albon win the 2026 F1 Belgian Grand Prix pole?',
      pole('2026 F1 Belgian Grand Prix', 'Jul 18, 2026'),
      'Alexander Albon',
    );
    expect(compareTerms(kalshiRecorded, gammaRecorded)).toMatchObject({
      verdict: 'DIFFERENT',
      term: 'quantity',
    });
  });
});

describe("a Grand Prix's series named by the venue's data", () => {
  const kalshiPole = (competition: string | undefined) =>
    readTexts(
      'kalshi',
      [
        { field: 'title', text: 'Will Alexander Albon get pole?' },
        {
          field: 'rules_primary',
          text: 'If Alexander Albon is awarded Pole Position for the 2026 Belgian Grand Prix, then the market resolves to Yes.',
        },
      ],
      competition === undefined
        ? {}
        : {
            event: {
              eventId: 'KXF1POLE-BELGP26',
              source: '',
              texts: [{ field: 'event.product_metadata.competition', text: competition }],
            },
          },
    );

  test("Kalshi's recorded wording, its event's product_metadata.competition \"F1\": the same pole position as Polymarket's", () => {
    const k = kalshiPole('F1');
    expect(nameOf(k)).toBe('pole position of the 2026 F1 Belgian Grand Prix');
    const p = gamma(
      'Will Alexander Albon win the 2026 F1 Belgian Grand Prix pole?',
      pole('2026 F1 Belgian Grand Prix', 'Jul 18, 2026'),
      'Alexander Albon',
    );
    const c = compareTerms(k, p);
    expect(c.differences.map((d) => d.term)).not.toContain('quantity');
    expect(c.differences.map((d) => d.term)).not.toContain('window');
  });

  test('tuning 538618, "the 2025 Miami Grand Prix", with the Gamma tag "Formula 1": F1\'s', () => {
    const t = readTexts(
      'polymarket',
      [
        { field: 'question', text: 'Will Jack Doohan win the 2025 Miami Grand Prix?' },
        {
          field: 'description',
          text: 'This market will resolve according to the winner of the 2025 Miami Grand Prix scheduled for May 4, 2025.',
        },
      ],
      { facts: { tags: ['Sports', 'Formula 1'] } },
    );
    expect(t.window).toMatchObject({ value: { kind: 'EVENT', event: '2025 F1 Miami Grand Prix' } });
  });

  test('without such data, or with another series, a Grand Prix stays unqualified', () => {
    expect(nameOf(kalshiPole(undefined))).toBe('pole position of the 2026 Belgian Grand Prix');
    expect(nameOf(kalshiPole('MotoGP'))).toBe('pole position of the 2026 Belgian Grand Prix');
    // "Motorsport", Kalshi's series tag of every racing series, names none.
    const t = readTexts(
      'polymarket',
      [
        { field: 'question', text: 'Will Marc Marquez win the 2026 Dutch Grand Prix?' },
        {
          field: 'description',
          text: 'This market will resolve according to the winner of the 2026 Dutch Grand Prix scheduled for June 28, 2026.',
        },
      ],
      { facts: { tags: ['Motorsport'] } },
    );
    expect(t.window).toMatchObject({ value: { kind: 'EVENT', event: '2026 Dutch Grand Prix' } });
  });
});
