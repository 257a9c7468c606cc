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
    for (const [from, to] of spans) {
      const id = text.slice(from, to);
      const expected = byText.get(id) ?? byText.size;
      byText.set(id, expected);
      expect(index.entryOf(from, to)).toBe(expected);
      expect(index.size).toBe(byText.size);
    }
  });

  test('tells apart distinct texts that grow it past its first room', () => {
    const ids = Array.from({ length: 3_000 }, (_, i) => `p-${i}`);
    const text = ids.join('');
    const index = new SpanIndex(text, 2);
    let at = 0;
    ids.forEach((id, i) => {
      expect(index.entryOf(at, at + id.length)).toBe(i);
      at += id.length;
    });
    at = 0;
    ids.forEach((id, i) => {
      expect(index.entryOf(at, at + id.length)).toBe(i);
      at += id.length;
    });
    expect(index.size).toBe(ids.length);
  });
});
