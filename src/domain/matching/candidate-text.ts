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

const MONTH_NAMES =
  'january february march april may june july august september october november december'.split(
    ' ',
  );

/** Each form a month is written in ("dec", "decem", "december"; "sept"), by its first three letters. */
const MONTH_FORMS = new Map<string, string>();
for (const name of MONTH_NAMES) {
  for (let end = 3; end <= name.length; end += 1)
    MONTH_FORMS.set(name.slice(0, end), name.slice(0, 3));
}

/**
 * "December", "Dec" and "Sept" are one month; null for any other word. Only a month's name or an
 * abbreviation of it is a month: "mayor", "marathon" and "junior" are words of their own.
 */
function monthOf(word: string): string | null {
  return MONTH_FORMS.get(word) ?? null;
}

/** Whether a word is a day of a month: one or two digits. */
function isDay(word: string): boolean {
  const n = word.length;
  return (n === 1 || n === 2) && isDigit(word.charCodeAt(0)) && isDigit(word.charCodeAt(n - 1));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Anything but printable ASCII and white space: such a text is cut by the pattern. */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r\f\v]/;
const NUMBER = /\p{N}/u;

/**
 * The words of a text in the order they occur, as WORD matches them: a plain ASCII text (most
 * rules) is cut by a scan of its character codes, any other by the pattern. Both cut alike: letters and
 * digits, joined by one `.`, `,` or `'` between two of them.
 */
function cutWords(lower: string, ascii: boolean): string[] {
  if (!ascii) return Array.from(lower.matchAll(WORD), (m) => m[0]);
  const words: string[] = [];
  const n = lower.length;
  let i = 0;
  while (i < n) {
    if (!isWordCode(lower.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isWordCode(lower.charCodeAt(i))) i++;
    while (i + 1 < n && isJoinCode(lower.charCodeAt(i)) && isWordCode(lower.charCodeAt(i + 1))) {
      i += 2;
      while (i < n && isWordCode(lower.charCodeAt(i))) i++;
    }
    words.push(lower.slice(start, i));
  }
  return words;
}

/** A lower-case ASCII letter or a digit. */
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

/** `.`, `,` or `'`. */
function isJoinCode(code: number): boolean {
  return code === 46 || code === 44 || code === 39;
}

/**
 * The distinct words of a text, in the order they first occur. A month followed by its day is
 * also one word ("Dec 31" and "December 31" give "dec31"): the day of a market is what its words
 * tell apart best, and "31" alone is in every month's markets.
 */
export function wordsOf(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const words = new Set<string>();
  const read = text.length > limit ? text.slice(0, limit) : text;
  // Checked before lower-casing: a non-ASCII letter may lower-case to an ASCII one (the Kelvin sign).
  const ascii = !NOT_PLAIN_ASCII.test(read);
  let month: string | null = null;
  for (const cut of cutWords(read.toLowerCase(), ascii)) {
    const word =
      cut.includes(',') || cut.includes("'") || cut.includes('’')
        ? cut.replace(SEPARATORS, '')
        : cut;
    if (month !== null && isDay(word)) words.add(`${month}${Number(word)}`);
    month = monthOf(word);
    if (word.length < 2 && !isDigit(word.charCodeAt(0)) && !NUMBER.test(word)) continue;
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
