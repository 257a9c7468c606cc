// Compiled payout rows share a few blocks of shared memory (src/domain/evaluation/shared-blocks.ts): a book handed to a
// worker thread then reaches a few SharedArrayBuffers, not two a row, and each row reads back
// exactly the payouts it was compiled from, its shape zero padded as sameShape compares it.
import { evaluationPayouts } from '../../bench/support/evaluation-book';
import { compileRow, selectScenarios } from '../../src/domain/evaluation/payout-rows';
import { sameShape } from '../../src/domain/evaluation/row-shape';
import { REQUEST_ROWS, SharedBlocks } from '../../src/domain/evaluation/shared-blocks';
import type { CompiledRow } from '../../src/domain/evaluation/types';

/** The distinct buffers a row's values and shape words sit on. */
function buffersOf(rows: readonly CompiledRow[]): Set<ArrayBufferLike> {
  const buffers = new Set<ArrayBufferLike>();
  for (const row of rows) {
    if (row.values) buffers.add(row.values.buffer);
    if (row.shape?.words) buffers.add(row.shape.words.buffer);
  }
  return buffers;
}

describe('compiled payout rows in shared blocks', () => {
  test('2,000 rows of 1,000 scenarios sit on a few shared buffers, each row reading back its payouts', () => {
    const texts = evaluationPayouts({ markets: 1_000, scenarios: 1_000, positions: 0, seed: 7 });
    const rows = texts.map((row) => compileRow(row));
    const buffers = buffersOf(rows);
    // About 9 KB a row: 18 MB on blocks of 1 MiB, where each row had two buffers of its own.
    expect(buffers.size).toBeLessThanOrEqual(24);
    for (const buffer of buffers) expect(buffer).toBeInstanceOf(SharedArrayBuffer);
    // Read back: each value over 10^digits is the payout text's number.
    const misread = rows.filter((row, o) =>
      texts[o]!.some((text, sc) => row.values![sc]! / 10 ** row.digits !== Number(text)),
    );
    expect(misread).toHaveLength(0);
    // A row and its copy on another place are one shape; a YES and its NO too (1 − YES); the
    // YES rows of two markets with different thresholds are not.
    const again = compileRow(texts[0]!);
    expect(
      again.values!.buffer === rows[0]!.values!.buffer &&
        again.values!.byteOffset === rows[0]!.values!.byteOffset,
    ).toBe(false);
    expect(sameShape(rows[0]!.values!, rows[0]!.shape!, again.values!, again.shape!)).toBe(true);
    expect(sameShape(rows[0]!.values!, rows[0]!.shape!, rows[1]!.values!, rows[1]!.shape!)).toBe(
      true,
    );
    expect(sameShape(rows[0]!.values!, rows[0]!.shape!, rows[6]!.values!, rows[6]!.shape!)).toBe(
      false,
    );
  });

  test('a block is handed out once, in 8-byte steps, and a large request gets its own buffer', () => {
    const blocks = new SharedBlocks();
    const a = blocks.take(3);
    const b = blocks.take(16);
    expect(b.buffer).toBe(a.buffer);
    expect(b.offset).toBe(8);
    const large = blocks.take(512 * 1024);
    expect(large.buffer).not.toBe(a.buffer);
    expect(large.offset).toBe(0);
    const filtered = selectScenarios(compileRow(['0', '1', '0.25', '1']), [1, 2]);
    expect(Array.from(filtered.values!)).toEqual([100, 25]);
    expect(REQUEST_ROWS.floats(1).buffer).toBe(filtered.values!.buffer);
  });
});
