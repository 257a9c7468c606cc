// A game's teams as its text names them, checked against the teams the venue's own data names the
// game by (docs/decisions.md, "Settlement terms: a game's teams read from the text against the
// venue's identity of the game"): Kalshi's ticker codes, Gamma's event `teams`. The venue's data
// says which game the market is on; a text naming another team states another game, and which of
// the two the market settles on is not stated. Only the names the game's own slots give are
// checked (its teams, its winner): a team named in a background role is in no such slot.
import { foldToAscii } from '../../ascii-fold';
import type { ReferenceData } from '../reference-data';
import { leagueCode } from '../entity-ids';
import { teamsNamed } from './resolve-entity';

/** The teams the venue's own data names a game by, as team IDs of one league. */
export interface GameIdentity {
  league: string;
  teams: readonly string[];
  /** Who names them, for a reason: "the market's ticker names (GB, PIT)". */
  by: string;
}

/** A name of the text read as a team the venue's data does not name the game by. */
export interface RivalTeam {
  name: string;
  /** The IDs the name is read as (by the league table or the venue's reference data). */
  readAs: readonly string[];
}

/** A name as the reference data's names are compared: ASCII, lower case, one space between words. */
const plain = (s: string): string => foldToAscii(s).toLowerCase().replace(/\s+/g, ' ').trim();

/** "DAL Cowboys": a venue's code of a team before a name, as Kalshi writes a game's teams. */
const CODE_THEN_NAME = /^([A-Z][A-Z0-9]{1,3}) (\S.{0,60})$/;

/**
 * The teams a name is read as, each reading a set of team IDs: the league table's reading of the
 * whole name, else of the code and the name it joins ("DAL Cowboys"), and the venue's reference
 * data's (Gamma `/teams`, a game event's own teams). A name neither knows gives none.
 */
function readingsOf(name: string, league: string, reference: ReferenceData): string[][] {
  const table = (n: string) => teamsNamed(n, league).map((a) => `team:${league}:${a}`);
  const whole = table(name);
  const split = CODE_THEN_NAME.exec(name.replace(/^the\s+/i, '').trim());
  const byTable = whole.length > 0 || !split ? [whole] : [table(split[1]!), table(split[2]!)];
  const key = plain(name.replace(/^the\s+/i, ''));
  const byReference = reference.entities
    .filter(
      (e) =>
        e.entity.startsWith(`team:${league}:`) &&
        (e.league === undefined || leagueCode(e.league) === league) &&
        e.names.some((n) => plain(n) === key),
    )
    .map((e) => e.entity);
  return [...byTable, [...new Set(byReference)]].filter((r) => r.length > 0);
}

/**
 * The IDs the identity's teams stand for: each ID, and where the league table does not know its
 * code (a code of the venue's own), the table's reading of the names the reference data gives it,
 * so that a venue's code the table lacks is not taken for another team than its own.
 */
function identityIds(identity: GameIdentity, reference: ReferenceData): Set<string> {
  const out = new Set<string>();
  for (const id of identity.teams) {
    out.add(id);
    const code = id.slice(id.lastIndexOf(':') + 1);
    if (teamsNamed(code, identity.league).length > 0) continue;
    for (const e of reference.entities)
      if (e.entity === id)
        for (const n of e.names)
          for (const a of teamsNamed(n, identity.league)) out.add(`team:${identity.league}:${a}`);
  }
  return out;
}

/**
 * The first name the text gives the game that some reading takes for a team the venue's data does
 * not name the game by: the venue's data and its text then state two games. A name no table and
 * no reference data knows is no rival, and nothing is read where the identity is of another
 * league than the one the text is read in.
 */
export function rivalOfIdentity(
  names: readonly string[],
  identity: GameIdentity,
  reference: ReferenceData,
): RivalTeam | undefined {
  const own = identityIds(identity, reference);
  for (const name of names)
    for (const reading of readingsOf(name, identity.league, reference))
      if (!reading.some((id) => own.has(id))) return { name, readAs: reading };
  return undefined;
}

/** The reason a game is left unread: both the text's team and the venue's. */
export function rivalReason(rival: RivalTeam, identity: GameIdentity): string {
  return `the rules name "${rival.name}", which is neither team ${identity.by}: it is read as ${rival.readAs.join(' or ')}`;
}
