// The wrong readings a blind sample of unlabelled tuning markets found (labels/README.md, "A blind
// sample of unlabelled tuning markets"; docs/decisions.md, "Settlement terms: the wrong readings
// of a blind sample"), each mended by a rule of its structure: an event a market resolves on names
// no source, a plural head before a list names one body per name, a state's office is the entry's
// and never assumed, and a deadline's minute stated both "by" and "before" is not read. Each with
// its tuning wording (market named), a paraphrase of another subject found in no fixture, and a
// case the rule leaves as it was or UNKNOWN with its reason.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question?: string, group?: string) => [
  ...(question ? [{ field: 'question', text: question }] : []),
  ...(group ? [{ field: 'groupItemTitle', text: group }] : []),
  { field: 'description', text: description },
];

describe('an event the market resolves on names no source', () => {
  test('"… based on the next earnings announcement of Coinbase currently projected to take place …" (Gamma 1168513)', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve based on the next earnings announcement of Coinbase currently projected to take place on February 19, 2026 at 11:59 PM EST.\n\nThis market will resolve to "Yes" if the listed term is mentioned by anyone during this event. Otherwise, the market will resolve to "No".\n\nIf this event is definitely cancelled, or otherwise is not aired by March 31, 2026, 11:59 PM ET, this market will resolve to "No".\n\nThe resolution source will be audio of the event.',
        'Will Coinbase say "Staking" or "Stake" during earnings call?',
        'Staking / Stake',
      ),
    );
    expect(t.source).toMatchObject({ status: 'UNKNOWN', reason: 'no settlement source is named' });
  });

  test('a paraphrase of another company and event: a press conference "expected to take place"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve based on the upcoming press conference of Binance, expected to take place on May 4, 2027 at 10:00 AM ET. This market will resolve to "Yes" if the listed term is said by anyone during this event. The resolution source will be video of the event.',
        'Will Binance say "Listing" during the press conference?',
        'Listing',
      ),
    );
    expect(t.source).toMatchObject({ status: 'UNKNOWN', reason: 'no settlement source is named' });
  });

  test('a source the same sentence states by a frame of its own is still read', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve based on the next earnings call of Coinbase, scheduled to take place on May 1, 2027, as reported by Reuters. This market will resolve to "Yes" if the listed term is said by anyone during this event.',
        'Will Coinbase say "ETF" during earnings call?',
        'ETF',
      ),
    );
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'Reuters' });
  });
});

describe('a plural head before a list names one body per name', () => {
  test('"official information from the governments of the US, Greenland, and Denmark" (Gamma 516184)', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the United States officially announces that Greenland will come under US sovereignty by June 30, 2025, 11:59 PM ET. Otherwise this market will resolve to "No".\n\nThe resolution source for this market will be official information from the governments of the US, Greenland, and Denmark , however a consensus of credible reporting confirming that Greenland has come under U.S. sovereignty will also qualify. ',
      ),
    );
    expect(t.source.status).toBe('KNOWN');
    expect(t.source.status === 'KNOWN' && t.source.value.split(' + ')).toEqual([
      'government of Denmark',
      'government of Greenland',
      'government of the US',
    ]);
  });

  test('a paraphrase: the list ends at its conjunction, and what follows is a source of its own', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if France and Germany sign a defence treaty by March 31, 2028, 11:59 PM ET. The resolution source will be official statements from the governments of France or Germany, Reuters, or the BBC.',
      ),
    );
    expect(t.source).toMatchObject({
      status: 'KNOWN',
      value: 'BBC + Reuters + government of France + government of Germany',
    });
  });

  test('"the governments of the region" names no one: UNKNOWN with its reason', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if a ceasefire is announced by March 31, 2028, 11:59 PM ET. The resolution source will be official information from the governments of the region.',
      ),
    );
    expect(t.source).toMatchObject({ status: 'UNKNOWN', reason: 'no settlement source is named' });
  });
});

