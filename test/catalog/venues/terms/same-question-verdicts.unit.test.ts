// The verdicts of the same question on both venues (docs/decisions.md, "Settlement terms:
// verdicts of the same question on both venues"): one meeting read as its decision's day and as
// its scheduled days, a bracket case read on the bracket it names, exceptional settlements that
// alone differ (OVERLAP), a void both pay No on (an implication kept), one game's opposing sides
// (EXCLUSIVE). Each rule with the tuning wording, another subject found in no fixture, and a
// negative case. The tuning wordings are the equinox recordings (test/fixtures/terms-corpus/tuning,
// SOURCES.md there).
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readTexts } from '../../../support/read-texts';

/** The settlement source Kalshi's event names beside its rules (event.settlement_sources). */
const FED_SOURCE: SettlementTerms['source'] = {
  status: 'KNOWN',
  value: 'Federal Reserve',
  spans: [],
};

const kalshiFed = (change: string, day: string): SettlementTerms => ({
  ...readTexts('kalshi', [
    {
      field: 'rules_primary',
      text: `If the Federal Reserve does a ${change} on ${day}, then the market resolves to Yes.`,
    },
    {
      field: 'rules_secondary',
      text: 'If the scheduled FOMC meeting is canceled and does not occur on its scheduled date, “Fed maintains rate” resolves to Yes and all other outcomes resolve to No.',
    },
  ]),
  source: FED_SOURCE,
});

const GAMMA_FED = (meeting: string, month: string) =>
  [
    `This market will resolve to the amount of basis points the upper bound of the target federal funds rate is changed by versus the level it was prior to the Federal Reserve's ${month} meeting.`,
    `The resolution source for this market is the FOMC’s statement after its meeting scheduled for ${meeting} according to the official calendar: https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm.`,
    'If no statement is released by the end date of the next scheduled meeting, this market will resolve to the "No change" bracket.',
  ].join('\n\n');

const gammaFed = (bracket: string, meeting: string, month: string) =>
  readTexts('polymarket', [
    { field: 'description', text: GAMMA_FED(meeting, month) },
    { field: 'groupItemTitle', text: bracket },
  ]);

const known = <T>(t: { status: string; value?: T }): T | undefined =>
  t.status === 'KNOWN' ? t.value : undefined;

describe("one meeting: the decision's day on one venue, the meeting's scheduled days on the other", () => {
  test('tuning: "on October 28, 2026" and "scheduled for October 27-28, 2026" agree', () => {
    const k = kalshiFed('Hike of 25bps', 'October 28, 2026');
    const p = gammaFed('25 bps increase', 'October 27-28, 2026', 'October 2026');
    const c = compareTerms(k, p);
    expect(c.differences.map((d) => d.term)).not.toContain('window');
    expect(c.verdict).not.toBe('EQUIVALENT');
  });

  test('another meeting: "on December 9, 2026" and "scheduled for December 8-9, 2026" agree', () => {
    const k = kalshiFed('Hike of 25bps', 'December 9, 2026');
    const p = gammaFed('25 bps increase', 'December 8-9, 2026', 'December 2026');
    expect(compareTerms(k, p).differences.map((d) => d.term)).not.toContain('window');
  });

  test("negative: the meeting's first day is not its decision's day", () => {
    const k = kalshiFed('Hike of 25bps', 'October 27, 2026');
    const p = gammaFed('25 bps increase', 'October 27-28, 2026', 'October 2026');
    expect(compareTerms(k, p)).toMatchObject({ verdict: 'DIFFERENT', term: 'window' });
  });
});

