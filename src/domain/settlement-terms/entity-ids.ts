// The normalised entity IDs of reference-data.ts, built in one place: `team:<LEAGUE>:<ABBR>`,
// `person:<slug>` and the rest, where a slug is lower-case ASCII words joined by `-` ("Xi Jinping"
// and "xi jinping" are `xi-jinping`; "Zoë" is `zoe`, "Bodø" `bodo`).
import { foldToAscii } from '../ascii-fold';
import { LEAGUE_ALIASES } from './entities/league-teams';
import { tableTeamCode } from './entities/team-codes';

/** Lower-case ASCII words joined by `-`; empty when the text has no letter or digit. */
export function entitySlug(text: string): string {
  const words = foldToAscii(text)
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : '';
}

/** An upper-case code (league, abbreviation, symbol): ASCII letters and digits only. */
export function entityCode(text: string): string {
  return foldToAscii(text)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

/** A league's code in entity IDs: the venue's code, or the one LEAGUE_ALIASES gives for it. */
export function leagueCode(league: string): string {
  const code = entityCode(league);
  return LEAGUE_ALIASES[code] ?? code;
}

/**
 * `team:<LEAGUE>:<ABBR>`, or undefined when either code is empty. A code the league table knows as
 * one team's is its abbreviation there (entities/team-codes.ts), so that every venue's code of a
 * team names one entity.
 */
export function teamEntity(league: string, abbreviation: string): string | undefined {
  const l = leagueCode(league);
  const a = entityCode(abbreviation);
  return l && a ? `team:${l}:${tableTeamCode(l, a)}` : undefined;
}

/** `person:<slug>`, or undefined for a name without letters or digits. */
export function personEntity(name: string): string | undefined {
  const slug = entitySlug(name);
  return slug ? `person:${slug}` : undefined;
}
