// Look-ahead on a field's selection (docs/decisions.md, "GraphQL look-ahead"): a resolver that
// sees the fields its results will be asked for tells its loaders to read them in the same round
// trip (Store.marketsWithListings, familiesWithMarketIds) instead of one statement per level.
import {
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { LIMITS } from '../domain/limits';
import type { GraphqlContext } from './context';
import { loadPresent, type Loaders } from './loaders';
import { marketDataLoaders } from './market-data.loaders';
import type { MarketNode } from './nodes';

type SelectionInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;
type ArgumentInfo = SelectionInfo & Pick<GraphQLResolveInfo, 'variableValues'>;

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

/** A family's path to its markets' listings. */
export const FAMILY_MARKET_LISTINGS: readonly (readonly string[])[] = MARKET_LISTINGS.map(
  (path) => ['markets', ...path],
);

/**
 * The most markets the first page of the selection's `markets` fields holds, or 0 when one of
 * them asks for another page (`after` or `before`) or for a size the connection refuses: a family
 * with at most that many markets has all of them on its first page, so they can be read with it.
 */
export function firstPageOfMarkets(info: ArgumentInfo): number {
  let most = 0;
  for (const field of fieldsNamed(info, 'markets')) {
    const args = new Map(
      (field.arguments ?? []).map((arg) => [
        arg.name.value,
        valueFromASTUntyped(arg.value, info.variableValues),
      ]),
    );
    if (args.get('after') != null || args.get('before') != null) return 0;
    const size = args.get('first') ?? args.get('last') ?? LIMITS.pageSizeDefault;
    if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > LIMITS.pageSizeMax)
      return 0;
    most = Math.max(most, size as number);
  }
  return most;
}

/** The fields of that name in the selection of the field being resolved (through fragments). */
function fieldsNamed(info: SelectionInfo, name: string): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return found;
}

/** A market connection's paths to its listings' quotes, and to their books. */
const MARKET_QUOTES = MARKET_LISTINGS.map((path) => [...path, 'quote']);
const MARKET_BOOKS = MARKET_LISTINGS.map((path) => [...path, 'orderbook']);

/**
 * The markets of a connection's page, read with their listings when the selection asks for them,
 * and with those listings' quotes and books when it asks for those (a dashboard): one read for the
 * page, and fields that answer without a promise each (market-data.loaders.ts, prefetch).
 */
export async function marketsOfPage(
  ids: readonly string[],
  loaders: Loaders,
  info: SelectionInfo,
  ctx: GraphqlContext,
): Promise<MarketNode[]> {
  if (selectsAny(info, MARKET_LISTINGS)) loaders.lookAhead.listingsOfMarkets = true;
  const markets = (await loadPresent(loaders.marketsById, ids)).map((m) => loaders.pin(m));
  const quotes = selectsAny(info, MARKET_QUOTES);
  const books = selectsAny(info, MARKET_BOOKS);
  if (quotes || books)
    await marketDataLoaders(ctx).prefetch(await listingIdsOf(markets, loaders), { quotes, books });
  return markets;
}

/**
 * The IDs of the markets' listings. Those primed by the markets' joined read are taken as they are
 * (the records `Outcome.listings` answers with); only the others go through the loader, since
 * three promises an outcome (its load, loadMany's and Promise.all's) were most of a dashboard's.
 */
async function listingIdsOf(markets: readonly MarketNode[], loaders: Loaders): Promise<string[]> {
  const listingIds: string[] = [];
  const unprimed: string[] = [];
  for (const market of markets)
    for (const { outcomeId } of market.outcomes) {
      const primed = loaders.primedListingsOf(outcomeId);
      if (primed === undefined) unprimed.push(outcomeId);
      else for (const listing of primed) listingIds.push(listing.listingId);
    }
  if (unprimed.length === 0) return listingIds;
  for (const found of await loaders.listingsByOutcome.loadMany(unprimed))
    if (!(found instanceof Error)) for (const listing of found) listingIds.push(listing.listingId);
  return listingIds;
}
