// POST /markets:resolve: venue-native identifiers to service identifiers, in batch. Unknown or
// ambiguous mappings are never guessed (schema/openapi.yaml, POST /markets:resolve and Errors).
import {
  failOnProblems,
  joinNames,
  joinTexts,
  msg,
  name,
  type Message,
  type Problem,
} from '../domain/errors';
import {
  ResolveRequestDefinition,
  type ResolveInput,
  type ResolveItem,
  type ResolveResult,
} from '../resources/resolve';
import { overLongFields } from '../resources/field-lengths';
import type { ListingRecord, MarketRecord } from '../domain/records';
import type { ListingLookup, Store } from '../store/store';
import { LIMITS } from '../domain/limits';
import { headSnapshot } from './snapshot';

export type { ResolveInput, ResolveItem, ResolveResult };

/** The identifier forms of an input, each alone a lookup. */
type Form = 'venueMarketId' | 'tokenId' | 'ticker' | 'slug' | 'conditionId';

export class ResolveService {
  constructor(private readonly store: Store) {}

  async resolve(inputs: ResolveInput[]): Promise<ResolveResult> {
    validate(inputs);
    const snapshot = await headSnapshot(this.store);
    const rev = snapshot.revision;
    const matched = await this.matchAll(inputs, rev);
    const problems = matched.flatMap((m, i) =>
      m.conflict
        ? [{ path: `inputs[${i}]`, reason: msg`${inputs[i]!.clientReference}: ${m.conflict}` }]
        : [],
    );
    failOnProblems(
      problems,
      msg`conflicting native identifier forms: ${joinTexts(
        problems.map((p) => p.reason),
        '; ',
      )}`,
    );
    const marketIds = [...new Set(matched.flatMap((m) => m.listings.map((l) => l.marketId)))];
    const markets = new Map(
      (await this.store.getByKeys('market', marketIds, rev)).map((m) => [m.marketId, m]),
    );
    const items = inputs.map((input, i) => itemOf(input, matched[i]!, markets));
    await this.explainEventIds(items, rev);
    return { items, asOf: snapshot.asOf };
  }

  /**
   * Every input's matching listings, from one store round trip for all inputs and forms (a
   * request of 1,000 inputs is one Neo4j statement, not thousands of concurrent ones).
   */
  private async matchAll(inputs: ResolveInput[], revision: number): Promise<Match[]> {
    const formsOfInputs = inputs.map(formsOf);
    const lookups = inputs.flatMap((input, i) =>
      formsOfInputs[i]!.map((form) => lookupOf(input, form)),
    );
    const found = await this.store.findListingsBatch(lookups, revision);
    let next = 0;
    return formsOfInputs.map((forms, i) =>
      match(
        inputs[i]!,
        forms.map((form) => ({ form, listings: found[next++]! })),
      ),
    );
  }

  /**
   * Rule 6: a market selector never holds an event ID; say so when that is the likely mistake.
   * One lookup per distinct (venue, ID) of the unresolved inputs, a few at a time, so a request
   * of 1,000 unknown IDs cannot take every pooled store connection.
   */
  private async explainEventIds(items: ResolveItem[], revision: number): Promise<void> {
    const suspects = new Map<string, ResolveItem[]>();
    for (const item of items) {
      if (item.status !== 'UNRESOLVED' || item.input.venueMarketId === undefined) continue;
      const key = JSON.stringify([item.input.venue, item.input.venueMarketId]);
      suspects.set(key, [...(suspects.get(key) ?? []), item]);
    }
    const groups = [...suspects.values()];
    const explain = async (group: ResolveItem[]): Promise<void> => {
      const { venue, venueMarketId } = group[0]!.input;
      const events = await this.store.findEvents({ venue, venueEventId: venueMarketId }, revision, {
        offset: 0,
        limit: 1,
      });
      if (events.items.length === 0) return;
      for (const item of group) {
        item.reason = msg`{venueMarketId} "${venueMarketId}" is a native event ID on ${venue}, not a market ID`;
      }
    };
    const worker = async (): Promise<void> => {
      for (let group = groups.pop(); group; group = groups.pop()) await explain(group);
    };
    await Promise.all(Array.from({ length: Math.min(EXPLAIN_CONCURRENCY, groups.length) }, worker));
  }
}

/** Event lookups in flight at once for one resolve request. */
const EXPLAIN_CONCURRENCY = 8;

interface Match {
  listings: ListingRecord[];
  unknown?: Form;
  conflict?: Message;
}

/**
 * Listings every given form agrees on. Forms that each find records but name different markets,
 * or different outcomes of one market, conflict (the request fails: docs/decisions.md, "Resolve
 * forms"); a form that finds nothing leaves the item UNRESOLVED, since an unknown mapping cannot
 * be said to disagree.
 */
function match(input: ResolveInput, lookups: { form: Form; listings: ListingRecord[] }[]): Match {
  const missing = lookups.find((l) => l.listings.length === 0);
  if (missing) return { listings: [], unknown: missing.form };
  const side = input.venueOutcomeId;
  const token = lookups.find((l) => l.form === 'tokenId');
  // A token names its listing, and so its side, by itself: a side given beside it must be that one.
  if (token && side !== undefined && !token.listings.some((l) => l.venueOutcomeId === side)) {
    const sides = [...new Set(token.listings.map((l) => l.venueOutcomeId))].sort();
    return {
      listings: [],
      conflict: msg`{tokenId} "${input.tokenId}" is the ${joinTexts(
        sides.map((s) => `"${s}"`),
        ' and ',
      )} side, not {venueOutcomeId} "${side}"`,
    };
  }
  let common = lookups[0]!.listings;
  for (const other of lookups.slice(1)) {
    const ids = new Set(other.listings.map((l) => l.listingId));
    common = common.filter((l) => ids.has(l.listingId));
  }
  if (common.length > 0) return { listings: common };
  const named = joinNames(
    lookups.map((l) => l.form),
    ' and ',
  );
  const sideNamed = side === undefined ? '' : msg` (with {venueOutcomeId} "${side}")`;
  return {
    listings: [],
    conflict: shareMarket(lookups.map((l) => l.listings))
      ? msg`${named}${sideNamed} name different outcomes of one market`
      : msg`${named}${sideNamed} name different markets`,
  };
}

