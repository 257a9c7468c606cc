// Request text must be valid UTF-8 (docs/decisions.md, "Strict UTF-8 query strings"): Fastify's
// query-string parser decodes leniently, so invalid bytes became U+FFFD and were answered as if
// sent. Query strings are refused instead, with 400 INVALID_REQUEST; /graphql answers in GraphQL's
// shape (app.ts's error handler). Bodies are checked by their parser (json-bodies.ts).
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../domain/errors';

/**
 * Query strings: checked before the route runs, after authentication (as a body is: a request
 * without a valid key is refused for that first). Register after the authenticating hook.
 */
export function strictUtf8Queries(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.raw.url ?? '';
    const start = url.indexOf('?');
    const parameter = start < 0 ? undefined : invalidUtf8Parameter(url.slice(start + 1));
    if (parameter === undefined) {
      done();
      return;
    }
    done(
      new ServiceError(
        'INVALID_REQUEST',
        'the query string is not valid UTF-8',
        { problems: [{ path: parameter, reason: 'is not valid UTF-8 once percent-decoded' }] },
        // The parameter as the client spelled it: already the adapter's name.
        true,
      ),
    );
  });
}

/**
 * The first parameter of a query string (`a=1&b=%FF`) whose name or value, percent-decoded, is
 * not UTF-8, shown as leniently decoded; undefined when all are. Characters outside `%XX` are the
 * request line's bytes (Node reads it as Latin-1), so raw non-ASCII bytes are checked too.
 */
export function invalidUtf8Parameter(query: string): string | undefined {
  // Plain ASCII without escapes, the usual query, is valid as it is.
  if (!NEEDS_DECODING.test(query)) return undefined;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    if (!isUtf8(bytesOf(name)) || !isUtf8(bytesOf(value))) return lenient(name);
  }
  return undefined;
}

const NEEDS_DECODING = /[%\u0080-\uffff]/;

const STRICT = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    STRICT.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The bytes a query component stands for: `%XX` escapes decoded, `+` a space. */
function bytesOf(component: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < component.length; i++) {
    const code = component.charCodeAt(i);
    if (code === 0x25 && isHex(component, i + 1) && isHex(component, i + 2)) {
      bytes.push(parseInt(component.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (code === 0x2b) {
      bytes.push(0x20);
    } else if (code <= 0xff) {
      bytes.push(code);
    } else {
      // Not from a request line; counted as the UTF-8 it would be.
      bytes.push(...new TextEncoder().encode(component[i]));
    }
  }
  return Uint8Array.from(bytes);
}

function isHex(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function lenient(component: string): string {
  return new TextDecoder('utf-8').decode(bytesOf(component));
}
