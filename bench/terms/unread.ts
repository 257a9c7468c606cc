// The markets of the tuning part that leave one term unread, each with the reader's reason, and
// the reasons grouped (their dates, numbers and quoted words masked), so that what a reader misses
// is found from its reasons rather than market by market. Held-out is never listed market by market
// (docs/term-reading.md): only `tuning` is accepted.
import { termRead } from './compare-label';
import { labelIndex } from './labels';
import { marketKey, readCorpus, type Part, type ReadOptions } from './corpus';
import { TERM_NAMES, type TermName } from '../../src/domain/settlement-terms/settlement-terms';

export function isTermName(name: string): name is TermName {
  return (TERM_NAMES as readonly string[]).includes(name);
}

/** A reason with its quoted words, dates and numbers masked, so that like reasons group. */
function reasonShape(reason: string): string {
  return reason
    .replace(/"[^"]{0,400}"/g, '"…"')
    .replace(/\d[\d.,:]*/g, '#')
    .slice(0, 160);
}

/** The unread markets of `term` on a part, as Markdown: the reasons grouped, then each market. */
export function formatUnread(part: Part, term: TermName, options: ReadOptions = {}): string {
  if (part !== 'tuning') throw new Error('--unread lists markets of the tuning part only');
  const reading = readCorpus(part, options);
  const categories = new Map(labelIndex().map((e) => [marketKey(e.file, e.id), e.category]));
  const rows: { key: string; category: string; reason: string }[] = [];
  for (const m of reading.markets) {
    const key = marketKey(m.file, m.id);
    const t = reading.terms.get(key)?.[term];
    if (termRead(t)) continue;
    const reason =
      t === undefined
        ? `not read by the venue reader: ${reading.unread.get(key) ?? ''}`
        : t.status === 'UNKNOWN'
          ? t.reason
          : '';
    rows.push({ key, category: categories.get(key) ?? 'unindexed', reason });
  }
  const groups = new Map<string, number>();
  for (const r of rows) {
    const shape = reasonShape(r.reason);
    groups.set(shape, (groups.get(shape) ?? 0) + 1);
  }
  const lines = [
    `## ${term} unread on ${part}: ${rows.length} of ${reading.markets.length} markets`,
    '',
    '### By reason',
    '',
    ...[...groups].sort((a, b) => b[1] - a[1]).map(([shape, n]) => `- ${n} × ${shape}`),
    '',
    '### Markets',
    '',
    ...rows
      .sort((a, b) => a.category.localeCompare(b.category) || a.key.localeCompare(b.key))
      .map((r) => `- ${r.category} ${r.key}: ${r.reason}`),
    '',
  ];
  return lines.join('\n');
}
