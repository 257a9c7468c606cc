// What an identifier may hold (docs/decisions.md, "Reference data and catalogs"): printable text.
// Control characters, zero-width and bidirectional formatting characters make two IDs that look
// the same differ (or one that looks harmless reorder a line of a log or a page), so a catalog,
// an ingest file or a request naming one is refused, naming the character.

/** The characters refused in an identifier, with a name for the message. */
const NAMED: ReadonlyMap<number, string> = new Map([
  [0x00ad, 'soft hyphen'],
  [0x200b, 'zero width space'],
  [0x200c, 'zero width non-joiner'],
  [0x200d, 'zero width joiner'],
  [0x200e, 'left-to-right mark'],
  [0x200f, 'right-to-left mark'],
  [0x2028, 'line separator'],
  [0x2029, 'paragraph separator'],
  [0x202a, 'left-to-right embedding'],
  [0x202b, 'right-to-left embedding'],
  [0x202c, 'pop directional formatting'],
  [0x202d, 'left-to-right override'],
  [0x202e, 'right-to-left override'],
  [0x2060, 'word joiner'],
  [0x2066, 'left-to-right isolate'],
  [0x2067, 'right-to-left isolate'],
  [0x2068, 'first strong isolate'],
  [0x2069, 'pop directional isolate'],
  [0xfeff, 'zero width no-break space'],
]);

function refused(codePoint: number): string | undefined {
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) return 'control character';
  if (codePoint >= 0x2061 && codePoint <= 0x2064) return 'invisible operator';
  return NAMED.get(codePoint);
}

/** Why `id` is not an acceptable identifier, naming its first refused character; else undefined. */
export function identifierProblem(id: string): string | undefined {
  for (const character of id) {
    const codePoint = character.codePointAt(0)!;
    const name = refused(codePoint);
    if (name !== undefined) {
      const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
      return `contains U+${hex} (${name}), which an identifier may not hold`;
    }
  }
  return undefined;
}
