// Each venue's payload files read into its venue model (common/venue-model.ts) by its own parsers
// (kalshi/, polymarket/), with every problem of every file listed, as `settlegraph adapt` and
// `match` and each sync page read them (docs/venue-adapters.md).
import { ServiceError, type Problem } from '../domain/errors';
import { collectProblems, parsePayloadJson, type VenueFiles } from './common/payload-file';
import { problemAt } from './common/payload-error';
import { ParseContext } from './common/parse-context';
import type { VenuePayloads } from './common/venue-model';
import type { ReferenceData } from '../domain/settlement-terms/reference-data';
import { KalshiReader } from './kalshi/parse-kalshi';
import { readPolymarketFile } from './polymarket/parse-polymarket';
import { combineReference, referenceOfFile, resolveReferenceIds } from './venue-reference';

/**
 * Every venue's payloads read, without building a catalog (`settlegraph match`), their markets'
 * reference IDs resolved (withReference); throws INVALID_REQUEST listing every problem.
 */
export function readVenuePayloads(
  groups: VenueFiles[],
  warnings: Problem[] = [],
  reference?: ReferenceData,
): VenuePayloads[] {
  const problems: Problem[] = [];
  const sets = groups.map((g) => readVenueFiles(g, problems));
  for (const set of sets)
    for (const w of set.warnings) warnings.push(problemAt(w.from.file, w.from.path, w.reason));
  if (problems.length > 0)
    throw new ServiceError(
      'INVALID_REQUEST',
      `the venue payloads have ${problems.length} problem(s); nothing was read`,
      { problems },
    );
  withReference(sets, reference);
  return sets;
}

/**
 * The reference data given (the sync's) with the reference responses among the payload files.
 */
export function referenceOfSets(
  sets: readonly VenuePayloads[],
  given: ReferenceData | undefined,
): ReferenceData {
  return combineReference([given, ...sets.map((s) => s.reference)]);
}

/**
 * Resolves each venue's markets' reference IDs into `facts.entities` with that reference data,
 * and returns it.
 */
export function withReference(
  sets: readonly VenuePayloads[],
  given: ReferenceData | undefined,
): ReferenceData {
  const reference = referenceOfSets(sets, given);
  for (const set of sets) resolveReferenceIds(set, reference);
  return reference;
}

/**
 * One venue's files read; the problems of each are added to `problems`. A reference response
 * among them (Kalshi structured targets, Gamma teams or sports) is read as reference data.
 */
export function readVenueFiles(group: VenueFiles, problems: Problem[]): VenuePayloads {
  const references: ReferenceData[] = [];
  const payloads = (read: (file: string, json: unknown) => void) => {
    for (const f of group.files) {
      const parsed = parsePayloadJson(f, problems);
      if (!parsed.ok) continue;
      const reference = referenceOfFile(group.venue, parsed.json);
      if (reference) references.push(reference);
      else collectProblems(f.file, problems, () => read(f.file, parsed.json));
    }
  };
  let out: VenuePayloads;
  if (group.venue === 'kalshi') {
    const reader = new KalshiReader();
    payloads((file, json) => reader.read(file, json));
    reader.finish();
    out = reader.ctx.out;
  } else {
    const ctx = new ParseContext('polymarket');
    payloads((file, json) => {
      ctx.file = file;
      readPolymarketFile(ctx, json);
    });
    ctx.finish();
    out = ctx.out;
  }
  // The teams the events list (parse-polymarket.ts) with the reference responses among the files.
  if (references.length > 0) out.reference = combineReference([out.reference, ...references]);
  else if (out.reference) out.reference = combineReference([out.reference]);
  return out;
}
