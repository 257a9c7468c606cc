// Cross-venue families (src/catalog/venues/cross-venue/, docs/decisions.md "Cross-venue
// families") on the recorded World Cup markets of test/fixtures/cross-venue/ (SOURCES.md there):
// the families, their scenarios and each member's payouts, and every labelled RELATED pair's
// relation following from them. Prices and rates have no recorded pair of both venues in the
// repository: they are tested on the documented-shape Fed markets of test/fixtures/venues/ and on
// a synthetic Polymarket event written in the shape of its bitcoin event, beside Kalshi's
// documented-shape bitcoin ladder.
import { decCompare, formatDec, sumDec } from '../../../../src/domain/arithmetic/decimal';
import { adaptVenuePayloads } from '../../../../src/catalog/venues/adapt-venues';
import type { VenueFiles } from '../../../../src/venues/common/payload-file';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import {
  deriveCrossVenueFamilies,
  type CrossVenueInput,
} from '../../../../src/catalog/venues/cross-venue/cross-venue-families';
import type { CrossVenueFamily } from '../../../../src/catalog/venues/cross-venue/partition-family';
import { valueCells } from '../../../../src/catalog/venues/cross-venue/value-cells';
import { extractTerms } from '../../../../src/domain/settlement-terms/extract-terms';
import type { VenueMarket } from '../../../../src/venues/common/venue-model';
import type { Boundary } from '../../../../src/domain/settlement-terms/settlement-terms';
import { labelledPairs, recordedVenueFiles } from '../../../support/labelled-pairs';
import { EQUIVALENCE, fixtureJson, inline, payload, venueFiles } from '../venue-fixtures';

function inputsOf(groups: VenueFiles[]): CrossVenueInput<VenueMarket>[] {
  return readVenuePayloads(groups).flatMap((set) => {
    const events = new Map(set.events.map((e) => [e.eventId, e]));
    return set.markets.map((market) => {
      const event = events.get(market.eventId);
      return { market, category: event?.category, terms: extractTerms(market, event) };
    });
  });
}

const WORLD_CUP = 'fam-xv-result-of-the-2026-fifa-world-cup';

