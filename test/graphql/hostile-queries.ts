// The hostile queries the cost limits refuse (docs/decisions.md, "GraphQL limits"), on the small fixture catalog's family.

/** family → markets → families → …, `levels` levels of markets. */
function walk(levels: number): string {
  const markets = (n: number): string =>
    n === 1
      ? 'markets { nodes { marketId title } }'
      : `markets { nodes { marketId families { ${markets(n - 1)} } } }`;
  return `{ family(familyId: "fam-fed") { ${markets(levels)} } }`;
}

/** The hostile query: six levels of markets; in the connection shape, 19 deep. */
export const SIX_LEVEL_QUERY = walk(6);

/** The same walk four levels deep: within the depth limit, refused for its estimated cost. */
export const FOUR_LEVEL_QUERY = walk(4);

/** 2,000 aliases of one selection. */
export const ALIAS_QUERY = `{ ${Array.from(
  { length: 2000 },
  (_, i) =>
    `a${i}: family(familyId: "fam-fed") { markets { nodes { outcomes { listings { listingId } } } } }`,
).join(' ')} }`;

/**
 * `fragments` fragments, each spreading the one before twice (the document: 30 of them,
 * about 1.2 KB). Its estimate is 2^(fragments - 1) for the one `__typename` at the bottom;
 * walking every spread to count it took seconds of CPU, whatever the limit. `label` names the
 * operation, so a new text is a new document to measure.
 */
export function doublingFragments(fragments: number, label = 'Doubling'): string {
  const definitions = ['fragment F0 on Query { __typename }'];
  for (let i = 1; i < fragments; i++)
    definitions.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
  return [`query ${label} { ...F${fragments - 1} }`, ...definitions].join('\n');
}

/** JSON text of a list nested `depth` deep (`[[[…]]]`), 2 bytes a level. */
export function deepListText(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}
