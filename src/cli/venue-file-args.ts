// What `settlegraph adapt` and `settlegraph match` share: `<venue> FILE... [<venue> FILE...]`
// arguments, the files read, a written file renamed into place, and how
// a payload problem is reported (docs/venue-adapters.md).
import { rename, writeFile } from 'node:fs/promises';
import { ServiceError } from '../domain/errors';
import type { VenueFiles } from '../venues/common/payload-file';
import { VENUES, type Venue } from '../venues/common/venue-model';
import { readTextFile } from '../catalog/read-text-file';

/** `<venue> FILE... [<venue> FILE...]`: each venue with the files named after it. */
export type VenueGroups = { venue: Venue; files: string[] }[];

/** The groups of the arguments other than options, or what is wrong with them. */
export function parseVenueGroups(positionals: readonly string[]): VenueGroups | string {
  const groups: VenueGroups = [];
  for (const arg of positionals) {
    if ((VENUES as readonly string[]).includes(arg)) {
      groups.push({ venue: arg as Venue, files: [] });
    } else {
      const group = groups[groups.length - 1];
      if (!group) return `name the venue (${VENUES.join(' or ')}) before its files`;
      group.files.push(arg);
    }
  }
  if (groups.length === 0 || groups.some((g) => g.files.length === 0))
    return 'give each venue at least one file';
  return groups;
}

/** Each group's files, read as strict UTF-8 text. */
export function readVenueFiles(groups: VenueGroups): Promise<VenueFiles[]> {
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
