// `settlegraph match <venue> FILE... <venue> FILE... [--equivalence-out FILE]`: the payloads
// `adapt` reads, their settlement terms and the proposed Kalshi × Polymarket pairs with verdicts,
// as JSON on stdout (docs/decisions.md, "Settlement terms"). With --equivalence-out the EQUIVALENT
// pairs are written as an equivalence file for review; nothing is merged until it is given to
// `settlegraph adapt --equivalence`.
import { rename, writeFile } from 'node:fs/promises';
import { ServiceError, type Problem } from '../domain/errors';
import { readVenuePayloads, type VenueFiles } from '../catalog/venues/adapt-venues';
import {
  equivalenceFile,
  matchMarkets,
  termsOfPayloads,
} from '../catalog/venues/terms/match-markets';
import { VENUES, type Venue } from '../catalog/venues/venue-model';
import { readTextFile } from '../catalog/read-text-file';

export const MATCH_USAGE =
  'usage: settlegraph match kalshi FILE... polymarket FILE... [--equivalence-out FILE]\n';

interface MatchArgs {
  groups: { venue: Venue; files: string[] }[];
  equivalenceOut?: string;
}

function parseArgs(args: string[]): MatchArgs | string {
  const groups: MatchArgs['groups'] = [];
  let equivalenceOut: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--equivalence-out') {
      const value = args[++i];
      if (value === undefined) return `${arg} needs a file`;
      equivalenceOut = value;
    } else if ((VENUES as readonly string[]).includes(arg)) {
      groups.push({ venue: arg as Venue, files: [] });
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      const group = groups[groups.length - 1];
      if (!group) return `name the venue (${VENUES.join(' or ')}) before its files`;
      group.files.push(arg);
    }
  }
  if (groups.length === 0 || groups.some((g) => g.files.length === 0))
    return 'give each venue at least one file';
  for (const venue of VENUES)
    if (!groups.some((g) => g.venue === venue))
      return `a match needs both venues: give ${venue} files too`;
  return { groups, ...(equivalenceOut ? { equivalenceOut } : {}) };
}

export async function runMatch(
  args: string[],
  stdout: (text: string) => Promise<void>,
  stderr: (text: string) => void,
): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    stderr(`error: ${parsed}\n${MATCH_USAGE}`);
    return 2;
  }
  try {
    const groups: VenueFiles[] = await Promise.all(
      parsed.groups.map(async (g) => ({
        venue: g.venue,
        files: await Promise.all(
          g.files.map(async (file) => ({ file, text: await readTextFile(file) })),
        ),
      })),
    );
    const warnings: Problem[] = [];
    const sets = readVenuePayloads(groups, warnings);
    for (const w of warnings) stderr(`warning: ${w.path}: ${String(w.reason)}\n`);
    const result = matchMarkets(termsOfPayloads(sets));
    const count = (verdict: string) => result.pairs.filter((p) => p.verdict === verdict).length;
    const summary = {
      pairs: result.pairs.length,
      equivalent: count('EQUIVALENT'),
      related: count('RELATED'),
      different: count('DIFFERENT'),
      unknown: count('UNKNOWN'),
      unblocked: result.unblocked.length,
    };
    await stdout(`${JSON.stringify({ summary, ...result }, null, 2)}\n`);
    if (parsed.equivalenceOut) {
      const partial = `${parsed.equivalenceOut}.partial-${process.pid}`;
      await writeFile(partial, `${JSON.stringify(equivalenceFile(result.pairs), null, 2)}\n`);
      await rename(partial, parsed.equivalenceOut);
      stderr(
        `${parsed.equivalenceOut}: ${summary.equivalent} equivalent pair(s) written for review\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    stderr(`error: ${error.message}\n`);
    for (const p of error.details?.problems ?? []) stderr(`${p.path}: ${String(p.reason)}\n`);
    return 1;
  }
}
