// The work per market is bounded (docs/decisions.md, "Settlement terms: one grammar"): each field
// is read up to MAX_FIELD_CHARS UTF-16 units, so rules text of any length costs at most that much
// per field. A term that a cut field leaves unread says so in its UNKNOWN reason.
import type { VenueText } from '../term-inputs';

/** Longer than any rules text of the recorded markets (the longest is about 6,000 characters). */
export const MAX_FIELD_CHARS = 16_384;

export interface BoundedFields {
  fields: VenueText[];
  /** The names of the fields that were cut. */
  cut: string[];
}

/** The fields, each cut to MAX_FIELD_CHARS; a cut never splits a surrogate pair. */
export function boundFields(texts: readonly VenueText[]): BoundedFields {
  const cut: string[] = [];
  const fields = texts.map((t) => {
    if (t.text.length <= MAX_FIELD_CHARS) return t;
    cut.push(t.field);
    const last = t.text.charCodeAt(MAX_FIELD_CHARS - 1);
    const end = last >= 0xd800 && last <= 0xdbff ? MAX_FIELD_CHARS - 1 : MAX_FIELD_CHARS;
    return { field: t.field, text: t.text.slice(0, end) };
  });
  return { fields, cut };
}

/** The words added to an UNKNOWN reason when a field was cut. */
export function cutNote(cut: readonly string[]): string {
  return cut.length === 0
    ? ''
    : ` (only the first ${MAX_FIELD_CHARS} characters of ${cut.join(', ')} are read)`;
}
