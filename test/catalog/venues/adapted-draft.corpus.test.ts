// The draft the sync imports is the catalog file `adapt` writes, read back: adaptVenueDraft and
// draftFromCatalog(adaptVenuePayloads(...)) are equal on the recorded venue payloads, so moving the
// sync from the file to the draft changes no record it writes; and that file, read into a draft and
// written again (catalogFromDraft), is the same file.
import { catalogFromDraft } from '../../../src/catalog/catalog-from-draft';
import { draftFromCatalog } from '../../../src/catalog/draft-from-catalog';
import {
  adaptVenueDraft,
  adaptVenuePayloads,
  type AdaptOptions,
} from '../../../src/catalog/venues/adapt-venues';
import type { PayloadFile, VenueFiles } from '../../../src/venues/common/payload-file';
import { recordedVenueFiles } from '../../support/labelled-pairs';
import { EQUIVALENCE, payload, venueFiles } from './venue-fixtures';

const cases: [string, () => VenueFiles[], PayloadFile | undefined, AdaptOptions][] = [
  [
    'both venues with the equivalence file',
    () => [venueFiles('polymarket'), venueFiles('kalshi')],
    payload(EQUIVALENCE),
    {},
  ],
  [
    'both venues without cross-venue families',
    () => [venueFiles('polymarket'), venueFiles('kalshi')],
    undefined,
    { crossVenueFamilies: false },
  ],
  ['the recorded cross-venue payloads', () => recordedVenueFiles(), undefined, {}],
  ['Kalshi fixed-point fields', () => [venueFiles('kalshi', 'kalshi-fixed-point')], undefined, {}],
];

describe('the adapted draft', () => {
  it.each(cases)('is the adapted file read back: %s', (_, groups, equivalence, options) => {
    const file = adaptVenuePayloads(groups(), equivalence, [], options);
    const draft = adaptVenueDraft(groups(), { ...options, ...(equivalence && { equivalence }) });
    expect(draft.markets.length).toBeGreaterThan(0);
    expect(draft).toEqual(draftFromCatalog(file));
    expect(catalogFromDraft(draftFromCatalog(file))).toEqual(file);
  });
});
