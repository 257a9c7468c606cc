// Competitions by the names venues write them (docs/decisions.md, "Settlement terms: category
// tables"): a phrase (lower case) and the competition's name, which takes the season's last year.
// FIFA's World Cup is named so only when the text (or the event) says FIFA: "2026 Men's World
// Cup" alone does not say whose World Cup it is. Data, not code.
export const COMPETITIONS: readonly { phrase: string; name: string; needs?: string }[] = [
  { phrase: 'world cup', name: 'FIFA World Cup', needs: 'fifa' },
  { phrase: 'nba championship', name: 'NBA Finals' },
  { phrase: 'nba finals', name: 'NBA Finals' },
  { phrase: 'pro basketball finals', name: 'NBA Finals' },
  { phrase: 'stanley cup', name: 'NHL Stanley Cup' },
  { phrase: 'super bowl', name: 'Super Bowl' },
  { phrase: 'afc championship', name: 'AFC Championship' },
  { phrase: 'nfc championship', name: 'NFC Championship' },
  { phrase: 'world series', name: 'MLB World Series' },
  { phrase: 'wnba finals', name: 'WNBA Finals' },
  { phrase: 'nba eastern conference finals', name: 'NBA Eastern Conference Finals' },
  { phrase: 'nba western conference finals', name: 'NBA Western Conference Finals' },
  {
    phrase: "men's college basketball",
    name: "NCAA Division I Men's Basketball Tournament",
  },
  { phrase: 'uefa champions league', name: 'UEFA Champions League' },
  { phrase: 'uefa europa league', name: 'UEFA Europa League' },
  { phrase: 'la liga', name: 'La Liga' },
];

/** Stages of a competition as written, lower case. */
export const STAGES: Readonly<Record<string, string>> = {
  'round of 32': 'ROUND_OF_32',
  'round of 16': 'ROUND_OF_16',
  quarterfinals: 'QUARTERFINALS',
  semifinals: 'SEMIFINALS',
  final: 'FINAL',
  // Kalshi's college basketball brackets: "qualifies for Semifinal", "… for Round of 8".
  semifinal: 'SEMIFINALS',
  'round of 8': 'QUARTERFINALS',
};
