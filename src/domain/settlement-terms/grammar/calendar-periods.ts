// A calendar period named as a whole: a year ("2025", "FY"-less), a quarter ("Q4 2025") or a
// month ("January 2025", "Jan 2025"), the periods economic and climate series are published for
// (docs/decisions.md, "Settlement terms: releases of data series"). The text must be the period
// and nothing else; the patterns are anchored and have no nested repetition, so they are linear.

export interface CalendarPeriod {
  /** First month of the period, 1-12. */
  year: number;
  month: number;
  /** How many months the period lasts: 12, 3 or 1. */
  months: 12 | 3 | 1;
}

/** The month names, January first: a month's number is its index plus one. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const YEAR = /^(?:19|20)\d\d$/;
// "Q1 2026", or "Q1 of 2026" as a release's calendar writes it.
const QUARTER = /^q([1-4]) (?:of )?((?:19|20)\d\d)$/;
const MONTH = /^([a-z]{3,9})\.? ((?:19|20)\d\d)$/;

/** The calendar period the whole text names, or undefined. */
export function calendarPeriodOf(text: string): CalendarPeriod | undefined {
  if (text.length > 40) return undefined;
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (YEAR.test(t)) return { year: Number(t), month: 1, months: 12 };
  const q = QUARTER.exec(t);
  if (q) return { year: Number(q[2]), month: (Number(q[1]) - 1) * 3 + 1, months: 3 };
  const m = MONTH.exec(t);
  if (m) {
    const name = m[1]!;
    const index = MONTHS.findIndex(
      (full) => full === name || (name.length === 3 && full.startsWith(name)),
    );
    if (index >= 0) return { year: Number(m[2]), month: index + 1, months: 1 };
  }
  return undefined;
}

/**
 * The year of a fiscal year named as a whole: "the 2025 fiscal year", "fiscal year 2025", "FY
 * 2025", "FY2025", "the 2025 FY". Whose fiscal year it is, and so when it starts, the text around
 * it says (read-category.ts reads the U.S. federal one); undefined for anything else.
 */
const FISCAL_YEAR =
  /^(?:the )?(?:(?:fiscal year|fy) ?((?:19|20)\d\d)|((?:19|20)\d\d) (?:fiscal year|fy))$/;

export function fiscalYearOf(text: string): number | undefined {
  if (text.length > 40) return undefined;
  const m = FISCAL_YEAR.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/**
 * A zone written after a period ("in 2026 (ET)", "during March 2026, PT"): the period is kept in
 * that zone rather than in the zone the readers give a period that states none. Only zones whose
 * name is a place's time all year (ET, CT, PT, UTC); an offset of one season ("EDT") is no zone of
 * a whole year or quarter. Case-sensitive: "et" or "pt" in lower case are words, not zones.
 */
const ZONE_AFTER_PERIOD =
  /^(.{1,40}?)(?:,? \((ET|CT|PT|UTC|GMT)\)|,? (ET|CT|PT|UTC|GMT|Eastern Time|Central Time|Pacific Time))$/;

const PERIOD_ZONES: Readonly<Record<string, string>> = {
  ET: 'America/New_York',
  'Eastern Time': 'America/New_York',
  CT: 'America/Chicago',
  'Central Time': 'America/Chicago',
  PT: 'America/Los_Angeles',
  'Pacific Time': 'America/Los_Angeles',
  UTC: 'UTC',
  GMT: 'UTC',
};

/** The calendar period the text names, with the zone written after it where there is one. */
export function zonedCalendarPeriodOf(
  text: string,
): { period: CalendarPeriod; zone?: string } | undefined {
  const bare = calendarPeriodOf(text);
  if (bare) return { period: bare };
  if (text.length > 60) return undefined;
  const m = ZONE_AFTER_PERIOD.exec(text.trim());
  if (!m) return undefined;
  const period = calendarPeriodOf(m[1]!);
  const zone = PERIOD_ZONES[m[2] ?? m[3]!];
  return period && zone ? { period, zone } : undefined;
}
