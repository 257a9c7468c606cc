// Kalshi's earnings-call mentions (src/domain/settlement-terms/categories/mentions.ts
// `earningsCallTerm`): a company's representatives, a term, the company's next call. The recorded
// wording is test/fixtures/terms-corpus/tuning/kalshi/speech-pipeline-events-mentions-2026-06.json,
// KXEARNINGSMENTIONAVGO-26JUN03-HYPE; the others are paraphrases with companies and terms in no
// fixture.
import { readTexts } from '../../../support/read-texts';

const kalshi = (primary: string, subtitle: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    {
      field: 'rules_secondary',
      text: 'The exact phrase/word, or a plural or possessive form of the phrase/word, must be used. Grammatical/tense inflections are otherwise not included.',
    },
    { field: 'title', text: 'What will the company say during their next earnings call?' },
    { field: 'yes_sub_title', text: subtitle },
  ]);

describe("a term said by any of a company's representatives on its next earnings call", () => {
  test('the recorded wording, with its parentheses', () => {
    const t = kalshi(
      'If Hyperscaler is said by any Broadcom Inc. representative (including the operator of the call) during the next Broadcom Inc. earnings call (including the Q+A), then the market resolves to Yes.',
      'Hyperscaler',
    );
    expect(t.category).toBe('mentions');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject: 'whether any Broadcom Inc representative says Hyperscaler',
      },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'next earnings call of Broadcom Inc' },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('another company and term, "mentioned by a … representative", no parentheses', () => {
    const t = kalshi(
      'If Solid-state battery is mentioned by a Rivian Automotive representative during the next Rivian Automotive earnings call, then the market resolves to Yes.',
      'Solid-state battery',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether any Rivian Automotive representative says Solid-state battery' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'next earnings call of Rivian Automotive' },
    });
  });

  test('a counted term is a count compared with its number', () => {
    const t = kalshi(
      'If Tariff (5+ times) is said by any Deere & Company representative (including the operator of the call) during the next Deere & Company earnings call, then the market resolves to Yes.',
      'Tariff (5+ times)',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'times any Deere & Company representative says Tariff' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '5', unit: 'times' },
    });
  });

  test("another company's call, or a term that is not the market's own name, is not read", () => {
    const other = kalshi(
      'If Cloud is said by any Oracle representative during the next Salesforce earnings call, then the market resolves to Yes.',
      'Cloud',
    );
    expect(other.quantity.status).toBe('UNKNOWN');
    const notOwn = kalshi(
      'If Cloud is said by any Oracle representative during the next Oracle earnings call, then the market resolves to Yes.',
      'Database',
    );
    expect(notOwn.quantity.status).toBe('UNKNOWN');
  });
});
