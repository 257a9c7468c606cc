// Exceptional settlement rules in a market's rules text (issue "Venue adapters", item 2): an
// explicit rule ("if the meeting is cancelled, this market resolves 50-50") becomes a VOID
// scenario with the stated payouts; a sentence about an exceptional case whose payout the text
// does not state ("settles at a fair price determined by the exchange") makes the market not
// analysable rather than guessed. A delay clause ("if the game is postponed, this market will
// remain open until the game has been completed") is no exceptional settlement: the market
// settles on the same outcomes, later (docs/decisions.md, "Venue adapters"). Pure text analysis:
// no venue specifics.

import { isHeading } from './grammar/sentences';

/** One explicit exceptional settlement: a VOID scenario with fixed YES and NO fractions. */
export interface VoidRule {
  /** Scenario ID in the family: void-50-50, void-no, void-yes. */
  scenarioId: string;
  label: string;
  yes: string;
  no: string;
  /** The sentence that states it. */
  text: string;
}

export type RulesReading =
  { kind: 'PLAIN'; voids: VoidRule[] } | { kind: 'AMBIGUOUS'; sentence: string };

/** Words that announce an exceptional case (not the normal YES/NO condition). */
const EXCEPTIONAL =
  /\b(cancel(?:l?ed|lation|s)?|postpone[sd]?|postponement|delay(?:ed|s)?|void(?:ed)?|invalid(?:ated)?|suspend(?:ed|s)?|annul(?:l?ed)?|not (?:be )?held|not (?:be )?completed|(?:does|did|do) not (?:occur|take place)|fair (?:market )?(?:price|value)|sole discretion|ambiguous|unclear)\b/i;

/** Words of a delay: the event happens later, not differently. */
const DELAY_WORDS = /\b(?:postpone[sd]?|postponement|delay(?:ed|s)?|reschedul(?:e|ed|ing))\b/gi;

/** What a delay clause says happens: the market waits, and settles as it would have. */
const WAITS =
  /\b(?:remains?|stays?|will remain|will stay) open\b|\b(?:resolve|resolves|settle|settles|be resolved|be settled|close|closes)\s+(?:when|once|after|upon)\b|\b(?:close|expiration|end|settlement) (?:date|time) (?:may|will|can) be (?:extended|moved|pushed back|updated)\b|\buntil (?:the )?(?:game|match|event|race|fight|contest|meeting|election|release)\b[^.]*\b(?:completed|played|concluded|held|finished|takes place|occurs)\b/i;

/**
 * A sentence about a delay only: it names no other exceptional case, states no payout, and says
 * the market waits for the event.
 */
function isDelayClause(sentence: string, statesPayout: boolean): boolean {
  if (statesPayout || !WAITS.test(sentence)) return false;
  const rest = sentence.replace(DELAY_WORDS, '');
  return !EXCEPTIONAL.test(rest);
}

/** A case that still settles on the event's own result (the official score, the completed game). */
const ON_RESULT =
  /\bwill (?:resolve|settle) (?:according to|based on) the (?:official (?:final )?(?:score|result)|completed )/i;

const FIFTY_FIFTY = /\b50[-\u2013/ ]?50\b|\bfifty[- ]fifty\b/i;
const RESOLVES_NO =
  /\b(?:resolve|resolves|settle|settles|be resolved|be settled)\s+(?:to\s+|as\s+)?["\u201c]?no\b/i;
const RESOLVES_YES =
  /\b(?:resolve|resolves|settle|settles|be resolved|be settled)\s+(?:to\s+|as\s+)?["\u201c]?yes\b/i;

export function readRulesText(text: string): RulesReading {
  const voids = new Map<string, VoidRule>();
  for (const raw of text.split(/(?<=[.!?])\s+|\n+/)) {
    const sentence = raw.trim();
    // A heading ("Postponement:") names the case of the clauses under it and states none itself.
    if (!sentence || isHeading(sentence) || !EXCEPTIONAL.test(sentence)) continue;
    const fifty = FIFTY_FIFTY.test(sentence);
    const no = RESOLVES_NO.test(sentence);
    const yes = RESOLVES_YES.test(sentence);
    const stated = [fifty, no, yes].filter(Boolean).length;
    if (isDelayClause(sentence, stated > 0)) continue;
    // "If the game is started but not completed, this market will resolve according to the
    // official final score …": the case settles on the result, as normal.
    if (stated === 0 && ON_RESULT.test(sentence)) continue;
    if (stated !== 1) return { kind: 'AMBIGUOUS', sentence };
    const rule: VoidRule = fifty
      ? {
          scenarioId: 'void-50-50',
          label: 'Exceptional case: resolves 50-50',
          yes: '0.5',
          no: '0.5',
          text: sentence,
        }
      : no
        ? {
            scenarioId: 'void-no',
            label: 'Exceptional case: resolves NO',
            yes: '0',
            no: '1',
            text: sentence,
          }
        : {
            scenarioId: 'void-yes',
            label: 'Exceptional case: resolves YES',
            yes: '1',
            no: '0',
            text: sentence,
          };
    if (!voids.has(rule.scenarioId)) voids.set(rule.scenarioId, rule);
  }
  return { kind: 'PLAIN', voids: [...voids.values()] };
}

/** A comparable summary of the void rules: "none", the scenario IDs, or "ambiguous". */
export function voidRuleKey(reading: RulesReading): string {
  if (reading.kind === 'AMBIGUOUS') return 'ambiguous';
  return reading.voids.length === 0
    ? 'none'
    : reading.voids
        .map((v) => v.scenarioId)
        .sort()
        .join(',');
}
