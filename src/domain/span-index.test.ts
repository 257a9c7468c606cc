// Spans of one text told apart by their characters: the same entry exactly when the same text.
import { SpanIndex } from './span-index';

/** A text of short IDs from a small alphabet (many repeats, many of one length), and its spans. */
function spansOf(count: number, seed: number): { text: string; spans: [number, number][] } {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const spans: [number, number][] = [];
  let text = '';
  for (let i = 0; i < count; i++) {
    const length = next(4);
    let id = '';
    for (let k = 0; k < length; k++) id += 'ab"c'[next(4)];
    spans.push([text.length, text.length + id.length]);
    text += `${id},`;
  }
  return { text, spans };
}

describe('SpanIndex', () => {
  test.each([
    [50, 1],
    [5_000, 2],
    [40_000, 3],
  ])('gives %i spans the entries a map of their texts gives (seed %i)', (count, seed) => {
    const { text, spans } = spansOf(count, seed);
    const index = new SpanIndex(text);
    const byText = new Map<string, number>();
    // Every span is checked; the ones that differ are collected and compared once, since an
    // expect per span was most of the file's time at 40,000 spans.
    const differing: { from: number; to: number; entry: number; expected: number }[] = [];
    for (const [from, to] of spans) {
      const id = text.slice(from, to);
      const expected = byText.get(id) ?? byText.size;
      byText.set(id, expected);
      const entry = index.entryOf(from, to);
      if (entry !== expected || index.size !== byText.size) {
        differing.push({ from, to, entry, expected });
      }
    }
    expect(differing).toEqual([]);
    expect(index.size).toBe(byText.size);
  });

  test('tells apart distinct texts that grow it past its first room', () => {
    const ids = Array.from({ length: 3_000 }, (_, i) => `p-${i}`);
    const text = ids.join('');
    const index = new SpanIndex(text, 2);
    const entries = (): number[] => {
      let at = 0;
      return ids.map((id) => {
        const from = at;
        at += id.length;
        return index.entryOf(from, at);
      });
    };
    const inOrder = ids.map((_, i) => i);
    expect(entries()).toEqual(inOrder);
    expect(entries()).toEqual(inOrder);
    expect(index.size).toBe(ids.length);
  });
});
