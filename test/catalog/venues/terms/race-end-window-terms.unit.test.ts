// Windows that end at another event (docs/decisions.md, "Settlement terms: windows that end at
// another event, left unread with their frame"): "before the earlier of <event> or <date>" and
// "<clause> before <event>" with "If neither occurs by <date>". No window of these terms holds
// either, so the window stays UNKNOWN, its reason naming the frame. Each with a wording of the
// tuning corpus (test/fixtures/terms-corpus/tuning/kalshi/value-lab-events-2026-07.json
// KXELONMARS-99, tuning/polymarket/ghost-alpha-gamma-markets-2026-01-14.json 540817), and two
// frames that need a window no term holds: the next date of an event between market creation and
// a date (iran-dataset-gamma-events-2026-03-01.json 1273905), a continuous period that begins at
// any time of a range (the same file, 1466148); each with a paraphrase
// of another subject in no fixture, and a negative case that keeps the general reason.
import { readTexts } from '../../../support/read-texts';

const kalshi = (primary: string, title: string) => [
  { field: 'title', text: title },
  { field: 'rules_primary', text: primary },
];

const gamma = (description: string, question: string) => [
  { field: 'question', text: question },
  { field: 'description', text: description },
];

describe('"before the earlier of <event> or <date>": the window is not read', () => {
  test('Kalshi: "before the earlier of his death or Aug 1, 2099"', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If Elon Musk visits Mars before the earlier of his death or Aug 1, 2099, then the market resolves to Yes.',
        'Will Elon Musk visit Mars before Aug 1, 2099?',
      ),
      { facts: { closeTime: '2099-08-01T04:59:00Z' } },
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.stringContaining(
        'the window ends at the earlier of "his death" and "Aug 1, 2099"',
      ) as unknown,
    });
    expect(t.window.spans[0]?.text).toBe('before the earlier of his death or Aug 1, 2099');
  });

  test('a paraphrase with the date first and "and": "the earlier of March 3, 2041 and her retirement"', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If Serena Okafor climbs K2 before the earlier of March 3, 2041 and her retirement, then the market resolves to Yes.',
        'Will Serena Okafor climb K2?',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.stringContaining(
        'the window ends at the earlier of "her retirement" and "March 3, 2041"',
      ) as unknown,
    });
  });

  test("with a stated zone and the venue's opening, the date alone is not read as the end", () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Blue Origin lands a crewed vehicle on the Moon before the earlier of the company\'s dissolution or December 31, 2035, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'Blue Origin crewed Moon landing?',
      ),
      { facts: { openTime: '2030-01-05T10:00:00Z', endDate: '2035-12-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining(
        'the window ends at the earlier of "the company\'s dissolution" and "December 31, 2035, 11:59 PM ET"',
      ) as unknown,
    });
  });

  test('negative: two dates are no race with an event, and the general reason stays', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If the probe lands before the earlier of Jan 1, 2040 or Jun 1, 2041, then the market resolves to Yes.',
        'Will the probe land?',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.not.stringContaining('the earlier of') as unknown,
    });
  });
});

describe('"<clause> before <event>" with "If neither occurs by <date>": the window is not read', () => {
  test('Gamma: a new album before Grand Theft Auto VI is officially released in the US', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Rihanna officially releases a new album before Grand Theft Auto VI is officially released in the US. Otherwise, this market will resolve to "No".\n\nIf neither occurs by July 31, 2026, 11:59 PM ET, this market will resolve to 50-50.',
        'New Rihanna Album before GTA VI?',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.stringContaining(
        'the window ends when "Grand Theft Auto VI is officially released in the US", an event of no stated date; "July 31, 2026, 11:59 PM ET" only ends the market if neither occurs',
      ) as unknown,
    });
    expect(t.window.spans.map((s) => s.text)).toEqual([
      'before Grand Theft Auto VI is officially released in the US',
      'If neither occurs by July 31, 2026, 11:59 PM ET',
    ]);
  });

  test('a paraphrase: a rail line opens before a stadium is completed', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Harbour Line opens to passengers before the new Riverside stadium is completed. Otherwise, this market will resolve to "No". If neither occurs by March 1, 2032, 11:59 PM ET, this market will resolve to 50-50.',
        'Harbour Line before Riverside stadium?',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.stringContaining(
        'the window ends when "the new Riverside stadium is completed"',
      ) as unknown,
    });
  });

  test('negative: without "If neither occurs by", "before <event>" keeps the general reason', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Harbour Line opens to passengers before the new Riverside stadium is completed. Otherwise, this market will resolve to "No".',
        'Harbour Line before Riverside stadium?',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.not.stringContaining('the window ends when') as unknown,
    });
  });
});

