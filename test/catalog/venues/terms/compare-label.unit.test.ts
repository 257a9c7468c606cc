// The comparison of a term reading with its hand label (bench/terms/compare-label.ts): the one
// model-aware step of the term-reading measurement, so that RIGHT, WRONG and UNREAD mean what
// docs/term-reading.md says they mean.
import { compareTerm } from '../../../../bench/terms/compare-label';
import { readTexts } from '../../../support/read-texts';
import type { TermLabel, TermValues } from '../../../../bench/terms/labels';
import {
  known,
  statedNone,
  unknown,
  type SettlementTerms,
} from '../../../../src/domain/settlement-terms/settlement-terms';

const quotes = [{ field: 'rules_primary', text: 'x' }];

function terms(overrides: Partial<SettlementTerms>): SettlementTerms {
  return {
    venue: 'kalshi',
    venueMarketId: 'KXTEST-1',
    quantity: unknown('not read'),
    source: unknown('not read'),
    window: unknown('not read'),
    boundary: unknown('not read'),
    exceptions: unknown('not read'),
    yes: unknown('not read'),
    ...overrides,
  };
}

const label = <K extends keyof TermValues>(value: TermValues[K]): TermLabel<TermValues[K]> => ({
  value,
  quotes,
});

describe('compareTerm', () => {
  test('a boundary equal in value is RIGHT however its decimals are written', () => {
    const t = terms({
      boundary: known(
        { comparator: 'BETWEEN_INCLUSIVE', threshold: '56.0', upper: '57', unit: '°F' },
        [],
      ),
    });
    expect(
      compareTerm(
        t,
        'boundary',
        label<'boundary'>({
          comparator: 'BETWEEN_INCLUSIVE',
          threshold: '56',
          upper: '57.00',
          unit: '°F',
        }),
      ).outcome,
    ).toBe('RIGHT');
  });

  test("an Up/Down label's START (the window's start price) is the change's 0, nothing else", () => {
    const start = label<'boundary'>({ comparator: '>=', threshold: 'START', unit: 'USD' });
    const zero = terms({ boundary: known({ comparator: '>=', threshold: '0', unit: 'USD' }, []) });
    const other = terms({ boundary: known({ comparator: '>=', threshold: '5', unit: 'USD' }, []) });
    expect(compareTerm(zero, 'boundary', start).outcome).toBe('RIGHT');
    expect(compareTerm(other, 'boundary', start).outcome).toBe('WRONG');
  });

  test('a boundary with another threshold or comparator is WRONG, with both values', () => {
    const t = terms({ boundary: known({ comparator: '>', threshold: '63', unit: '°F' }, []) });
    const c = compareTerm(
      t,
      'boundary',
      label<'boundary'>({ comparator: '>=', threshold: '63', unit: '°F' }),
    );
    expect([c.outcome, c.note]).toEqual(['WRONG', 'comparator > against >=']);
  });

  test('a window is compared by its instants, in any ISO 8601 spelling', () => {
    const t = terms({
      window: known(
        {
          kind: 'PERIOD',
          start: '2026-07-10T00:59:00.000Z',
          end: '2026-07-10T01:00:00.000Z',
          zone: 'America/New_York',
        },
        [],
      ),
    });
    expect(
      compareTerm(
        t,
        'window',
        label<'window'>({
          kind: 'PERIOD',
          start: '2026-07-10T00:59:00Z',
          end: '2026-07-10T01:00:00Z',
        }),
      ).outcome,
    ).toBe('RIGHT');
    expect(
      compareTerm(t, 'window', label<'window'>({ kind: 'INSTANT', at: '2026-07-10T01:00:00Z' }))
        .outcome,
    ).toBe('WRONG');
  });

  test('UNKNOWN is UNREAD where the text states the term and RIGHT where it does not', () => {
    const t = terms({});
    expect(compareTerm(t, 'source', label<'source'>({ name: 'nws' })).outcome).toBe('UNREAD');
    expect(compareTerm(t, 'source', { not_stated: 'no source is named', quotes }).outcome).toBe(
      'RIGHT',
    );
  });

  test('a term read where the text states none is WRONG', () => {
    const t = terms({ source: known('ESPN', []) });
    expect(compareTerm(t, 'source', { not_stated: 'no source is named', quotes }).outcome).toBe(
      'WRONG',
    );
  });

  test('exceptions are compared as the set of stated cases by payout', () => {
    const t = terms({ exceptions: known({ rule: 'tie-50-50,void-fair-price' }, []) });
    const both = label<'exceptions'>({
      cases: [
        { case: 'cancelled', payout: 'FAIR_PRICE' },
        { case: 'tie', payout: 'FIFTY_FIFTY' },
      ],
    });
    expect(compareTerm(t, 'exceptions', both).outcome).toBe('RIGHT');
    expect(
      compareTerm(terms({ exceptions: known({ rule: 'none' }, []) }), 'exceptions', both).outcome,
    ).toBe('WRONG');
    expect(
      compareTerm(
        terms({ exceptions: known({ rule: 'none' }, []) }),
        'exceptions',
        label<'exceptions'>({ cases: [] }),
      ).outcome,
    ).toBe('RIGHT');
  });

  test('a source matches by host or by another name of it', () => {
    const wunderground = label<'source'>({ name: 'wunderground.com' });
    expect(
      compareTerm(
        terms({
          source: known('https://www.wunderground.com/history/daily/us/il/chicago/KORD', []),
        }),
        'source',
        wunderground,
      ).outcome,
    ).toBe('RIGHT');
    expect(
      compareTerm(terms({ source: known('Weather Underground', []) }), 'source', wunderground)
        .outcome,
    ).toBe('RIGHT');
    expect(
      compareTerm(terms({ source: known('CF Benchmarks', []) }), 'source', wunderground).outcome,
    ).toBe('WRONG');
  });

  test('entities are compared when the reading gives them, else the kind only', () => {
    const q = label<'quantity'>({
      kind: 'MEASUREMENT',
      entities: ['station:KNYC'],
      what: 'daily high',
    });
    const read = known({ subject: 'high', name: 'high', kind: 'MEASUREMENT' as const }, []);
    expect(compareTerm(terms({ quantity: read }), 'quantity', q).outcome).toBe('RIGHT');
    expect(
      compareTerm(terms({ quantity: read, entities: ['station:KLGA'] }), 'quantity', q).outcome,
    ).toBe('WRONG');
    expect(
      compareTerm(terms({ quantity: read, entities: ['station:KNYC'] }), 'quantity', q).outcome,
    ).toBe('RIGHT');
  });
  test('a term stated as none is read: RIGHT where the label says none, WRONG where it has a value', () => {
    const t = terms({ boundary: statedNone('an occurrence: no threshold') });
    const none = compareTerm(t, 'boundary', { not_stated: 'an occurrence: no threshold', quotes });
    expect([none.outcome, none.known]).toEqual(['RIGHT', true]);
    const valued = compareTerm(
      t,
      'boundary',
      label<'boundary'>({ comparator: '>', threshold: '1' }),
    );
    expect([valued.outcome, valued.known]).toEqual(['WRONG', true]);
    // A term merely not read stays unread.
    const plain = compareTerm(terms({}), 'boundary', { not_stated: 'no threshold', quotes });
    expect([plain.outcome, plain.known]).toEqual(['RIGHT', false]);
  });

  /** A reading of the window as a period in New York time. */
  const period = (start: string, end: string) =>
    terms({ window: known({ kind: 'PERIOD', start, end, zone: 'America/New_York' }, []) });

  test('a dated meeting labelled as an EVENT is right as the PERIOD of the days that hold its date', () => {
    const meeting = label<'window'>({ kind: 'EVENT', event: 'FOMC meeting of Apr 28, 2027' });
    expect(
      compareTerm(period('2027-04-28T04:00:00.000Z', '2027-04-29T04:00:00.000Z'), 'window', meeting)
        .outcome,
    ).toBe('RIGHT');
    expect(
      compareTerm(period('2027-04-27T04:00:00.000Z', '2027-04-29T04:00:00.000Z'), 'window', meeting)
        .outcome,
    ).toBe('RIGHT');
    // Another day, or a period that is no whole days, is not the meeting.
    expect(
      compareTerm(period('2027-06-15T04:00:00.000Z', '2027-06-17T04:00:00.000Z'), 'window', meeting)
        .outcome,
    ).toBe('WRONG');
    expect(
      compareTerm(period('2027-04-28T17:59:00.000Z', '2027-04-28T18:00:00.000Z'), 'window', meeting)
        .outcome,
    ).toBe('WRONG');
  });

  test("a dated decision far east of UTC is right as its day in the reading's own zone", () => {
    const decision = label<'window'>({
      kind: 'EVENT',
      event: 'Reserve Bank of New Zealand decision of February 17, 2026',
    });
    const inZone = (start: string, end: string, zone: string) =>
      terms({ window: known({ kind: 'PERIOD', start, end, zone }, []) });
    // February 17 in Wellington (UTC+13) ends before noon UTC of that day.
    expect(
      compareTerm(
        inZone('2026-02-16T11:00:00.000Z', '2026-02-17T11:00:00.000Z', 'Pacific/Auckland'),
        'window',
        decision,
      ).outcome,
    ).toBe('RIGHT');
    // The day after in Wellington is not the decision's day.
    expect(
      compareTerm(
        inZone('2026-02-17T11:00:00.000Z', '2026-02-18T11:00:00.000Z', 'Pacific/Auckland'),
        'window',
        decision,
      ).outcome,
    ).toBe('WRONG');
    // Another bank's day in its own zone: Seoul, UTC+9.
    const seoul = label<'window'>({
      kind: 'EVENT',
      event: 'Bank of Korea meeting of May 28, 2027',
    });
    expect(
      compareTerm(
        inZone('2027-05-27T15:00:00.000Z', '2027-05-28T15:00:00.000Z', 'Asia/Seoul'),
        'window',
        seoul,
      ).outcome,
    ).toBe('RIGHT');
  });

  test('a meeting labelled over two days is right as the PERIOD that holds both', () => {
    const meeting = label<'window'>({ kind: 'EVENT', event: 'FOMC meeting of December 8-9, 2026' });
    expect(
      compareTerm(period('2026-12-08T05:00:00.000Z', '2026-12-10T05:00:00.000Z'), 'window', meeting)
        .outcome,
    ).toBe('RIGHT');
    // The second day alone is not the meeting's days.
    expect(
      compareTerm(period('2026-12-09T05:00:00.000Z', '2026-12-10T05:00:00.000Z'), 'window', meeting)
        .outcome,
    ).toBe('WRONG');
  });

  test('a deadline "by" a stated minute keeps that minute: the end one minute after the label\'s', () => {
    const t = terms({
      window: known(
        {
          kind: 'PERIOD',
          start: '2024-11-21T20:53:58.016Z',
          end: '2025-08-01T04:00:00.000Z',
          zone: 'America/New_York',
        },
        [],
      ),
    });
    const value = {
      kind: 'PERIOD' as const,
      start: '2024-11-21T20:53:58.016Z',
      end: '2025-08-01T03:59:00Z',
    };
    const by = { value, quotes: [{ field: 'description', text: 'by July 31, 2025, 11:59 PM ET' }] };
    expect(compareTerm(t, 'window', by).outcome).toBe('RIGHT');
    // The same minute written without a space before "PM" (Gamma 1663073: "by April 15, 2026,
    // 11:59PM ET").
    const joined = {
      value,
      quotes: [{ field: 'description', text: 'by July 31, 2025, 11:59PM ET' }],
    };
    expect(compareTerm(t, 'window', joined).outcome).toBe('RIGHT');
    // Without a stated minute after "by", the ends must be equal.
    const other = { value, quotes: [{ field: 'description', text: 'on July 31, 2025' }] };
    expect(compareTerm(t, 'window', other).outcome).toBe('WRONG');
  });

  test('NATO is the North Atlantic Treaty Organization and nato.int', () => {
    const nato = label<'source'>({
      name: 'nato.int',
      also: ['north atlantic treaty organization'],
    });
    expect(compareTerm(terms({ source: known('NATO', []) }), 'source', nato).outcome).toBe('RIGHT');
  });

  test('a count\'s half line ("more than 20.5 points") is its whole form, and only a count\'s', () => {
    // Kalshi KXCFLSPREAD-26AUG13BCCGY-BC21: "If the British Columbia Lions wins by more than 20.5 points …"
    const half = label<'boundary'>({ comparator: '>', threshold: '20.5', unit: 'points' });
    const whole = terms({
      boundary: known({ comparator: '>=', threshold: '21', unit: 'points' }, []),
    });
    expect(compareTerm(whole, 'boundary', half).outcome).toBe('RIGHT');
    const fewer = label<'boundary'>({ comparator: '<', threshold: '20.5', unit: 'runs' });
    const atMost = terms({
      boundary: known({ comparator: '<=', threshold: '20', unit: 'runs' }, []),
    });
    expect(compareTerm(atMost, 'boundary', fewer).outcome).toBe('RIGHT');
    expect(
      compareTerm(
        terms({ boundary: known({ comparator: '>=', threshold: '22', unit: 'points' }, []) }),
        'boundary',
        half,
      ).outcome,
    ).toBe('WRONG');
    // A price is no count: 20.5 dollars and 21 are different lines.
    const price = label<'boundary'>({ comparator: '>', threshold: '20.5', unit: 'USD' });
    expect(
      compareTerm(
        terms({ boundary: known({ comparator: '>=', threshold: '21', unit: 'USD' }, []) }),
        'boundary',
        price,
      ).outcome,
    ).toBe('WRONG');
  });

  test('a named outcome labelled "= TIE" is the draw reaching WINNER', () => {
    // Kalshi KXLALIGA2GAME-26MAR01MIRCEU-TIE: "If Tie wins the Mirandes vs Ceuta … game …"
    const tie = label<'boundary'>({ comparator: '=', threshold: 'TIE' });
    const read = (entity: string) =>
      terms({
        boundary: known({ comparator: 'REACHES', stage: 'WINNER', entity, unit: 'stage' }, []),
      });
    expect(compareTerm(read('outcome:tie'), 'boundary', tie).outcome).toBe('RIGHT');
    expect(compareTerm(read('team:LALIGA2:MIR'), 'boundary', tie).outcome).toBe('WRONG');
  });

  test("a source read by its name names the site the label gives, by the readers' table", () => {
    // Kalshi KXNFLGAME-26SEP14DENKC: settlement_sources "the Governing League", https://www.nfl.com/
    const site = label<'source'>({ name: 'nfl.com', also: ['the governing league'] });
    expect(compareTerm(terms({ source: known('NFL', []) }), 'source', site).outcome).toBe('RIGHT');
    expect(compareTerm(terms({ source: known('ESPN + NFL', []) }), 'source', site).outcome).toBe(
      'RIGHT',
    );
    expect(compareTerm(terms({ source: known('NBA', []) }), 'source', site).outcome).toBe('WRONG');
  });
});

