// `settlegraph match <venue> FILE... <venue> FILE... [--candidates K] [--equivalence-out FILE]`:
// the payloads `adapt` reads (reference responses among them: docs/venue-adapters.md, "Reference
// data"), their settlement terms and the proposed Kalshi × Polymarket pairs (each market's K
// candidates on the other venue, docs/decisions.md "Candidates at venue scale") with verdicts and
// term-by-term diffs, as JSON on stdout (docs/decisions.md, "Settlement terms"). With
// --equivalence-out the EQUIVALENT
// pairs are written as an equivalence file for review; nothing is merged until it is given to
// `settlegraph adapt --equivalence`.
import type { Problem } from '../domain/errors';
import { readVenuePayloads, referenceOfSets } from '../venues/read-venue-payloads';
import { equivalenceFile } from '../catalog/venues/equivalence';
import {
  DEFAULT_CANDIDATES_PER_MARKET,
  marketsOfPayloads,
  matchMarkets,
} from '../domain/matching/match-markets';
import { VENUES } from '../venues/common/venue-model';
import { UsageError } from './command-line';
import { stderrProgress } from './progress';
import {
  parseVenueGroups,
  readVenueFiles,
  reportPayloadError,
  writeWhole,
} from './venue-file-args';

export interface MatchOptions {
  /** `<venue> FILE... <venue> FILE...`: both venues. */
  positionals: readonly string[];
  /** Candidates per market, as given (default DEFAULT_CANDIDATES_PER_MARKET). */
  candidates?: string | undefined;
  equivalenceOut?: string | undefined;
}

/** Throws a UsageError for a wrong command line (src/cli/commands.ts reads the options). */
export async function runMatch(
  options: MatchOptions,
  stdout: (text: string) => Promise<void>,
  stderr: (text: string) => void,
): Promise<number> {
  const parsed = parseVenueGroups(options.positionals);
  if (typeof parsed === 'string') throw new UsageError(parsed);
  const missing = VENUES.find((venue) => !parsed.some((g) => g.venue === venue));
  if (missing) throw new UsageError(`a match needs both venues: give ${missing} files too`);
  const { candidates, equivalenceOut } = options;
  const perMarket = candidates === undefined ? DEFAULT_CANDIDATES_PER_MARKET : Number(candidates);
  if (!/^[1-9][0-9]{0,5}$/.test(candidates ?? '1'))
    throw new UsageError('--candidates needs a whole number from 1 to 999999');
  // JSON lines, as the result is JSON (docs/decisions.md, "Progress of long commands").
  const progress = stderrProgress('match', 'json');
  try {
    const groups = await readVenueFiles(parsed);
    const warnings: Problem[] = [];
    const sets = readVenuePayloads(groups, warnings);
    for (const w of warnings) stderr(`warning: ${w.path}: ${String(w.reason)}\n`);
    const reference = referenceOfSets(sets, undefined);
    if (reference.entities.length > 0 || (reference.leagues?.length ?? 0) > 0) {
      const named = sets.flatMap((s) => s.markets).filter((m) => m.facts?.entities?.length);
      stderr(
        `reference data: ${reference.entities.length} entities, ${reference.leagues?.length ?? 0} leagues; ${named.length} markets name an entity by it\n`,
      );
    }
    const markets = marketsOfPayloads(sets, reference, progress.onProgress);
    const result = matchMarkets(markets, { perMarket }, progress.onProgress);
    progress.finish();
    const count = (verdict: string) => result.pairs.filter((p) => p.verdict === verdict).length;
    const summary = {
      pairs: result.pairs.length,
      equivalent: count('EQUIVALENT'),
      related: count('RELATED'),
      different: count('DIFFERENT'),
      candidate: count('CANDIDATE'),
      // CANDIDATE's former name, kept for readers of this summary (docs/decisions.md).
      unknown: count('CANDIDATE'),
      unblocked: result.unblocked.length,
      markets: markets.length,
      candidatesPerMarket: perMarket,
    };
    await stdout(`${JSON.stringify({ summary, ...result }, null, 2)}\n`);
    if (equivalenceOut) {
      await writeWhole(
        equivalenceOut,
        `${JSON.stringify(equivalenceFile(result.pairs), null, 2)}\n`,
      );
      stderr(`${equivalenceOut}: ${summary.equivalent} equivalent pair(s) written for review\n`);
    }
    return 0;
  } catch (error) {
    return reportPayloadError(error, stderr);
  } finally {
    progress.finish();
  }
}
