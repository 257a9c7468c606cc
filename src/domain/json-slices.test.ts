import { jsonListSlices, jsonListSlicesInSteps } from './json-slices';

/** The items of each sliced list, read back run by run as src/http/json-bodies.ts reads them. */
function itemsOf(text: string, runChars: number): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const list of jsonListSlices(text, runChars).lists)
    out[JSON.parse(list.key) as string] = list.runs.flatMap(
      ([start, end]) => JSON.parse(`[${text.slice(start, end)}]`) as unknown[],
    );
  return out;
}

describe('jsonListSlices', () => {
  const positions = Array.from({ length: 300 }, (_, i) => ({
    position_id: `p-${i},"[x]"\\`,
    instrument: { outcome_id: `o-${i % 7}` },
    quantity: String(i + 1),
    tags: [i, [i, { a: '}]' }]],
  }));
  const body = { include: ['SUMMARY'], positions, note: 'a [ { , " string', small: [1, 2] };
  const text = JSON.stringify(body, null, 1);

  test('cuts a long list between whole items, whatever its strings hold', () => {
    const found = jsonListSlices(text, 500);
    expect(found.lists.map((l) => l.key)).toEqual(['"positions"']);
    expect(found.lists[0]!.runs.length).toBeGreaterThan(10);
    expect(found.members).toBe(4);
    expect(itemsOf(text, 500)).toEqual({ positions });
  });

  test('the body without its long lists, and the runs, parse back to the body', () => {
    const { lists } = jsonListSlices(text, 500);
    let skeleton = '';
    let from = 0;
    for (const list of lists) {
      skeleton += text.slice(from, list.open + 1);
      from = list.close;
    }
    skeleton += text.slice(from);
    const parsed = JSON.parse(skeleton) as Record<string, unknown>;
    expect(parsed.positions).toEqual([]);
    expect({ ...parsed, ...itemsOf(text, 500) }).toEqual(body);
  });

  test('counts a member named twice, so that the caller can parse such a body whole', () => {
    const twice = `{"positions":${JSON.stringify(positions)},"positions":[]}`;
    expect(jsonListSlices(twice, 500).members).toBe(2);
  });

  test('finds nothing in what is not an object, or does not read as JSON', () => {
    expect(jsonListSlices(JSON.stringify(positions), 500).lists).toEqual([]);
    expect(jsonListSlices(text.slice(0, -1), 500).lists).toEqual([]);
    expect(jsonListSlices(`${text}]`, 500).lists).toEqual([]);
    expect(jsonListSlices('{"a":"unterminated', 5).lists).toEqual([]);
  });

  test('short lists are left whole', () => {
    expect(jsonListSlices(JSON.stringify({ small: [1, 2, 3] }), 500).lists).toEqual([]);
  });

  test('in steps, it pauses along the text and finds the same', () => {
    const steps = jsonListSlicesInSteps(text, 500);
    let pauses = 0;
    let step = steps.next();
    while (step.done !== true) {
      pauses += 1;
      step = steps.next();
    }
    expect(pauses).toBeGreaterThan(text.length / 1_000);
    expect(step.value).toEqual(jsonListSlices(text, 500));
  });
});
