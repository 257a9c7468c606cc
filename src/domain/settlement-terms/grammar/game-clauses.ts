// The exceptional cases of a game, a match or a series as one clause grammar (docs/decisions.md,
// "Settlement terms: exceptional cases of games as one clause grammar"): a conditional clause
// ("If …", "In the event …", "Should …") names one or more conditions (postponed or delayed,
// cancelled or not played, not completed or started, forfeited, a tie or a draw, a player who does
// not play) and one payout (50-50, No, Yes, a fair price, "Other", or a settlement on the result:
// the market stays open, the rescheduled game or the official result settles it). A deadline
// ("by <date>", "within 48 hours", "beyond 7 days") only says when a delay becomes a cancellation,
// so it changes no case. A clause whose payout this grammar cannot place is UNPLACED, with its
// reason: the exceptions are then UNKNOWN, never a guessed case.
//
// Every expression here is a plain alternation or a bounded class: linear on any input.

export type GameCondition = 'DELAY' | 'CANCEL' | 'TIE' | 'ABSENT';
type Payout = 'FIFTY_FIFTY' | 'NO' | 'YES' | 'FAIR_PRICE' | 'OTHER' | 'ON_RESULT';

export type ClauseReading =
  /** The case keys the clause states (rules-text.ts's scenario IDs, plus `tie-50-50`). */
  | { kind: 'CASES'; keys: string[] }
  /** The clause names an exceptional case and says the result settles it as usual. */
  | { kind: 'ON_RESULT' }
  | { kind: 'UNPLACED'; reason: string };

/**
 * A clause that opens with a condition: "If …", "In the (unlikely) event …", "Should …", "In case
 * …". A condition inside the clause ("… even if the company does not start trading …") is not one.
 */
const CONDITIONAL =
  /^\s*(?:(?:however|also|and|but),?\s+)?(?:if|should|in case|in the (?:\w+ ){0,2}event)\b/i;

const CONDITIONS: readonly [GameCondition, RegExp][] = [
  ['DELAY', /\b(?:postpone[sd]?|postponement|delay(?:ed|s)?|reschedul(?:e|ed|ing)|suspended)\b/i],
  [
    'CANCEL',
    /\b(?:cancel(?:l?ed|lation|s)?|abandon(?:ed|ment)?|forfeit(?:ed|ure|s)?|walkover|disqualifi(?:ed|cation)|(?:is |are |be |was |were )?not (?:be )?(?:played|completed|started|held|finished)|(?:does|do|did) not (?:take place|occur|start|begin)|(?:has|have) not (?:yet )?(?:taken place|occurred|been (?:played|completed|held))|no make-up)\b/i,
  ],
  [
    'TIE',
    /\b(?:ends?|ended|ending|finish(?:es)?) (?:in )?(?:a )?(?:tie|draw|tied)\b|\b(?:is|are) (?:declared )?(?:a )?(?:tie|draw|tied)\b|\bresults? in a (?:tie|draw)\b|\bevent of a (?:tie|draw)\b/i,
  ],
  [
    'ABSENT',
    /\b(?:is |are )?scratched\b|\b(?:does|do|did) not (?:participate|play|appear)\b|\bnot (?:a starting|in the starting|included in the starting)\b|\bnever (?:enters|takes|plays|appears)\b/i,
  ],
];

