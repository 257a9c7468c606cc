// The recorded venue payloads of test/fixtures/venues/ as adapter input.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PayloadFile, VenueFiles } from '../../../src/venues/common/payload-file';
import type { Venue } from '../../../src/venues/common/venue-model';

export const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'venues');

/** The recorded payloads of one fixture folder (the venue's own by default), in name order. */
export function fixtureFiles(venue: Venue, folder: string = venue): string[] {
  const dir = join(FIXTURES, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function payload(file: string): PayloadFile {
  return { file, text: readFileSync(file, 'utf8') };
}

export function venueFiles(venue: Venue, folder: string = venue): VenueFiles {
  return { venue, files: fixtureFiles(venue, folder).map(payload) };
}

export function fixtureJson(relative: string): any {
  return JSON.parse(readFileSync(join(FIXTURES, relative), 'utf8'));
}

export const EQUIVALENCE = join(FIXTURES, 'equivalence.json');

/** A payload given inline, named like a file. */
export function inline(file: string, json: unknown): PayloadFile {
  return { file, text: JSON.stringify(json) };
}
