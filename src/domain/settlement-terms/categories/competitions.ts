// Competitions by the names venues write them (docs/decisions.md, "Settlement terms: category
// tables" and "Settlement terms: the competitions venues list"): a phrase (lower case, accents
// dropped) and the competition's name, which takes the season's last year. FIFA's World Cup is
// named so only when the text (or the event) says FIFA: "2026 Men's World Cup" alone does not
// say whose World Cup it is. Data, not code; the longest phrase a text names is the one read
// (entities/competition-named.ts).
//
// `withinYear`: an edition is played every year, within that calendar year, and named by it (the
// NCAA's men's tournament in March and April, the Super Bowl in February, the conference
// championships in January, the NBA's finals in May and June, the Stanley Cup playoffs from April
// to June, the WNBA's finals and the World Series in the autumn): a text that names no season
// means the one edition held in the year the market's whole life lies in, where it lies in one
// (docs/decisions.md, "Settlement terms: occurrences in a scheduled game, and an annual
// competition's edition by the venue's dates"). A league's season, which runs over a new year, and a competition held every
// four years (the World Cup) are no such edition; where the convention is in doubt `withinYear`
// is left off, and the text must state the season.
export interface Competition {
  /** The words as written, lower case, accents dropped ("copa america"). */
  phrase: string;
  name: string;
  /**
   * Words one of which the text or the event (its words or its tags) must hold for the phrase to
   * name this competition: "world cup" is FIFA's only where FIFA is said, "us open" is tennis's or
   * golf's only by the sport.
   */
  needs?: readonly string[];
  withinYear?: true;
  /** Played in men's and women's draws: a text that names a draw is read by its own words. */
  draws?: true;
  /**
   * Words others' competitions share ("Hong Kong Premier League", "AFC Champions League", "Rugby
   * World Cup"): a proper name right before them (other than a `needs` word, "Men's" or "The")
   * makes them another competition. Every row with `needs` is shared.
   */
  shared?: true;
}