describe('a case settling the event to a named bracket', () => {
  // Another bracket's name may be this market's own written otherwise ("0 bps" for "No change"):
  // only the market whose name is the one named is read.
  test('tuning: YES on the "No change" bracket; "25 bps increase" left unread', () => {
    const noChange = gammaFed('No change', 'October 27-28, 2026', 'October 2026');
    expect(known(noChange.exceptions)).toEqual({ rule: 'void-yes' });
    const increase = gammaFed('25 bps increase', 'October 27-28, 2026', 'October 2026');
    expect(increase.exceptions).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('another of its brackets'),
    });
  });

  test('another bank\'s brackets: the bracket named "Hold" pays YES, "Cut" is left unread', () => {
    const text = (own: string) =>
      readTexts('polymarket', [
        {
          field: 'description',
          text: 'If no decision is announced by June 30, 2027, this market will resolve to the "Hold" bracket.',
        },
        { field: 'groupItemTitle', text: own },
      ]);
    expect(text('Hold').exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-yes' } });
    expect(text('Cut').exceptions).toMatchObject({ status: 'UNKNOWN' });
  });

  test('negative: the "lowest" bracket, or a market with no name of its own, stays UNKNOWN', () => {
    const lowest = readTexts('polymarket', [
      {
        field: 'description',
        text: 'If no statement is released by the end date of the next scheduled meeting, this market will resolve to the lowest bracket.',
      },
      { field: 'groupItemTitle', text: 'No change' },
    ]);
    expect(lowest.exceptions).toMatchObject({
      status: 'UNKNOWN',
      reason:
        "an exceptional case settles the event to one of its brackets, not this market's payout",
    });
    const unnamed = readTexts('polymarket', [
      { field: 'description', text: GAMMA_FED('October 27-28, 2026', 'October 2026') },
    ]);
    expect(unnamed.exceptions.status).toBe('UNKNOWN');
  });
});

/** A copy of a market's terms with the given exceptional settlements and winner. */
function withTerms(
  t: SettlementTerms,
  venue: 'kalshi' | 'polymarket',
  rule: string,
  entity?: string,
  stage?: string,
): SettlementTerms {
  const b = known(t.boundary)!;
  return {
    ...t,
    venue,
    venueMarketId: `${venue}-${entity ?? ''}-${stage ?? ''}-${rule}`,
    exceptions: { status: 'KNOWN', value: { rule }, spans: [] },
    // The league's results, as both venues name them beside the rules.
    source: { status: 'KNOWN', value: 'NFL', spans: [] },
    boundary: {
      status: 'KNOWN',
      value: { ...b, ...(entity ? { entity } : {}), ...(stage ? { stage } : {}) },
      spans: [],
    } as SettlementTerms['boundary'],
  };
}

const GAME = readTexts('kalshi', [
  {
    field: 'rules_primary',
    text: 'If Tampa Bay wins the TB Buccaneers vs DAL Cowboys Pro Football game originally scheduled for Oct 8, 2026, then the market resolves to Yes.',
  },
]);
const MATCH = readTexts('kalshi', [
  {
    field: 'rules_primary',
    text: 'If Baltimore wins the BAL Ravens vs PIT Steelers Pro Football game originally scheduled for Nov 22, 2026, then the market resolves to Yes.',
  },
]);

describe('the same proposition whose exceptional settlements alone differ: OVERLAP', () => {
  test('tuning: a fair price against 50-50 for a postponed game', () => {
    expect(GAME.boundary.status).toBe('KNOWN');
    const c = compareTerms(
      withTerms(GAME, 'kalshi', 'tie-50-50,void-fair-price'),
      withTerms(GAME, 'polymarket', 'tie-50-50,void-50-50'),
    );
    expect(c).toMatchObject({ verdict: 'RELATED', relation: 'OVERLAP', term: 'exceptions' });
    expect(c.differences.map((d) => d.term)).toEqual(['exceptions']);
  });

  test('another game: no rule stated against 50-50 on a cancellation', () => {
    expect(MATCH.boundary.status).toBe('KNOWN');
    expect(
      compareTerms(
        withTerms(MATCH, 'kalshi', 'none'),
        withTerms(MATCH, 'polymarket', 'void-50-50'),
      ),
    ).toMatchObject({ verdict: 'RELATED', relation: 'OVERLAP', term: 'exceptions' });
  });

  test('negative: the same rule on both and none stated is EQUIVALENT only with every term alike', () => {
    const c = compareTerms(
      withTerms(GAME, 'kalshi', 'none'),
      withTerms(GAME, 'polymarket', 'none'),
    );
    expect(c.verdict).toBe('EQUIVALENT');
    // Another year's game: the window differs, DIFFERENT whatever the exceptions.
    const other = { ...withTerms(MATCH, 'polymarket', 'void-50-50') };
    expect(compareTerms(withTerms(GAME, 'kalshi', 'void-fair-price'), other).verdict).toBe(
      'DIFFERENT',
    );
  });
});

