// Dates, times and time zones in rules text (docs/decisions.md, "Settlement terms: one grammar"),
// found by chrono-node and anchored by the venue's own close or expiration time: a rules text
// that says "Sep 14" means the Sep 14 nearest the market's close. chrono finds the words and their
// calendar fields; the instant is computed here from the stated zone, since "ET" follows New
// York's daylight saving while "EST" and "EDT" are the fixed offsets they name.
import type * as Chrono from 'chrono-node';

let chronoModule: typeof Chrono | undefined;
/**
 * chrono-node, loaded when a text is first read: building its parsers takes about 0.2 s of CPU,
 * which every start of the server paid though serving reads no rules text (docs/decisions.md,
 * "Start in seconds").
 */
function chrono(): typeof Chrono {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (chronoModule ??= require('chrono-node') as typeof Chrono);
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface StatedTime {
  /** Offsets into the text read. */
  start: number;
  end: number;
  text: string;
  day: CalendarDay;
  /** The last day of a stated range of days ("Apr 28-29, 2027"). */
  lastDay?: CalendarDay;
  /** Hours and minutes, when the text states a time of day. */
  clock?: [number, number];
  /** The end of a stated range of times ("11:45AM-12:00PM"), on `lastDay` (or `day`). */
  lastClock?: [number, number];
  /** The zone stated: a fixed offset ("-04:00"), "UTC", or an IANA name; absent when none is. */
  zone?: string;
  /** The year was written, not taken from the anchor. */
  yearStated: boolean;
}

/** Zone abbreviations and names as written, and what they stand for. */
const ZONES: readonly [RegExp, string][] = [
  [/\bEDT\b/, '-04:00'],
  [/\bEST\b/, '-05:00'],
  [/\bCDT\b/, '-05:00'],
  [/\bCST\b/, '-06:00'],
  [/\bPDT\b/, '-07:00'],
  [/\bPST\b/, '-08:00'],
  [/\b(?:ET|Eastern(?: Time)?)\b/, 'America/New_York'],
  [/\b(?:CT|Central Time)\b/, 'America/Chicago'],
  [/\b(?:PT|Pacific Time)\b/, 'America/Los_Angeles'],
  [/\b(?:UTC|GMT)\b/, 'UTC'],
];

/**
 * "UTC+2", "GMT-05:00", "(UTC +5:30)": an offset written after UTC or GMT is the zone, not UTC
 * itself (docs/decisions.md, "Settlement terms: a zone written as an offset from UTC"). Fixed
 * widths after the fixed words: no backtracking.
 */
const UTC_OFFSET = /\b(?:UTC|GMT) ?([+\-\u2212]) ?(\d{1,2})(?::?(\d{2}))?(?!\d)/;

/**
 * The zone a text states, in the order of ZONES; UTC or GMT with an offset after it is that
 * offset ("+02:00"), and an offset that is no offset of a clock ("UTC+15", "GMT+2:75") is no zone.
 */
export function zoneStated(text: string): string | undefined {
  for (const [pattern, zone] of ZONES) {
    if (zone === 'UTC') {
      const offset = UTC_OFFSET.exec(text);
      if (offset) return offsetZone(offset[1]!, Number(offset[2]), Number(offset[3] ?? '0'));
    }
    if (pattern.test(text)) return zone;
  }
  return undefined;
}

function offsetZone(sign: string, hours: number, minutes: number): string | undefined {
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) return undefined;
  // "UTC+0" and "GMT-00:00" are UTC itself.
  if (hours === 0 && minutes === 0) return 'UTC';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign === '+' ? '+' : '-'}${pad(hours)}:${pad(minutes)}`;
}

/** A chrono result ends before a zone written after "in the" or in brackets: look this far on. */
const ZONE_LOOKAHEAD = 24;

/** A fraction as chrono reads a day of a month ("2/3"), and the "of" after it. Anchored: linear. */
const FRACTION = /^\d{1,2}\/\d{1,2}$/;
const FRACTION_OF = /^ of /;

/**
 * A month's name written with an abbreviation's point before its day ("May. 23rd"), which chrono
 * reads for the other months ("Dec. 5th") but not for May, whose name is already short. Fixed
 * width: linear.
 */
const MONTH_POINT = /\bMay\.(?= ?\d)/g;

/**
 * An amount of money ("$114,000.00", "$7.5") or a number with thousands separators ("90,000.00"):
 * never a time of day, though chrono reads "000.00" as one. Bounded: no nested repetition.
 */
const AMOUNT = /\$\d[\d,]*(?:\.\d+)?|(?<![\d,.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)/g;

/**
 * The text as chrono is given it, one character for one, so that chrono's offsets are the text's
 * own: "May." before a day as "May ", and amounts as "#" (no date or time).
 */
const forChrono = (text: string): string =>
  text
    .replace(MONTH_POINT, (m) => `${m.slice(0, 3)} `)
    .replace(AMOUNT, (m) => '#'.repeat(m.length));

/** Every date the text states, each with its time and zone where stated. */
export function timesIn(text: string, anchor?: string): StatedTime[] {
  const reference = anchor ? new Date(anchor) : new Date(Date.UTC(2026, 0, 1));
  let results: Chrono.ParsedResult[];
  try {
    results = chrono().parse(forChrono(text), { instant: reference, timezone: 0 });
  } catch {
    return [];
  }
  const out: StatedTime[] = [];
  // A time of day chrono reads apart from its date ("12:00 in the ET timezone (noon) on December
  // 31, 2026") is the time of the date that follows it.
  let clockOnly: { hour: number; minute: number; start: number; zone?: string } | undefined;
  for (const r of results) {
    const s = r.start;
    if (!s.isCertain('month') || !s.isCertain('day')) {
      const hour = s.isCertain('hour') ? s.get('hour') : null;
      if (hour !== null) {
        const zoneText = text.slice(
          r.index,
          Math.min(text.length, r.index + r.text.length + ZONE_LOOKAHEAD),
        );
        const zone = zoneStated(zoneText);
        const minute = s.get('minute') ?? 0;
        // "12:00 … (noon)": the same time said twice keeps its first words and its zone.
        if (clockOnly && clockOnly.hour === hour && clockOnly.minute === minute) continue;
        clockOnly = { hour, minute, start: r.index, ...(zone ? { zone } : {}) };
      }
      continue;
    }
    const year = s.get('year');
    const month = s.get('month');
    const day = s.get('day');
    if (year === null || month === null || day === null) continue;
    const end = r.index + r.text.length;
    // "2/3 of state legislatures", "3/4 of the members": a fraction of something, not a day.
    if (FRACTION.test(r.text) && FRACTION_OF.test(text.slice(end, end + 4))) continue;
    const zoneText = text.slice(r.index, Math.min(text.length, end + ZONE_LOOKAHEAD));
    const stated = s.isCertain('hour') ? s.get('hour') : null;
    const joined = stated === null && clockOnly ? clockOnly : undefined;
    clockOnly = undefined;
    const zone = zoneStated(zoneText) ?? joined?.zone;
    const hour = stated ?? joined?.hour ?? null;
    const minute = joined ? joined.minute : (s.get('minute') ?? 0);
    const last = r.end;
    out.push({
      start: joined ? joined.start : r.index,
      end,
      text: text.slice(joined ? joined.start : r.index, end),
      day: { year, month, day },
      ...(last && last.isCertain('day')
        ? {
            lastDay: {
              year: last.get('year') ?? year,
              month: last.get('month') ?? month,
              day: last.get('day') ?? day,
            },
          }
        : {}),
      ...(hour !== null ? { clock: [hour, minute] as [number, number] } : {}),
      ...(hour !== null && last?.isCertain('hour')
        ? { lastClock: [last.get('hour')!, last.get('minute') ?? 0] as [number, number] }
        : {}),
      ...(zone ? { zone } : {}),
      yearStated: s.isCertain('year'),
    });
  }
  return out;
}

/** The instant of a stated time, when it has a time of day and a zone. */
export function instantOf(t: StatedTime): string | undefined {
  if (!t.clock || !t.zone) return undefined;
  return zonedToUtc(t.day.year, t.day.month, t.day.day, t.clock[0], t.clock[1], t.zone);
}

/** A wall-clock time in a zone (a fixed offset "-05:00", "UTC" or an IANA name) as ISO UTC. */
export function zonedToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  zone: string,
): string {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const fixed = /^([+-])(\d{2}):(\d{2})$/.exec(zone);
  if (fixed) {
    const offset = (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) * 60000;
    return new Date(wall - offset).toISOString();
  }
  if (zone === 'UTC') return new Date(wall).toISOString();
  // The zone's offset at the guessed instant, then again at the corrected one (a DST change).
  let utc = wall - offsetOf(wall, zone);
  utc = wall - offsetOf(utc, zone);
  return new Date(utc).toISOString();
}

function offsetOf(utcMillis: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(utcMillis));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return local - Math.floor(utcMillis / 60000) * 60000;
}

export function shiftSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** "2026-09-14". */
export function isoDay(d: CalendarDay): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/**
 * An instant (ISO UTC) as the day and time of day on a zone's wall clock, as a stated time of the
 * whole text; undefined for an instant that does not parse.
 */
export function wallClockIn(iso: string, zone: string): StatedTime | undefined {
  const millis = Date.parse(iso);
  if (!Number.isFinite(millis)) return undefined;
  const local = new Date(millis + offsetOf(millis, zone));
  return {
    start: 0,
    end: iso.length,
    text: iso,
    day: {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
    },
    clock: [local.getUTCHours(), local.getUTCMinutes()],
    zone,
    yearStated: true,
  };
}

/**
 * The year of a day stated without one ("by March 7"), fixed by the venue's own dates
 * (docs/decisions.md, "Settlement terms: windows read generally"): the one year that puts the
 * day between the day the market opened and the latest day the venue gives it (close, expected
 * expiration, expiration, end date), both kept. A market open longer than a year, or a day that
 * falls outside its dates in every year, fixes none: undefined.
 */
export function yearFixedByVenue(
  day: CalendarDay,
  opened: string | undefined,
  venueDays: readonly (string | undefined)[],
): CalendarDay | undefined {
  const open = opened !== undefined && Number.isFinite(Date.parse(opened)) ? opened : undefined;
  const ends = venueDays.filter(
    (d): d is string => d !== undefined && Number.isFinite(Date.parse(d)),
  );
  if (!open || ends.length === 0) return undefined;
  const first = new Date(open).toISOString().slice(0, 10);
  const last = ends
    .map((d) => new Date(d).toISOString().slice(0, 10))
    .reduce((a, b) => (a > b ? a : b));
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  if (lastYear - firstYear > 1) return undefined;
  const fits: CalendarDay[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const candidate = { year, month: day.month, day: day.day };
    const iso = isoDay(candidate);
    // February 29 of a year without it is no day.
    const real = new Date(Date.UTC(year, day.month - 1, day.day)).toISOString().slice(0, 10);
    if (real === iso && iso >= first && iso <= last) fits.push(candidate);
  }
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * The one calendar year, New York time, that holds the market's whole life: the day it opened and
 * every later day the venue gives it (close, expected expiration, expiration, end date). A market
 * the venue states no opening for, or no end, or whose life runs over a new year, has none:
 * undefined. (docs/decisions.md, "Settlement terms: occurrences in a scheduled game, and an
 * annual competition's edition by the venue's dates".)
 */
export function yearOfVenueLife(
  opened: string | undefined,
  venueDays: readonly (string | undefined)[],
): number | undefined {
  const years = [opened, ...venueDays]
    .filter((d): d is string => d !== undefined)
    .map((d) => wallClockIn(d, 'America/New_York')?.day.year);
  if (opened === undefined || years.length < 2 || years.some((y) => y === undefined))
    return undefined;
  return years.every((y) => y === years[0]) ? years[0] : undefined;
}
