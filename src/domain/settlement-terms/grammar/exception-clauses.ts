// The cancellation, postponement, delay, tie and no-data clauses of rules text (docs/decisions.md,
// "Settlement terms"), read sentence by sentence with rules-text.ts's payout semantics, so that
// the rule keys ("none", "void-50-50", "void-no", "tie-50-50", …) compare as they always have. A
// clause that names an exceptional case without its payout leaves the term UNKNOWN.
import { readRulesText, type VoidRule } from '../rules-text';
import { known, unknown, type Exceptions, type Span, type Term } from '../settlement-terms';
import { readGameClauses } from './game-clauses';
import { sentenceSpan, spanIn, type Sentence } from './sentences';

/** "… will resolve to the "No change" bracket", "… to the lowest bracket": another market's payout. */
const BRACKET_CASE =
  /\bwill resolve to the (?:["\u201c][^"\u201d]{1,80}["\u201d]|lowest|highest) bracket\b/i;
/** A negRisk market's placeholder: pays neither Yes nor a split. */
const OTHER = /\bresolves? to ["\u201c]?Other["\u201d]?/i;
/** A sentence that also names another payout: not Other's case alone. */
const OTHER_AND_MORE =
  /\bresolves? (?:to )?["\u201c]?(?:yes|no)\b|\b50[-\u2013/ ]?50\b|\bfair (?:market )?price\b/i;
/**
 * A settlement the venue prices itself: "will resolve to a fair price", "… to a fair market
 * price", "… to the fair market price" (and Kalshi's "to the a fair market price").
 */
const FAIR_PRICE = /\bwill resolve to (?:the |a ){1,2}fair (?:market )?price\b/i;
const TIE_NAMED = /\b(?:ends in|is declared|results in) a (?:tie|draw)\b/i;
/** A three-way game whose tie is an outcome of its own: the normal result, no exceptional case. */
const TIE_OUTCOME =
  /\bIf the game ends in a tie, the market called ["\u201c]Tie["\u201d] resolves to Yes\./;
/**
 * "… to $0.50 for each team" (or "$0.5": the same half dollar without its trailing zero),
 * "… 50-50", "… to 50/50 for both teams": half to each side.
 */
const TIE_HALF =
  /\bIf the (?:game|match) (?:ends in|is declared|results in) a (?:tie|draw), (?:the|this) market will resolve (?:to \$0\.50? for each team|(?:to )?50[-/]50(?: for (?:both|each) teams?)?)\./;

/**
 * "If the game ends in a tie, this market will resolve to "Mavericks"": a tie that pays one named
 * outcome. The name is compared with the outcome a margin's complement pays (readExceptions).
 */
const TIE_PAYS_OUTCOME =
  /\bIf the (?:game|match) (?:ends in|is declared|results in) a (?:tie|draw), (?:the|this) market will resolve to ["\u201c]([^"\u201d]{1,80})["\u201d]\.?/;

/**
 * "If the scheduled FOMC meeting is canceled …, "Fed maintains rate" resolves to Yes and all other
 * outcomes resolve to No", "… the market for "Event does not qualify" resolves to Yes and all
 * other markets will resolve to No", "… "-No Qualifying Event-" will resolve to "Yes" and all
 * other brackets will resolve to "No"": an exceptional case of an event's mutually exclusive
 * markets that pays the one it names Yes and every other No. Which this market is, its own name
 * in the event (Kalshi's yes_sub_title, Gamma's groupItemTitle) says. Bounded: linear.
 */
const NAMED_OUTCOME_PAYS =
  /["\u201c]([^"\u201d]{1,80})["\u201d] (?:will )?resolves? to ["\u201c]?Yes["\u201d]? and all other (?:outcomes|markets|brackets) (?:will )?resolve to ["\u201c]?No\b/i;

/**
 * A sentence that defines what counts towards the proposition, not what the market pays when it
 * cannot be settled: "The following do NOT qualify as meetings: …, meetings cancelled after being
 * scheduled", "The performance qualifies even if delayed", "Any law … will count, even if its
 * implementation is … delayed". A cancellation or delay it names is part of the definition. A
 * sentence that also states a payout is read as a clause.
 */
const DEFINITION =
  /\b(?:do(?:es)?\s+not|don['\u2019]t|doesn['\u2019]t)\s+(?:qualify|count|satisfy)\b|\b(?:qualif(?:y|ies)|counts?)\b,?\s+even if\b/i;
const PAYOUT = /\b(?:resolves?|resolved|settles?|settled)\b/i;

/**
 * "In the event of ambiguity in terms of the market outcome, the market will be resolved in good
 * faith at the sole discretion of the Markets Integrity Committee (MIC)": who decides a market
 * whose outcome is unclear, as a venue's dispute process does, not a case the market settles at a
 * payout of its own. A sentence that also names a game's case is read by the game clauses first.
 */
const WHO_DECIDES =
  /^\s*In the event of (?:any )?ambiguity\b[^.]{0,120}\bresolved (?:in good faith )?at the sole discretion of\b/i;

/**
 * A payout that is neither side in full, in a sentence no rule above reads as a case: half to
 * each ("If neither occurs by …, this market will resolve to 50-50", "it will resolve
 * "50-50.""), a case paying half whatever its condition; the venue's fair price, a case paying
 * it; the last traded price, a payout no case here names. Such a sentence is never "none stated".
 */
const HALF_PAYOUT = /\b50[-\u2013/ ]?50\b|\bfifty[- ]fifty\b|\$0?\.50\b/i;
const FAIR_PAYOUT = /\bfair (?:market )?price\b/i;
const LAST_PRICE_PAYOUT =
  /\b(?:resolve[sd]?|settle[sd]?) (?:at|to) the (?:last|final) (?:traded )?price\b/i;

/**
 * What the market's proposition is, as far as a category table read it: MEASURED (a number
 * compared or a competitor's result: the proposition needs the quantity to exist), OCCURS (the
 * proposition is that something happens), or undefined where no table read it.
 */
export type PropositionKind = 'MEASURED' | 'OCCURS';

/** "… will resolve to "No"", "… resolves to “No.”": the market's No side, not a named outcome. */
const PAYS_NO =
  /\b(?:resolve|resolves|settle|settles|be resolved|be settled)\s+(?:(?:to|as)\s+["\u201c]?|["\u201c])No(?=["\u201d.,;!]|\s*$)/i;
/**
 * A negation in a condition: "does not publish", "doesn't launch", "never", "no … is released",
 * and data that is missing ("If data is unavailable … by the Expiration date").
 */
const NEGATION = /\b(?:not|never|no|cannot|neither|nor|unavailable)\b|n['\u2019]t\b|\bfails? to\b/i;

/**
 * A clause of the shape "If <a negated condition>, <the market> resolves to No": the condition
 * is the text between "If" and the payout.
 */
function negatedConditionPaysNo(s: Sentence): boolean {
  if (!/^\s*If\b/i.test(s.text)) return false;
  const pay = PAYS_NO.exec(s.text);
  return pay !== null && NEGATION.test(s.text.slice(0, pay.index));
}

/**
 * The exceptional cases the rules state, with their payouts. `proposition` decides what a clause
 * "If <something> does not happen …, this market will resolve to No" is: where the proposition
 * is measured (a token's valuation a day after launch, a price, a winner), the negated condition
 * is a precondition of the measurement failing (no launch, no data published, no primary held),
 * an exceptional case paying No; where the proposition is an occurrence, it is the proposition's
 * own complement, no case; where no table read the proposition, which of the two it is stays
 * unknown.
 */
export function readExceptions(
  rules: readonly Sentence[],
  note: string,
  proposition?: PropositionKind,
  ordinaryTie?: string,
  ownName?: string,
): Term<Exceptions> {
  if (rules.length === 0) return unknown('the market has no rules text');
  const voids = new Map<string, { rule: VoidRule; sentence: Sentence }>();
  // Sentences settling the event to one of its brackets, read here (consumed by the loop below).
  const bracketCases = new Set<Sentence>();
  for (const s of rules) {
    const bracket = BRACKET_CASE.exec(s.text);
    if (!bracket) continue;
    // The case settles the event's value to a bracket named by its market's name ("If no
    // statement is released …, this market will resolve to the "No change" bracket"): the market
    // of that name pays Yes, a case of its own. Another market is left unread: its own name may be
    // the named bracket written otherwise ("0 bps"), so that it is another bracket is not proved
    // (docs/decisions.md, "Settlement terms: verdicts of the same question on both venues").
    // Without the market's own name, or for the "lowest" or "highest" bracket, which bracket is
    // paid is not read.
    const named = /^["\u201c]([^"\u201d]{1,80})["\u201d]/.exec(
      bracket[0].slice(bracket[0].search(/["\u201c]/)),
    );
    if (!/^\s*If\b/i.test(s.text) || named === null || ownName === undefined)
      return unknown(
        "an exceptional case settles the event to one of its brackets, not this market's payout",
        [spanIn(s, bracket.index, bracket.index + bracket[0].length)],
      );
    if (named[1]!.trim().toLowerCase() !== ownName.trim().toLowerCase())
      return unknown(
        "an exceptional case settles the event to another of its brackets: whether that is this market's own No is not read",
        [spanIn(s, bracket.index, bracket.index + bracket[0].length)],
      );
    bracketCases.add(s);
    voids.set('void-yes', {
      rule: {
        scenarioId: 'void-yes',
        label: 'Exceptional case: resolves YES',
        yes: '1',
        no: '0',
        text: s.text.slice(bracket.index),
      },
      sentence: s,
    });
  }
  const extra = new Map<string, Sentence>();
  for (const s of rules) {
    if (bracketCases.has(s)) continue;
    if (TIE_NAMED.test(s.text) && TIE_OUTCOME.test(s.text)) continue;
    // A tie that pays the outcome a margin's complement pays is no case of its own: a tie is a
    // margin of 0, short of any line of 1 or more (extract-terms.ts decides when that holds).
    const tiePays = ordinaryTie === undefined ? null : TIE_PAYS_OUTCOME.exec(s.text);
    if (tiePays && tiePays[1] === ordinaryTie && tiePays[0].length === s.text.trim().length)
      continue;
    // Which of an event's markets a case pays, by name: before the game clauses, which would read
    // its two payouts as one clause's.
    const named = /^\s*If\b/i.test(s.text) ? NAMED_OUTCOME_PAYS.exec(s.text) : null;
    if (named) {
      if (ownName === undefined)
        return unknown(
          `an exceptional case pays the outcome "${named[1]}" Yes and every other No, and the market names no outcome of its own${note}`,
          [sentenceSpan(s)],
        );
      const yes = named[1]!.trim().toLowerCase() === ownName.trim().toLowerCase();
      const scenarioId = yes ? 'void-yes' : 'void-no';
      if (!voids.has(scenarioId))
        voids.set(scenarioId, {
          rule: {
            scenarioId,
            label: `Exceptional case: resolves ${yes ? 'YES' : 'NO'}`,
            yes: yes ? '1' : '0',
            no: yes ? '0' : '1',
            text: s.text.slice(named.index),
          },
          sentence: s,
        });
      continue;
    }
    // A game's postponement, cancellation, tie or absent player: one clause grammar
    // (game-clauses.ts); a sentence it does not claim is read as before.
    const clauses = readGameClauses(s.text);
    if (clauses) {
      for (const c of clauses) {
        if (c.kind === 'UNPLACED') return unknown(`${c.reason}${note}`, [sentenceSpan(s)]);
        if (c.kind === 'CASES') for (const key of c.keys) if (!extra.has(key)) extra.set(key, s);
      }
      continue;
    }
    if (TIE_NAMED.test(s.text)) {
      const half = TIE_HALF.exec(s.text);
      if (!half)
        return unknown(`a tie is named without a payout this reader knows${note}`, [
          sentenceSpan(s),
        ]);
      extra.set('tie-50-50', s);
      const rest = s.text.slice(0, half.index) + s.text.slice(half.index + half[0].length);
      if (!rest.trim()) continue;
    }
    // "If no nominee is announced by …, this market will resolve to "Other"": whatever the
    // condition, a clause that pays Polymarket's placeholder and nothing else is a case of its own.
    if (/^\s*If\b/i.test(s.text) && OTHER.test(s.text) && !OTHER_AND_MORE.test(s.text)) {
      extra.set('void-other', s);
      continue;
    }
    if (DEFINITION.test(s.text) && !PAYOUT.test(s.text)) continue;
    if (WHO_DECIDES.test(s.text)) continue;
    const reading = readRulesText(s.text);
    if (reading.kind === 'AMBIGUOUS') {
      if (OTHER.test(s.text)) {
        extra.set('void-other', s);
        continue;
      }
      if (FAIR_PRICE.test(s.text)) {
        extra.set('void-fair-price', s);
        continue;
      }
      return unknown(`an exceptional case is named without the payout it settles at${note}`, [
        sentenceSpan(s),
      ]);
    }
    for (const v of reading.voids)
      if (!voids.has(v.scenarioId)) voids.set(v.scenarioId, { rule: v, sentence: s });
    if (reading.voids.length === 0 && LAST_PRICE_PAYOUT.test(s.text))
      return unknown(`a clause pays the last traded price, a payout no case here names${note}`, [
        sentenceSpan(s),
      ]);
    if (reading.voids.length === 0 && HALF_PAYOUT.test(s.text)) {
      extra.set('void-50-50', s);
      continue;
    }
    if (reading.voids.length === 0 && FAIR_PAYOUT.test(s.text)) {
      extra.set('void-fair-price', s);
      continue;
    }
    if (reading.voids.length > 0 || !negatedConditionPaysNo(s)) continue;
    if (proposition === 'OCCURS') continue;
    if (proposition === undefined)
      return unknown(
        `a case in which something does not happen pays No, and no table read the proposition: whether it is the proposition's complement or an exceptional case is not known${note}`,
        [sentenceSpan(s)],
      );
    if (!voids.has('void-no'))
      voids.set('void-no', {
        rule: {
          scenarioId: 'void-no',
          label: 'Exceptional case: resolves NO',
          yes: '0',
          no: '1',
          text: s.text,
        },
        sentence: s,
      });
  }
  const keys = [...new Set([...voids.keys(), ...extra.keys()])].sort();
  const spans: Span[] = [
    ...[...voids.values()].map((v) => ruleSpan(v.sentence, v.rule.text)),
    ...[...extra.values()].map(sentenceSpan),
  ];
  return known({ rule: keys.length === 0 ? 'none' : keys.join(',') }, spans);
}

function ruleSpan(s: Sentence, text: string): Span {
  const at = s.text.indexOf(text);
  return at >= 0 ? spanIn(s, at, at + text.length) : sentenceSpan(s);
}

/**
 * Markets of a game's event whose proposition does not depend on who wins it: its total, whose
 * points count whoever wins. A tie of the game is no case of theirs, so the tie an event's
 * description states for its winner market is set aside for them (withEventExceptions). A
 * spread's or a half's own rules do state a tie ("If the match is canceled …, ends in a tie, …
 * 50-50" of a map handicap; "If the score is tied at halftime, … 50-50"): theirs is not set aside.
 */
export const GAME_TIE_NOT_THEIRS: ReadonlySet<string> = new Set(['game-total']);

/**
 * Whose text an event's description is, as event-case-owner.ts reads it: THIS market's, ANOTHER
 * market's of the event, or NOT_READ, with why.
 */
export interface EventCaseOwner {
  owner: 'THIS' | 'ANOTHER' | 'NOT_READ';
  why: string;
}

/**
 * The market's exceptions with those its event's prose states (Gamma's event description, Kalshi's
 * event subtitle), by whose text the description is (docs/decisions.md, "Settlement terms: which
 * of an event's markets its description's cases belong to"):
 * - a case in a sentence that states it for every market of the event (`every`: "all markets
 *   resolve …") is this market's too;
 * - where the description is this market's own text (`owner` THIS), its cases are the market's;
 * - where it is another market's (ANOTHER: a game's winner beside its spread), its other cases are
 *   that market's, not this one's;
 * - otherwise (NOT_READ, or no owner asked) a case the market's own rules do not state (or one
 *   whose payout is not read) leaves the term UNKNOWN, since an event's description is often the
 *   rules of its main market ("Settlement terms: the title's subject, a second subject in the group
 *   item title and the event's exceptions"). `category` is the table that read the market: a
 *   game's tie is set aside where it is no case of the market's (GAME_TIE_NOT_THEIRS).
 */
export function withEventExceptions(
  own: Term<Exceptions>,
  event: Term<Exceptions> | undefined,
  category?: string,
  owner?: EventCaseOwner,
  every?: Term<Exceptions>,
): Term<Exceptions> {
  if (own.status !== 'KNOWN' || event === undefined) return own;
  if (event.status !== 'KNOWN')
    return unknown(`the event's description: ${event.reason}`, [...own.spans, ...event.spans]);
  if (every !== undefined && every.status !== 'KNOWN')
    return unknown(`the event's description, for every market: ${every.reason}`, [
      ...own.spans,
      ...every.spans,
    ]);
  const cases = (r: string) => (r === 'none' ? [] : r.split(','));
  const mine = new Set(cases(own.value.rule));
  const everyCases = every ? cases(every.value.rule) : [];
  const added = new Set([
    ...everyCases,
    ...(owner?.owner === 'THIS' ? cases(event.value.rule) : []),
  ]);
  const notTheirs = category !== undefined && GAME_TIE_NOT_THEIRS.has(category);
  const more =
    owner === undefined || owner.owner === 'NOT_READ'
      ? cases(event.value.rule).filter(
          (k) => !mine.has(k) && !added.has(k) && !(notTheirs && k === 'tie-50-50'),
        )
      : [];
  if (more.length > 0)
    return unknown(
      `the event's description states a case (${more.join(', ')}) the market's own rules do not: whether it is this market's is not read${owner ? ` (${owner.why})` : ''}`,
      [...own.spans, ...event.spans],
    );
  const all = [...new Set([...mine, ...added])].sort();
  if (all.length === mine.size) return own;
  return known({ rule: all.join(',') }, [
    ...own.spans,
    ...(owner?.owner === 'THIS' ? event.spans : (every?.spans ?? [])),
  ]);
}
