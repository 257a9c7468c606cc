// Mutually exclusive outcomes (a bracket market, a negative-risk event's YES sides) drawn as one
// group instead of n(n-1)/2 EXCLUSIVITY edges (docs/decisions.md, "Explorer: the layered
// relationship diagram"). A group is a clique of the EXCLUSIVITY graph; finding the largest is
// NP-hard in general, so groups are grown greedily, which finds a partition exactly when its
// members' other exclusivities are fewer than the partition's own (as in a bracket ladder).

import { runSteps, StepCounter, type Steps } from './steps';

/** The least size worth a group: two exclusive nodes are one edge. */
export const MIN_GROUP_SIZE = 3;

/**
 * Disjoint groups of pairwise exclusive nodes, largest first. Each group starts from the ungrouped
 * node with the most exclusive partners and repeatedly takes the candidate (exclusive with every
 * member so far) that is exclusive with the most other candidates; ties go to the smaller ID.
 */
export function exclusiveGroups(
  nodeIds: readonly string[],
  exclusivities: readonly (readonly [string, string])[],
  minSize = MIN_GROUP_SIZE,
): string[][] {
  return runSteps(exclusiveGroupsSteps(nodeIds, exclusivities, minSize));
}

/** exclusiveGroups in steps (steps.ts): each candidate weighed counts its candidates. */
export function* exclusiveGroupsSteps(
  nodeIds: readonly string[],
  exclusivities: readonly (readonly [string, string])[],
  minSize = MIN_GROUP_SIZE,
): Steps<string[][]> {
  const counter = new StepCounter();
  const partners = new Map<string, Set<string>>(nodeIds.map((id) => [id, new Set<string>()]));
  for (const [a, b] of exclusivities) {
    if (a === b) continue;
    partners.get(a)?.add(b);
    partners.get(b)?.add(a);
    if (counter.add()) yield;
  }
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const groups: string[][] = [];
  const grouped = new Set<string>();
  const degree = (id: string) => partners.get(id)?.size ?? 0;
  const seeds = [...nodeIds].sort((a, b) => degree(b) - degree(a) || byId(a, b));
  for (const seed of seeds) {
    if (grouped.has(seed) || degree(seed) + 1 < minSize) continue;
    const group = [seed];
    let candidates = [...(partners.get(seed) ?? [])].filter((id) => !grouped.has(id));
    while (candidates.length > 0) {
      const inCandidates = (id: string) => {
        const own = partners.get(id)!;
        return candidates.reduce((count, other) => count + (own.has(other) ? 1 : 0), 0);
      };
      let best = candidates[0]!;
      let bestScore = inCandidates(best);
      for (const candidate of candidates.slice(1)) {
        const score = inCandidates(candidate);
        if (score > bestScore || (score === bestScore && byId(candidate, best) < 0)) {
          best = candidate;
          bestScore = score;
        }
        if (counter.add(candidates.length)) yield;
      }
      group.push(best);
      const own = partners.get(best)!;
      candidates = candidates.filter((id) => id !== best && own.has(id));
    }
    if (group.length < minSize) continue;
    for (const id of group) grouped.add(id);
    groups.push(group.sort(byId));
  }
  return groups.sort((a, b) => b.length - a.length || byId(a[0]!, b[0]!));
}
