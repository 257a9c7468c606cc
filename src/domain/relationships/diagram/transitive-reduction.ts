// The implication order drawn as its Hasse diagram: a → c is left out when a → b → c is drawn
// (docs/decisions.md, "Explorer: the layered relationship diagram"). Derived relationships hold
// every implied pair, so the order arrives transitively closed; the reduction does not rely on it.
import { runSteps, StepCounter, type Steps } from './steps';

export interface Reduction<E> {
  /** Edges no other path of the input connects. */
  kept: E[];
  /** Edges another path connects: what "implied edges" shows on request. */
  implied: E[];
}

/**
 * Splits directed edges into the transitive reduction and the rest. An edge u → v is implied when
 * v is reachable from u without it. Parallel edges (the same u and v) are kept once, the rest
 * implied. O(V·E): a breadth-first search from each source, enough for a venue's family. The
 * order must be acyclic, as it is once equal outcomes are one node: on a cycle every edge would
 * count as implied.
 */
export function transitiveReduction<E>(
  edges: readonly E[],
  ends: (edge: E) => readonly [string, string],
): Reduction<E> {
  return runSteps(transitiveReductionSteps(edges, ends));
}

/** transitiveReduction in steps (steps.ts). */
export function* transitiveReductionSteps<E>(
  edges: readonly E[],
  ends: (edge: E) => readonly [string, string],
): Steps<Reduction<E>> {
  const counter = new StepCounter();
  const successors = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [from, to] = ends(edge);
    if (from === to) continue;
    let next = successors.get(from);
    if (!next) successors.set(from, (next = new Set()));
    next.add(to);
    if (counter.add()) yield;
  }
  // What each source reaches in two or more steps.
  const indirect = new Map<string, Set<string>>();
  for (const [source, direct] of successors) {
    const seen = new Set<string>();
    const queue: string[] = [];
    for (const first of direct)
      for (const second of successors.get(first) ?? [])
        if (!seen.has(second)) {
          seen.add(second);
          queue.push(second);
        }
    while (queue.length > 0) {
      const at = queue.pop()!;
      const after = successors.get(at);
      for (const next of after ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      if (counter.add(1 + (after?.size ?? 0))) yield;
    }
    indirect.set(source, seen);
  }
  const kept: E[] = [];
  const implied: E[] = [];
  const drawn = new Set<string>();
  for (const edge of edges) {
    const [from, to] = ends(edge);
    const key = `${from}\u0000${to}`;
    if (from === to || drawn.has(key) || indirect.get(from)?.has(to)) implied.push(edge);
    else {
      drawn.add(key);
      kept.push(edge);
    }
    if (counter.add()) yield;
  }
  return { kept, implied };
}
