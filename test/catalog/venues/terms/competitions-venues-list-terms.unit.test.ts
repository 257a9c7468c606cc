// The competitions venues list, beyond the sixteen the table first knew (docs/decisions.md,
// "Settlement terms: the competitions venues list"). The tuning wordings are Gamma's 566746
// (wom-strategy-gamma-markets-backtest-2026-02-08.json, "the 2025–26 French Ligue 1") and 508145
// (primape-gamma-markets-2025-05-07.json, "the 2024-25 Premier League season" under a question
// that says "EPL"); the others are other competitions, clubs, players and years in no fixture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import { competitionNamed } from '../../../../src/domain/settlement-terms/entities/competition-named';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { readTexts } from '../../../support/read-texts';

const TUNING = join(__dirname, '../../../fixtures/terms-corpus/tuning/polymarket');

/** Recorded Gamma markets of one tuning file, read by the venue's parser. */
function recordedTerms(file: string, ids: readonly string[]): Map<string, SettlementTerms> {
  const list = JSON.parse(readFileSync(join(TUNING, file), 'utf8')) as Record<string, unknown>[];
  const markets = list.filter((m) => ids.includes(String(m.id)));
  expect(markets).toHaveLength(ids.length);
  const sets = readVenuePayloads([
    { venue: 'polymarket', files: [{ file, text: JSON.stringify(markets) }] },
  ]);
  return new Map(termsOfPayloads(sets).map((t) => [t.venueMarketId, t]));
}

const kalshi = (rules: string, facts = {}) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: rules }], { facts });
const eventOf = (rules: string, facts = {}) => kalshi(rules, facts).window;
const named = (text: string, tags: string[] = []) => {
  const found = competitionNamed(text, [], tags);
  return found && 'competition' in found ? found.competition.name : found;
};

describe('a competition by the names venues write', () => {
  test('the tuning wordings: a league by its own name, whichever country word the venue adds', () => {
    const terms = recordedTerms('primape-gamma-markets-2025-05-07.json', ['508145']);
    expect(terms.get('508145')!.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2025 Premier League' },
    });
    const ligue = recordedTerms('wom-strategy-gamma-markets-backtest-2026-02-08.json', ['566746']);
    expect(ligue.get('566746')!.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 Ligue 1' },
    });
  });

  test('other leagues, cups and aliases in no fixture name one competition', () => {
    const event = (rules: string) => eventOf(rules);
    expect(
      event('If Arsenal wins the 2027-28 English Premier League, then the market resolves to Yes.'),
    ).toMatchObject({ status: 'KNOWN', value: { event: '2028 Premier League' } });
    expect(
      event('If Arsenal wins the EPL 2027-28, then the market resolves to Yes.'),
    ).toMatchObject({ status: 'KNOWN', value: { event: '2028 Premier League' } });
    expect(named('the 2027 Carabao Cup')).toBe('EFL Cup');
    expect(named('Roland-Garros 2027')).toBe('French Open');
    expect(named('the 2027 French Open')).toBe('French Open');
    expect(named('the 2028 Copa América')).toBe('Copa America');
    expect(named('the 2027 Brasileirão')).toBe('Campeonato Brasileiro Serie A');
    expect(named('the 2027 Brazilian Serie A')).toBe('Campeonato Brasileiro Serie A');
    expect(named('the 2027 Serie A')).toBe('Serie A');
    expect(named('the 2027 Indian Premier League')).toBe('Indian Premier League');
    expect(named("the 2027 F1 Drivers' Championship")).toBe(
      "Formula One World Drivers' Championship",
    );
  });

  test("an edition within one calendar year named by the venue's dates; a season over a new year not", () => {
    const life = { openTime: '2027-02-01T15:00:00Z', closeTime: '2027-11-30T14:00:00Z' };
    expect(
      eventOf('If Flamengo wins the Copa Libertadores, then the market resolves to Yes.', life),
    ).toMatchObject({ status: 'KNOWN', value: { event: '2027 Copa Libertadores' } });
    expect(
      eventOf(
        'If Scottie Scheffler wins the PGA Championship, then the market resolves to Yes.',
        life,
      ),
    ).toMatchObject({ status: 'KNOWN', value: { event: '2027 PGA Championship' } });
    const over = { openTime: '2026-11-01T15:00:00Z', closeTime: '2027-11-30T14:00:00Z' };
    expect(
      eventOf('If Flamengo wins the Copa Libertadores, then the market resolves to Yes.', over)
        .status,
    ).toBe('UNKNOWN');
    expect(
      eventOf('If Arsenal wins the English Premier League, then the market resolves to Yes.', life),
    ).toMatchObject({
      status: 'UNKNOWN',
      reason: '"English Premier League" does not say which season',
    });
  });

  test('"US Open" by its sport, from the words or the event\'s tags', () => {
    expect(named('the 2027 U.S. Open', ['Golf'])).toBe('U.S. Open (golf)');
    expect(named('the 2027 US Open', ['Sports', 'Tennis'])).toBe('US Open (tennis)');
    expect(named('the 2027 US Open golf tournament')).toBe('U.S. Open (golf)');
    expect(named('the 2027 Australian Open', ['Tennis'])).toBe('Australian Open (tennis)');
  });
});

describe('ambiguous or other competitions stay unread or are read by their own words', () => {
  test('"US Open" without its sport, or with both, is no one competition', () => {
    expect(named('the 2027 US Open')).toEqual({
      problem: '"the 2027 US Open" does not say whose us open it is',
    });
    expect(named('the 2027 US Open', ['Golf', 'Tennis'])).toEqual({
      problem:
        '"the 2027 US Open" does not say which us open it is (US Open (tennis), U.S. Open (golf))',
    });
  });

  test("a competition of the same name is not the table's", () => {
    // Another country's, a women's, a division, another body's: read by their own words, if at all.
    expect(named('the 2027 Hong Kong Premier League')).toBeUndefined();
    expect(named('the 2027 AFC Champions League')).toBeUndefined();
    expect(named("the 2027 Women's FA Cup")).toBeUndefined();
    expect(named('La Liga 2 2026-27')).toBeUndefined();
    expect(named('the 2027 Rugby World Cup')).toBeUndefined();
    expect(named("the 2027 Wimbledon Women's Singles")).toBeUndefined();
    expect(named('the Senior PGA Championship')).toBeUndefined();
    expect(named('the 2027 U.S. Open Championship', ['Golf'])).toBe('U.S. Open (golf)');
    expect(named('the 2027 Open Championship')).toBe('The Open Championship');
    expect(named('the 2027 Champions League')).toBe('UEFA Champions League');
    expect(named('the 2027 EHF Champions League')).toBeUndefined();
    expect(named("the 2027 ICC Women's T20 World Cup")).toBeUndefined();
    expect(named('the 2027 Masters')).toBeUndefined();
  });
});

describe('a competition named in a megabyte of words', () => {
  test('is looked up in bounded time', () => {
    const started = Date.now();
    const text = `${"Women's ".repeat(125_000)}world cup`;
    expect(named(text, ['Golf', 'Tennis'])).toBeUndefined();
    expect(named(`${'x1. '.repeat(250_000)}US Open`, ['Golf', 'Tennis'])).toMatchObject({
      problem: expect.stringContaining('does not say which us open'),
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
