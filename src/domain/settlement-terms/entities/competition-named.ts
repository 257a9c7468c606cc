// The competition of the table (categories/competitions.ts) a competition's words name, where one
// row's phrase names it without doubt (docs/decisions.md, "Settlement terms: the competitions
// venues list"): the longest phrase the words hold, as whole words, not another competition of
// the same name ("Women's FA Cup", "La Liga 2", "Hong Kong Premier League"), and, where the
// phrase is several competitions' ("US Open"), the one whose qualifier the words, the event's
// words or its tags say. Pure and bounded: every scan is a fixed number of passes over the text.
import { foldToAscii } from '../../ascii-fold';
import { COMPETITIONS, type Competition } from '../categories/competitions';
import type { VenueText } from '../term-inputs';
import { namesTablePhrase } from './resolve-entity';

/** A text that says a competition's qualifier: the market's title (where it starts) or the event's. */
export type SayingText = VenueText & { start?: number };

export type CompetitionNamed =
  { competition: Competition; phrase: string; said?: SayingText } | { problem: string };

/** Words that make a competition's name another's: its women's, youth, senior or reserve one. */
const OTHER_EDITION =
  /\b(?:women'?s|womens|ladies'?|girls'?|youth|juniors?|u-?\d{2}|under-\d{2}|reserves?|seniors?|amateur|wheelchair|legends|qualif\w{0,10})\b/;

/** The draw of a tennis major: "Men's Singles", "Women's Doubles". */
const DRAW = /\b(?:men'?s|mens|singles|doubles|mixed)\b/;

/**
 * The table's competition the words name; undefined where none does (the words are then read by
 * their own name), or the reason the phrase they hold names no one competition.
 */
export function competitionNamed(
  text: string,
  context: readonly SayingText[],
  tags: readonly string[],
): CompetitionNamed | undefined {
  const cased = foldToAscii(text).replace(/[\u2018\u2019]/g, "'");
  const lower = cased.toLowerCase();
  const rows = COMPETITIONS.filter((c) => names(cased, lower, c));
  const longest = Math.max(0, ...rows.map((c) => c.phrase.length));
  const named = rows.filter((c) => c.phrase.length === longest);
  if (named.length === 0) return undefined;
  const phrase = named[0]!.phrase;
  const said = named
    .map((c) => ({ competition: c, said: qualifier(c, lower, context, tags) }))
    .filter((s) => s.said !== undefined);
  const names_ = new Set(said.map((s) => s.competition.name));
  if (names_.size === 0) return { problem: `"${text}" does not say whose ${phrase} it is` };
  if (names_.size > 1)
    return { problem: `"${text}" does not say which ${phrase} it is (${[...names_].join(', ')})` };
  const one = said[0]!;
  return one.said === true
    ? { competition: one.competition, phrase }
    : { competition: one.competition, phrase, said: one.said };
}

/** Whether the words name the row's competition and not another of the same name. */
function names(cased: string, lower: string, c: Competition): boolean {
  // The cheap test first: the whole-word reading folds the text again.
  if (!lower.includes(c.phrase) || !namesTablePhrase(lower, c.phrase)) return false;
  const at = ` ${lower} `.indexOf(` ${c.phrase}`);
  if (at < 0) return false;
  const after = lower.slice(at + c.phrase.length);
  // A whole word ("epl", not "eplus"), not a numbered division ("La Liga 2", "2. Bundesliga").
  if (/^[a-z0-9]/.test(after) || /^\s?\d(?!\d)/.test(after)) return false;
  // The words just before the phrase, at most 40 characters: a bounded look, whatever the text.
  const before = cased.slice(Math.max(0, at - 40), at);
  if (/(?:^|\s)\d\.\s*$/.test(before)) return false;
  const rest = `${lower.slice(0, at)} ${after}`;
  if (OTHER_EDITION.test(rest) || (c.draws && DRAW.test(rest))) return false;
  if (!(c.shared || c.needs)) return true;
  // A proper name right before a shared name makes it another's ("AFC Champions League").
  const word = /(\S+)\s*$/.exec(before)?.[1] ?? '';
  const allowed = ['the', "men's", 'mens', ...(c.needs ?? [])];
  return !/^[A-Z]/.test(word) || allowed.includes(word.toLowerCase());
}

/**
 * Where the row's qualifier is said: true for a row that needs none or whose words say it, the
 * market's title, the event's text or its tag that says it, undefined where none does.
 */
function qualifier(
  c: Competition,
  lower: string,
  context: readonly SayingText[],
  tags: readonly string[],
): true | SayingText | undefined {
  if (!c.needs) return true;
  const says = (text: string) => {
    const words = ` ${foldToAscii(text).toLowerCase()} `;
    return c.needs!.some((w) => new RegExp(`[^a-z0-9]${escaped(w)}[^a-z0-9]`).test(words));
  };
  if (says(lower)) return true;
  const event = context.find((t) => says(t.text));
  if (event) return event;
  const tag = tags.find(says);
  return tag !== undefined ? { field: 'event.tags', text: tag } : undefined;
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
