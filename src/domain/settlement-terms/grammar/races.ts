// Elections as venues name them (docs/decisions.md, "Settlement terms: elections, seats and
// offices read by the shape of their condition"): "the 2028 US Presidential Election", "the 2026
// Georgia Senate runoff", "the 2025 parliamentary election". A race is named when its words say it
// is a vote (RACE_WORDS) and state one year; anything else in the slot (a margin, a second
// clause, another contest) makes it no one race, and the reader leaves the terms UNKNOWN. Each
// test is a bounded scan of a slot's words, never a backtracking pattern over the whole text.
import { timesIn } from './dates';

/** Words that make a name a vote, by the kind of contest they name (lower case). */
const RACE_WORDS: Readonly<Record<string, RaceKind>> = {
  election: 'general',
  elections: 'general',
  primary: 'primary',
  primaries: 'primary',
  caucus: 'primary',
  caucuses: 'primary',
  nomination: 'primary',
  nominee: 'primary',
  runoff: 'runoff',
  'run-off': 'runoff',
  general: 'general',
};

export type RaceKind = 'general' | 'primary' | 'runoff';

/** Words that end a race's name: what follows is another clause (a margin, a condition). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  'and',
  'by',
  'if',
  'or',
  'with',
  'between',
  'unless',
  'when',
  'before',
  'after',
  'than',
]);

/** The longest race name read, in characters. */
const MAX_RACE = 100;

export interface Race {
  /** The race as written, without a leading "the" and with straight quotes. */
  name: string;
  year: string;
  /** The kinds of contest its words name: a primary's runoff names two. */
  kinds: ReadonlySet<RaceKind>;
}

/**
 * The race a slot names, or undefined: one year, a word of RACE_WORDS, no number but the year,
 * an ordinal ("28th district") or a district code ("CT-05"), and no clause word.
 */
export function raceNamed(text: string): Race | undefined {
  const name = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/^the\s+/i, '')
    .trim();
  if (name.length === 0 || name.length > MAX_RACE || /[,;:()"]/.test(name)) return undefined;
  const words = name.split(/\s+/);
  const years = new Set<string>();
  const kinds = new Set<RaceKind>();
  for (const word of words) {
    const lower = word.toLowerCase();
    if (CLAUSE_WORDS.has(lower)) return undefined;
    const kind = RACE_WORDS[lower];
    if (kind) kinds.add(kind);
    if (/^(?:19|20)\d{2}$/.test(word)) years.add(word);
    else if (/^\d{1,3}(?:st|nd|rd|th)$/i.test(word) || /^[A-Z]{2}-\d{1,2}$/.test(word)) continue;
    else if (/\d/.test(word)) return undefined;
  }
  const year = [...years][0];
  if (years.size !== 1 || kinds.size === 0 || year === undefined) return undefined;
  // "primary election", "runoff election": the vote is the primary or the runoff; "general" with
  // a primary names two contests.
  if (kinds.size > 1) {
    if (words.some((w) => w.toLowerCase() === 'general')) return undefined;
    kinds.delete('general');
  }
  return { name, year, kinds };
}

/**
 * Words after a race's name that say when it is held ("…, scheduled for November 3, 2026", "…
 * held on September 26, 2027"): the venue's schedule of the race, not a deadline. Longest first,
 * so that "scheduled to take place on" is not read as "scheduled" and a date "to take place on …".
 */
const SCHEDULE_WORDS: readonly string[] = [
  'currently scheduled to take place on',
  'currently scheduled to be held on',
  'currently scheduled for',
  'scheduled to take place on',
  'scheduled to be held on',
  'scheduled for',
  'to be held on',
  'taking place on',
  'held on',
];

/** The longest race with its schedule read, in characters. */
const MAX_SCHEDULED_RACE = 160;

export interface ScheduledRace {
  race: Race;
  /** The date's words as written ("September 26, 2027"). */
  date: string;
  /** Why the race and its date are not one race: the date is in another year than the race's. */
  conflict?: string;
}

/**
 * A race named with the day it is held (docs/decisions.md, "Settlement terms: an election named
 * with the day it is held"): the race before the schedule's words, as raceNamed reads it, and one
 * date after them, nothing else. A date whose written year is not the race's names two times and
 * is returned with the conflict, so that the reader says so rather than choosing one.
 */
export function scheduledRace(text: string): ScheduledRace | undefined {
  if (text.length > MAX_SCHEDULED_RACE) return undefined;
  const lower = text.toLowerCase();
  for (const words of SCHEDULE_WORDS) {
    const at = lower.indexOf(` ${words} `);
    if (at < 0) continue;
    const name = text.slice(0, at).replace(/,$/, '');
    const date = text.slice(at + words.length + 2).trim();
    const times = timesIn(date);
    const t = times[0];
    if (times.length !== 1 || !t || t.start !== 0 || t.end !== date.length) return undefined;
    // "the German federal election held on September 26, 2027": the year is the date's. A name
    // with a year of its own is read as written, and a second year makes it no race.
    const race =
      raceNamed(name) ??
      (t.yearStated ? raceNamed(`${t.day.year} ${name.replace(/^the\s+/i, '')}`) : undefined);
    if (!race) return undefined;
    return t.yearStated && String(t.day.year) !== race.year
      ? { race, date, conflict: `"${race.name}" is held on "${date}", in another year` }
      : { race, date };
  }
  return undefined;
}

/** Words that start a description of someone rather than a name ("a candidate from …"). */
const NOT_A_NAME: ReadonlySet<string> = new Set([
  'a',
  'an',
  'any',
  'the',
  'no',
  'another',
  'other',
  'someone',
  'nobody',
  'listed',
]);

/**
 * Whether a slot names one candidate: up to six words, the first capitalised and none a digit or
 * a conjunction ("Gavin Newsom", "Karol Nawrocki"), not "a candidate from neither …" nor two
 * people ("Biden or Harris").
 */
export function candidateNamed(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 6 || text.length > 80) return false;
  if (NOT_A_NAME.has(words[0]!.toLowerCase()) || !/^\p{Lu}/u.test(words[0]!)) return false;
  return words.every((w) => !/\d/.test(w) && !/^(?:and|or|&|nor|vs\.?)$/i.test(w));
}

