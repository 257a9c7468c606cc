// A bare host as a source (src/domain/settlement-terms/grammar/sources.ts): read whole, with the
// subdomains before its domain, on the host of a tuning market
// (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-charts-rates-2026-02-08.json
// 1327942: "top10.netflix.com", whose first letters "top10.net" are no host) and on another host
// that no fixture holds.
import { readTexts } from '../../../support/read-texts';

const source = (description: string, question = 'Will it rank there this week?') =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
  ]).source;

describe('a bare host named as where the result is read', () => {
  test('the recorded host (1327942) in a source sentence: top10.netflix.com, not top10.net', () => {
    expect(
      source(
        'The resolution source for this market is the Top 10 TV shows list Netflix updates on top10.netflix.com.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'top10.netflix.com' });
  });

  test('another host whose first labels end in the letters of a top-level domain', () => {
    expect(
      source(
        'The resolution source for this market will be the weekly table on top40.orgcharts.org.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'top40.orgcharts.org' });
  });

  test('a word that only begins like a host is none', () => {
    expect(
      source(
        'The resolution source for this market will be the figures of example.company records.',
      ),
    ).not.toMatchObject({ value: 'example.com' });
  });
});
