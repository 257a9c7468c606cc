// The name of one game as the window of its markets (docs/decisions.md, "Settlement terms"): its
// league, its two teams' entity IDs sorted (so both venues' orders agree) and its scheduled day.
// The matcher reads the teams back from the name (src/domain/matching/compare-terms.ts): one of
// them wins, or both markets pay half.

/** "NFL game team:NFL:DAL vs team:NFL:TB scheduled for 2026-10-08". */
export function gameName(league: string, a: string, b: string, day: string): string {
  const [x, y] = [a, b].sort();
  return `${league} game ${x!} vs ${y!} scheduled for ${day}`;
}

/**
 * A match named by the round of its tournament, where the rules state no day (Kalshi's tennis: "…
 * match in the 2026 ATP Montreal Round Of 16"): "ATP match team:ATP:FON vs team:ATP:SHE in the
 * 2026 ATP Montreal Round Of 16".
 */
export function matchName(league: string, a: string, b: string, round: string): string {
  const [x, y] = [a, b].sort();
  return `${league} match ${x!} vs ${y!} in the ${round}`;
}

const GAME_NAME =
  /^[A-Z0-9]{2,20} game (\S{1,120}) vs (\S{1,120}) scheduled for \d{4}-\d{2}-\d{2}$/;
const MATCH_NAME = /^[A-Z0-9]{2,40} match (\S{1,120}) vs (\S{1,120}) in the [^\n]{1,200}$/;

/** The two teams of a game's (or a match's) name, or undefined for any other event. */
export function gameTeams(event: string): [string, string] | undefined {
  const m = GAME_NAME.exec(event) ?? MATCH_NAME.exec(event);
  return m ? [m[1]!, m[2]!] : undefined;
}
