// Catalog import: parse and validate a file, read it into the import draft (src/catalog/import-draft.ts), plan the
// draft against the store's head, commit as one revision. A file with any problem is rejected
// whole and nothing is written.
import { randomUUID } from 'node:crypto';
import { ServiceError } from '../domain/errors';
import { NO_PROGRESS, type OnProgress } from '../domain/progress';
import type { MarketRecord, ScenarioVersionRecord } from '../domain/records';
import { jointScopeIdOf } from '../domain/payout-key';
import { isEmptyMarketDataBatch, marketDataRows } from '../store/market-data';
import { RevisionConflictError, type Store } from '../store/store';
import type { ImportDraft } from './import-draft';
import { draftFromCatalog } from './draft-from-catalog';
import type { CatalogDocument } from './catalog-schema';
import { checkFileForm, draftNamed, draftRuleProblems, invalidCatalog } from './catalog-rules';
import type { KnownRecords } from './known-records';
import { loadMarketDataContext } from './load-market-data';
import { listingFactsOfDraft, rowsOfDraft } from './plan-market-data';
import {
  planImport,
  type CrossVenueChanges,
  type PlanOptions,
  type PlanResult,
} from './plan-import';
import { commitSettled, DEFAULT_SETTLE_OPTIONS, type SettleOptions } from './settled-commit';

export interface ImportResult {
  /** The revision the import produced, or the unchanged head when the file changed nothing. */
  revision: number;
  records: number;
  changes: number;
  /** The commit's ID on its revision (none when the file changed nothing). */
  commitId?: string;
  /** The commit's answer was lost and the store, asked, had it: written all the same. */
  answerLost?: true;
}

/** Commits planned against a head that moved meanwhile are planned again this many times. */
const MAX_ATTEMPTS = 5;

/** A catalog file that passed its check: the document, and the draft its rules were checked on. */
export interface CheckedCatalog {
  doc: CatalogDocument;
  /** The document read into the import draft once, for `importDraft`. */
  draft: ImportDraft;
}

/** How a catalog file is checked; every field has a default. */
export interface CheckCatalogOptions {
  /** Names the document in errors ("<source> is not a valid settlegraph catalog"); 'catalog' by default. */
  source?: string;
  /**
   * The caller hands over a value it does not keep (freshly parsed): the check completes it in
   * place instead of copying it first. By default the caller's value is left as it was.
   */
  owned?: boolean;
}

/** Parses and checks a catalog file's text: the file's document and its checked draft. */
export function readCatalogFile(
  text: string,
  options: Omit<CheckCatalogOptions, 'owned'> = {},
): CheckedCatalog {
  const { source = 'catalog' } = options;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ServiceError('INVALID_REQUEST', `${source} is not valid JSON`, {
      problems: [{ path: '$', reason: (error as Error).message }],
    });
  }
  return checkCatalogFile(json, { source, owned: true });
}

export function parseCatalog(text: string, source = 'catalog'): CatalogDocument {
  return readCatalogFile(text, { source }).doc;
}

/**
 * The catalog of a JSON value, its defaults applied and its unknown fields left out; `json`
 * itself is left as it was.
 */
export function validateCatalog(json: unknown, source = 'catalog'): CatalogDocument {
  return checkCatalogFile(json, { source }).doc;
}

/**
 * Checks a catalog file's JSON value: its form, then its draft by the catalog's rules
 * (catalog-rules.ts), and yields both, so the draft is made once on the file's path. A file whose
 * form is wrong has no draft: the rules read it in the draft's names, so every problem is told at
 * once. A caller that changes the document afterwards imports it with `importCatalog`, which reads
 * it into a draft again.
 */
export function checkCatalogFile(json: unknown, options: CheckCatalogOptions = {}): CheckedCatalog {
  const { source = 'catalog', owned = false } = options;
  const value = owned ? json : structuredClone(json);
  const form = checkFileForm(value);
  if (form.ok) {
    const draft = draftFromCatalog(form.value);
    const broken = draftRuleProblems(draft);
    if (broken.length > 0) throw invalidCatalog(source, broken);
    return { doc: form.value, draft };
  }
  throw invalidCatalog(source, [...form.problems, ...draftRuleProblems(draftNamed(value))]);
}

/** How an import is named, timed, settled and reported; every field has a default. */
export interface ImportOptions {
  /** Names the document in errors ("<source> has 2 problem(s)"); 'catalog' by default. */
  source?: string;
  /** The commit's time; the wall clock by default. */
  clock?: () => Date;
  /** How a commit whose answer was lost is settled (settled-commit.ts). */
  settle?: SettleOptions;
  /** Cross-venue families the import keeps or sets (a venue page's import keeps them). */
  crossVenue?: CrossVenueChanges;
  onProgress?: OnProgress;
}

