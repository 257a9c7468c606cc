// The Polymarket responses a sync pass reads (polymarket-rest.ts), each with the schema derived
// from the published document (src/venues/schemas/) and where its records are (docs/decisions.md,
// "Venue response shapes").
import type { VenueResponseShape } from '../common/venue-response-shape';
import polymarketClobBooks from '../schemas/polymarket-clob-books.json';
import polymarketClobPricesHistory from '../schemas/polymarket-clob-prices-history.json';
import polymarketGammaEventsKeyset from '../schemas/polymarket-gamma-events-keyset.json';
import polymarketGammaSports from '../schemas/polymarket-gamma-sports.json';
import polymarketGammaTeams from '../schemas/polymarket-gamma-teams.json';

export const GAMMA_EVENTS: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'CATALOG',
  schema: polymarketGammaEventsKeyset,
  records: 'events',
};

export const CLOB_BOOKS: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'CATALOG',
  schema: polymarketClobBooks,
  records: '',
};

export const CLOB_PRICES_HISTORY: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'HISTORY',
  schema: polymarketClobPricesHistory,
};

/** Gamma's teams, the reference data of sports markets (polymarket-reference.ts). */
export const GAMMA_TEAMS: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'REFERENCE',
  schema: polymarketGammaTeams,
  records: '',
};

/** Gamma's sports (leagues) with their resolution sources (polymarket-reference.ts). */
export const GAMMA_SPORTS: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'REFERENCE',
  schema: polymarketGammaSports,
  records: '',
};
