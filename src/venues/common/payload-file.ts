// A venue's payload file (a recorded response: `settlegraph adapt` reads them from disk, a sync
// pass makes them from what it reads) and how one is read: its JSON, and any failure while reading
// it a problem at its path (docs/venue-adapters.md, "Recorded files").
import type { Problem } from '../../domain/errors';
import { failureReason, PayloadError, problemAt } from './payload-error';
import type { Venue } from './venue-model';

export interface PayloadFile {
  file: string;
  text: string;
}

export interface VenueFiles {
  venue: Venue;
  files: PayloadFile[];
}

export function parsePayloadJson(
  file: PayloadFile,
  problems: Problem[],
): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(file.text) as unknown };
  } catch (error) {
    problems.push(problemAt(file.file, '$', `not valid JSON: ${(error as Error).message}`));
    return { ok: false };
  }
}

/**
 * Reads one file, its problems added to `problems`: a PayloadError at its path, any other failure
 * (the readers name their records' paths, JsonNode.within; this is the file's last guard) at `$`.
 */
export function collectProblems(file: string, problems: Problem[], read: () => void): void {
  try {
    read();
  } catch (error) {
    problems.push(
      error instanceof PayloadError
        ? problemAt(file, error.path, error.reason)
        : problemAt(file, '$', failureReason(error)),
    );
  }
}
