// A source written in another form than the one the readers first met (docs/decisions.md,
// "Settlement terms: a source written by its address, its name or its official site, and the
// venue's own address"): the venue's own home page given as a source's address in its data (Kalshi's
// series pair "MarketWatch" or "central bank" with https://kalshi.com/), a fallback in a clause of
// the source's own sentence ("…the official NBA website; ESPN (…) may be used if the official
// website is unavailable"), a name that ends in a possessive number or head word ("French Ligue 1's
// official site", "the Portuguese government's official website") and a host written as a part of
// a name ("Crypto.com Arena"). Each with a tuning text, a paraphrase in no fixture and a negative
// case that stays as it was or UNKNOWN with its reason.
import { CLIPPERS, sourceOfDescription } from '../../../support/publisher-role-texts';
import { readTexts } from '../../../support/read-texts';

const source = sourceOfDescription;

/** The source of a Kalshi market whose event states `sources` as data, as the venue gives them. */
function sourceOfData(sources: { name: string; url: string }[]): string {
  const t = readTexts(
    'kalshi',
    [
      {
        field: 'rules_primary',
        text: 'If Elon Musk is confirmed to have set foot on Mars before 2099, then the market resolves to Yes.',
      },
    ],
    {
      event: {
        eventId: 'E-1',
        // The venue's adapter writes an event's sources as their addresses, else their names.
        source: sources.map((s) => s.url || s.name).join(' ; '),
        facts: { settlementSources: sources },
      },
    },
  );
  return t.source.status === 'KNOWN' ? t.source.value : `UNKNOWN: ${t.source.reason}`;
}

const HOME = 'https://kalshi.com/';

describe("the venue's own address in its settlement sources names no publisher", () => {
  test('tuning: KXELONMARS-99, whose blank templates have the venue’s address', () => {
    // test/fixtures/terms-corpus/tuning/kalshi/value-lab-events-2026-07.json, in part.
    const read = sourceOfData([
      { name: 'The Guardian', url: 'https://www.theguardian.com' },
      { name: 'local news outlets with verifiable mastheads in ', url: HOME },
      { name: 'official government sources of ', url: HOME },
      { name: 'Reuters', url: 'https://www.reuters.com' },
    ]);
    expect(read).toBe('reuters.com + theguardian.com');
  });

  test('paraphrase: a named source the venue gives its own address (a series of reference/)', () => {
    expect(
      sourceOfData([
        { name: 'Bloomberg Terminal', url: HOME },
        { name: 'ESPN', url: HOME },
      ]),
    ).toBe('Bloomberg Terminal + ESPN');
    // Its own address keeps "the Governing League" the league it is paired with.
    expect(sourceOfData([{ name: 'the Governing League', url: 'https://www.nfl.com/' }])).toBe(
      'NFL',
    );
  });

  test.each([
    ['a role, "the Governing League"', 'the Governing League'],
    ['a name with no capital, "central bank"', 'central bank'],
  ])('negative: %s with the venue’s address names none: UNKNOWN', (_name, name) => {
    expect(sourceOfData([{ name, url: HOME }])).toBe('UNKNOWN: no settlement source is named');
  });
});

const NBA_RULES = CLIPPERS.split('\n\n').slice(0, 2).join('\n\n');

describe('a fallback in a clause of the source’s own sentence', () => {
  test('tuning: Gamma 507869 with the official NBA website and ESPN if it is unavailable', () => {
    expect(
      source(
        `${NBA_RULES}\n\nThe resolution source for this market will be the official NBA website; ESPN (https://www.espn.com) may be used if the official website is unavailable.`,
      ),
    ).toBe('ESPN + NBA');
  });

  test('paraphrase: a statistics office in words, an address opened by "if … unavailable"', () => {
    expect(
      source(
        'This market will resolve to "Yes" if Portugal\'s unemployment rate for Q2 2031 is above 6.0%. This market resolves according to Statistics Portugal\'s official report; if that report is unavailable, the figure published at https://www.pordata.pt will be used.',
      ),
      // Before, the fallback's address was the only source read: "pordata.pt".
    ).toBe('Statistics Portugal');
  });

  test('negative: a fallback with no source named before it is never the source alone', () => {
    expect(
      source(
        `${NBA_RULES}\n\nThe resolution source for this market will be the official website; if it is unavailable, ESPN (https://www.espn.com) will be used.`,
      ),
    ).toMatch(/^UNKNOWN: /);
  });

  test('negative: a consensus allowed beside the source is no fallback clause', () => {
    expect(
      source(
        `${NBA_RULES}\n\nThe primary resolution source will be official information from MLB (https://www.mlb.com/); however, a consensus of credible reporting may also be used.`,
      ),
    ).toBe('MLB');
  });
});

describe('a name that ends in a possessive number or head word', () => {
  test('tuning: Gamma 566746\'s league written as "French Ligue 1\'s official site"', () => {
    expect(
      source(
        'This market will resolve to "Yes" if the listed club is officially crowned the winner of the 2025–26 French Ligue 1. Otherwise, it will resolve to "No".\n\nThe resolution source for this market will be French Ligue 1\'s official site.',
      ),
    ).toBe('French Ligue 1');
  });

  test("paraphrase: a government's official website", () => {
    expect(
      source(
        'This market will resolve to "Yes" if Portugal announces a snap election by March 31, 2031. The resolution source for this market will be the Portuguese government\'s official website.',
      ),
    ).toBe('Portuguese government');
  });

  test('negative: a possessive of no proper name names none: UNKNOWN', () => {
    expect(
      source(
        'This market will resolve to "Yes" if Portugal announces a snap election by March 31, 2031. The resolution source for this market will be the council\'s official website.',
      ),
    ).toMatch(/^UNKNOWN: /);
  });
});

describe('a host written as a part of a name', () => {
  test('tuning: Gamma 507869 with the arena and the broadcaster in its source sentence', () => {
    expect(
      source(
        `${NBA_RULES}\n\nThe resolution source for this market will be information from the NBA, for the event held at Crypto.com Arena and shown by TNT Sports.`,
      ),
    ).toBe('NBA');
  });

  test("paraphrase: a sponsor's name beside an organiser's address", () => {
    expect(
      source(
        'This market will resolve to "Yes" if the 2031 Web Summit sells out by May 1, 2031. The resolution source will be official information from the organisers (https://www.websummit.com), whose partner this year is Booking.com Holdings.',
      ),
    ).toBe('websummit.com');
  });

  test.each([
    [
      'a capitalised host at the end of its sentence is an address',
      'This market will resolve to "Yes" if Bitcoin trades above $150,000 on June 1, 2031. The resolution source for this market is Coinmarketcap.com.',
      'CoinMarketCap',
    ],
    [
      'a venue the only name of the sentence: UNKNOWN',
      'This market will resolve to "Yes" if the Lakers win on June 1, 2031. The resolution source for this market will be the scoreboard at Crypto.com Arena.',
      'UNKNOWN: no settlement source is named',
    ],
  ])('negative: %s', (_name, text, value) => {
    expect(source(text)).toBe(value);
  });
});
