// Venue payloads to one import draft (src/catalog/import-draft.ts): read every file of every
// venue, build the draft, add the cross-venue families when both venues are given
// (docs/decisions.md, "Cross-venue families"), apply the equivalence file, check the draft by the
// catalog's rules (catalog-rules.ts), and (`adapt`) check that it imports into an empty store.
// Any problem anywhere fails the whole run, listing each as `FILE: $.path: reason`. The sync
// imports the draft; `adapt` writes it as a catalog file, converted at that edge
// (catalog-from-draft.ts).
import { ServiceError, type Problem } from '../../domain/errors';
import { NO_PROGRESS, type OnProgress } from '../../domain/progress';
import { MemoryStore } from '../../store/memory/memory-store';
import type { CatalogDocument } from '../catalog-schema';
import { catalogFromDraft } from '../catalog-from-draft';
import type { ImportDraft } from '../import-draft';
import { importDraft } from '../import-catalog';
import { validateDraft } from '../catalog-rules';
import { buildVenueCatalog } from './build-venue-catalog';
import { addCrossVenueFamilies } from './cross-venue/apply-cross-venue-families';
import { mergeEquivalents, readEquivalence } from './equivalence';
import type { StoredEvents } from './kept-members';
import { adaptFailure, problemAt } from '../../venues/common/payload-error';
import {
  collectProblems,
  parsePayloadJson,
  type PayloadFile,
  type VenueFiles,
} from '../../venues/common/payload-file';
import type { VenuePayloads } from '../../venues/common/venue-model';
import { readVenueFiles, withReference } from '../../venues/read-venue-payloads';
import type { ReferenceData } from '../../domain/settlement-terms/reference-data';

export interface AdaptOptions {
  /**
   * Families of both venues' markets on one quantity, from their settlement terms (on unless
   * false; docs/decisions.md, "Cross-venue families"). They need both venues' payloads in the run.
   */
  crossVenueFamilies?: boolean;
  /**
   * What the store holds of the payloads' events that they no longer list (the sync): those
   * markets keep their place in their families (docs/decisions.md, "Markets a venue stops
   * listing").
   */
  stored?: StoredEvents;
  /**
   * The venues' reference data (the sync keeps it current); reference responses among the
   * payload files are added to it (docs/venue-adapters.md, "Reference data").
   */
  reference?: ReferenceData;
  /** Told how far the run is (src/domain/progress.ts). */
  onProgress?: OnProgress;
}

/** What `adaptVenueDraft` may be given besides the payloads; every field has a default. */
export interface AdaptDraftOptions extends AdaptOptions {
  /** The equivalence file of declared cross-venue pairs (equivalence.ts). */
  equivalence?: PayloadFile;
  /** Gets what was read but left out, as problems are listed. */
  warnings?: Problem[];
}

/**
 * The import draft of the given payloads, checked by the catalog's rules (the sync's input);
 * throws INVALID_REQUEST listing every problem. What was read but left out (a daily candle, a
 * market naming no event, a market kept out of a cross-venue family) is added to `warnings`.
 */
export function adaptVenueDraft(
  groups: VenueFiles[],
  options: AdaptDraftOptions = {},
): ImportDraft {
  return checkedDraft(
    buildAdaptedDraft(groups, options.equivalence, options.warnings ?? [], options),
  );
}

/**
 * The catalog file of the given payloads (`settlegraph adapt`): their draft in the file's form,
 * checked; throws INVALID_REQUEST listing every problem. What was read but left out is added to
 * `warnings`, as problems are.
 */
export function adaptVenuePayloads(
  groups: VenueFiles[],
  equivalence?: PayloadFile,
  warnings: Problem[] = [],
  options: AdaptOptions = {},
): CatalogDocument {
  return adaptedCatalog(groups, equivalence, warnings, options).doc;
}

/**
 * The draft, checked by the catalog's rules (catalog-rules.ts), and the catalog file it is written
 * as: a problem names the field of the file a person would fix.
 */
function adaptedCatalog(
  groups: VenueFiles[],
  equivalence: PayloadFile | undefined,
  warnings: Problem[],
  options: AdaptOptions,
): { doc: CatalogDocument; draft: ImportDraft } {
  const draft = checkedDraft(buildAdaptedDraft(groups, equivalence, warnings, options));
  return { doc: catalogFromDraft(draft), draft };
}

