// The observation window of a market from its rules text (docs/decisions.md, "Settlement
// terms"): the moment or period whose value decides it, as exact UTC instants with the zone the
// venue stated. Only a date with its year and, for an instant, a time with its zone counts; a
// trading close time (Kalshi close_time, Polymarket endDate) says when trading stops, not what is
// observed, so it never stands in for the rules.
import type { VenueText } from './term-inputs';
import { known, unknown, type Span, type Term, type Window } from './settlement-terms';
import { findAllIn, spanOf } from './find-spans';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const TIME = '(noon|midnight|\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?)';
const ZONE = '(EST|EDT|ET|Eastern Time|UTC|GMT)';

/** "Dec 31, 2026 at 5pm EST", "December 31, 2026, 11:59 PM ET". */
const DATE_THEN_TIME = new RegExp(
  `\\b${MONTH}\\s+(\\d{1,2}),\\s*(\\d{4}),?\\s+(?:at\\s+)?${TIME}\\s*(?:\\(?(?:in\\s+the\\s+)?${ZONE}(?:\\s+time\\s*zone)?\\)?)`,
  'gi',
);
/** "5pm EST on Dec 31, 2026", "12:00 in the ET timezone (noon) on December 31, 2026". */
const TIME_THEN_DATE = new RegExp(
  `\\b${TIME}\\s+(?:in\\s+the\\s+)?${ZONE}(?:\\s+time\\s*zone)?(?:\\s*\\([a-z]+\\))?\\s+on\\s+${MONTH}\\s+(\\d{1,2}),\\s*(\\d{4})`,
  'gi',
);
/** "December 8-9, 2026 meeting", "meeting scheduled for December 8 - 9, 2026". */
const MEETING = new RegExp(
  `(?:\\bmeeting\\s+(?:scheduled\\s+)?(?:for|on)\\s+${MONTH}\\s+(\\d{1,2})\\s*[-\u2013]\\s*(\\d{1,2}),\\s*(\\d{4})|\\b${MONTH}\\s+(\\d{1,2})\\s*[-\u2013]\\s*(\\d{1,2}),\\s*(\\d{4}),?\\s+(?:FOMC\\s+)?meeting)`,
  'gi',
);
/** "the simple average of the sixty seconds ... before": a period ending at the instant. */
const AVERAGE_BEFORE =
  /\b(?:simple\s+)?average\s+of\s+the\s+(sixty|60|thirty|30)\s+seconds?\b[^.]*?\bbefore\b/i;
/** "the Binance 1 minute candle for BTC/USDT 12:00": a period starting at the instant. */
const MINUTE_CANDLE = /\b1[- ]minute\s+candle\b/i;

export interface InstantMatch {
  at: string;
  zone: string;
  span: Span;
}

export function readWindow(rules: readonly VenueText[]): Term<Window> {
  const meetings = findAllIn(rules, MEETING).map(({ field, match }) => {
    const g = match.slice(1);
    const [month, d1, d2, year] = g[0] ? [g[0], g[1], g[2], g[3]] : [g[4], g[5], g[6], g[7]];
    const zone = 'America/New_York';
    return {
      start: zonedToUtc(Number(year), monthOf(month!), Number(d1), 0, 0, zone),
      end: zonedToUtc(Number(year), monthOf(month!), Number(d2) + 1, 0, 0, zone),
      zone,
      span: spanOf(field, match),
    };
  });
  if (meetings.length > 0) {
    const distinct = new Set(meetings.map((m) => `${m.start}/${m.end}`));
    if (distinct.size > 1)
      return unknown(
        'the rules name more than one meeting',
        meetings.map((m) => m.span),
      );
    const m = meetings[0]!;
    return known(
      { kind: 'PERIOD', start: m.start, end: m.end, zone: m.zone },
      meetings.map((x) => x.span),
    );
  }
  const instants = readInstants(rules);
  if (instants.length === 0)
    return unknown('the rules state no observation date with time and zone');
  const distinct = new Set(instants.map((i) => i.at));
  if (distinct.size > 1)
    return unknown(
      `the rules state more than one observation time (${[...distinct].join(', ')})`,
      instants.map((i) => i.span),
    );
  const first = instants[0]!;
  const spans = instants.map((i) => i.span);
  const deadline = instants.find((i) => endsPeriod(rules, i.span));
  if (deadline)
    return unknown(
      `the rules observe a period ending ${deadline.at} ("${deadline.span.text}") whose start is not read`,
      spans,
    );
  const average = findAllIn(rules, AVERAGE_BEFORE)[0];
  const candle = findAllIn(rules, MINUTE_CANDLE)[0];
  if (average && candle) return unknown('the rules state both an average and a candle', spans);
  if (average) {
    const seconds = /sixty|60/i.test(average.match[1]!) ? 60 : 30;
    return known(
      { kind: 'PERIOD', start: shift(first.at, -seconds), end: first.at, zone: first.zone },
      [...spans, spanOf(average.field, average.match)],
    );
  }
  if (candle)
    return known({ kind: 'PERIOD', start: first.at, end: shift(first.at, 60), zone: first.zone }, [
      ...spans,
      spanOf(candle.field, candle.match),
    ]);
  return known({ kind: 'INSTANT', at: first.at, zone: first.zone }, spans);
}