const PAYOUTS: readonly [Payout, RegExp][] = [
  [
    'FIFTY_FIFTY',
    /\b50[-\u2013/ ]?50\b|\bfifty[- ]fifty\b|\$0?\.50 (?:for|to) (?:each|both)\b|\bresolve to \$0?\.50\b|\b50 cents\b/i,
  ],
  ['FAIR_PRICE', /\bfair (?:market )?(?:price|value)\b/i],
  ['OTHER', /\bresolves? to ["\u201c]?Other["\u201d]?(?![\w-])/],
  [
    'NO',
    /\b(?:resolve|resolves|settle|settles|be resolved|be settled)\s+(?:to\s+|as\s+)?["\u201c']?no\b/i,
  ],
  [
    'YES',
    /\b(?:resolve|resolves|settle|settles|be resolved|be settled)\s+(?:to\s+|as\s+)?["\u201c']?yes\b/i,
  ],
  [
    'ON_RESULT',
    /\b(?:remains?|stays?|will remain|will stay) open\b|\bsame (?:market )?(?:conditions|rules|resolution conditions)(?: for (?:market )?resolution)? (?:will |shall )?apply\b|\b(?:resolution|market)(?: of this market)? will be delayed\b|\bwill be (?:delayed|extended) until\b|\b(?:resolve|settle|be resolved|be settled)d? (?:according to|based on) the (?:official (?:final )?(?:score|result)|completed|rescheduled|eventual)\b|\bresolve to the (?:team|player|participant|competitor|side) (?:who|that) (?:wins|advances)\b|\bcounts? as a completed (?:game|match)\b/i,
  ],
];

/** Clauses of one sentence: "…; if …" and "…, and if …" set a condition of their own. */
const CLAUSE_BREAK = /;\s|,?\s(?:and|but)\s(?=if\b)/i;

/**
 * The sentence's exceptional clauses, read; undefined when it sets no game condition (then it is
 * no business of this grammar). A clause whose only condition is a tie that this grammar cannot
 * place is also left undefined: "in the event of a tie" in an election names no game.
 */
export function readGameClauses(sentence: string): ClauseReading[] | undefined {
  const out: ClauseReading[] = [];
  for (const clause of sentence.split(CLAUSE_BREAK)) {
    const reading = readClause(clause);
    if (reading) out.push(reading);
  }
  return out.length > 0 ? out : undefined;
}

function readClause(clause: string): ClauseReading | undefined {
  if (!CONDITIONAL.test(clause)) return undefined;
  const payouts = new Set<Payout>();
  let payoutAt = clause.length;
  for (const [name, re] of PAYOUTS) {
    const m = re.exec(clause);
    if (!m) continue;
    payouts.add(name);
    payoutAt = Math.min(payoutAt, m.index);
  }
  // The conditions are what the clause states before its payout.
  const condition = clause.slice(0, payoutAt);
  const conditions = new Set<GameCondition>();
  for (const [name, re] of CONDITIONS) if (re.test(condition)) conditions.add(name);
  if (conditions.size === 0) return undefined;
  const tieOnly = conditions.size === 1 && conditions.has('TIE');
  const named = [...conditions].map((c) => CONDITION_WORDS[c]).join(' or ');
  // A delay that waits for the game, then a payout: "… remain open … If not played within two
  // weeks, 50-50" in one clause states two cases and is read as the payout's.
  if (payouts.size > 1 && payouts.has('ON_RESULT') && !conditions.has('DELAY'))
    payouts.delete('ON_RESULT');
  if (payouts.size === 0)
    return tieOnly
      ? undefined
      : { kind: 'UNPLACED', reason: `a clause names a ${named} without the payout it settles at` };
  if (payouts.size > 1) {
    if (tieOnly) return undefined;
    return {
      kind: 'UNPLACED',
      reason: `a clause names a ${named} with more than one payout (${[...payouts].join(', ')})`,
    };
  }
  const payout = [...payouts][0]!;
  if (payout === 'ON_RESULT') {
    // A tie or a cancellation "settled on the result" states no payout of its own.
    if (conditions.has('TIE')) return tieOnly ? undefined : unplacedResult(named);
    return { kind: 'ON_RESULT' };
  }
  const keys = new Set<string>();
  if (conditions.has('TIE')) {
    // Half to each side is the tie's case; a tie that pays No or Yes is the ordinary outcome of a
    // market on one side's win, or a case: the text does not say which.
    if (payout !== 'FIFTY_FIFTY')
      return tieOnly
        ? undefined
        : {
            kind: 'UNPLACED',
            reason: `a tie is named with the other cases, settling ${payout}: not placed as a tie's case`,
          };
    keys.add('tie-50-50');
  }
  for (const c of conditions) if (c !== 'TIE') keys.add(SCENARIO[payout]);
  return { kind: 'CASES', keys: [...keys].sort() };
}

function unplacedResult(named: string): ClauseReading {
  return {
    kind: 'UNPLACED',
    reason: `a clause settles a ${named} on the result, which a tie has none of`,
  };
}

const CONDITION_WORDS: Record<GameCondition, string> = {
  DELAY: 'postponement or delay',
  CANCEL: 'cancellation (a game not played, completed or started)',
  TIE: 'tie',
  ABSENT: "player's absence",
};

const SCENARIO: Record<Exclude<Payout, 'ON_RESULT'>, string> = {
  FIFTY_FIFTY: 'void-50-50',
  NO: 'void-no',
  YES: 'void-yes',
  FAIR_PRICE: 'void-fair-price',
  OTHER: 'void-other',
};