describe("an election's entities are its candidates", () => {
  // tuning/polymarket/predict-ngin-gamma-markets-2026-01.json, 559652 (labelled in the tuning
  // labels' form: the candidate only), and value-lab-events-2026-07.json KXNEXTNATOSECGEN-99-KKAL
  // (an office's next holder, labelled with the office).
  const nomination = readTexts('polymarket', [
    {
      field: 'description',
      text: 'This market will resolve to “Yes” if the named individual wins and accepts the 2028 nomination of the Democratic Party for U.S. president. Otherwise, this market will resolve to “No”.\n\nThe resolution source for this market will be a consensus of official Democratic Party sources.',
    },
    {
      field: 'question',
      text: 'Will Gavin Newsom win the 2028 Democratic presidential nomination?',
    },
  ]);
  const quantity = (entities: string[]) =>
    label<'quantity'>({ kind: 'RESULT', entities, what: 'the 2028 Democratic nominee' });

  test('the office the race fills is set aside on both sides; the candidate decides', () => {
    expect(nomination.category).toBe('election-winner');
    expect(nomination.entities).toContain('person:gavin-newsom');
    expect(compareTerm(nomination, 'quantity', quantity(['person:gavin-newsom'])).outcome).toBe(
      'RIGHT',
    );
    expect(
      compareTerm(
        nomination,
        'quantity',
        quantity(['office:president-of-the-united-states', 'person:gavin-newsom']),
      ).outcome,
    ).toBe('RIGHT');
    expect(compareTerm(nomination, 'quantity', quantity(['person:jb-pritzker'])).outcome).toBe(
      'WRONG',
    );
  });

  test("an office's next holder is compared with its office", () => {
    const holder = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Kaja Kallas formally holds the position of Secretary General of NATO, and is the first such subject to do so after Issuance, then the market resolves to Yes.',
      },
    ]);
    expect(holder.category).toBe('office-holder');
    const want = (entities: string[]) =>
      label<'quantity'>({ kind: 'RESULT', entities, what: 'next Secretary General of NATO' });
    expect(
      compareTerm(
        holder,
        'quantity',
        want(['office:secretary-general-of-nato', 'person:kaja-kallas']),
      ).outcome,
    ).toBe('RIGHT');
    expect(compareTerm(holder, 'quantity', want(['person:kaja-kallas'])).outcome).toBe('WRONG');
  });
});

