// Windows that end at another event (docs/decisions.md, "Settlement terms: windows that end at
// another event, left unread with their frame"). A window of these terms is an instant, a period
// or a named event; none of them ends at whichever of a date and an event comes first, and the
// date alone would be a later end than the rules'. So these frames are never read as a window:
// they are found only to say precisely why the window stays UNKNOWN. Each test is a bounded
// search of one sentence's words (indexOf and slices), never a backtracking pattern.
import { timesIn } from './dates';
import { spanIn, type Sentence } from './sentences';
import type { Span } from '../settlement-terms';

/** The longest slot read after the frame's words, in characters. */
const MAX_SLOT = 160;

export interface RaceEnd {
  /** Why the window is not read, naming the event and the date as the rules write them. */
  reason: string;
  spans: Span[];
}

/** The words that end a slot: what follows is another clause of the sentence. */
const SLOT_ENDS = [', ', '; ', ' then ', ' otherwise'];

/** The slot of `s` after the words at `from`, cut at the first clause end or the sentence's end. */
function slotAfter(s: Sentence, from: number): { text: string; end: number } {
  const rest = s.text.slice(from, from + MAX_SLOT);
  let cut = rest.length;
  for (const w of SLOT_ENDS) {
    const at = rest.toLowerCase().indexOf(w);
    if (at >= 0 && at < cut) cut = at;
  }
  const text = rest.slice(0, cut).replace(/[.\s]+$/, '');
  return { text, end: from + text.length };
}

/** The date stated first in `text`, if it starts the text (after white space). */
function dateAtStart(text: string): { text: string; end: number } | undefined {
  const first = timesIn(text)[0];
  if (!first || text.slice(0, first.start).trim() !== '') return undefined;
  return { text: first.text, end: first.end };
}

/**
 * "before the earlier of <event> or <date>" (Kalshi KXELONMARS-99: "If Elon Musk visits Mars
 * before the earlier of his death or Aug 1, 2099, then the market resolves to Yes."), also with
 * "and", and with the date first: exactly one of the two ends states a date.
 */
function earlierOf(s: Sentence): RaceEnd | undefined {
  const words = 'before the earlier of ';
  const at = s.text.toLowerCase().indexOf(words);
  if (at < 0) return undefined;
  const from = at + words.length;
  const rest = s.text.slice(from, from + MAX_SLOT);
  const lead = dateAtStart(rest);
  if (lead) {
    // The date first: "the earlier of Aug 1, 2099 and his death".
    const joint = /^\s*,?\s*(or|and)\s/i.exec(rest.slice(lead.end, lead.end + 8));
    if (!joint) return undefined;
    const event = slotAfter(s, from + lead.end + joint[0].length);
    if (event.text === '' || timesIn(event.text).length > 0) return undefined;
    return earlierEnd(s, at, event.end, event.text, lead.text);
  }
  const lower = rest.toLowerCase();
  const joints = [' or ', ' and ']
    .map((j) => ({ at: lower.indexOf(j), length: j.length }))
    .filter((j) => j.at > 0)
    .sort((a, b) => a.at - b.at);
  const joint = joints[0];
  if (!joint) return undefined;
  const event = rest.slice(0, joint.at).trim();
  const date = dateAtStart(rest.slice(joint.at + joint.length));
  if (event === '' || !date || timesIn(event).length > 0) return undefined;
  return earlierEnd(s, at, from + joint.at + joint.length + date.end, event, date.text);
}

function earlierEnd(s: Sentence, at: number, end: number, event: string, date: string): RaceEnd {
  return {
    reason: `the window ends at the earlier of "${event}" and "${date}": no instant, period or named event of these terms ends at whichever comes first, and "${date}" alone would be a later end than the rules'`,
    spans: [spanIn(s, at, end)],
  };
}

/**
 * "<clause> before <event>" with "If neither occurs by <date>, … 50-50" (Gamma 540817: "… if
 * Rihanna officially releases a new album before Grand Theft Auto VI is officially released in
 * the US. … If neither occurs by July 31, 2026, 11:59 PM ET, this market will resolve to 50-50."):
 * a race whose end is the other event, of no stated date; the date only ends the market.
 */
function beforeAnotherEvent(rules: readonly Sentence[]): RaceEnd | undefined {
  const neitherWords = 'if neither occurs by ';
  const neither = rules.find((s) => s.text.toLowerCase().startsWith(neitherWords));
  if (!neither) return undefined;
  const deadline = dateAtStart(
    neither.text.slice(neitherWords.length, neitherWords.length + MAX_SLOT),
  );
  if (!deadline) return undefined;
  for (const s of rules) {
    if (s === neither) continue;
    const at = s.text.toLowerCase().indexOf(' before ');
    if (at < 0) continue;
    const event = slotAfter(s, at + ' before '.length);
    // A dated end ("before July 31, 2026") is a deadline, which other readers decide.
    if (event.text === '' || timesIn(event.text).length > 0) continue;
    return {
      reason: `the window ends when "${event.text}", an event of no stated date; "${deadline.text}" only ends the market if neither occurs`,
      spans: [spanIn(s, at + 1, event.end), spanIn(neither, 0, neitherWords.length + deadline.end)],
    };
  }
  return undefined;
}

/**
 * "resolve according to the next date (ET) <event> … between market creation and <date>" (Gamma
 * 1273905, of the markets "January 2026", "February 1, 2026", "Before March"): each market is one
 * day or month of when the event next happens, which its own name states, not its rules; the
 * rules' period is the whole event's, so it is no one market's window.
 */
function nextDate(s: Sentence): RaceEnd | undefined {
  const lower = s.text.toLowerCase();
  const at = lower.indexOf('according to the next date');
  if (at < 0) return undefined;
  const words = 'between market creation and ';
  const between = lower.indexOf(words, at);
  if (between < 0 || between - at > MAX_SLOT) return undefined;
  const date = dateAtStart(s.text.slice(between + words.length, between + words.length + MAX_SLOT));
  if (!date) return undefined;
  return {
    reason: `the rules resolve by the next date an event happens between market creation and "${date.text}": each market's own day or month is its name's, and the rules' period is the event's, no one market's window`,
    spans: [spanIn(s, at, between + words.length + date.end)],
  };
}

/**
 * "a continuous <N>-day period … that begins at any time between market creation and <end>"
 * (Gamma 1466148): a period of fixed length whose start is any instant of a range, which no one
 * period of these terms is.
 */
function floatingPeriod(s: Sentence): RaceEnd | undefined {
  const lower = s.text.toLowerCase();
  const at = lower.indexOf('a continuous ');
  if (at < 0) return undefined;
  const begins = lower.indexOf('begins at any time between', at);
  if (begins < 0 || begins - at > MAX_SLOT) return undefined;
  const end = begins + 'begins at any time between'.length;
  // The period as the rules name it ("a continuous 14-day period"), without what it is of.
  const named = lower.indexOf(' period', at);
  const quoted = named > at && named < begins ? s.text.slice(at, named + ' period'.length) : '';
  return {
    reason: `"${quoted !== '' ? quoted : s.text.slice(at, end)}" begins at any time of a range: a period whose start is any time of a range is no one period`,
    spans: [spanIn(s, at, end)],
  };
}

/**
 * Why the window is unread where the rules end it at another event, or at a day the market's own
 * name states, or let it start at any time of a range; undefined where they do none of these.
 */
export function raceEndOf(rules: readonly Sentence[]): RaceEnd | undefined {
  for (const s of rules) {
    const found = earlierOf(s) ?? nextDate(s) ?? floatingPeriod(s);
    if (found) return found;
  }
  return beforeAnotherEvent(rules);
}
