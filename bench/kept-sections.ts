// The hand-kept part of docs/benchmarks.md, apart from the report writer (bench/harness.ts), which
// loads prettier and so cannot run under jest.

/**
 * The sections of a previous report after its notes (measured elsewhere, such as the explorer's
 * browser timings, and kept up to date by hand): a full run keeps them as they are.
 */
export function keptSections(previous: string): string[] {
  const lines = previous.split('\n');
  const notes = lines.indexOf('## Notes');
  if (notes < 0) return [];
  const next = lines.findIndex((line, i) => i > notes && line.startsWith('## '));
  if (next < 0) return [];
  const kept = lines.slice(next);
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return [...kept, ''];
}
