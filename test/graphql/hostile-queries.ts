// The hostile queries of issue 16, on the small fixture catalog's family.

/** The hostile query: family → markets → families → … with six levels of markets. */
export const SIX_LEVEL_QUERY = `{
  family(familyId: "fam-fed") {
    markets { marketId families { markets { marketId families { markets { marketId families {
      markets { marketId families { markets { marketId families { markets { marketId title } } } } } } } } } } }
  }
}`;

/** 2,000 aliases of one selection. */
export const ALIAS_QUERY = `{ ${Array.from(
  { length: 2000 },
  (_, i) =>
    `a${i}: family(familyId: "fam-fed") { markets { outcomes { listings { listingId } } } }`,
).join(' ')} }`;
