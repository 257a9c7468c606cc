// `settlegraph adapt <venue> FILE... [<venue> FILE...] [--equivalence FILE] [--out FILE]`: saved
// Polymarket and Kalshi API responses to one catalog file (docs/venue-adapters.md). On any problem
// it prints `FILE: $.json.path: reason` lines, writes nothing and exits 1.
import { rename, writeFile } from 'node:fs/promises';
import { ServiceError, type Problem } from '../domain/errors';
import { adaptAndCheck, type PayloadFile, type VenueFiles } from '../catalog/venues/adapt-venues';
import { VENUES, type Venue } from '../catalog/venues/venue-model';
import { readTextFile } from '../catalog/read-text-file';

export const ADAPT_USAGE =
  'usage: settlegraph adapt <polymarket|kalshi> FILE... [<polymarket|kalshi> FILE...] [--equivalence FILE] [--out FILE]\n';

interface AdaptArgs {
  groups: { venue: Venue; files: string[] }[];
  equivalence?: string;
  out?: string;
}

function parseArgs(args: string[]): AdaptArgs | string {
  const groups: AdaptArgs['groups'] = [];
  let equivalence: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--equivalence' || arg === '--out') {
      const value = args[++i];
      if (value === undefined) return `${arg} needs a file`;
      if (arg === '--out') out = value;
      else equivalence = value;
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
  return { groups, ...(equivalence ? { equivalence } : {}), ...(out ? { out } : {}) };
}

async function load(file: string): Promise<PayloadFile> {
  return { file, text: await readTextFile(file) };
}

export async function runAdapt(
  args: string[],
  stdout: (text: string) => Promise<void>,
  stderr: (text: string) => void,
): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    stderr(`error: ${parsed}\n${ADAPT_USAGE}`);
    return 2;
  }
  try {
    const groups: VenueFiles[] = await Promise.all(
      parsed.groups.map(async (g) => ({
        venue: g.venue,
        files: await Promise.all(g.files.map(load)),
      })),
    );
    const equivalence = parsed.equivalence ? await load(parsed.equivalence) : undefined;
    const warnings: Problem[] = [];
    const doc = await adaptAndCheck(groups, equivalence, warnings);
    for (const w of warnings) stderr(`warning: ${w.path}: ${String(w.reason)}\n`);
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (parsed.out) {
      // Written beside the target and renamed, so a reader never sees half a catalog.
      const partial = `${parsed.out}.partial-${process.pid}`;
      await writeFile(partial, text);
      await rename(partial, parsed.out);
      stderr(
        `${parsed.out}: ${doc.events.length} events, ${doc.families.length} families, ${doc.markets.length} markets written\n`,
      );
    } else {
      await stdout(text);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    stderr(`error: ${error.message}\n`);
    for (const p of error.details?.problems ?? []) stderr(`${p.path}: ${String(p.reason)}\n`);
    return 1;
  }
}