function family(derived: { families: CrossVenueFamily[] }, id: string): CrossVenueFamily {
  const found = derived.families.find((f) => f.family.familyId === id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
}

/** Scenario ID → YES payout of one member. */
function yesOf(f: CrossVenueFamily, marketId: string): Record<string, string> {
  const member = f.members.find((m) => m.marketId === marketId);
  if (!member) throw new Error(`${marketId} is not in ${f.family.familyId}`);
  return member.yes;
}

function scenarioIds(f: CrossVenueFamily, kind?: 'NORMAL' | 'VOID'): string[] {
  return f.family.scenarioVersions[0]!.scenarios.filter((s) => !kind || s.kind === kind).map(
    (s) => s.scenarioId,
  );
}

/**
 * The recordings of February and March 2026 (World Cup, Iran, Fed chair), whose families this file
 * checks; the October 2026 ones (Fed decision, crypto, weather, NFL) are other subjects.
 */
const WORLD_CUP_RECORDINGS = (file: string): boolean => !file.includes('-equinox-');

describe('the recorded World Cup markets of both venues', () => {
  const inputs = inputsOf(recordedVenueFiles(WORLD_CUP_RECORDINGS));
  const derived = deriveCrossVenueFamilies(inputs);

  test('one winner family, and a stage family per competitor both venues name beyond winning', () => {
    expect(derived.families.map((f) => f.family.familyId)).toEqual([
      ...[
        'argentina',
        'belgium',
        'brazil',
        'curacao',
        'egypt',
        'england',
        'france',
        'germany',
        'iran',
        'new-zealand',
        'norway',
        'portugal',
        'south-korea',
        'spain',
        'united-states',
      ].map((team) => `${WORLD_CUP}-stage-${team}`),
      `${WORLD_CUP}-winner`,
    ]);
    expect(derived.leftOut).toEqual([]);
  });

  test("Spain's stage family: its furthest stage, crossed with Polymarket's cut-off", () => {
    const spain = family(derived, `${WORLD_CUP}-stage-spain`);
    expect(spain.family.title).toBe(
      "Spain's furthest stage in the 2026 FIFA World Cup (Kalshi and Polymarket)",
    );
    expect(
      spain.family.scenarioVersions[0]!.scenarios.map((s) => [s.scenarioId, s.kind, s.label]),
    ).toEqual([
      ['out-before-final', 'NORMAL', 'Spain does not qualify for the Final'],
      ['final', 'NORMAL', 'Spain qualifies for the Final but does not win the title'],
      ['winner', 'NORMAL', 'Spain wins the title'],
      [
        'pm-void-other-out-before-final',
        'VOID',
        'Spain does not qualify for the Final, in Polymarket\'s exceptional case (resolves to "Other")',
      ],
      [
        'pm-void-other-final',
        'VOID',
        'Spain qualifies for the Final but does not win the title, in Polymarket\'s exceptional case (resolves to "Other")',
      ],
      [
        'pm-void-other-winner',
        'VOID',
        'Spain wins the title, in Polymarket\'s exceptional case (resolves to "Other")',
      ],
    ]);
    expect(spain.family.scenarioVersions[0]!.scenarios[5]!.description).toContain(
      'has not been completed by October 13, 2026, 11:59 PM this market will resolve to “Other”.',
    );
    const order = scenarioIds(spain);
    const vector = (id: string) => order.map((s) => yesOf(spain, id)[s]);
    // Kalshi qualifies for the Final / wins whenever it happens; Polymarket's YES pays only for a
    // title won by its cut-off, and its "Other" settles the team's market NO.
    expect(vector('KXWCROUND-26FINAL-ESP')).toEqual(['0', '1', '1', '0', '1', '1']);
    expect(vector('KXMENWORLDCUP-26-ES')).toEqual(['0', '0', '1', '0', '0', '1']);
    expect(vector('558934')).toEqual(['0', '0', '1', '0', '0', '0']);
    expect(spain.members.map((m) => `${m.venue} ${m.marketId}`)).toEqual([
      'kalshi KXMENWORLDCUP-26-ES',
      'kalshi KXWCROUND-26FINAL-ESP',
      'polymarket 558934',
    ]);
  });

  test("Iran's stage family: the group's Round of 32, the Round of 16 and the title", () => {
    const iran = family(derived, `${WORLD_CUP}-stage-iran`);
    expect(scenarioIds(iran, 'NORMAL')).toEqual([
      'out-before-round-of-32',
      'round-of-32',
      'round-of-16',
      'winner',
    ]);
    expect(yesOf(iran, 'KXWCGROUPQUAL-26G-IRI')).toMatchObject({
      'out-before-round-of-32': '0',
      'round-of-32': '1',
      'round-of-16': '1',
      winner: '1',
    });
    expect(yesOf(iran, 'KXWCROUND-26RO16-IRI')).toMatchObject({
      'round-of-32': '0',
      'round-of-16': '1',
    });
  });

  test('the winner family: every winner market of both venues, each team winning or another', () => {
    const winner = family(derived, `${WORLD_CUP}-winner`);
    // Every World Cup market whose boundary is winning it (games, nominations and offices have a
    // winner too, of another quantity).
    const winnerMarkets = inputs.filter(
      (i) =>
        i.terms.boundary.status === 'KNOWN' &&
        i.terms.boundary.value.stage === 'WINNER' &&
        i.terms.quantity.status === 'KNOWN' &&
        i.terms.quantity.value.subject === 'result of the 2026 FIFA World Cup',
    );
    expect(winner.members.map((m) => m.marketId).sort()).toEqual(
      winnerMarkets.map((i) => i.market.marketId).sort(),
    );
    expect(winner.members.filter((m) => m.venue === 'kalshi')).toHaveLength(26);
    expect(winner.members.filter((m) => m.venue === 'polymarket')).toHaveLength(29);
    const normal = scenarioIds(winner, 'NORMAL');
    expect(normal).toHaveLength(35);
    expect(normal.slice(-1)).toEqual(['other']);
    expect(scenarioIds(winner, 'VOID')).toEqual(normal.map((s) => `pm-void-other-${s}`));
    expect(yesOf(winner, 'KXMENWORLDCUP-26-ES')).toMatchObject({
      spain: '1',
      'pm-void-other-spain': '1',
      france: '0',
      other: '0',
    });
    expect(yesOf(winner, '558936')).toMatchObject({
      france: '1',
      'pm-void-other-france': '0',
      spain: '0',
    });
    // In every scenario at most one market of each venue pays YES.
    for (const s of scenarioIds(winner))
      for (const venue of ['kalshi', 'polymarket'])
        expect(
          winner.members.filter((m) => m.venue === venue && m.yes[s] !== '0').length,
        ).toBeLessThanOrEqual(1);
  });

  test('scenario IDs obey the catalog rules; every member pays in every scenario, YES + NO = 1', () => {
    for (const { family: f, members } of derived.families) {
      const ids = scenarioIds({ family: f, members });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => /[/+]/.test(id))).toEqual([]);
      expect(f.familyId).toMatch(/^fam-xv-[a-z0-9-]+$/);
      for (const m of members) {
        expect(Object.keys(m.yes)).toEqual(ids);
        for (const s of ids) expect(formatDec(sumDec([m.yes[s]!, m.no[s]!]))).toBe('1');
      }
    }
  });

  test('every labelled RELATED pair has its relation in the payouts of a family of both', () => {
    const related = labelledPairs().filter(
      (p) =>
        p.verdict === 'RELATED' &&
        WORLD_CUP_RECORDINGS(p.kalshi.file) &&
        WORLD_CUP_RECORDINGS(p.polymarket.file),
    );
    expect(related).toHaveLength(49);
    const holds = related.filter((p) =>
      derived.families.some((f) => {
        const k = f.members.find((m) => m.marketId === p.kalshi.ticker)?.yes;
        const pm = f.members.find((m) => m.marketId === p.polymarket.id)?.yes;
        if (!k || !pm) return false;
        const s = Object.keys(k);
        const pays = (v: string) => decCompare(v, '0') > 0;
        const le = (a: string, b: string) => decCompare(a, b) <= 0;
        const implies = (a: Record<string, string>, b: Record<string, string>) =>
          s.every((x) => le(a[x]!, b[x]!)) && s.some((x) => !le(b[x]!, a[x]!));
        if (p.relation === 'IMPLICATION_POLYMARKET_TO_KALSHI') return implies(pm, k);
        if (p.relation === 'IMPLICATION_KALSHI_TO_POLYMARKET') return implies(k, pm);
        if (p.relation === 'EXCLUSIVE') return s.every((x) => !(pays(k[x]!) && pays(pm[x]!)));
        return false;
      }),
    );
    expect(holds.map((p) => p.id)).toEqual(related.map((p) => p.id));
  });

  test('markets on other quantities (a group standing, a game) join no family', () => {
    const members = new Set(derived.families.flatMap((f) => f.members.map((m) => m.marketId)));
    expect(members.has('KXWCGROUPWIN-26G-IRI')).toBe(false);
    expect(members.has('KXWCGAME-26JUN15IRINZL-IRI')).toBe(false);
  });

  test('a market with a term the family needs UNKNOWN stays out, and says why', () => {
    const unknownExceptions = inputs.map((i) =>
      i.market.marketId === '558934'
        ? {
            ...i,
            terms: {
              ...i.terms,
              exceptions: { status: 'UNKNOWN' as const, reason: 'read as missing', spans: [] },
            },
          }
        : i,
    );
    const without = deriveCrossVenueFamilies(unknownExceptions);
    // Spain's stage family loses its only Polymarket market, so it is no cross-venue family.
    expect(without.families.map((f) => f.family.familyId)).not.toContain(
      `${WORLD_CUP}-stage-spain`,
    );
    expect(family(without, `${WORLD_CUP}-winner`).members.map((m) => m.marketId)).not.toContain(
      '558934',
    );
    expect(without.leftOut.map((l) => [l.market.marketId, l.reason])).toEqual([
      [
        '558934',
        'not in the cross-venue families of the result of the 2026 FIFA World Cup: its exceptions are UNKNOWN (read as missing)',
      ],
    ]);
  });

  test('a market stating another exceptional case than the family is left out', () => {
    const otherCase = inputs.map((i) => {
      if (i.market.marketId !== '558936' || i.terms.exceptions.status !== 'KNOWN') return i;
      const span = {
        ...i.terms.exceptions.spans[0]!,
        text: 'If France withdraws, this market will resolve to "Other".',
      };
      return { ...i, terms: { ...i.terms, exceptions: { ...i.terms.exceptions, spans: [span] } } };
    });
    const derivedOther = deriveCrossVenueFamilies(otherCase);
    expect(
      family(derivedOther, `${WORLD_CUP}-winner`).members.map((m) => m.marketId),
    ).not.toContain('558936');
    expect(derivedOther.leftOut.map((l) => l.market.marketId)).toEqual(['558936']);
    // France's stage family has no other Polymarket market: the case its market states is its own.
    const france = family(derivedOther, `${WORLD_CUP}-stage-france`);
    expect(france.family.scenarioVersions[0]!.scenarios[3]!.description).toContain(
      'If France withdraws',
    );
    expect(derivedOther.leftOut[0]!.reason).toMatch(
      /^not in cross-venue family fam-xv-result-of-the-2026-fifa-world-cup-winner: its rules state another exceptional case \("If France withdraws/,
    );
  });
});

