// Times a rules text leaves to the market's title (docs/decisions.md, "Settlement terms: the
// title's day and month of an asset's price"): "the Binance 1 minute candle for ETH/USDT 12:00 in
// the ET timezone (noon) on the date specified in the title" with the title "… on February 9?",
// and "any Binance 1 minute candle … during the month specified in the title (from 00:00 AM ET on
// the first day to 11:59 PM ET on the last)" with the title "… in February?". The rules state the
// time of day (or the month's bounds) and the zone, the title the one day (or month); a year the
// title leaves out is the one the venue's own dates fix (dates.ts, yearFixedByVenue). A title that
// states no such day or month, or more than one, fixes nothing. Every pattern is anchored or has
// no nested repetition, so each scan is linear.
import { MONTHS } from './calendar-periods';
import { isoDay, timesIn, yearFixedByVenue, zonedToUtc, type StatedTime } from './dates';
import type { Sentence } from './sentences';

/** The venue's own dates, which fix a year the title leaves out. */
export interface VenueDates {
  /** The date texts are read relative to (the venue's close or end). */
  anchor?: string;
  opened?: string;
  ends: readonly (string | undefined)[];
}

/** "the date specified in the title", "the day listed in the title". */
const TITLE_DAY = /\bthe (?:date|day) (?:specified|stated|listed|named) in the title\b/i;

/**
 * The instant a rules text states by its time of day and zone on the title's one day: the rules'
 * words with the title's day in place of "the date specified in the title", read again as one
 * stated time. Undefined unless the result has a time of day and a zone and the titles state one
 * day only, without a time of their own (a title's own time is read as such elsewhere).
 */
export function timeOnTitleDay(
  text: string,
  titles: readonly Sentence[],
  venue: VenueDates,
): { time: StatedTime; title: Sentence; titleTime: StatedTime } | undefined {
  const m = TITLE_DAY.exec(text);
  if (!m) return undefined;
  const days: { title: Sentence; t: StatedTime }[] = [];
  for (const title of titles)
    for (const t of timesIn(title.text, venue.anchor)) days.push({ title, t });
  if (new Set(days.map((d) => isoDay(d.t.day))).size !== 1) return undefined;
  const { title, t } = days[0]!;
  if (t.clock || t.lastDay) return undefined;
  const joined = timesIn(
    `${text.slice(0, m.index)}${t.text}${text.slice(m.index + m[0].length)}`,
    venue.anchor,
  );
  const one = joined[0];
  if (joined.length !== 1 || !one?.clock || !one.zone) return undefined;
  if (one.day.month !== t.day.month || one.day.day !== t.day.day) return undefined;
  const day = t.yearStated ? t.day : yearFixedByVenue(t.day, venue.opened, venue.ends);
  if (!day) return undefined;
  return {
    time: { ...one, day, start: 0, end: text.length, text, yearStated: true },
    title,
    titleTime: t,
  };
}

/**
 * "the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM ET on the
 * last)": the whole month, its last minute kept, in the one zone stated at both ends.
 */
const TITLE_MONTH =
  /^the month (?:specified|stated|listed|named) in the title \(from (\d{1,2}(?::\d{2})?(?: ?[AP]\.?M\.?)?) (ET|UTC) on the first day to (\d{1,2}(?::\d{2})?(?: ?[AP]\.?M\.?)?) (ET|UTC) on the last(?: day)?\)$/i;

/** A time of day as venues write it: "12:00 AM", "12 AM", "11:59pm", "11:59 p.m.", "00:00", "23:59". */
const CLOCK = /^(\d{1,2})(?::(\d{2}))?(?: ?([AP])\.?M\.?)?$/i;

/**
 * The hours and minutes of a time of day, in either convention: twelve hours with AM or PM ("00:00
 * AM", as venues write midnight too, is midnight), or 24 with its minutes ("23:59"). A bare number
 * ("12") is no time. Undefined where the clock has no such time.
 */
export function clockOf(written: string): [number, number] | undefined {
  const m = CLOCK.exec(written.trim());
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  if (minute > 59) return undefined;
  const half = m[3]?.toUpperCase();
  if (half === undefined) return m[2] !== undefined && hour <= 23 ? [hour, minute] : undefined;
  if (hour === 0 && half === 'A') return [0, minute];
  if (hour < 1 || hour > 12) return undefined;
  return [(hour % 12) + (half === 'P' ? 12 : 0), minute];
}

/** The clock at the last minute of a day: a period "to 11:59 PM on the last" keeps that minute. */
const isLastMinute = (c: [number, number] | undefined): boolean => c?.[0] === 23 && c[1] === 59;

const ZONE_OF: Readonly<Record<string, string>> = { et: 'America/New_York', utc: 'UTC' };

/** "in February", "during March 2026": the month a title names, and its year where it has one. */
const MONTH_IN_TITLE =
  /\b(?:in|during) (january|february|march|april|may|june|july|august|september|october|november|december)(?:,? ((?:19|20)\d\d))?\b/gi;

/** A month is whole only where no day follows it ("in March 5" names a day). */
const DAY_AFTER = /^\s*\d/;

