// Which side of a YES/NO market pays when its stated condition holds (docs/decisions.md,
// "Settlement terms: one grammar"), and the sentence that states the condition: Kalshi's "If …,
// then the market resolves to Yes.", Polymarket's "This market will resolve to "Yes" if …". The
// condition's words are where the grammar reads the proposition's comparison and its time.
import { known, unknown, type Span, type Term, type YesSide } from '../settlement-terms';
import { spanIn, type Sentence } from './sentences';

/** The sentence stating the condition, and the condition's offsets in it. */
export interface Condition {
  sentence: Sentence;
  side: YesSide;
  /** Offsets into the sentence's text of the condition's words. */
  start: number;
  end: number;
  span: Span;
}

/** "If …, then the market resolves to Yes": the condition precedes. */
const THEN_RESOLVES =
  /,?\s?then (?:the|this) market (?:resolves|will resolve|shall resolve) (?:to )?["\u201c\u2018']?(yes|no)\b/i;
/** "… will resolve to "Yes" if …": the condition follows. */
const RESOLVES_IF =
  /\b(?:resolves?|be resolved) (?:to |as )?["\u201c\u2018']?(yes|no)["\u201d\u2019']?,? (?:if|when|in the event that)\b/i;
const OTHERWISE = /\botherwise,?\s?(?:this market |the market )?(?:will )?$/i;
/**
 * "If the Golden State Warriors win by over 8.5 points, the market will resolve to "Yes".": the
 * condition precedes without "then". Only a condition that names no exceptional case and no
 * negation states the proposition: "If the season is canceled …, this market will resolve to
 * "No."" is an exceptional case (grammar/exception-clauses.ts), and "If X doesn't launch …" the
 * proposition's complement.
 */
const IF_RESOLVES =
  /,?\s(?:this|the) market (?:will|shall) resolve (?:to )?["\u201c\u2018']?(yes|no)\b/i;
const NOT_THE_PROPOSITION =
  /\b(?:cancel\w*|postpone\w*|delay\w*|reschedul\w*|suspend\w*|forfeit\w*|tie|tied|draw|ambigu\w*|unavailable|not|never|no|neither|nor|fails?|impossible)\b|n['\u2019]t\b/i;

export function readCondition(rules: readonly Sentence[]): Condition[] {
  const out: Condition[] = [];
  for (const s of rules) {
    const then = THEN_RESOLVES.exec(s.text);
    if (then) {
      const ifAt = ifStart(s.text, then.index);
      const side = then[1]!.toLowerCase() === 'yes' ? 'YES' : 'NO';
      out.push({
        sentence: s,
        side,
        start: ifAt,
        end: then.index,
        span: spanIn(s, ifAt, then.index + then[0].length),
      });
      continue;
    }
    const ifResolves = /^If\s/.test(s.text) ? IF_RESOLVES.exec(s.text) : null;
    if (ifResolves && !NOT_THE_PROPOSITION.test(s.text.slice(0, ifResolves.index))) {
      out.push({
        sentence: s,
        side: ifResolves[1]!.toLowerCase() === 'yes' ? 'YES' : 'NO',
        start: 0,
        end: ifResolves.index,
        span: spanIn(s, 0, ifResolves.index + ifResolves[0].length),
      });
      continue;
    }
    const resolves = RESOLVES_IF.exec(s.text);
    if (
      resolves &&
      !OTHERWISE.test(s.text.slice(Math.max(0, resolves.index - 40), resolves.index))
    ) {
      const side = resolves[1]!.toLowerCase() === 'yes' ? 'YES' : 'NO';
      const condStart = resolves.index + resolves[0].length;
      out.push({
        sentence: s,
        side,
        start: condStart,
        end: s.text.length,
        span: spanIn(s, resolves.index, s.text.length),
      });
    }
  }
  return out;
}

/** Where "If" starts the condition before `end`, else the sentence's start. */
function ifStart(text: string, end: number): number {
  const lower = text.slice(0, end).toLowerCase();
  const at = lower.startsWith('if ') ? 0 : lower.lastIndexOf(' if ');
  return at <= 0 ? 0 : at + 1;
}

export function readYesSide(
  outcomes: readonly { label: string; venueOutcomeId: string }[],
  outcomeSpans: Span[],
  conditions: readonly Condition[],
  question: Sentence | undefined,
  rules: readonly Sentence[],
): Term<YesSide> {
  if (outcomes[0]?.label !== 'YES' || outcomes[1]?.label !== 'NO')
    return unknown(
      `the outcomes are ${outcomes.map((o) => o.venueOutcomeId).join('/')}, not Yes/No`,
      outcomeSpans,
    );
  // The first condition states the proposition; a later one for the other side ("… will resolve
  // to "No" if it becomes impossible for this team to win") settles early, it does not say which
  // side the proposition pays. Both sides in one sentence say nothing.
  const first = conditions[0];
  const same = conditions.filter((c) => c.sentence === first?.sentence);
  if (first && new Set(same.map((c) => c.side)).size > 1)
    return unknown(
      'the rules state conditions for both Yes and No',
      same.map((c) => c.span),
    );
  if (first) return known(first.side, [first.span]);
  // "This market will resolve according to the national team that wins …" on a question "Will
  // Spain win …?", or "This is a market on which teams will qualify for the 2026 FIFA World Cup."
  // on "Will Sweden qualify for …?" (its rules state only when it pays No): the rules say what the
  // market is about, the question asks it of one competitor, and Yes answers the question.
  // "This market will resolve to the next individual who is officially appointed …" and "… will
  // resolve in favor of the driver who …" say the same of a person or a competitor.
  const according = rules.find((s) =>
    /\bresolve according to\b|\bresolve (?:to|in favou?r of) the (?:next )?(?:individual|person|candidate|team|player|driver|party|club|nominee|country|artist)s? (?:who|that)\b|^This is a market on (?:which|whether)\b/i.test(
      s.text,
    ),
  );
  if (according && question && /^Will\b[^?]{0,300}\?$/.test(question.text))
    return known('YES', [
      spanIn(according, 0, according.text.length),
      spanIn(question, 0, question.text.length),
    ]);
  return unknown('the rules do not say which outcome the condition pays');
}

/**
 * A negation of a clause: "not", "never", "n't". "No longer" is left out: it names a change the
 * tables read as their own proposition ("is no longer Prime Minister" is leaving office).
 */
const NEGATED = /\b(?:not|never)\b|n['\u2019]t\b/i;
/**
 * Where a "… resolves to Yes if …" condition ends: the other side's words ("and "No" otherwise",
 * "and "Yes" otherwise" after a condition that pays No).
 */
const OTHER_SIDE = /\band (?:to )?["\u201c\u2018']?(?:no|yes)\b|\botherwise\b/i;

/**
 * The negation in a condition's own words, where there is one: "If the next head coach … is not
 * Micah Nori, then …", "… resolve "Yes" if the aforementioned conditions are not met and "No"
 * otherwise", and the same stated by the other outcome: "… will resolve to "No" if Donald Trump
 * does not say the listed term …; otherwise "Yes"", "If the high … is not between 88-89°, then
 * the market resolves to No". A table reads a proposition in its plain form; negated, the reading
 * would be its complement's, so the side it pays is left unread whichever side the condition
 * names (docs/decisions.md, "Settlement terms: the audits' open defects mended in the grammar",
 * and "Settlement terms: a second number in the title, the event's subject and hedged
 * background"). Asides in brackets ("(does not include extra time)") qualify the proposition and
 * do not negate it.
 */
export function negatedCondition(condition: Condition | undefined): string | undefined {
  if (!condition) return undefined;
  let clause = condition.sentence.text.slice(condition.start, condition.end);
  const other = OTHER_SIDE.exec(clause);
  if (other) clause = clause.slice(0, other.index);
  const plain = clause.replace(/\([^()]{0,200}\)/g, ' ');
  return NEGATED.exec(plain)?.[0];
}