describe('prices and rates', () => {
  const FED =
    'fam-xv-change-of-the-upper-bound-of-the-federal-funds-target-range-at-one-fomc-meeting-federal-reserve-20261208t050000z-20261210t050000z';

  test('the December FOMC markets of both venues (documented shapes): the change cut at every boundary', () => {
    const derived = deriveCrossVenueFamilies(
      inputsOf([venueFiles('kalshi'), venueFiles('polymarket')]),
    );
    // Kalshi's bitcoin ladder (BRTI average) and Polymarket's (Binance close) measure different numbers.
    expect(derived.families.map((f) => f.family.familyId)).toEqual([FED]);
    const fed = family(derived, FED);
    expect(fed.family.scenarioVersions[0]!.scenarios.map((s) => [s.scenarioId, s.label])).toEqual([
      ['le-m50', 'at most -50 bps'],
      ['gt-m50-lt-m25', 'above -50 and below -25 bps'],
      ['eq-m25', 'exactly -25 bps'],
      ['gt-m25-lt-0', 'above -25 and below 0 bps'],
      ['eq-0', 'exactly 0 bps'],
      ['gt-0-lt-25', 'above 0 and below 25 bps'],
      ['ge-25', 'at least 25 bps'],
    ]);
    const vector = (id: string) => Object.values(yesOf(fed, id)).join('');
    expect(vector('KXFEDDECISION-26DEC-C26')).toBe('1100000'); // cut by more than 25
    expect(vector('612801')).toBe('1000000'); // cut by 50 or more
    expect(vector('KXFEDDECISION-26DEC-C25')).toBe('0010000');
    expect(vector('612802')).toBe('0010000');
    expect(vector('KXFEDDECISION-26DEC-H0')).toBe('0000100');
    expect(vector('612803')).toBe('0000100');
    expect(vector('KXFEDDECISION-26DEC-H25')).toBe('0000011'); // any raise
    expect(vector('612804')).toBe('0000001'); // by 25 or more
  });

  /**
   * A Polymarket event in the shape of the documented bitcoin event of gamma-events.json, whose
   * markets settle on Kalshi's quantity: CF Benchmarks' BRTI averaged over the sixty seconds
   * before 5pm EST on Dec 31, 2026.
   */
  function syntheticBrtiEvent(markets: { id: string; amount: string; extra?: string }[]) {
    const template = fixtureJson('polymarket/gamma-events.json').find((e: any) => e.id === '43310');
    return [
      {
        ...template,
        id: '990001',
        slug: 'bitcoin-brti-on-december-31-2026',
        description:
          "Markets on CF Benchmarks' Bitcoin Real-Time Index at 5pm EST on December 31, 2026.",
        markets: markets.map((m, i) => ({
          ...template.markets[0],
          id: m.id,
          question: `Will the price of Bitcoin be $${m.amount} or more on December 31, 2026 at 5pm EST?`,
          groupItemTitle: `${m.amount} or more`,
          conditionId: `0x${String(i + 1).padStart(64, 'a')}`,
          slug: `bitcoin-brti-${m.id}`,
          clobTokenIds: JSON.stringify([`${m.id}1`, `${m.id}2`]),
          resolutionSource: 'https://www.cfbenchmarks.com/data/indices/BRTI',
          description: `This market will resolve to "Yes" if the price of Bitcoin is $${m.amount} or more on Dec 31, 2026 at 5pm EST. Otherwise, this market will resolve to "No". The price is the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5pm EST on Dec 31, 2026.${m.extra ?? ''}`,
        })),
      },
    ];
  }

  const KALSHI_BTC = payload(`${__dirname}/../../../fixtures/venues/kalshi/events-kxbtcd.json`);
  const BTC =
    'fam-xv-btc-usd-60-second-simple-average-cf-benchmarks-20261231t215900z-20261231t220000z';

  test('Kalshi "above 99,999.99" and Polymarket "99,999.99 or more": the threshold itself is a scenario', () => {
    const pm = syntheticBrtiEvent([
      { id: '990101', amount: '99,999.99' },
      { id: '990102', amount: '105,000' },
    ]);
    const derived = deriveCrossVenueFamilies(
      inputsOf([
        { venue: 'kalshi', files: [KALSHI_BTC] },
        { venue: 'polymarket', files: [inline('pm-brti.json', pm)] },
      ]),
    );
    const btc = family(derived, BTC);
    expect(scenarioIds(btc)).toEqual([
      'lt-99999p99',
      'eq-99999p99',
      'gt-99999p99-lt-105000',
      'ge-105000-le-109999p99',
      'gt-109999p99-le-119999p99',
      'gt-119999p99',
    ]);
    const vector = (id: string) => Object.values(yesOf(btc, id)).join('');
    expect(vector('KXBTCD-26DEC3117-T99999.99')).toBe('001111');
    expect(vector('990101')).toBe('011111');
    expect(vector('990102')).toBe('000111');
    expect(vector('KXBTCD-26DEC3117-T109999.99')).toBe('000011');
    expect(vector('KXBTCD-26DEC3117-T119999.99')).toBe('000001');
  });

  test('a Polymarket exceptional case crosses every value: there it pays 50-50, Kalshi by the value', () => {
    const suspended =
      ' If the publication of the CF Benchmarks Bitcoin Real-Time Index is suspended at that time, this market will resolve 50-50.';
    const pm = syntheticBrtiEvent([{ id: '990102', amount: '105,000', extra: suspended }]);
    const derived = deriveCrossVenueFamilies(
      inputsOf([
        { venue: 'kalshi', files: [KALSHI_BTC] },
        { venue: 'polymarket', files: [inline('pm-brti.json', pm)] },
      ]),
    );
    const btc = family(derived, BTC);
    const normal = scenarioIds(btc, 'NORMAL');
    expect(scenarioIds(btc, 'VOID')).toEqual(normal.map((s) => `pm-void-50-50-${s}`));
    expect(yesOf(btc, '990102')).toMatchObject({
      'ge-105000-le-109999p99': '1',
      'pm-void-50-50-ge-105000-le-109999p99': '0.5',
      'pm-void-50-50-le-99999p99': '0.5',
    });
    expect(btc.members.find((m) => m.marketId === '990102')!.no['pm-void-50-50-gt-119999p99']).toBe(
      '0.5',
    );
    expect(yesOf(btc, 'KXBTCD-26DEC3117-T99999.99')).toMatchObject({
      'pm-void-50-50-le-99999p99': '0',
      'pm-void-50-50-gt-99999p99-lt-105000': '1',
    });
  });

  test('the cells of any boundaries: exact decimals, > and >= told apart, between both ends in', () => {
    const b = (
      comparator: Boundary['comparator'],
      threshold: string,
      upper?: string,
    ): Boundary => ({
      comparator,
      threshold,
      ...(upper !== undefined ? { upper } : {}),
      unit: 'USD',
    });
    // 0.1 and 0.10000000000000001 are one float64; as decimals they are two points.
    const cells = valueCells(
      [
        b('>', '0.1'),
        b('>=', '0.10000000000000001'),
        b('BETWEEN_INCLUSIVE', '0.05', '0.1'),
        b('<', '0.05'),
      ],
      'USD',
      'price',
    );
    expect(cells.cells.map((c) => c.id)).toEqual([
      'lt-0p05',
      'ge-0p05-le-0p1',
      'gt-0p1-lt-0p10000000000000001',
      'ge-0p10000000000000001',
    ]);
    expect(cells.holding.map((h) => [...h])).toEqual([
      ['gt-0p1-lt-0p10000000000000001', 'ge-0p10000000000000001'],
      ['ge-0p10000000000000001'],
      ['ge-0p05-le-0p1'],
      ['lt-0p05'],
    ]);
  });
});

