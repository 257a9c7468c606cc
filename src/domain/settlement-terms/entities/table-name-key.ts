// The key a whole name is looked up by in the entity tables (release-statistics.ts,
// central-banks.ts): names are matched whole, never searched for in the text.

/**
 * A whole name as the entity tables list it: lower case, curly apostrophes straight, spaces
 * collapsed, without a leading "the".
 */
export function tableNameKey(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}