/** The draft, checked by the catalog's rules; each problem at the adapted catalog's field. */
function checkedDraft(draft: ImportDraft): ImportDraft {
  try {
    return validateDraft(draft, 'the adapted catalog');
  } catch (error) {
    throw asAdaptedCatalogProblems(error);
  }
}

function buildAdaptedDraft(
  groups: VenueFiles[],
  equivalence: PayloadFile | undefined,
  warnings: Problem[],
  options: AdaptOptions,
): ImportDraft {
  const problems: Problem[] = [];
  const onProgress = options.onProgress ?? NO_PROGRESS;
  const files = groups.reduce((sum, g) => sum + g.files.length, 0);
  let read = 0;
  onProgress({ phase: 'read payloads', done: read, total: files, unit: 'files' });
  const sets: VenuePayloads[] = groups.map((g) => {
    const set = readVenueFiles(g, problems);
    read += g.files.length;
    onProgress({ phase: 'read payloads', done: read, total: files, unit: 'files' });
    return set;
  });
  for (const set of sets)
    for (const w of set.warnings) warnings.push(problemAt(w.from.file, w.from.path, w.reason));
  const pairs = equivalence ? readPairs(equivalence, problems) : [];
  if (problems.length > 0) throw adaptFailure(problems);
  const reference = withReference(sets, options.reference);
  const markets = sets.reduce((sum, set) => sum + set.markets.length, 0);
  onProgress({ phase: 'build the catalog', done: 0, total: markets, unit: 'markets' });
  const { built, problems: buildProblems } = buildVenueCatalog(
    sets,
    options.stored,
    warnings,
    reference,
  );
  if (!built) throw adaptFailure(buildProblems);
  onProgress({ phase: 'build the catalog', done: markets, total: markets, unit: 'markets' });
  // Before the merge: a declared pair that pays differently in a cross-venue family is refused.
  if (options.crossVenueFamilies !== false && marketsOfBothVenues(sets)) {
    onProgress({ phase: 'cross-venue families', done: 0, total: markets, unit: 'markets' });
    warnings.push(...addCrossVenueFamilies(built, reference));
    onProgress({ phase: 'cross-venue families', done: markets, total: markets, unit: 'markets' });
  }
  if (equivalence) {
    const mergeProblems = mergeEquivalents(built, pairs, equivalence.file);
    if (mergeProblems.length > 0) throw adaptFailure(mergeProblems);
  }
  return built.draft;
}

/**
 * Adapts and then imports the checked draft into an empty memory store: the catalog imports
 * cleanly. The file written reads back as that draft
 * (test/catalog/venues/adapted-draft.corpus.test.ts), so it is not read into a draft again here.
 */
export async function adaptAndCheck(
  groups: VenueFiles[],
  equivalence?: PayloadFile,
  warnings: Problem[] = [],
  options: AdaptOptions = {},
): Promise<CatalogDocument> {
  const { doc, draft } = adaptedCatalog(groups, equivalence, warnings, options);
  const onProgress = options.onProgress ?? NO_PROGRESS;
  try {
    await importDraft(new MemoryStore(), draft, {
      source: 'the adapted catalog',
      onProgress: (tick) => onProgress({ ...tick, phase: `check the import: ${tick.phase}` }),
    });
  } catch (error) {
    throw asAdaptedCatalogProblems(error);
  }
  return doc;
}

function marketsOfBothVenues(sets: readonly VenuePayloads[]): boolean {
  return new Set(sets.filter((s) => s.markets.length > 0).map((s) => s.venue)).size > 1;
}

function asAdaptedCatalogProblems(error: unknown): unknown {
  if (!(error instanceof ServiceError)) return error;
  const problems = (error.details?.problems ?? []).map((p) =>
    problemAt('(adapted catalog)', p.path, String(p.reason)),
  );
  return adaptFailure(
    problems.length > 0 ? problems : [problemAt('(adapted catalog)', '$', error.message)],
  );
}

function readPairs(file: PayloadFile, problems: Problem[]): ReturnType<typeof readEquivalence> {
  const parsed = parsePayloadJson(file, problems);
  if (!parsed.ok) return [];
  let pairs: ReturnType<typeof readEquivalence> = [];
  collectProblems(file.file, problems, () => {
    pairs = readEquivalence(parsed.json);
  });
  return pairs;
}