/** Words before a date that make it the end of a period ("any candle between … and", "by"). */
const PERIOD_WORDS = /\b(?:any|between|by|through|until|within|prior to|at any time)\b/i;

/**
 * Whether the sentence before the instant makes it a deadline rather than the moment observed:
 * "before" counts too, except in "the average of the sixty seconds … before", a fixed minute.
 */
function endsPeriod(rules: readonly VenueText[], span: Span): boolean {
  const text = rules.find((r) => r.field === span.field)?.text ?? '';
  const sentence =
    text
      .slice(0, span.start)
      .split(/(?<=[.!?])\s+/)
      .pop() ?? '';
  if (PERIOD_WORDS.test(sentence)) return true;
  return /\bbefore\b/i.test(sentence) && !AVERAGE_BEFORE.test(sentence);
}

/** Every date with year, time and zone the rules state, as UTC instants. */
export function readInstants(rules: readonly VenueText[]): InstantMatch[] {
  const out: InstantMatch[] = [];
  for (const { field, match } of findAllIn(rules, DATE_THEN_TIME)) {
    const [, month, day, year, time, zone] = match;
    const at = instant(Number(year), monthOf(month!), Number(day), time!, zone!);
    if (at) out.push({ ...at, span: spanOf(field, match) });
  }
  for (const { field, match } of findAllIn(rules, TIME_THEN_DATE)) {
    const [, time, zone, month, day, year] = match;
    const at = instant(Number(year), monthOf(month!), Number(day), time!, zone!);
    if (at) out.push({ ...at, span: spanOf(field, match) });
  }
  return out;
}

function monthOf(name: string): number {
  return monthNumber(name) ?? 0;
}

const MONTH_NAME = new RegExp(`^${MONTH}$`, 'i');

/** The month a name or its abbreviation ("Oct", "October", "Sept.") stands for, else undefined. */
export function monthNumber(name: string): number | undefined {
  return MONTH_NAME.test(name) ? MONTHS[name.slice(0, 3).toLowerCase()] : undefined;
}

/** A stated local time as UTC; undefined for a time that names no half of the day ("5:00"). */
function instant(
  year: number,
  month: number,
  day: number,
  time: string,
  zoneText: string,
): { at: string; zone: string } | undefined {
  const clock = clockOf(time);
  if (!clock) return undefined;
  const zone = zoneName(zoneText);
  return { at: zonedToUtc(year, month, day, clock[0], clock[1], zone), zone };
}

/** Hours and minutes of "5pm", "11:59 PM", "noon", "12:00" (24-hour when it has minutes). */
export function clockOf(text: string): [number, number] | undefined {
  const t = text.trim().toLowerCase().replace(/\./g, '');
  if (t === 'noon') return [12, 0];
  if (t === 'midnight') return [0, 0];
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(t);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  if (m[3] === undefined && m[2] === undefined) return undefined;
  if (m[3] === 'pm' && hour < 12) hour += 12;
  if (m[3] === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return undefined;
  return [hour, minute];
}

/** EST and EDT are fixed offsets as written; ET follows New York's daylight-saving rules. */
function zoneName(text: string): string {
  const t = text.toUpperCase();
  if (t === 'EST') return '-05:00';
  if (t === 'EDT') return '-04:00';
  if (t === 'UTC' || t === 'GMT') return 'UTC';
  return 'America/New_York';
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

function shift(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}