/**
 * Imports a checked catalog document as one revision: its draft, read here at the file's edge. A
 * file checked by `checkCatalogFile` and not changed since imports its `draft` with `importDraft`.
 */
export function importCatalog(
  store: Store,
  doc: CatalogDocument,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importDraft(store, draftFromCatalog(doc), options);
}

/**
 * Imports `draft` as one revision: the one write path of catalogs, venue pages and the sync. A
 * commit that fails in a way that may hide a landed write is settled (settled-commit.ts): landed,
 * it is the result (`answerLost`); else CommitNotWrittenError, or CommitOutcomeUnknownError when
 * the store cannot be asked.
 */
export async function importDraft(
  store: Store,
  draft: ImportDraft,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const {
    source = 'catalog',
    clock = () => new Date(),
    settle: settleOptions = DEFAULT_SETTLE_OPTIONS,
    crossVenue = {},
    onProgress = NO_PROGRESS,
  } = options;
  // One ID for every attempt: an attempt that met a conflict wrote nothing.
  const commitId = `import-${randomUUID()}`;
  for (let attempt = 1; ; attempt++) {
    const head = await store.head();
    onProgress({ phase: 'read the store', done: 0, total: 1, unit: 'reads' });
    const known = await loadKnownRecords(store, draft, head.revision, { crossVenue });
    onProgress({ phase: 'read the store', done: 1, total: 1, unit: 'reads' });
    const committedAt = clock().toISOString();
    const planned = await planWithUnpublishedVersions(store, draft, known, committedAt, {
      crossVenue,
      onProgress,
    });
    if (!planned.ok) {
      throw new ServiceError(
        'INVALID_REQUEST',
        `${source} has ${planned.problems.length} problem(s); nothing was imported`,
        {
          problems: planned.problems,
        },
      );
    }
    const { puts, changes, relationshipSets, marketData } = planned.plan;
    if (puts.length === 0 && isEmptyMarketDataBatch(marketData))
      return { revision: head.revision, records: 0, changes: 0 };
    const rows =
      puts.length +
      changes.length +
      relationshipSets.reduce((sum, set) => sum + set.relationships.length, 0) +
      marketDataRows(marketData);
    onProgress({ phase: 'commit', done: 0, total: rows, unit: 'rows' });
    try {
      const committed = await commitSettled(
        store,
        {
          expectedRevision: head.revision,
          // Fair values are never read by a plan; stored market data only when the catalog has
          // some.
          readDomains: known.marketData ? ['catalog', 'marketData'] : ['catalog'],
          committedAt,
          puts,
          changes,
          relationshipSets,
          ...(marketData ? { marketData } : {}),
          commitId,
          onProgress,
        },
        settleOptions,
      );
      onProgress({ phase: 'commit', done: rows, total: rows, unit: 'rows' });
      return {
        revision: committed.revision.revision,
        records: puts.length + marketDataRows(marketData),
        changes: changes.length,
        commitId,
        ...(committed.answerLost ? { answerLost: true as const } : {}),
      };
    } catch (error) {
      if (error instanceof RevisionConflictError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * The plan, its numbered market versions each a label the market was never published under. A
 * label the plan numbered may have been published before the market's current version (a catalog
 * that names an earlier version makes it current again): it is read, added to what the planner
 * knows, and the catalog planned again. Only amended markets without a named version are read.
 */
async function planWithUnpublishedVersions(
  store: Store,
  draft: ImportDraft,
  known: KnownRecords,
  committedAt: string,
  options: PlanOptions,
): Promise<PlanResult> {
  for (;;) {
    const planned = planImport(draft, known, committedAt, options);
    if (!planned.ok) return planned;
    const published: MarketRecord[] = [];
    await forEachLimited(planned.plan.numberedVersions, MARKET_VERSION_READS, async (v) => {
      const found = await store.marketVersion(v.marketId, v.version);
      if (found) published.push(found);
    });
    if (published.length === 0) return planned;
    for (const record of published) {
      const versions = known.marketVersions.get(record.marketId) ?? new Map<string, MarketRecord>();
      versions.set(record.version, record);
      known.marketVersions.set(record.marketId, versions);
    }
  }
}

/** Reads everything the draft (and the memberships it changes) refers to or may change, at one revision. */
export async function loadKnownRecords(
  store: Store,
  draft: ImportDraft,
  revision: number,
  { crossVenue = {} }: { crossVenue?: CrossVenueChanges } = {},
): Promise<KnownRecords> {
  const marketIds = unique([
    ...draft.markets.map((m) => m.marketId),
    ...(crossVenue.markets?.keys() ?? []),
  ]);
  const outcomeIds = draft.markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
  const listingIds = draft.markets.flatMap((m) =>
    m.outcomes.flatMap((o) => o.listings.map((l) => l.listingId)),
  );
  const familyIds = unique([
    ...draft.families.map((f) => f.familyId),
    ...draft.events.flatMap((e) => e.familyIds),
    ...draft.markets.flatMap((m) => m.familyIds),
    ...draft.jointScopes.flatMap((s) => s.familyIds),
  ]);
  const eventIds = unique([
    ...draft.events.map((e) => e.eventId),
    ...draft.markets.flatMap((m) => m.eventIds),
    ...(crossVenue.events?.keys() ?? []),
  ]);
  const conventionIds = unique([
    ...draft.conventions.map((c) => c.conventionId),
    ...draft.families.flatMap((f) => f.supportedConventionIds),
  ]);
  const jointScopeIds = draft.jointScopes.map((s) => jointScopeIdOf(s.familyIds));

  const [
    families,
    scenarioVersions,
    events,
    markets,
    outcomeMarkets,
    listings,
    conventions,
    jointScopes,
  ] = await Promise.all([
    store.getByKeys('family', familyIds, revision),
    store.scenarioVersionsOfFamilies(familyIds, revision),
    store.getByKeys('event', eventIds, revision),
    store.getByKeys('market', marketIds, revision),
    store.marketIdsOfOutcomes(outcomeIds, revision),
    store.getByKeys('listing', listingIds, revision),
    store.getByKeys('convention', conventionIds, revision),
    store.getByKeys('jointScope', jointScopeIds, revision),
  ]);
  // Relationships are derived per family version from all its markets: read every market of the
  // families the catalog's markets join or leave.
  const touched = unique([...familyIds, ...markets.flatMap((m) => m.familyIds)]);
  const extraFamilies = touched.filter((id) => !scenarioVersions.has(id));
  const [extraVersions, extraFamilyRecords, membersByFamily] = await Promise.all([
    extraFamilies.length > 0
      ? store.scenarioVersionsOfFamilies(extraFamilies, revision)
      : new Map<string, ScenarioVersionRecord[]>(),
    // A stored market's families the catalog does not name: an import that keeps its cross-venue
    // memberships refers to them.
    extraFamilies.length > 0 ? store.getByKeys('family', extraFamilies, revision) : [],
    store.marketIdsOfFamilies(touched, revision),
  ]);
  for (const [id, versions] of extraVersions) scenarioVersions.set(id, versions);
  families.push(...extraFamilyRecords);
  const memberIds = unique([...membersByFamily.values()].flat());
  const members = new Map(
    (await store.getByKeys('market', memberIds, revision)).map((m) => [m.marketId, m]),
  );
  const familyMarkets = new Map(
    touched.map((id) => [
      id,
      (membersByFamily.get(id) ?? []).flatMap((mid) => members.get(mid) ?? []),
    ]),
  );
  const marketVersions = new Map<string, Map<string, MarketRecord>>();
  const currentMarkets = new Map(markets.map((m) => [m.marketId, m]));
  await forEachLimited(draft.markets, MARKET_VERSION_READS, async (m) => {
    const versions = new Map<string, MarketRecord>();
    const current = currentMarkets.get(m.marketId);
    // A market absent at this revision has no versions to read: stores only supersede records,
    // never remove them, so a market once written is present at every later revision.
    const wanted = current ? unique([m.version, current.version]) : [];
    for (const version of wanted) {
      const published = await store.marketVersion(m.marketId, version);
      if (published) versions.set(version, published);
    }
    marketVersions.set(m.marketId, versions);
  });
  return {
    revision,
    families: new Map(families.map((f) => [f.familyId, f])),
    scenarioVersions,
    events: new Map(events.map((e) => [e.eventId, e])),
    markets: new Map(markets.map((m) => [m.marketId, m])),
    marketVersions,
    outcomeMarkets,
    listings: new Map(listings.map((l) => [l.listingId, l])),
    conventions: new Map(conventions.map((c) => [c.conventionId, c])),
    jointScopes: new Map(jointScopes.map((s) => [s.jointScopeId, s])),
    familyMarkets,
    ...(draft.marketData
      ? {
          marketData: await loadMarketDataContext(
            store,
            rowsOfDraft(draft.marketData),
            listingFactsOfDraft(draft),
            revision,
          ),
        }
      : {}),
  };
}

/**
 * Market version reads in flight at once. A catalog of tens of thousands of markets must not start
 * them all together: the Neo4j driver's pool holds 100 connections and a read waiting longer than
 * 5 s for one fails (driver.ts), which failed a 25,000-market import (docs/benchmarks.md).
 * Only markets already in the store are read, so a first import makes no such reads.
 */
const MARKET_VERSION_READS = 16;

/** Runs `work` on every item, at most `limit` at a time. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))];
}
