// Rules texts the tests of a publisher named in another role add one sentence to, as the
// metamorphic audit adds it: the rules of tuning Gamma 507869
// (test/fixtures/terms-corpus/tuning/polymarket/google-adk-gamma-events-2025-06-16.json), and a
// council's vote found in no fixture; with the source a Gamma description alone is read as.
import { readTexts } from './read-texts';

export const CLIPPERS = [
  'This market will resolve to “Yes” if the LA Clippers win the 2024-2025 NBA Championship. Otherwise, this market will resolve to “No”.',
  'This market will resolve to “No” if it becomes impossible for this team to become 2024-25 NBA Champion based off the rules of the NBA.',
  'The resolution source for this market will be information from the NBA.',
].join('\n\n');

export const COUNCIL =
  'This market will resolve to "Yes" if the Lisbon city council approves its 2028 budget by March 31, 2028, 11:59 PM ET. Otherwise, this market will resolve to "No". The resolution source for this market will be official information from the Lisbon city council (https://www.lisboa.pt).';

/** The source a Gamma description alone is read as: its value, or "UNKNOWN: <reason>". */
export function sourceOfDescription(description: string): string {
  const t = readTexts('polymarket', [{ field: 'description', text: description }]).source;
  return t.status === 'KNOWN' ? t.value : `UNKNOWN: ${t.reason}`;
}