/**
 * Why a question's race is not the rules' race, or undefined where it may be: a question that
 * names a contest of another kind (a primary against the general election) or another year names
 * another race, which the text does not decide between.
 */
export function otherRace(rules: Race, question: Race): string | undefined {
  if (question.year !== rules.year)
    return `the question names the ${question.year} race, the rules the ${rules.year} one`;
  const same =
    question.kinds.size === rules.kinds.size &&
    [...question.kinds].every((k) => rules.kinds.has(k));
  if (!same) return `the question names "${question.name}", the rules "${rules.name}"`;
  return undefined;
}

/** Words that name an office someone holds (lower case): a head of state, government or body. */
const OFFICE_WORDS: ReadonlySet<string> = new Set([
  'president',
  'prime',
  'premier',
  'chancellor',
  'governor',
  'mayor',
  'senator',
  'speaker',
  'leader',
  'secretary',
  'minister',
  'chair',
  'chairman',
  'chairwoman',
  'king',
  'queen',
  'monarch',
  'pope',
  'emperor',
  'taoiseach',
  'ceo',
]);

/** The longest office name read, in words. */
const MAX_OFFICE_WORDS = 8;

/**
 * The office a slot names, without a leading "the", or undefined: at most eight words, one of
 * them an office's (OFFICE_WORDS), no digit and no clause word ("governor of New York", "the
 * Prime Minister of Israel"; not "the largest company in the world").
 */
export function officeNamed(text: string): string | undefined {
  const name = text.replace(/^the\s+/i, '').trim();
  const words = name.split(/\s+/);
  if (name.length === 0 || words.length > MAX_OFFICE_WORDS || /[\d,;:()"]/.test(name))
    return undefined;
  const lower = words.map((w) => w.toLowerCase());
  if (lower.some((w) => CLAUSE_WORDS.has(w))) return undefined;
  return lower.some((w) => OFFICE_WORDS.has(w)) ? name : undefined;
}
