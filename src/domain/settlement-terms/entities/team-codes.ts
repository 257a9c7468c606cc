// A team's code as one identity across venues (docs/decisions.md, "Settlement terms: one team
// across venues"): Kalshi's tickers, Gamma's `/teams` abbreviations and Kalshi's structured
// targets write some teams by codes of their own (Jacksonville JAC or JAX, Golden State GS or
// GSW, Phoenix PHO or PHX), and a team is `team:<LEAGUE>:<ABBR>` by the abbreviation the league
// table (league-teams.ts) gives it, whichever code a venue wrote. Only the codes the table lists
// (a team's abbreviation and the upper-case codes among its other names) are translated, and only
// where exactly one team of the league answers to the code; any other code is kept as written.
import { LEAGUE_TEAMS } from './league-teams';

/** A code as the table writes one: upper-case letters and digits, two to four of them. */
const TABLE_CODE = /^[A-Z0-9]{2,4}$/;

/** code → abbreviations, per league. */
const CODE_INDEX = new Map<string, Map<string, Set<string>>>();
for (const [league, lines] of Object.entries(LEAGUE_TEAMS)) {
  const index = new Map<string, Set<string>>();
  for (const line of lines) {
    const [abbr, , , ...others] = line.split('|') as [string, string, string, ...string[]];
    for (const code of [abbr, ...others.filter((o) => TABLE_CODE.test(o))])
      index.set(code, (index.get(code) ?? new Set()).add(abbr));
  }
  CODE_INDEX.set(league, index);
}

/**
 * The table's abbreviation of the team a venue's code names in a league (`NFL`, `JAC` → `JAX`), or
 * the code itself where the table does not list the league, does not know the code, or knows it
 * as more than one team's.
 */
export function tableTeamCode(league: string, code: string): string {
  const abbrs = CODE_INDEX.get(league)?.get(code);
  return abbrs !== undefined && abbrs.size === 1 ? [...abbrs][0]! : code;
}
