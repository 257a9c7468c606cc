// The markets of a part whose term is left unread, with the reader's reason, grouped
// (`measure-terms tuning --unread <term>`, docs/term-reading.md): what the next reader should be
// written for. Per-market output, so the tuning part only: held-out is measured, never looked at.
import { termRead } from './compare-label';
import { table } from './measure';
import { marketKey, readCorpus, type CorpusMarket, type Part } from './corpus';
import { labelIndex, type LabelTerm } from './labels';

/** The parts whose markets may be listed one by one. */
export const LISTABLE_PARTS: readonly Part[] = ['tuning'];

export interface UnreadMarket {
  market: string;
  category: string;
  /** The reader's reason, or the venue reader's where the market was not read at all. */
  reason: string;
  /** What the venue's recorded data states of the term, where that is known (the source). */
  data: string;
}

export interface UnreadReport {
  part: Part;
  term: LabelTerm;
  markets: number;
  unread: UnreadMarket[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown): boolean =>
  (typeof v === 'string' && v.trim() !== '') || (Array.isArray(v) && v.length > 0);

/**
 * Where the recording states a source as data: a Kalshi event's `settlement_sources` (a series'
 * reaches a market through its event or request, docs/decisions.md "the series of a market"), a
 * Gamma market's or event's `resolutionSource`.
 */
function sourceData(m: CorpusMarket): string {
  if (m.venue === 'kalshi') {
    if (!m.event) return 'Kalshi market recorded without its event';
    return filled(m.event.settlement_sources)
      ? 'the event names settlement sources'
      : 'the event names no settlement source';
  }
  const own = m.market.resolutionSource;
  const event = isObj(m.event) ? m.event.resolutionSource : undefined;
  return filled(own) || filled(event)
    ? 'Gamma resolutionSource is filled'
    : 'Gamma resolutionSource is empty';
}

export function unreadOf(part: Part, term: LabelTerm): UnreadReport {
  if (!LISTABLE_PARTS.includes(part))
    throw new Error(`the ${part} part is measured, never listed market by market`);
  const reading = readCorpus(part);
  const categories = new Map(labelIndex().map((e) => [marketKey(e.file, e.id), e.category]));
  const unread: UnreadMarket[] = [];
  for (const m of reading.markets) {
    const key = marketKey(m.file, m.id);
    const t = reading.terms.get(key)?.[term];
    if (termRead(t)) continue;
    const reason =
      t === undefined
        ? `not read by the venue reader: ${reading.unread.get(key) ?? ''}`
        : 'reason' in t
          ? t.reason
          : '';
    unread.push({
      market: key,
      category: categories.get(key) ?? 'unindexed',
      reason,
      data: term === 'source' ? sourceData(m) : '',
    });
  }
  return { part, term, markets: reading.markets.length, unread };
}

/** The groups (reason, the venue's data, category) by count, then every market. */
export function formatUnread(r: UnreadReport): string {
  const groups = new Map<string, { reason: string; data: string; cats: Map<string, number> }>();
  for (const u of r.unread) {
    const reason = u.reason.startsWith('not read by the venue reader')
      ? u.reason.replace(/: \$.*$/, ': $…')
      : u.reason;
    const k = `${reason}\u0000${u.data}`;
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { reason, data: u.data, cats: new Map() }));
    g.cats.set(u.category, (g.cats.get(u.category) ?? 0) + 1);
  }
  const count = (g: { cats: Map<string, number> }): number =>
    [...g.cats.values()].reduce((a, b) => a + b, 0);
  const rows = [...groups.values()]
    .sort((a, b) => count(b) - count(a))
    .map((g) => [
      String(count(g)),
      g.reason.slice(0, 120),
      g.data,
      [...g.cats]
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c} ${n}`)
        .join(', '),
    ]);
  return [
    `## ${r.part}: ${r.term} unread on ${r.unread.length} of ${r.markets} markets`,
    '',
    table(['markets', 'reason', "the venue's data", 'categories'], rows),
    '',
    '### Markets',
    '',
    table(
      ['market', 'category', 'reason', "the venue's data"],
      r.unread.map((u) => [u.market, u.category, u.reason.slice(0, 160), u.data]),
    ),
    '',
  ].join('\n');
}
