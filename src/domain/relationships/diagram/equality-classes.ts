// Outcomes that pay the same in every scenario are one node of a family's relationship diagram
// (docs/decisions.md, "Explorer: the layered relationship diagram"): EQUALITY is an equivalence,
// so its classes are the connected components of the EQUALITY edges.

/** Each outcome's class, named by the least outcome ID in it, so the same family gives the same names. */
export function equalityClasses(
  outcomeIds: readonly string[],
  equalities: readonly (readonly [string, string])[],
): Map<string, string> {
  const parent = new Map(outcomeIds.map((id) => [id, id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    // Path halving is not needed at these sizes; pointing every visited ID at the root is.
    let at = id;
    while (at !== root) {
      const next = parent.get(at) ?? root;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  for (const [a, b] of equalities) {
    if (!parent.has(a) || !parent.has(b)) continue;
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) continue;
    if (ra < rb) parent.set(rb, ra);
    else parent.set(ra, rb);
  }
  return new Map(outcomeIds.map((id) => [id, find(id)]));
}
