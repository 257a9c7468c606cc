// Spans of settlement terms found in a venue market's fields (docs/decisions.md, "Settlement
// terms"): where the readers' patterns match, as the field, offsets and quoted text the term model
// (src/domain/settlement-terms/) keeps.
import type { Span } from './settlement-terms';
import type { VenueText } from './term-inputs';

/** A regular-expression match in a field as a span (the whole match, or one of its groups). */
export function spanOf(field: VenueText, match: RegExpExecArray, group = 0): Span {
  const text = match[group] ?? match[0];
  const offset = group === 0 ? 0 : match[0].indexOf(text);
  const start = match.index + Math.max(0, offset);
  return { field: field.field, start, end: start + text.length, text };
}

/** The whole of a field as a span (a structured value such as `floor_strike`). */
export function wholeField(field: VenueText): Span {
  return { field: field.field, start: 0, end: field.text.length, text: field.text };
}

/** The first match of the pattern in the fields, in their order. */
export function findIn(
  fields: readonly VenueText[],
  pattern: RegExp,
): { field: VenueText; match: RegExpExecArray } | undefined {
  for (const field of fields) {
    const re = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    const match = re.exec(field.text);
    if (match) return { field, match };
  }
  return undefined;
}

/** Every match of the pattern in the fields. */
export function findAllIn(
  fields: readonly VenueText[],
  pattern: RegExp,
): { field: VenueText; match: RegExpExecArray }[] {
  const out: { field: VenueText; match: RegExpExecArray }[] = [];
  for (const field of fields) {
    const re = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (let m = re.exec(field.text); m; m = re.exec(field.text)) {
      out.push({ field, match: m });
      if (m[0] === '') re.lastIndex++;
    }
  }
  return out;
}