describe('in adapt', () => {
  const fixtures = () => [venueFiles('polymarket'), venueFiles('kalshi')];

  test('the equivalence merge keeps the declared pair once in the cross-venue family', () => {
    const doc = adaptVenuePayloads(fixtures(), payload(EQUIVALENCE));
    const merged = doc.markets.find((m) => m.market_id === 'mkt-kx-kxfeddecision-26dec-h0')!;
    const fed = doc.families.find((f) => f.family_id.startsWith('fam-xv-change-of'))!;
    expect(merged.family_ids).toEqual([
      'fam-kx-kxfeddecision-26dec',
      expect.stringMatching(/^fam-xv-change-of/),
      'fam-pm-41187',
    ]);
    expect(merged.outcomes[0]!.listings.map((l) => l.venue)).toEqual(['kalshi', 'polymarket']);
    const key = `${fed.family_id}@${fed.scenario_versions[0]!.version}`;
    expect(merged.outcomes[0]!.payouts[key]).toMatchObject({ 'eq-0': '1', 'eq-m25': '0' });
    expect(doc.markets.some((m) => m.market_id === 'mkt-pm-612803')).toBe(false);
    const event = doc.events.find((e) => e.event_id === 'evt-pm-41187')!;
    expect(event.family_ids).toContain(fed.family_id);
  });

  test('a declared pair that pays differently in a cross-venue family is refused', () => {
    const pair = inline('pair.json', {
      format: 'settlegraph.equivalence/v1',
      pairs: [
        {
          kalshi_ticker: 'KXFEDDECISION-26DEC-C26',
          polymarket_market_id: '612801',
          reason: 'declared by hand: a cut of more than 25 bps and one of 50 or more',
        },
      ],
    });
    let refused: unknown;
    try {
      adaptVenuePayloads(fixtures(), pair);
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({
      code: 'INVALID_REQUEST',
      details: {
        problems: [
          {
            path: 'pair.json: $.pairs[0]',
            reason: expect.stringMatching(
              /^settlement rules differ: in fam-xv-change-of-.*@v-[0-9a-f]{12} YES pays 1 on Kalshi but 0 on Polymarket in scenario gt-m50-lt-m25$/,
            ),
          },
        ],
      },
    });
    // Without cross-venue families nothing shows the difference: the pair merges as before.
    const merged = adaptVenuePayloads(fixtures(), pair, [], { crossVenueFamilies: false });
    expect(merged.families.some((f) => f.family_id.startsWith('fam-xv-'))).toBe(false);
  });

  test('one venue alone makes no cross-venue family', () => {
    const doc = adaptVenuePayloads([venueFiles('kalshi')]);
    expect(doc.families.some((f) => f.family_id.startsWith('fam-xv-'))).toBe(false);
  });
});