export const COMPETITIONS: readonly Competition[] = [
  { phrase: 'world cup', name: 'FIFA World Cup', needs: ['fifa'] },
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
  // Leagues and cups whose season runs over the new year (August to May): named by the season's
  // last year, which the text must state. A name several countries' leagues share is read as the
  // one league only when no other place or kind qualifies it (resolve-entity.ts, "Indian Premier
  // League", "Brazilian Serie A", and a proper name before it, `shared`: "Hong Kong Premier
  // League", "AFC Champions League"), and the bare "Premier League" and "Champions League" as
  // England's and UEFA's, as Gamma's tags and both venues' titles use them ("the second leg of
  // the Champions League").
  { phrase: 'uefa champions league', name: 'UEFA Champions League' },
  { phrase: 'champions league', name: 'UEFA Champions League', shared: true },
  { phrase: 'uefa europa league', name: 'UEFA Europa League' },
  { phrase: 'europa league', name: 'UEFA Europa League' },
  { phrase: 'uefa conference league', name: 'UEFA Conference League' },
  { phrase: 'uefa europa conference league', name: 'UEFA Conference League' },
  { phrase: 'la liga', name: 'La Liga' },
  { phrase: 'laliga', name: 'La Liga' },
  { phrase: 'english premier league', name: 'Premier League' },
  { phrase: 'premier league', name: 'Premier League', shared: true },
  { phrase: 'epl', name: 'Premier League' },
  { phrase: 'serie a', name: 'Serie A' },
  { phrase: 'bundesliga', name: 'Bundesliga' },
  { phrase: 'ligue 1', name: 'Ligue 1' },
  { phrase: 'eredivisie', name: 'Eredivisie' },
  { phrase: 'primeira liga', name: 'Primeira Liga' },
  { phrase: 'scottish premiership', name: 'Scottish Premiership' },
  { phrase: 'efl championship', name: 'EFL Championship' },
  { phrase: 'fa cup', name: 'FA Cup' },
  { phrase: 'efl cup', name: 'EFL Cup' },
  { phrase: 'carabao cup', name: 'EFL Cup' },
  { phrase: 'copa del rey', name: 'Copa del Rey' },
  { phrase: 'dfb-pokal', name: 'DFB-Pokal' },
  { phrase: 'dfb pokal', name: 'DFB-Pokal' },
  { phrase: 'coppa italia', name: 'Coppa Italia' },
  { phrase: 'coupe de france', name: 'Coupe de France' },
  // Seasons within one calendar year: South America's club cups (February to November), MLS (its
  // cup in December), Brazil's league (April to December).
  { phrase: 'copa libertadores', name: 'Copa Libertadores', withinYear: true },
  { phrase: 'copa sudamericana', name: 'Copa Sudamericana', withinYear: true },
  { phrase: 'mls cup', name: 'MLS Cup', withinYear: true },
  { phrase: 'brasileirao', name: 'Campeonato Brasileiro Serie A', withinYear: true },
  { phrase: 'brazilian serie a', name: 'Campeonato Brasileiro Serie A', withinYear: true },
  // Held every two or four years, some over a new year (the 2025 Africa Cup of Nations ended in
  // January 2026): the text must state the edition. The bare "Club World Cup" is FIFA's and the
  // "T20 World Cup" the ICC's men's (the women's is another edition, competition-named.ts).
  { phrase: 'fifa club world cup', name: 'FIFA Club World Cup' },
  { phrase: 'club world cup', name: 'FIFA Club World Cup', shared: true },
  { phrase: 'uefa euro', name: 'UEFA European Championship' },
  { phrase: 'uefa european championship', name: 'UEFA European Championship' },
  { phrase: 'copa america', name: 'Copa America' },
  { phrase: 'africa cup of nations', name: 'Africa Cup of Nations' },
  { phrase: 'afcon', name: 'Africa Cup of Nations' },
  { phrase: 't20 world cup', name: "ICC Men's T20 World Cup", shared: true },
  // Tennis's majors (January; May and June; June and July; August and September) and golf's (April,
  // May, June, July), each within its calendar year. "US Open" is either sport's, and the
  // Australian Open golf's too: the sport must be said. "The Open" alone and "the Masters" alone
  // (tennis's Masters 1000 events, snooker's) name no one competition.
  { phrase: 'wimbledon', name: 'Wimbledon', withinYear: true, draws: true },
  { phrase: 'french open', name: 'French Open', withinYear: true, draws: true },
  { phrase: 'roland garros', name: 'French Open', withinYear: true, draws: true },
  { phrase: 'roland-garros', name: 'French Open', withinYear: true, draws: true },
  {
    phrase: 'australian open',
    name: 'Australian Open (tennis)',
    needs: ['tennis', 'atp', 'wta', 'grand slam'],
    withinYear: true,
    draws: true,
  },
  {
    phrase: 'us open',
    name: 'US Open (tennis)',
    needs: ['tennis', 'atp', 'wta', 'grand slam'],
    withinYear: true,
    draws: true,
  },
  {
    phrase: 'u.s. open',
    name: 'US Open (tennis)',
    needs: ['tennis', 'atp', 'wta', 'grand slam'],
    withinYear: true,
    draws: true,
  },
  { phrase: 'us open', name: 'U.S. Open (golf)', needs: ['golf', 'usga'], withinYear: true },
  { phrase: 'u.s. open', name: 'U.S. Open (golf)', needs: ['golf', 'usga'], withinYear: true },
  { phrase: 'masters tournament', name: 'Masters Tournament', withinYear: true },
  { phrase: 'pga championship', name: 'PGA Championship', withinYear: true },
  // "The Open Championship", not "the U.S. Open Championship" (`shared`).
  { phrase: 'open championship', name: 'The Open Championship', withinYear: true, shared: true },
  // Formula One's championships, decided from March to December.
  {
    phrase: "f1 drivers' championship",
    name: "Formula One World Drivers' Championship",
    withinYear: true,
  },
  {
    phrase: "formula 1 drivers' championship",
    name: "Formula One World Drivers' Championship",
    withinYear: true,
  },
  {
    phrase: "f1 constructors' championship",
    name: "Formula One World Constructors' Championship",
    withinYear: true,
  },
  {
    phrase: "formula 1 constructors' championship",
    name: "Formula One World Constructors' Championship",
    withinYear: true,
  },
  // Cricket's IPL (March to May) and esports' League of Legends World Championship (September to
  // November), within their years.
  { phrase: 'indian premier league', name: 'Indian Premier League', withinYear: true },
  {
    phrase: 'league of legends world championship',
    name: 'League of Legends World Championship',
    withinYear: true,
  },
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
