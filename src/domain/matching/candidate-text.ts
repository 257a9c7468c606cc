// The words a market is found by (docs/decisions.md, "Candidates at venue scale"): its title
// (Kalshi `title`, Polymarket `question`) and its rules text, cut into lower-case words. Numbers
// keep their decimals and lose their thousands separators ("$100,000" and "100000" are one word,
// "43.5" stays one). Words every market says ("the", "market", "resolve") find nothing, so they
// are dropped; the rules are read up to a bound, so text of any length costs the same.
const WORD = /[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*/gu;
const SEPARATORS = /[,'’]/g;

/** Rules text past this many characters is not indexed: a market costs at most this much. */
export const RULES_CHARACTERS_READ = 4000;

const STOP_WORDS = new Set(
  (
    'a an and any are as at be been before by for from has have if in into is it its market markets no ' +
    'not of on or otherwise resolve resolved resolves resolution such than that the then there this to was were which will with yes'
  ).split(' '),
);

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const DAY = /^[0-9]{1,2}$/;

/** "December" and "Dec" are one month; null for any other word. */
function monthOf(word: string): string | null {
  const short = word.slice(0, 3);
  return MONTHS.includes(short) && (word.length === 3 || word.startsWith(short)) ? short : null;
}

/**
 * The distinct words of a text, in the order they first occur. A month followed by its day is
 * also one word ("Dec 31" and "December 31" give "dec31"): the day of a market is what its words
 * tell apart best, and "31" alone is in every month's markets.
 */
export function wordsOf(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const words = new Set<string>();
  const read = text.length > limit ? text.slice(0, limit) : text;
  let month: string | null = null;
  for (const match of read.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(SEPARATORS, '');
    if (month !== null && DAY.test(word)) words.add(`${month}${Number(word)}`);
    month = monthOf(word);
    if (word.length < 2 && !/\p{N}/u.test(word)) continue;
    if (!STOP_WORDS.has(word)) words.add(month ?? word);
  }
  return [...words];
}

/** What a market is found by: its title's words, and its rules' words not already in the title. */
export interface MarketWords {
  title: string[];
  rules: string[];
}

export function marketWords(title: string, rules: string): MarketWords {
  const titleWords = wordsOf(title, RULES_CHARACTERS_READ);
  const inTitle = new Set(titleWords);
  return {
    title: titleWords,
    rules: wordsOf(rules, RULES_CHARACTERS_READ).filter((w) => !inTitle.has(w)),
  };
}
