// Look-ahead on a field's selection (docs/decisions.md, "GraphQL look-ahead"): a resolver that
// sees the fields its results will be asked for tells its loaders to read them in the same round
// trip (Store.marketsWithListings, familiesWithMarketIds) instead of one statement per level.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { loadPresent, type Loaders } from './loaders';
import type { MarketNode } from './nodes';

type SelectionInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/** Whether the field being resolved selects any of the paths of field names (through fragments). */
export function selectsAny(info: SelectionInfo, paths: readonly (readonly string[])[]): boolean {
  return paths.some((path) =>
    info.fieldNodes.some((node) => selects(node.selectionSet, path, info.fragments)),
  );
}

function selects(
  set: SelectionSetNode | undefined,
  path: readonly string[],
  fragments: SelectionInfo['fragments'],
): boolean {
  const [name, ...rest] = path;
  if (name === undefined) return true;
  if (set === undefined) return false;
  return set.selections.some((selection) => {
    if (selection.kind === Kind.FIELD)
      return selection.name.value === name && selects(selection.selectionSet, rest, fragments);
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : fragments[selection.name.value]?.selectionSet;
    return selects(inner, path, fragments);
  });
}

/** A market connection's path to its markets' listings. */
export const MARKET_LISTINGS: readonly (readonly string[])[] = [
  ['nodes', 'outcomes', 'listings'],
  ['edges', 'node', 'outcomes', 'listings'],
];

/** The markets of a connection's page, read with their listings when the selection asks for them. */
export async function marketsOfPage(
  ids: readonly string[],
  loaders: Loaders,
  info: SelectionInfo,
): Promise<MarketNode[]> {
  if (selectsAny(info, MARKET_LISTINGS)) loaders.lookAhead.listingsOfMarkets = true;
  return (await loadPresent(loaders.marketsById, ids)).map((m) => loaders.pin(m));
}
