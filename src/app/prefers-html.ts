// Content negotiation for GET /graphql: a browser's navigation (Accept: text/html,...,*/*;q=0.8)
// gets the GraphQL IDE, every other client the API as before (docs/decisions.md, "The GraphQL IDE
// at GET /graphql").

/** The media types an API client asks for at /graphql. */
const API_TYPES = ['application/json', 'application/graphql-response+json'] as const;

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of accept.split(',')) {
    const [media = '', ...parameters] = part.split(';');
    const [type, subtype] = media.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=');
      if (name?.trim().toLowerCase() !== 'q' || value === undefined) continue;
      const parsed = Number(value.trim());
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    ranges.push({ type: type.trim(), subtype: subtype.trim(), q });
  }
  return ranges;
}

/** The quality a media type gets: from its most specific matching range (RFC 9110, 12.5.1). */
function qualityOf(ranges: readonly MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  let best = { specificity: -1, q: 0 };
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best.q;
}

/**
 * Whether the Accept header ranks text/html strictly above every JSON type of the API. `*\/*`
 * alone (curl), no header, or html and JSON at the same quality keep the API.
 */
export function prefersHtml(accept: string | undefined): boolean {
  // Most requests name no text type at all: no parsing for them.
  if (accept === undefined || !accept.toLowerCase().includes('text/')) return false;
  const ranges = parseAccept(accept);
  const html = qualityOf(ranges, 'text/html');
  return html > 0 && API_TYPES.every((type) => qualityOf(ranges, type) < html);
}
