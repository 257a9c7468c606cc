// Two frames of the source grammar (src/domain/settlement-terms/grammar/source-phrases.ts;
// docs/decisions.md, "Settlement terms: mentions by their structure, a federal fiscal year, who
// announces and whose website"): "<announcement|statement|confirmation|press release> [made] by
// <name>" and "<website|page|account|channel|feed> of <name>". The first wording is a tuning
// market's (test/fixtures/terms-corpus/tuning/polymarket/primape-gamma-markets-2025-05-07.json,
// market 513457); the others are in no fixture.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
  ]);

describe('who announces, and whose website', () => {
  test('tuning (Gamma 513457): the announcement by a company names it', () => {
    const t = gamma(
      'This market will resolve to "Yes" if Alphabet/Google formally announces or is legally compelled to divest or sell its Chrome browser, either partially or entirely, due to regulatory or legal action by May 31, 2025, 11:59 PM ET. This market will resolve based on the first such announcement by Alphabet/Google or the US Courts that Google will need to sell the Chrome browser to another entity. The primary resolution source for this market will be official information from Alphabet/Google and/or the US courts, however a consensus of credible reporting will also be used.',
      'Google forced to sell Chrome?',
    );
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'Alphabet/Google' });
  });

  test('another company: "an official announcement by OpenAI"', () => {
    const t = gamma(
      'This market will resolve to "Yes" if OpenAI releases GPT-6 in June 2026. Otherwise, this market will resolve to "No". The resolution source will be an official announcement by OpenAI.',
      'GPT-6 released in June 2026?',
    );
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'OpenAI' });
  });

  test('a body\'s website: "the official website of the Bank of Japan"', () => {
    const t = gamma(
      'This market will resolve to "Yes" if the Bank of Japan announces an emergency rate cut before the end of April 2026. Otherwise, this market will resolve to "No". The resolution source for this market will be the official website of the Bank of Japan.',
      'Bank of Japan emergency cut by April?',
    );
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'Bank of Japan' });
  });

  test('"by" a date and the feed of an event name no source', () => {
    const date = gamma(
      'This market will resolve to "Yes" if Valve announces Half-Life 3 by December 31, 2026, 11:59 PM ET. An announcement by December 31, 2026 will be sufficient. The resolution source will be a statement by the end of the year.',
      'Half-Life 3 announced in 2026?',
    );
    expect(date.source.status).toBe('UNKNOWN');
    const feed = gamma(
      'This market will resolve to "Yes" if the next Starship flight reaches orbit. The resolution source will be the live feed of the launch.',
      'Starship reaches orbit?',
    );
    expect(feed.source.status).toBe('UNKNOWN');
  });
});
