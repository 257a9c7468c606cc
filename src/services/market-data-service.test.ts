// The listing IDs a read of quotes and books covers (idsOfEither): the same IDs in the same order
// as the set of both arrays spread one after the other, which the read gave before.
import { idsOfEither } from './market-data-service';

const spread = (first: ReadonlySet<string>, second: ReadonlySet<string>) => [
  ...new Set([...first, ...second]),
];

describe('idsOfEither', () => {
  const cases: [string, string[], string[]][] = [
    ['both the same (a dashboard asks for quotes and books)', ['a', 'b', 'c'], ['a', 'b', 'c']],
    ['the second in another order', ['a', 'b', 'c'], ['c', 'a', 'b']],
    ['the second with more', ['b'], ['a', 'b', 'c']],
    ['no quotes', [], ['c', 'a']],
    ['no books', ['c', 'a'], []],
    ['apart', ['x', 'y'], ['a', 'b']],
    ['neither', [], []],
  ];
  it.each(cases)('%s', (_, quotes, books) => {
    const first = new Set(quotes);
    const second = new Set(books);
    expect(idsOfEither(first, second)).toEqual(spread(first, second));
  });
});
