// A binary market's two outcomes are one node of the diagram showing both sides (docs/decisions.md,
// "Explorer: the layered relationship diagram"): whatever one side implies, the other side implies
// the mirror of, so drawing the order between leading sides loses nothing.

export interface MarketSides {
  marketId: string;
  /** The equality class of each of the market's outcomes, in the market's order. */
  sides: { classId: string; label: string }[];
}

export interface Pairing {
  partner: string;
  /** Whether this side leads: the order is drawn between leading sides. */
  lead: boolean;
}

/**
 * Pairs the two equality classes of each two-outcome market whose outcomes are COMPLEMENT. The side
 * labelled YES leads, else the market's first outcome. A class is paired once: a copy of a pair on
 * another venue has the same two classes.
 */
export function complementPairs(
  markets: readonly MarketSides[],
  complements: readonly (readonly [string, string])[],
): Map<string, Pairing> {
  const complementary = new Set(complements.flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]));
  const pairs = new Map<string, Pairing>();
  for (const market of markets) {
    if (market.sides.length !== 2) continue;
    const [first, second] = market.sides as [MarketSides['sides'][0], MarketSides['sides'][0]];
    if (first.classId === second.classId) continue;
    if (pairs.has(first.classId) || pairs.has(second.classId)) continue;
    if (!complementary.has(`${first.classId}:${second.classId}`)) continue;
    const secondLeads = /^yes$/i.test(second.label) && !/^yes$/i.test(first.label);
    pairs.set(first.classId, { partner: second.classId, lead: !secondLeads });
    pairs.set(second.classId, { partner: first.classId, lead: secondLeads });
  }
  return pairs;
}
