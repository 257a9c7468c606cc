// Each venue's payload files read into its venue model (common/venue-model.ts) by its own parsers
// (kalshi/, polymarket/), with every problem of every file listed, as `settlegraph adapt` and
// `match` and each sync page read them (docs/venue-adapters.md).
import { ServiceError, type Problem } from '../domain/errors';
import { collectProblems, parsePayloadJson, type VenueFiles } from './common/payload-file';
import { problemAt } from './common/payload-error';
import { ParseContext } from './common/parse-context';
import type { VenuePayloads } from './common/venue-model';
import { KalshiReader } from './kalshi/parse-kalshi';
import { readPolymarketFile } from './polymarket/parse-polymarket';

/**
 * Every venue's payloads read, without building a catalog (`settlegraph match`); throws
 * INVALID_REQUEST listing every problem.
 */
export function readVenuePayloads(groups: VenueFiles[], warnings: Problem[] = []): VenuePayloads[] {
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
  return sets;
}

/** One venue's files read; the problems of each are added to `problems`. */
export function readVenueFiles(group: VenueFiles, problems: Problem[]): VenuePayloads {
  if (group.venue === 'kalshi') {
    const reader = new KalshiReader();
    for (const f of group.files) {
      const parsed = parsePayloadJson(f, problems);
      if (parsed.ok) collectProblems(f.file, problems, () => reader.read(f.file, parsed.json));
    }
    reader.finish();
    return reader.ctx.out;
  }
  const ctx = new ParseContext('polymarket');
  for (const f of group.files) {
    const parsed = parsePayloadJson(f, problems);
    ctx.file = f.file;
    if (parsed.ok) collectProblems(f.file, problems, () => readPolymarketFile(ctx, parsed.json));
  }
  ctx.finish();
  return ctx.out;
}
