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

/**
 * What a definition of an identifier is to the ones read before it: the first (`new`), a copy
 * (`same`), or a later or earlier observation of the record (`newer` replaces what was read,
 * `older` is dropped; docs/decisions.md, "Venue sync": a later observation supersedes).
 */
export type Definition = 'new' | 'same' | 'newer' | 'older';

interface Seen {
  canonical: string;
  where: string;
  observedAt: string | undefined;
}

export class ParseContext {
  readonly out: VenuePayloads;
  private readonly seen = new Map<string, Seen>();
  file = '';
  /** When the file being read was fetched, when it records that. */
  fetchedAt: string | undefined;
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

  /**
   * When a record of the file being read was observed: the recording's fetched_at, else the
   * record's own update time (`updatedKey`: Kalshi `updated_time`, Gamma `updatedAt`).
   */
  observedAt(node: JsonNode, updatedKey: string): string | undefined {
    if (this.fetchedAt) return this.fetchedAt;
    const updated = node.opt(updatedKey);
    return updated ? isoTimestamp(updated) : undefined;
  }

  isDefined(kind: string, id: string): boolean {
    return this.seen.has(`${kind}\u0000${id}`);
  }

  /**
   * Records a definition of a native identifier observed at `observedAt` (the recording's
   * fetched_at, else the record's own update time). Two definitions with other content are two
   * observations of the record when both carry a time: the later one is kept, in any file order.
   * Without times, or at the same time, they contradict each other and both places are named.
   */
  define(
    kind: string,
    id: string,
    node: JsonNode,
    idNode: JsonNode,
    observedAt?: string,
  ): Definition {
    const key = `${kind}\u0000${id}`;
    const canonical = node.canonical();
    const first = this.seen.get(key);
    const here: Seen = { canonical, where: `${this.file}: ${node.path}`, observedAt };
    if (!first) {
      this.seen.set(key, here);
      return 'new';
    }
    if (first.canonical === canonical) return 'same';
    const order =
      observedAt !== undefined && first.observedAt !== undefined
        ? Date.parse(observedAt) - Date.parse(first.observedAt)
        : 0;
    if (order === 0)
      idNode.fail(
        `duplicate ${kind} "${id}": also defined with other content at ${first.where}` +
          ' (record fetched_at to combine observations made at different times)',
      );
    if (order < 0) return 'older';
    this.seen.set(key, here);
    return 'newer';
  }

  /** Puts a defined item into its list: appended when new, in place of the earlier when newer. */
  static place<T>(
    list: T[],
    item: T,
    definition: Definition,
    isEarlier: (x: T) => boolean,
  ): boolean {
    if (definition === 'new') list.push(item);
    else if (definition === 'newer') {
      const at = list.findIndex(isEarlier);
      if (at >= 0) list[at] = item;
      else list.push(item);
    } else return false;
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
