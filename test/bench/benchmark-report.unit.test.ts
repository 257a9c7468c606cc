// docs/benchmarks.md as the benchmark runner writes it (bench/harness.ts): a full run keeps the
// sections a person maintains after the notes (the explorer's browser timings) as they were.
import { readFileSync } from 'node:fs';
import { keptSections, keptSectionsStart } from '../../bench/kept-sections';

const REPORT = [
  '# Benchmarks',
  '',
  '| Benchmark | Runs |',
  '| --- | ---: |',
  '| old/row | 1 |',
  '',
  '## Notes',
  '',
  '- **old/row**: a note.',
  '',
  '## Explorer diagram',
  '',
  'Measured by the browser test.',
  '',
  '| Family | Draw (ms) |',
  '| --- | ---: |',
  '| Ladder | 112 |',
  '',
  '',
].join('\n');

describe('the sections a full benchmark run keeps', () => {
  test('every section after the notes, as it was, with one closing blank line', () => {
    expect(keptSections(REPORT)).toEqual([
      '## Explorer diagram',
      '',
      'Measured by the browser test.',
      '',
      '| Family | Draw (ms) |',
      '| --- | ---: |',
      '| Ladder | 112 |',
      '',
    ]);
  });

  test('nothing from a report without such sections, or without a report', () => {
    expect(keptSections('')).toEqual([]);
    expect(keptSections('# Benchmarks\n\n## Notes\n\n- **a**: b\n')).toEqual([]);
  });

  test('the report as it stands keeps the explorer timings', () => {
    const kept = keptSections(readFileSync('docs/benchmarks.md', 'utf8'));
    expect(kept[0]).toBe('## Explorer diagram');
  });
});

describe('where the kept sections begin', () => {
  test('at the first section after the notes; past the end without one', () => {
    const lines = REPORT.split('\n');
    expect(lines[keptSectionsStart(lines)]).toBe('## Explorer diagram');
    const plain = ['# Benchmarks', '', '## Notes', '', '- **a**: b', ''];
    expect(keptSectionsStart(plain)).toBe(plain.length);
    expect(keptSectionsStart(['## Other', '## Notes'])).toBe(2);
  });
});
