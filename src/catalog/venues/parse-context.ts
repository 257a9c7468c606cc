// State shared by a venue's payload parsers while they read its files: what was read so far and
// where each native identifier was first defined, so a duplicate identifier with other content is
// reported with both places (issue "Venue adapters", bad input).
import { isoTimestamp } from './exact-values';
import { JsonNode } from './json-node';
import type { Located } from './payload-error';
import { emptyPayloads, type Venue, type VenuePayloads } from './venue-model';

export interface Envelope {
  /** The request URL, when the file records one. */
  url?: URL;
  /** When the response was fetched (ISO text), when the file records it. */
  fetchedAt?: string;
  body: JsonNode;
}

export class ParseContext {
  readonly out: VenuePayloads;
  private readonly seen = new Map<string, { canonical: string; where: string }>();
  file = '';
  /** Events known only from a summary inside another payload, replaced by their full payload. */
  readonly summaries = new Set<string>();
  /** Checks that need every file read first, run by finish(). */
  readonly deferred: (() => void)[] = [];

  constructor(readonly venue: Venue) {
    this.out = emptyPayloads(venue);
  }

  located(node: JsonNode): Located {
    return { file: this.file, path: node.path };
  }

  /** Notes a value read and left out, without failing the file. */
  warn(node: JsonNode, reason: string): void {
    this.out.warnings.push({ from: this.located(node), reason });
  }

  /** Runs the checks that waited for every file. */
  finish(): void {
    for (const check of this.deferred.splice(0)) check();
  }

  isDefined(kind: string, id: string): boolean {
    return this.seen.has(`${kind}\u0000${id}`);
  }

  /**
   * Records a definition of a native identifier. False when the same content was already read (a
   * payload saved twice); a different definition of the same identifier is an error.
   */
  define(kind: string, id: string, node: JsonNode, idNode: JsonNode): boolean {
    const key = `${kind}\u0000${id}`;
    const canonical = node.canonical();
    const first = this.seen.get(key);
    if (first) {
      if (first.canonical === canonical) return false;
      idNode.fail(`duplicate ${kind} "${id}": also defined with other content at ${first.where}`);
    }
    this.seen.set(key, { canonical, where: `${this.file}: ${node.path}` });
    return true;
  }
}

/**
 * A saved payload is either the response body itself or a recording of the request and its
 * response: `{"url": "...", "fetched_at": "...", "response": {...}}`. Endpoints whose body does not
 * name its market (a Kalshi order book, Polymarket price history) need the recording.
 */
export function unwrapEnvelope(root: JsonNode): Envelope {
  if (root.isObject() && root.has('response') && root.has('url')) {
    const urlNode = root.need('url');
    let url: URL;
    try {
      url = new URL(urlNode.string());
    } catch {
      return urlNode.fail('must be an absolute URL');
    }
    const fetched = root.opt('fetched_at');
    return {
      url,
      ...(fetched ? { fetchedAt: isoTimestamp(fetched) } : {}),
      body: root.get('response'),
    };
  }
  return { body: root };
}

export { JsonNode };
