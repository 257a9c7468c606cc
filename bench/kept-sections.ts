// The hand-kept part of docs/benchmarks.md, apart from the report writer (bench/harness.ts), which
// loads prettier and so cannot run under jest.

/**
 * Where the sections after a report's notes begin (measured elsewhere, such as the explorer's
 * browser timings, and kept up to date by hand), as an index into its lines; the number of lines
 * when it has none.
 */
export function keptSectionsStart(lines: readonly string[]): number {
  const notes = lines.indexOf('## Notes');
  const next = lines.findIndex((line, i) => notes >= 0 && i > notes && line.startsWith('## '));
  return next < 0 ? lines.length : next;
}

/** Those sections of a previous report: a full run keeps them as they are. */
export function keptSections(previous: string): string[] {
  const lines = previous.split('\n');
  const kept = lines.slice(keptSectionsStart(lines));
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.length === 0 ? [] : [...kept, ''];
}
