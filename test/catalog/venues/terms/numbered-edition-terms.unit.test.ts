// A competition named without "the" and by a numbered edition (docs/decisions.md, "Settlement
// terms: a competition's numbered edition"): "… the contestant who wins Survivor season 50" is
// the result of that edition, its winner the question's person. The tuning wording
// (test/fixtures/terms-corpus/tuning/polymarket/wom-strategy-gamma-markets-backtest-2026-02-08.json
// 1193264) and a paraphrase of another role, show and edition that is in no fixture.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string) => [
  { field: 'question', text: question },
  { field: 'description', text: description },
];

describe('a numbered edition of a competition', () => {
  test('"the contestant who wins Survivor season 50"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to the contestant who wins Survivor season 50.\n\nIf Survivor season 50 concludes without a winner being declared, or if Survivor season 50 has otherwise not concluded by June 30, 2026, 11:59PM ET this market will resolve to "Other".',
        'Will Cirie Fields win Survivor Season 50?',
      ),
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'result of the Survivor season 50' },
    });
    expect(t.entities).toEqual(['person:cirie-fields']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'Survivor season 50' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:cirie-fields' },
    });
  });

  test('a paraphrase: "the driver that wins Rally Nordica Series 7"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve according to the driver that wins Rally Nordica Series 7.',
        'Will Aino Virtanen win Rally Nordica Series 7?',
      ),
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'result of the Rally Nordica Series 7' },
    });
    expect(t.entities).toEqual(['person:aino-virtanen']);
  });

  test.each([
    // No number: which edition is not said.
    'This market will resolve to the contestant who wins Survivor season.',
    // Not a proper name: no competition named.
    'This market will resolve to the contestant who wins the next cooking season 5.',
  ])('"%s" is not read', (text) => {
    const t = readTexts('polymarket', gamma(text, 'Will Cirie Fields win it?'));
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