describe("a state's office is the table entry's", () => {
  const kalshi = (primary: string) =>
    readTexts('kalshi', [{ field: 'rules_primary', text: primary }]);

  test('"inaugurated as the governor of Kentucky pursuant to the 2028 election" (Kalshi GOVPARTYKY-28-D)', () => {
    const t = kalshi(
      'If a representative of the Democratic party is inaugurated as the governor of Kentucky pursuant to the 2028 election, then the market resolves to Yes.',
    );
    expect(t.entities).toEqual(['office:governor-of-kentucky', 'party:democratic']);
    expect(t.quantity.status).toBe('KNOWN');
  });

  test("a paraphrase of another state and party is that state's governorship, and a Senate seat stays a Senate seat", () => {
    expect(
      kalshi(
        'If a representative of the Republican party is inaugurated as the governor of Vermont pursuant to the 2026 election, then the market resolves to Yes.',
      ).entities,
    ).toEqual(['office:governor-of-vermont', 'party:republican']);
    expect(
      kalshi(
        'If a representative of the Republican party is sworn in as a Senator of Ohio for the term beginning in 2027, then the market resolves to Yes.',
      ).entities,
    ).toEqual(['office:senator-ohio', 'party:republican']);
  });

  test('a party the reader does not know leaves the quantity UNKNOWN with its reason', () => {
    const t = kalshi(
      'If a representative of the Whig party is inaugurated as the governor of Vermont pursuant to the 2026 election, then the market resolves to Yes.',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.quantity.status === 'UNKNOWN' && t.quantity.reason).toMatch(/"Whig" is no party/);
  });
});

describe('a deadline\'s minute stated both "by" and "before"', () => {
  const open = { facts: { openTime: '2026-03-23T22:05:07.864Z', endDate: '2026-03-29T00:00:00Z' } };

  test('"… by the specified date, 11:59PM ET" beside "at any point before the listed date, 11:59PM ET" (Gamma 1695404)', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if ChatGPT is no longer the iOS app ranked #1 in the United States on the iPhone Apple App Store\'s overall Top Charts under "Free Apps" by the specified date, 11:59PM ET. Otherwise, this market will resolve to "No".\n\nIf ChatGPT is no longer the #1 free app in the US Apple App Store at any point before the listed date, 11:59PM ET, this market will immediately resolve to "Yes".',
        'Will ChatGPT be out as the #1 Free App in the US Apple Store by March 29?',
        'March 29',
      ),
      open,
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window.status === 'UNKNOWN' && t.window.reason).toMatch(
      /as kept \("by the specified date, 11:59PM ET"\) and as not kept \("before the listed date, 11:59PM ET"\)/,
    );
  });

  const paraphrase = (before: string) =>
    readTexts(
      'polymarket',
      gamma(
        `This market will resolve to "Yes" if Lumen Pay is no longer the top finance app in the Canadian Google Play Store by the listed date, 11:59 PM ET. Otherwise, this market will resolve to "No".${before}`,
        'Lumen Pay out as the top finance app by March 29?',
        'March 29',
      ),
      open,
    );

  test('a paraphrase of another app and store, its "before" written with a space before PM', () => {
    const t = paraphrase(
      ' If it loses that place at any point before the specified date, 11:59 PM ET, this market will immediately resolve to "Yes".',
    );
    expect(t.window.status).toBe('UNKNOWN');
  });

  test('the deadline stated "by" alone, "on or before" too, or "before" another minute, is read as "by" keeps it', () => {
    const alone = paraphrase('');
    const onOrBefore = paraphrase(
      ' If it loses that place at any point on or before the listed date, 11:59 PM ET, this market will immediately resolve to "Yes".',
    );
    const other = paraphrase(
      ' If it loses that place at any point before the listed date, 12:00 PM ET, this market will immediately resolve to "Yes".',
    );
    for (const t of [alone, onOrBefore, other])
      expect(t.window).toMatchObject({
        status: 'KNOWN',
        value: { kind: 'PERIOD', end: '2026-03-30T04:00:00.000Z' },
      });
  });
});
