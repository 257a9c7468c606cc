// A blind sample of the unlabelled tuning markets, drawn to be labelled from their text before any
// reading of them is printed (labels/README.md, "A blind sample of unlabelled tuning markets").
// `node dist/bench/terms/draw-unlabelled.js [count] [seed]` prints the draw: the tuning markets of
// index.json that terms-tuning.json does not label, grouped by their index category, each group's
// share proportional to its size (the floor of its quota, at least one; seats left over go to the
// largest remainders, seats too many come off the largest groups), each group sorted by file and
// id and shuffled by a seeded Fisher–Yates. It reads the index's tuning entries only: held-out is
// never listed.
import { labelIndex, marketLabels, type IndexEntry } from './labels';
import { marketKey } from './corpus';

export interface Drawn {
  category: string;
  file: string;
  id: string;
}

/** mulberry32: a small seeded generator of numbers in [0, 1), the same draw for the same seed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many of each category: proportional to its size, at least one, `count` in all. */
export function seats(sizes: Map<string, number>, count: number): Map<string, number> {
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const cats = [...sizes.keys()].sort();
  const quota = new Map(cats.map((c) => [c, (count * sizes.get(c)!) / total]));
  const out = new Map(cats.map((c) => [c, Math.max(1, Math.floor(quota.get(c)!))]));
  let sum = [...out.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...cats].sort(
    (a, b) => (quota.get(b)! % 1) - (quota.get(a)! % 1) || a.localeCompare(b),
  );
  for (const c of byRemainder) {
    if (sum >= count) break;
    out.set(c, out.get(c)! + 1);
    sum++;
  }
  const bySize = [...cats].sort((a, b) => sizes.get(b)! - sizes.get(a)! || a.localeCompare(b));
  for (const c of bySize) {
    if (sum <= count) break;
    if (out.get(c)! <= 1) continue;
    out.set(c, out.get(c)! - 1);
    sum--;
  }
  return out;
}

export function drawUnlabelled(count: number, seed: number): Drawn[] {
  const labelled = new Set(marketLabels('tuning').map((l) => marketKey(l.file, l.id)));
  const groups = new Map<string, IndexEntry[]>();
  for (const e of labelIndex()) {
    if (e.part !== 'tuning' || labelled.has(marketKey(e.file, e.id))) continue;
    groups.set(e.category, [...(groups.get(e.category) ?? []), e]);
  }
  const sizes = new Map([...groups].map(([c, es]) => [c, es.length]));
  const share = seats(sizes, count);
  const random = seeded(seed);
  const out: Drawn[] = [];
  for (const category of [...groups.keys()].sort()) {
    const order = [...groups.get(category)!].sort((a, b) =>
      marketKey(a.file, a.id).localeCompare(marketKey(b.file, b.id)),
    );
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const e of order.slice(0, share.get(category)))
      out.push({ category, file: e.file, id: e.id });
  }
  return out;
}

if (require.main === module) {
  const [count = '40', seed = '20261201'] = process.argv.slice(2);
  for (const d of drawUnlabelled(Number(count), Number(seed)))
    process.stdout.write(`${d.category}\t${d.file}\t${d.id}\n`);
}
