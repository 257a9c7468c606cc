// A position's next holder and the first of several to do something
// (src/domain/settlement-terms/categories/positions.ts): Kalshi wordings of the tuning corpus
// (test/fixtures/terms-corpus/tuning: tail-end-markets-2025-10-31.json,
// iran-dataset-events-2026-03-01.json) and paraphrases of other bodies, people and acts, read as
// the next holder of an office is read: who, with no date and no threshold (both stated as none).
import { readTexts } from '../../../support/read-texts';

const rules = (text: string) => [{ field: 'rules_primary', text }];

describe("a position's next holder", () => {
  test("a team's next head coach: the role with its body is the office, the person the holder", () => {
    const t = readTexts(
      'kalshi',
      rules(
        "If the next permanent head coach of New York Pro men's Basketball  team is Micah Nori, then the market resolves to Yes.",
      ),
    );
    expect(t.category).toBe('office-holder');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject:
          "next holder of the position of permanent head coach of New York Pro men's Basketball team",
      },
    });
    expect(t.entities).toEqual([
      'office:permanent-head-coach-of-new-york-pro-men-s-basketball-team',
      'person:micah-nori',
    ]);
    expect(t.window).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('another body and role, in no fixture: the same reading', () => {
    const t = readTexts(
      'kalshi',
      rules(
        'If the next manager of the Chicago Pro Baseball team is Ana Ruiz, then the market resolves to Yes.',
      ),
    );
    expect(t.category).toBe('office-holder');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'next holder of the position of manager of the Chicago Pro Baseball team' },
    });
    expect(t.entities).toEqual([
      'office:manager-of-the-chicago-pro-baseball-team',
      'person:ana-ruiz',
    ]);
    expect(t.window).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('"the next <something> is <name>" without a body is no position: nothing is read', () => {
    const t = readTexts(
      'kalshi',
      rules(
        'If the next Turkish presidential election winner is Ekrem İmamoğlu, then the market resolves to Yes.',
      ),
    );
    expect(t.category).not.toBe('office-holder');
    expect(t.window).not.toMatchObject({ statedNone: true });
  });
});

describe('the first of several to do something', () => {
  test('the first member of a cabinet to leave: who, whenever', () => {
    const t = readTexts(
      'kalshi',
      rules(
        'If Pam Bondi is the first member of the Cabinet of Donald Trump to leave or announce they will leave (such as by quitting, being fired, or being impeached), then the market resolves to Yes.',
      ),
    );
    expect(t.category).toBe('first-of-several');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'RESULT',
        subject:
          'first member of the Cabinet of Donald Trump to leave or announce they will leave (such as by quitting, being fired, or being impeached)',
      },
    });
    expect(t.entities).toEqual(['person:pam-bondi']);
    expect(t.window).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('another group and act, in no fixture: two markets of one group share the subject', () => {
    const of = (person: string) =>
      readTexts(
        'kalshi',
        rules(
          `If ${person} is the first member of the Supreme Court of Canada to retire, then the market resolves to Yes.`,
        ),
      );
    const a = of('Jean Tremblay');
    const b = of('Mary Moreau');
    expect(a.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'first member of the Supreme Court of Canada to retire' },
    });
    expect(b.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'first member of the Supreme Court of Canada to retire' },
    });
    expect(a.entities).toEqual(['person:jean-tremblay']);
    expect(b.entities).toEqual(['person:mary-moreau']);
  });
});

test('a number where the holder is named is no one: the quantity is not read', () => {
  const t = readTexts(
    'kalshi',
    rules('If the next reading of the Chicago PMI is 52.5, then the market resolves to Yes.'),
  );
  expect(t.quantity.status).toBe('UNKNOWN');
  expect(t.window).not.toMatchObject({ statedNone: true });
});