describe("a mention's term said, against a label of at least one time", () => {
  const said = (category: string) =>
    terms({
      category,
      boundary: statedNone('an occurrence: the proposition happening is the condition'),
    });

  test('a mention said is RIGHT against ">= 1 times" and "> 0 times", and against none', () => {
    const t = said('mentions');
    for (const value of [
      { comparator: '>=', threshold: '1', unit: 'times' },
      { comparator: '>', threshold: '0', unit: 'times' },
    ] as const)
      expect(compareTerm(t, 'boundary', label<'boundary'>(value))).toMatchObject({
        outcome: 'RIGHT',
        known: true,
      });
    expect(
      compareTerm(t, 'boundary', { not_stated: 'the term being said is the condition', quotes })
        .outcome,
    ).toBe('RIGHT');
  });

  test('a count of more than one, another unit or another category stays WRONG', () => {
    const wrong = (t: SettlementTerms, value: TermValues['boundary']) =>
      compareTerm(t, 'boundary', label<'boundary'>(value)).outcome;
    expect(wrong(said('mentions'), { comparator: '>=', threshold: '3', unit: 'times' })).toBe(
      'WRONG',
    );
    expect(wrong(said('mentions'), { comparator: '>=', threshold: '1', unit: 'points' })).toBe(
      'WRONG',
    );
    expect(wrong(said('event-occurrence'), { comparator: '>=', threshold: '1' })).toBe('WRONG');
  });
});
