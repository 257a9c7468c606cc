// What `settlegraph adapt` and `settlegraph match` share: `<venue> FILE... [<venue> FILE...]`
// arguments with their file options, the files read, a written file renamed into place, and how
// a payload problem is reported (docs/venue-adapters.md).
import { rename, writeFile } from 'node:fs/promises';
import { ServiceError } from '../domain/errors';
import type { VenueFiles } from '../venues/common/payload-file';
import { VENUES, type Venue } from '../venues/common/venue-model';
import { readTextFile } from '../catalog/read-text-file';

export interface VenueFileArgs {
  groups: { venue: Venue; files: string[] }[];
  /** The value of each file option given, by its name (`--out`). */
  options: Map<string, string>;
}

/** The arguments, or what is wrong with them; `optionNames` are the options taking a file. */
export function parseVenueFileArgs(
  args: readonly string[],
  optionNames: readonly string[],
): VenueFileArgs | string {
  const groups: VenueFileArgs['groups'] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (optionNames.includes(arg)) {
      const value = args[++i];
      if (value === undefined) return `${arg} needs a file`;
      options.set(arg, value);
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
  return { groups, options };
}

/** Each group's files, read as strict UTF-8 text. */
export function readVenueFiles(groups: VenueFileArgs['groups']): Promise<VenueFiles[]> {
  return Promise.all(
    groups.map(async (g) => ({
      venue: g.venue,
      files: await Promise.all(
        g.files.map(async (file) => ({ file, text: await readTextFile(file) })),
      ),
    })),
  );
}

/** Written beside the target and renamed, so a reader never sees half a file. */
export async function writeWhole(file: string, text: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  await writeFile(partial, text);
  await rename(partial, file);
}

/** A payload problem as the commands report it (exit 1); anything else is thrown on. */
export function reportPayloadError(error: unknown, stderr: (text: string) => void): number {
  if (!(error instanceof ServiceError)) throw error;
  stderr(`error: ${error.message}\n`);
  for (const p of error.details?.problems ?? []) stderr(`${p.path}: ${String(p.reason)}\n`);
  return 1;
}
