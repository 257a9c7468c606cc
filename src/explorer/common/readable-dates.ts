// Timestamps for people: venues write them into titles ("Will X leave office before
// 2026-02-01T15:00:00.000Z?") and the API gives them as ISO 8601. Shown in UTC, the zone the
// venues settle in, without seconds, and without a time at midnight. Pure (unit tested in
// test/explorer/explorer-models.unit.test.ts).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO 8601 date-time with a zone (Z or ±hh:mm), as venues and the API write them. */
const ISO_DATE_TIME =
  /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})(?![\w:.])/g;

const two = (n: number) => String(n).padStart(2, '0');

/** "8 Dec 2026, 05:00 UTC"; "8 Dec 2026" at midnight UTC; the text itself when not a date. */
export function readableDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  return hours === 0 && minutes === 0 && date.getUTCSeconds() === 0
    ? day
    : `${day}, ${two(hours)}:${two(minutes)} UTC`;
}

/** The text with every ISO 8601 date-time in it made readable. */
export function withReadableDates(text: string): string {
  return text.replace(ISO_DATE_TIME, (match) => readableDateTime(match));
}
