// Competitions by the names venues write them (docs/decisions.md, "Settlement terms: category
// tables"): a phrase (lower case) and the competition's name, which takes the season's last year.
// FIFA's World Cup is named so only when the text (or the event) says FIFA: "2026 Men's World
// Cup" alone does not say whose World Cup it is. Data, not code.
//
// `withinYear`: an edition is played every year, within that calendar year, and named by it (the
// NCAA's men's tournament in March and April, the Super Bowl in February, the conference
// championships in January, the NBA's finals in May and June, the Stanley Cup playoffs from April
// to June, the WNBA's finals and the World Series in the autumn): a text that names no season
// means the one edition held in the year the market's whole life lies in, where it lies in one
// (docs/decisions.md, "Settlement terms: occurrences in a scheduled game, and an annual
// competition's edition by the venue's dates"). A league's season, which runs over a new year, and a competition held every
// four years (the World Cup) are no such edition.
export const COMPETITIONS: readonly {
  phrase: string;
  name: string;
  needs?: string;
  withinYear?: true;
}[] = [
  { phrase: 'world cup', name: 'FIFA World Cup', needs: 'fifa' },
  { phrase: 'nba championship', name: 'NBA Finals', withinYear: true },
  { phrase: 'nba finals', name: 'NBA Finals', withinYear: true },
  { phrase: 'pro basketball finals', name: 'NBA Finals', withinYear: true },
  { phrase: 'stanley cup', name: 'NHL Stanley Cup', withinYear: true },
  { phrase: 'super bowl', name: 'Super Bowl', withinYear: true },
  { phrase: 'afc championship', name: 'AFC Championship', withinYear: true },
  { phrase: 'nfc championship', name: 'NFC Championship', withinYear: true },
  { phrase: 'world series', name: 'MLB World Series', withinYear: true },
  { phrase: 'wnba finals', name: 'WNBA Finals', withinYear: true },
  {
    phrase: 'nba eastern conference finals',
    name: 'NBA Eastern Conference Finals',
    withinYear: true,
  },
  {
    phrase: 'nba western conference finals',
    name: 'NBA Western Conference Finals',
    withinYear: true,
  },
  // The tournament, in March and April, before the sport's name alone, whose season runs from
  // November: only the tournament is an edition within one year.
  {
    phrase: "men's college basketball tournament",
    name: "NCAA Division I Men's Basketball Tournament",
    withinYear: true,
  },
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