/** Whether some market has a listing in every one of the lists. */
function shareMarket(lists: ListingRecord[][]): boolean {
  let markets = new Set(lists[0]!.map((l) => l.marketId));
  for (const list of lists.slice(1)) {
    const these = new Set(list.map((l) => l.marketId));
    markets = new Set([...markets].filter((id) => these.has(id)));
  }
  return markets.size > 0;
}

function validate(inputs: ResolveInput[]): void {
  const problems: Problem[] = overLongFields(ResolveRequestDefinition, { inputs });
  if (inputs.length === 0) problems.push({ path: 'inputs', reason: 'needs at least one input' });
  if (inputs.length > LIMITS.resolveInputsMax) {
    problems.push({
      path: 'inputs',
      reason: `at most ${LIMITS.resolveInputsMax} inputs per request`,
    });
  }
  const seen = new Set<string>();
  inputs.forEach((input, i) => {
    if (seen.has(input.clientReference)) {
      problems.push({
        path: `inputs[${i}].clientReference`,
        reason: `"${input.clientReference}" is not unique within the request`,
      });
    }
    seen.add(input.clientReference);
    if (formsOf(input).length === 0) {
      problems.push({
        path: `inputs[${i}]`,
        reason: msg`needs one of {venueMarketId}, {tokenId}, {ticker}, {slug} or {conditionId}`,
      });
    }
  });
  failOnProblems(problems);
}

function formsOf(input: ResolveInput): Form[] {
  const forms: Form[] = [];
  if (input.venueMarketId !== undefined) forms.push('venueMarketId');
  if (input.tokenId !== undefined) forms.push('tokenId');
  if (input.ticker !== undefined) forms.push('ticker');
  if (input.slug !== undefined) forms.push('slug');
  if (input.conditionId !== undefined) forms.push('conditionId');
  return forms;
}

/**
 * One form's lookup. venueOutcomeId narrows the market-level forms to one side; a token selects
 * one listing by itself, so it is looked up alone and its side compared (match).
 */
function lookupOf(input: ResolveInput, form: Form): ListingLookup {
  const side = input.venueOutcomeId !== undefined ? { venueOutcomeId: input.venueOutcomeId } : {};
  switch (form) {
    case 'venueMarketId':
      return { venue: input.venue, venueMarketId: input.venueMarketId!, ...side };
    case 'tokenId':
      return { venue: input.venue, tokenId: input.tokenId! };
    case 'ticker':
      return { venue: input.venue, ticker: input.ticker!, ...side };
    case 'slug':
      return { venue: input.venue, slug: input.slug!, ...side };
    case 'conditionId':
      return { venue: input.venue, conditionId: input.conditionId!, ...side };
  }
}

function echoOf(input: ResolveInput): ResolveItem['input'] {
  const { clientReference: _ignored, ...native } = input;
  return Object.fromEntries(
    Object.entries(native).filter(([, v]) => v !== undefined),
  ) as ResolveItem['input'];
}

function itemOf(
  input: ResolveInput,
  match: Match,
  markets: Map<string, MarketRecord>,
): ResolveItem {
  const base = { clientReference: input.clientReference, input: echoOf(input) };
  if (match.listings.length === 0) {
    const form = match.unknown ?? 'venueMarketId';
    const side =
      input.venueOutcomeId !== undefined
        ? msg` with {venueOutcomeId} "${input.venueOutcomeId}"`
        : '';
    return {
      ...base,
      status: 'UNRESOLVED',
      reason: msg`no ${input.venue} listing has this ${name(form)}${side}`,
    };
  }
  const marketIds = [...new Set(match.listings.map((l) => l.marketId))].sort();
  if (marketIds.length > 1) {
    return {
      ...base,
      status: 'AMBIGUOUS',
      reason: msg`the identifiers match listings of ${marketIds.length} markets; add {venueOutcomeId} or a more specific form`,
      candidateMarketIds: marketIds,
    };
  }
  const market = markets.get(marketIds[0]!);
  if (!market)
    return { ...base, status: 'UNRESOLVED', reason: 'the matching listing has no current market' };
  const selectsSide = input.venueOutcomeId !== undefined || input.tokenId !== undefined;
  const outcomeIds = [...new Set(match.listings.map((l) => l.outcomeId))].sort();
  if (selectsSide && outcomeIds.length > 1) {
    return {
      ...base,
      status: 'AMBIGUOUS',
      reason: `the identifiers match ${outcomeIds.length} outcomes of ${market.marketId}`,
      candidateMarketIds: marketIds,
      candidateOutcomeIds: outcomeIds,
    };
  }
  const outcomes = market.outcomes
    .filter((o) => outcomeIds.includes(o.outcomeId))
    .map((o) => ({
      outcomeId: o.outcomeId,
      label: o.label,
      listings: match.listings
        .filter((l) => l.outcomeId === o.outcomeId)
        .map((l) => ({
          listingId: l.listingId,
          mappingVersion: l.mappingVersion,
          venueOutcomeId: l.venueOutcomeId,
        })),
    }));
  return {
    ...base,
    status: 'RESOLVED',
    marketId: market.marketId,
    marketVersion: market.version,
    eventIds: market.eventIds,
    familyIds: market.familyIds,
    outcomes,
  };
}