describe('"according to the next date … between market creation and <date>": the window is not read', () => {
  test('Gamma: the next date the US strikes Iran, for the market "January 2026"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the next date (ET) the US initiates a drone, missile, or air strike on Iranian soil or any official Iranian embassy or consulate between market creation and February 28, 2026, (ET). \n\nIf the date/time of a qualifying strike cannot be confirmed by a consensus of credible reporting within 48 hours of the listed date, the respective market will resolve to "No" regardless of whether a strike is later confirmed to have occurred.',
        'Will the US next strike Iran in January 2026 (ET)?',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
    expect(t.window).toMatchObject({
      reason: expect.stringContaining(
        'the rules resolve by the next date an event happens between market creation and "February 28, 2026, (ET)"',
      ) as unknown,
    });
  });

  test('a paraphrase: the next date a volcano erupts', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the next date (ET) Mount Etna has a confirmed eruption between market creation and October 15, 2033, (ET).',
        'Will Etna next erupt on October 3, 2033?',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining(
        'between market creation and "October 15, 2033, (ET)"',
      ) as unknown,
    });
  });

  test('negative: "the next date" without "between market creation and" keeps the general reason', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the next date (ET) Mount Etna has a confirmed eruption.',
        'Will Etna next erupt on October 3, 2033?',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.not.stringContaining('the next date') as unknown,
    });
  });
});

describe('"a continuous <N>-day period … that begins at any time between": the window is not read', () => {
  test('Gamma: a 14-day period without military action', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if there is a continuous 14-day period without any qualifying military action between Iran, and Israel and the United States that begins at any time between market creation and the specified end date (ET). Otherwise, this market will resolve to "No".',
        'Iran x Israel/US conflict ends by March 7?',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining(
        'a period whose start is any time of a range is no one period',
      ) as unknown,
    });
  });

  test('a paraphrase: a 30-day period without a reported outbreak', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if there is a continuous 30-day period with no new reported case that begins at any time between market creation and June 30, 2034 (ET). Otherwise, this market will resolve to "No".',
        'Outbreak over by June 30?',
      ),
      // With the venue's opening, the occurrence table reads a period ending on June 30, 2034,
      // which the 30 days may run past: the frame leaves it unread.
      { facts: { openTime: '2034-03-01T10:00:00Z', endDate: '2034-06-30T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining(
        '"a continuous 30-day period" begins at any time of a range',
      ) as unknown,
    });
  });

  test('negative: a continuous period with fixed ends is not this frame', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if there is a continuous outage of the service between June 1, 2034 and June 30, 2034 (ET). Otherwise, this market will resolve to "No".',
        'Service outage in June?',
      ),
    );
    expect(t.window).not.toMatchObject({
      reason: expect.stringContaining('no one period') as unknown,
    });
  });
});

describe('the frames are found in bounded time', () => {
  test('1 MB of "before the earlier of " repeated is read quickly and leaves the window unread', () => {
    const text = 'If it happens before the earlier of '.repeat(30_000);
    const started = Date.now();
    const t = readTexts('kalshi', kalshi(text, 'Will it happen?'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(t.window.status).toBe('UNKNOWN');
  });
});
