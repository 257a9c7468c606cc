// The recorded venue payloads of test/fixtures/venues/ as adapter input.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PayloadFile, VenueFiles } from '../../../src/venues/common/payload-file';
import type { Venue } from '../../../src/venues/common/venue-model';

export const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'venues');

export function fixtureFiles(venue: Venue): string[] {
  const dir = join(FIXTURES, venue);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function payload(file: string): PayloadFile {
  return { file, text: readFileSync(file, 'utf8') };
}

export function venueFiles(venue: Venue): VenueFiles {
  return { venue, files: fixtureFiles(venue).map(payload) };
}

export function fixtureJson(relative: string): any {
  return JSON.parse(readFileSync(join(FIXTURES, relative), 'utf8'));
}

export const EQUIVALENCE = join(FIXTURES, 'equivalence.json');

/** A payload given inline, named like a file. */
export function inline(file: string, json: unknown): PayloadFile {
  return { file, text: JSON.stringify(json) };
}