/**
 * The period a rules text names as "the month specified in the title", with its zone: the one
 * month the titles name (by "in" or "during"), from its first day's midnight to the next month's,
 * in the zone stated. Undefined where the text is not that wording, the titles name no month or
 * several, or the year is neither written nor fixed by the venue's dates.
 */
export function titleMonth(
  text: string,
  titles: readonly Sentence[],
  venue: VenueDates,
): { start: string; end: string; zone: string; title: Sentence; at: [number, number] } | undefined {
  const stated = TITLE_MONTH.exec(asWritten(text));
  if (!stated) return undefined;
  const [, opens, from, closes, to] = stated;
  if (from!.toLowerCase() !== to!.toLowerCase()) return undefined;
  const open = clockOf(opens!);
  if (!open || open[0] !== 0 || open[1] !== 0 || !isLastMinute(clockOf(closes!))) return undefined;
  const zone = ZONE_OF[from!.toLowerCase()]!;
  const named: { title: Sentence; month: number; year?: number; at: [number, number] }[] = [];
  for (const title of titles) {
    // Titles are short; a title longer than any real one is not scanned for months.
    if (title.text.length > 400) return undefined;
    for (const m of title.text.matchAll(MONTH_IN_TITLE)) {
      const end = m.index + m[0].length;
      if (m[2] === undefined && DAY_AFTER.test(title.text.slice(end))) return undefined;
      named.push({
        title,
        month: MONTHS.indexOf(m[1]!.toLowerCase()) + 1,
        ...(m[2] !== undefined ? { year: Number(m[2]) } : {}),
        at: [m.index, end],
      });
    }
  }
  const months = new Set(named.map((n) => `${n.month}/${n.year ?? ''}`));
  const first = named[0];
  if (months.size !== 1 || !first) return undefined;
  // The month's last day (February's 28th in any year) must fall within the venue's dates.
  const lastDay = new Date(Date.UTC(2001, first.month, 0)).getUTCDate();
  const year =
    first.year ??
    yearFixedByVenue({ year: 2001, month: first.month, day: lastDay }, venue.opened, venue.ends)
      ?.year;
  if (year === undefined) return undefined;
  return {
    start: zonedToUtc(year, first.month, 1, 0, 0, zone),
    end: zonedToUtc(year, first.month + 1, 1, 0, 0, zone),
    zone,
    title: first.title,
    at: first.at,
  };
}

/** The slot's words on one line, without the comma a clause after it leaves ("…the last), has"). */
function asWritten(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/,$/, '');
}

const TITLE_DAYS =
  /^the date range (?:specified|stated|listed|named) in the title \(from (\d{1,2}(?::\d{2})?(?: ?[AP]\.?M\.?)?) (ET|UTC) on the first date to (\d{1,2}(?::\d{2})?(?: ?[AP]\.?M\.?)?) (ET|UTC) on the last(?: date)?\)$/i;

/** "February 2-8", "July 14–20": a month's name and two of its days, in a title. */
const DAYS_IN_TITLE =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2}) ?[-\u2013] ?(\d{1,2})\b/gi;

/**
 * The period a rules text names as "the date range specified in the title (from 12:00 AM ET on
 * the first date to 11:59 PM ET on the last)": the one range of days of a month the titles name,
 * from the first day at the stated time to the midnight after the last, in the zone stated.
 * Undefined where the text is not that wording, the titles name no such range or several, the
 * range runs backwards, or the year is not fixed by the venue's dates.
 */
export function titleDays(
  text: string,
  titles: readonly Sentence[],
  venue: VenueDates,
): { start: string; end: string; zone: string; title: Sentence; at: [number, number] } | undefined {
  const stated = TITLE_DAYS.exec(asWritten(text));
  if (!stated) return undefined;
  const [, opens, from, closes, to] = stated;
  const open = clockOf(opens!);
  if (from!.toLowerCase() !== to!.toLowerCase() || !open || !isLastMinute(clockOf(closes!)))
    return undefined;
  const zone = ZONE_OF[from!.toLowerCase()]!;
  const named: {
    title: Sentence;
    month: number;
    first: number;
    last: number;
    at: [number, number];
  }[] = [];
  for (const title of titles) {
    if (title.text.length > 400) return undefined;
    for (const m of title.text.matchAll(DAYS_IN_TITLE))
      named.push({
        title,
        month: MONTHS.indexOf(m[1]!.toLowerCase()) + 1,
        first: Number(m[2]),
        last: Number(m[3]),
        at: [m.index, m.index + m[0].length],
      });
  }
  const ranges = new Set(named.map((n) => `${n.month}/${n.first}/${n.last}`));
  const one = named[0];
  if (ranges.size !== 1 || !one || one.first >= one.last) return undefined;
  if (one.last > new Date(Date.UTC(2001, one.month, 0)).getUTCDate()) return undefined;
  const year = yearFixedByVenue(
    { year: 2001, month: one.month, day: one.last },
    venue.opened,
    venue.ends,
  )?.year;
  if (year === undefined) return undefined;
  return {
    start: zonedToUtc(year, one.month, one.first, open[0], open[1], zone),
    end: zonedToUtc(year, one.month, one.last + 1, 0, 0, zone),
    zone,
    title: one.title,
    at: one.at,
  };
}