describe("one game's opposing sides: EXCLUSIVE, never EQUIVALENT", () => {
  test('tuning: Dallas on Kalshi against the Buccaneers on Polymarket', () => {
    const c = compareTerms(
      withTerms(GAME, 'kalshi', 'tie-50-50,void-fair-price', 'team:NFL:DAL'),
      withTerms(GAME, 'polymarket', 'tie-50-50,void-50-50', 'team:NFL:TB'),
    );
    expect(c).toMatchObject({
      verdict: 'RELATED',
      relation: 'EXCLUSIVE',
      term: 'boundary',
      yesAligned: false,
    });
  });

  test('another game: Pittsburgh against Baltimore, no exceptional rule on either', () => {
    expect(
      compareTerms(
        withTerms(MATCH, 'kalshi', 'none', 'team:NFL:PIT'),
        withTerms(MATCH, 'polymarket', 'none', 'team:NFL:BAL'),
      ),
    ).toMatchObject({ verdict: 'RELATED', relation: 'EXCLUSIVE' });
  });

  test('negative: an exceptional case paying YES keeps the inversion DIFFERENT', () => {
    expect(
      compareTerms(
        withTerms(GAME, 'kalshi', 'void-yes', 'team:NFL:DAL'),
        withTerms(GAME, 'polymarket', 'tie-50-50', 'team:NFL:TB'),
      ),
    ).toMatchObject({ verdict: 'DIFFERENT', term: 'yes', yesAligned: false });
  });
});

describe('a void that both pay No on keeps an implication', () => {
  const WORLD_CUP = readTexts('kalshi', [
    {
      field: 'rules_primary',
      text: 'If Ukraine wins the 2026 FIFA World Cup, then the market resolves to Yes.',
    },
  ]);

  test('tuning: winning the tournament implies qualifying, though qualifying pays No if it is canceled', () => {
    expect(known(WORLD_CUP.boundary)).toMatchObject({ comparator: 'REACHES', stage: 'WINNER' });
    expect(
      compareTerms(
        withTerms(WORLD_CUP, 'kalshi', 'none'),
        withTerms(WORLD_CUP, 'polymarket', 'void-no', undefined, 'QUALIFIED'),
      ),
    ).toMatchObject({ verdict: 'RELATED', relation: 'IMPLICATION_KALSHI_TO_POLYMARKET' });
  });

  test("another rate: a 25 bps hike that pays No on a canceled meeting implies Gamma's bracket", () => {
    const k = { ...kalshiFed('Hike of 25bps', 'December 9, 2026') };
    const p = gammaFed('25 bps increase', 'December 8-9, 2026', 'December 2026');
    const c = compareTerms(
      { ...k, exceptions: { status: 'KNOWN', value: { rule: 'void-no' }, spans: [] } },
      { ...p, exceptions: { status: 'KNOWN', value: { rule: 'void-no' }, spans: [] } },
    );
    // The same rule on both: its cases are not compared, so the same sets are only OVERLAP.
    expect(c).toMatchObject({ verdict: 'RELATED', relation: 'OVERLAP', term: 'exceptions' });
    const implied = compareTerms(
      { ...k, exceptions: { status: 'KNOWN', value: { rule: 'void-no' }, spans: [] } },
      { ...p, exceptions: { status: 'KNOWN', value: { rule: 'none' }, spans: [] } },
    );
    expect(implied).toMatchObject({
      verdict: 'RELATED',
      relation: 'IMPLICATION_KALSHI_TO_POLYMARKET',
    });
  });

  test('negative: a market whose YES is no stage reached and states no void breaks it', () => {
    const k = kalshiFed('Hike of 25bps', 'December 9, 2026');
    const p = gammaFed('25 bps increase', 'December 8-9, 2026', 'December 2026');
    const c = compareTerms(
      { ...k, exceptions: { status: 'KNOWN', value: { rule: 'none' }, spans: [] } },
      { ...p, exceptions: { status: 'KNOWN', value: { rule: 'void-no' }, spans: [] } },
    );
    expect(c.verdict).not.toBe('EQUIVALENT');
    expect(c.relation).not.toBe('IMPLICATION_KALSHI_TO_POLYMARKET');
  });
});

describe("a change's size after a gap where the venue's template dropped its comparison", () => {
  const boundaryOf = (change: string) => kalshiFed(change, 'October 28, 2026').boundary;

  test('tuning: "a Hike of 25bps" is = 25', () => {
    expect(boundaryOf('Hike of 25bps')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '25', unit: 'bps' },
    });
  });

  test('another size: "a Cut of 50bps" is = -50', () => {
    expect(boundaryOf('Cut of 50bps')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '-50', unit: 'bps' },
    });
  });

  test('negative: "a Cut of   25bps" (the market named "Cut >25bps") stays UNKNOWN', () => {
    expect(boundaryOf('Cut of   25bps').status).toBe('UNKNOWN');
  });
});
