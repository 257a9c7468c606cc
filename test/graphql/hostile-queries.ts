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
