// A deadline followed by who confirms it (docs/decisions.md, "Settlement terms: a station's day,
// its identifier, and sources by their site"). The texts are Polymarket markets 516950 and 678876
// of test/fixtures/terms-corpus/tuning (google-adk and value-lab recordings, SOURCES.md there).
import { readTexts } from '../../../support/read-texts';

const KRAKEN_2025 =
  'This market will resolve to "Yes" if Kraken (US-based cryptocurrency exchange) completes an Initial Public Offering (IPO) by December 31, 2025, 11:59 PM ET, as confirmed by official company announcements or credible news sources. Otherwise, this market will resolve to "No".';
const KRAKEN_LISTED =
  'This market will resolve to "Yes" if Kraken completes an Initial Public Offering (IPO) by the listed date ET, as confirmed by official company announcements and credible news sources. Otherwise, this market will resolve to "No."\n\nThe resolution source for this market is a consensus of credible reporting.';

describe('a deadline followed by who confirms it', () => {
  test('"by December 31, 2025, 11:59 PM ET, as confirmed by …" keeps the minute as the deadline', () => {
    const reading = readTexts(
      'polymarket',
      [
        { field: 'question', text: 'Kraken IPO in 2025?' },
        { field: 'description', text: KRAKEN_2025 },
      ],
      { facts: { openTime: '2025-01-01T00:00:00Z' } },
    );
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject:
          'whether kraken (us-based cryptocurrency exchange) completes an initial public offering (ipo)',
      },
    });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-01-01T00:00:00.000Z',
        end: '2026-01-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(reading.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('"by the listed date ET, as confirmed by …" takes the question\'s date', () => {
    const reading = readTexts(
      'polymarket',
      [
        { field: 'question', text: 'Kraken IPO by March 31, 2026?' },
        { field: 'description', text: KRAKEN_LISTED },
      ],
      { facts: { openTime: '2025-11-12T19:19:58.313791Z' } },
    );
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { end: '2026-04-01T04:00:00.000Z', zone: 'America/New_York' },
    });
  });

  test('a clause after the deadline that states another time is not read as the deadline', () => {
    const reading = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: KRAKEN_2025.replace(
            'as confirmed by official company announcements',
            'as confirmed by official company announcements by January 15, 2026',
          ),
        },
      ],
      { facts: { openTime: '2025-01-01T00:00:00Z' } },
    );
    expect(reading.window.status).toBe('UNKNOWN');
  });

  test('1 MB after a deadline does not block', () => {
    const reading = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: `This market will resolve to "Yes" if Kraken completes an IPO by December 31, 2025, 11:59 PM ET, as confirmed by ${'credible news '.repeat(80_000)}`,
        },
      ],
      { facts: { openTime: '2025-01-01T00:00:00Z' } },
    );
    // The condition is read from its first 160 characters of each slot (grammar/template.ts).
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { end: '2026-01-01T05:00:00.000Z' },
    });
  });
});
