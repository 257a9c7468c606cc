// Sports categories (docs/decisions.md, "Settlement terms: category tables"): a game's winner,
// its total and margin, a player's statistic in it, and a competition's winner or a stage reached.
// Slots: {game} "<team> vs|at <team> <league words>", {winner} a team, {date} the scheduled day,
// {comparison} a number with its comparator, {competition} a named competition with its season,
// {round} the round of a tournament a match is played in, where no day names it.
import type { CategoryEntry } from './category-table';

const KALSHI_GAME = '{game} game originally scheduled for {date}';

export const SPORTS: readonly CategoryEntry[] = [
  {
    category: 'game-winner-regulation',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      `If {winner} wins the ${KALSHI_GAME} after 90 minutes plus stoppage time`,
      `If {winner} is the result of the ${KALSHI_GAME} after 90 minutes plus stoppage time`,
    ],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'result after 90 minutes plus stoppage time of the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If Vancouver wins the Vancouver vs Houston professional MLS soccer game originally scheduled for Aug 9, 2026 after 90 minutes plus stoppage time (does not include extra time or penalties), then the market resolves to Yes.',
      'If Tie is the result of the Vancouver vs Houston professional MLS soccer game originally scheduled for Aug 19, 2026 after 90 minutes plus stoppage time (does not include extra time or penalties), then the market resolves to Yes.',
    ],
  },
  {
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      `If {winner} wins the ${KALSHI_GAME}`,
      // Kalshi's matches: an esports match named with its day, a tennis match by the round of
      // its tournament (no day stated), whose competitors are the tickers' codes.
      'If {winner} wins the {game} match originally scheduled for {date}',
      'If {winner} wins the {game} match in the {round} after a ball has been played',
    ],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If Tampa Bay wins the TB Buccaneers vs DAL Cowboys Pro Football game originally scheduled for Oct 8, 2026, then the market resolves to Yes.',
      "If Wisconsin wins the High Point at Wisconsin men's college basketball game originally scheduled for Mar 19, 2026 then the market resolves to Yes.",
      'If LNG Esports wins the LPL 2026: LNG Esports vs. Invictus Gaming League of Legends match originally scheduled for Aug 9, 2026 at 3:00 AM EDT, then the market resolves to Yes.',
      'If Joao Fonseca wins the Fonseca vs Shelton professional tennis match in the 2026 ATP Montreal Round Of 16 after a ball has been played, then the market resolves to Yes.',
    ],
  },
  {
    // Polymarket's spread: a team's win by the line pays its outcome, anything else the other's.
    // Before the two-team winner below, whose condition ("… if the Knicks win the game") it starts with.
    category: 'game-spread',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'This market will resolve to "{outcome}" if the {winner} win the game by {comparison}',
      'This market will resolve to "{outcome}" if {winner} win the game by {comparison}',
    ],
    alsoStated: [
      {
        templates: ['In the upcoming {game}, scheduled for {date}:'],
        reason: 'the rules do not name the game',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'winning margin of {winner} in the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      'In the upcoming NBA game, scheduled for October 24 at 7:30 PM ET:  This market will resolve to "Knicks" if the Knicks win the game by 5 or more points.  Otherwise, this market will resolve to "Celtics".',
      'In the upcoming college football game, scheduled for October 4 at 4:00 PM ET:  This market will resolve to "Nebraska Cornhuskers" if Nebraska Cornhuskers win the game by 12 or more points.',
      'In the upcoming Ligue 1 game, scheduled for December 7 at 9:00 AM ET:  This market will resolve to "OGC Nice" if OGC Nice win the game by 2 or more goals.',
    ],
  },
  {
    // Polymarket's two-team market: the outcomes are the teams, the first read as YES.
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: ['This market will resolve to "{outcome}" if {winner} win the game'],
    alsoStated: [
      {
        templates: ['In the upcoming {game} between {teams}, scheduled for {date}:'],
        reason: 'the rules do not name the game',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'In the upcoming NFL football game between Buccaneers and Cowboys, scheduled for October 8 at 8:15PM ET: This market will resolve to "Buccaneers" if Buccaneers win the game.',
    ],
  },
  {
    // Polymarket's moneyline: each team's win pays its own outcome; the outcomes are the teams.
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'If the {winner} win, the market will resolve to "{outcome}"',
      'If {winner} wins, the market will resolve to "{outcome}"',
      // "… this market will resolve to": the same clause.
      'If the {winner} win, this market will resolve to "{outcome}"',
      'If {winner} wins, this market will resolve to "{outcome}"',
    ],
    alsoStated: [
      {
        templates: ['In the upcoming {game}, scheduled for {date}:'],
        reason: 'the rules do not name the game',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'In the upcoming NBA game, scheduled for April 20, 8:00 PM ET:  If the Philadelphia 76ers win, the market will resolve to “76ers”.  If the Toronto Raptors win, the market will resolve to “Raptors”.',
      'In the upcoming CBB game, scheduled for January 18 at 2:00 PM ET:  If the Milwaukee Panthers win, the market will resolve to "Milwaukee Panthers".',
    ],
  },
  {
    // Polymarket's two-team market of 2021: the game named by its round and league, the teams
    // between which it is played, the time before the day ("at 7:00 PM ET May 23, 2021"); each
    // team's win pays its own outcome.
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'This market will resolve to "{outcome}" if the {winner} win, and',
      'This market will resolve to "{outcome}" if {winner} wins, and',
      'This market will resolve to "{outcome}" if {winner} win, and',
    ],
    alsoStated: [
      {
        templates: [
          'This is a market on who will win in the {game} matchup between {teams}, scheduled to take place {date}.',
          'This is a market on who will win the {game} matchup between {teams}, scheduled to take place {date}.',
        ],
        reason: 'the rules do not name the game',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This is a market on who will win in the First Round, Game 1, NBA Playoff matchup between the New York Knicks and the Atlanta Hawks, scheduled to take place at 7:00 PM ET May 23, 2021. This market will resolve to “Knicks” if the New York Knicks win, and “Hawks” if the Atlanta Hawks win.',
    ],
  },
  {
    // Polymarket's two-team market of 2021 named by its day: the outcomes are the teams, the
    // first paid when its team wins. No league is stated: the two teams name it where one league
    // of the tables lists both (readValues).
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    firstOutcomeWins: true,
    conditions: ['This is a market on which team will win the {date} matchup between {teams}.'],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This is a market on which team will win the February 18th, 2021 matchup between the Brooklyn Nets and the Los Angeles Lakers.',
    ],
  },
  {
    // Polymarket's draw of a game (soccer's third market): the draw is the outcome YES pays; the
    // teams are the rules' or the event's. Only "draw": a spread's "ends in a tie" names the
    // outcome its margin's complement pays, not the market's condition.
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    drawWins: true,
    conditions: [
      'If the match ends in a draw this market will resolve to "{outcome}"',
      'If the match ends in a draw, this market will resolve to "{outcome}"',
      'If the game ends in a draw, this market will resolve to "{outcome}"',
      'If the game ends in a draw this market will resolve to "{outcome}"',
    ],
    alsoStated: [
      {
        templates: [
          'This market refers to the {game} match between {teams} scheduled for {date}.',
          'In the upcoming {game}, scheduled for {date}:',
        ],
        reason: 'the rules do not name the game',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market refers to the 2024 UEFA European Football Championship match between Romania and Ukraine scheduled for June 17, 9:00 AM ET.  If the match ends in a draw this market will resolve to "Yes".',
    ],
  },
  {
    // Polymarket's match of two teams (esports, pickleball): each team's win pays its own outcome.
    category: 'game-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'This market will resolve to "{outcome}" if {winner} win the match against',
      'This market will resolve to "{outcome}" if {winner} wins the match against',
    ],
    alsoStated: [
      {
        templates: [
          'This market refers to the {game} match between {teams} in the {tournament}, initially scheduled for {date}.',
          'This market refers to the {game} match between {teams} in the {tournament}, scheduled for {date}.',
        ],
        reason: 'the rules do not name the match',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market refers to the Counter-Strike Semifinal 1 match between FaZe and illwill in the HLC Belgrade Pro Playoffs, initially scheduled for April 5 at 11:00AM ET. This market will resolve to "FaZe" if FaZe win the match against illwill.',
      'This market refers to the Dota 2 match between Team Falcons and Xtreme Gaming in the BLAST Slam Play-In, scheduled for February 7 at 9:00AM ET. This market will resolve to "Team Falcons" if Team Falcons win the match against Xtreme Gaming.',
    ],
  },
  {
    // Polymarket's first half (`first_half_moneyline`): the team ahead at halftime, the first half
    // an event of its own, not the game (whose winner is another market's).
    category: 'game-half-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'This market will resolve to "{outcome}" if the {winner} are winning at halftime',
      'This market will resolve to "{outcome}" if {winner} are winning at halftime',
      'This market will resolve to "{outcome}" if {winner} is winning at halftime',
    ],
    alsoStated: [
      {
        templates: ['In the first half of the {game} between {teams}, scheduled for {date}:'],
        reason: 'the rules do not name the game',
      },
    ],
    subject: 'result at halftime of the {game}',
    event: 'first half of the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'In the first half of the NFL game between Jaguars and Colts, scheduled for December 28 at 1:00 PM ET: This market will resolve to "Jaguars" if the Jaguars are winning at halftime.',
    ],
  },
  {
    // Polymarket's game of a match (an esports series' "Game 3 Winner"): one game of the match,
    // an event of its own, not the match (whose winner is another market's). Gamma types it
    // `child_moneyline`, which the match's winner is never read on.
    category: 'game-part-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'This market will resolve to "{outcome}" if {winner} win Game {part} against',
      'This market will resolve to "{outcome}" if {winner} wins Game {part} against',
    ],
    alsoStated: [
      {
        templates: [
          'This market refers to the {game} match between {teams} in the {tournament}, initially scheduled for {date}.',
          'This market refers to the {game} match between {teams} in the {tournament}, scheduled for {date}.',
        ],
        reason: 'the rules do not name the match',
      },
    ],
    subject: 'result of Game {part} of the {game}',
    event: 'Game {part} of the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market refers to the Honor of Kings match between AG Super Play and Qing Jiu Club in the King Pro League Stage 1 Group 1, scheduled for January 25 at 7:00AM ET. This market will resolve to "AG Super Play" if AG Super Play win Game 3 against Qing Jiu Club.',
    ],
  },
  {
    // Polymarket's handicap of a match: the first team's margin in maps (or games) won.
    category: 'game-spread',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: ['This market will resolve to "{outcome}" if {winner} wins {comparison} than'],
    alsoStated: [
      {
        templates: [
          'This market refers to the {game} match between {teams} in the {tournament}, initially scheduled for {date}.',
          'This market refers to the {game} match between {teams} in the {tournament}, scheduled for {date}.',
        ],
        reason: 'the rules do not name the match',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'winning margin of {winner} in the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      'This market will resolve to "FaZe" if FaZe wins 2 or more maps than illwill in this match.',
    ],
  },
  {
    category: 'game-spread',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [`If {winner} wins by {comparison} in the ${KALSHI_GAME}`],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'winning margin of {winner} in the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      "If Minnesota wins by more than 6.5 points in the Las Vegas vs Minnesota women's Pro Basketball game originally scheduled for Aug 7, 2026 then the market resolves to Yes.",
    ],
  },
  {
    category: 'game-total',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      `If {teams} collectively score {comparison} in the ${KALSHI_GAME}`,
      'If the teams in the {game} game originally scheduled for {date} collectively score {comparison}',
    ],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'total points of the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      'If BAL Ravens and ATL Falcons collectively score more than 43.5 points in the BAL Ravens vs ATL Falcons Pro Football game originally scheduled for Oct 11, 2026, then the market resolves to Yes.',
      'If Tampa Bay and Seattle collectively score more 8.5 runs in the Tampa Bay vs Seattle professional baseball game originally scheduled for Aug 8, 2026 at 4:10 PM EDT, then the market resolves to Yes.',
    ],
  },
  {
    category: 'game-total',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'This market will resolve to "{outcome}" if the {teams} combine to score {comparison} in this game',
      'This market will resolve to "{outcome}" if {teams} combine to score {comparison} in this game',
    ],
    alsoStated: [
      {
        templates: ['In the upcoming {game}, scheduled for {date}:'],
        reason: 'the rules do not name the game',
      },
      {
        templates: ['If the combined total is {complement}, this market will resolve to'],
        reason: 'the rules do not state when the other outcome pays',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'total points of the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      'In the upcoming NFL game, scheduled for October 11 at 8:20 PM ET: This market will resolve to "Over" if the Ravens and Falcons combine to score 44 or more points in this game.',
      'In the upcoming Ligue 2 game between AS Nancy-Lorraine and ES Troyes AC, scheduled for February 7 at 8:00 AM ET:  This market will resolve to "Over" if AS Nancy-Lorraine and ES Troyes AC combine to score 3 or more goals in this game.',
    ],
  },
  {
    // Gamma's totals of 2025: the condition pays "Under", the first outcome ("Over") is paid
    // otherwise; the teams are the event's title's.
    category: 'game-total',
    wholeNumbers: true,
    elsePays: true,
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'If the total score of the game is {comparison}, the market will resolve to "{other}"',
    ],
    alsoStated: [
      {
        templates: ['In the upcoming {game}, scheduled for {date}:'],
        reason: 'the rules do not name the game',
      },
      {
        templates: ['Else, the market will resolve to "{outcome}"'],
        reason: 'the rules do not state when the other outcome pays',
      },
    ],
    subject: 'result of the {game}',
    event: '{game}',
    name: 'total points of the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      'In the upcoming NBA game, scheduled for May 9 at 7:30PM ET:\nIf the total score of the game is less than or equal to the line 225, the market will resolve to "Under".\nElse, the market will resolve to "Over".',
    ],
  },
  {
    // The player is what is measured; the game's teams only name the window.
    category: 'player-statistic',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [`If {player} records {comparison} in the ${KALSHI_GAME}`],
    subject: 'result of the {game}',
    event: '{game}',
    name: '{statistic} of {player} in the {game}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      'If Troy Melton records 6+ strikeouts in the Chicago WS vs Detroit professional baseball game originally scheduled for Aug 15, 2026 at 6:40 PM EDT, then the market resolves to Yes.',
    ],
  },
  {
    // The most of a statistic any one player records in one game of a tournament, dated by the
    // days the venue schedules it over: no one player is measured, so no person is an entity; the
    // tournament over its days is the EVENT (docs/decisions.md, "Settlement terms: a game's teams
    // by the codes the venue states, and any player's statistic in a tournament").
    category: 'player-statistic',
    wholeNumbers: true,
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: [
      'If any player records {comparison} in a game within the {tournament} originally scheduled from {start} to {end}',
      'If any player records {comparison} in a game within the {tournament} scheduled from {start} to {end}',
    ],
    subject: 'result of the {tournament} from {startDay} to {endDay}',
    event: '{tournament} from {startDay} to {endDay}',
    name: 'most {statistic} by one player in a game of the {tournament} from {startDay} to {endDay}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wordings: [
      "If any player records 50+ points in a game within the men's college basketball tournament originally scheduled from Mar 17, 2026 to Apr 6, 2026, then the market resolves to Yes.",
    ],
  },
  {
    // Polymarket's competition event of players (golf, tennis, motor racing): the player is the
    // question's; a person, whatever league the competition is of. Before the competitions of
    // teams, whose "if {winner} wins the …" a player's rules also state ("if listed player wins").
    category: 'competition-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'resolve to the player that wins the {competition}',
      'resolve according to the listed player who wins the {competition}',
      'resolve according to the player who wins the {competition}',
      'resolve according to the winner of the {competition} scheduled for {date}',
    ],
    // "Will Iga Swiatek be the 2027 Women's US Open winner?": the question names the player the
    // rules leave to it by the result they state, in either form.
    question: [
      'Will {person} win the ',
      'Will {person} be the {qcompetition} winner?',
      'Will {person} be the {qcompetition} champion?',
    ],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve to the player that wins the 2026 French Open Men’s Singles Tournament.',
      'This market will resolve according to the listed player who wins the 2026 WM Phoenix Open tournament.',
      'This polymarket will resolve according to the player who wins the 2026 Masters Tournament.',
      'This market will resolve according to the winner of the 2025 Miami Grand Prix scheduled for May 4, 2025.',
    ],
  },
  {
    category: 'competition-stage',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'If {winner} is one of the teams to qualify for the {stage} in the {competition}, then',
      'If {winner} is one of the teams to qualify from {group} for the {stage} in the {competition}, then',
      'If {winner} qualifies for {stage} for the {competition}, then',
    ],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'STAGE' },
    wordings: [
      'If France is one of the teams to qualify for the Semifinals in the 2026 FIFA World Cup, then the market resolves to Yes.',
      "If Maryland qualifies for Semifinal for the D1 Men's College Basketball Tournament in 2025, then the market resolves to Yes.",
    ],
  },
  {
    // Polymarket's qualification event, one market per team (the question's): the team is among
    // the competitors of the competition, which winning it (or any stage of it) implies.
    category: 'competition-stage',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: ['This is a market on which teams will qualify for the {competition}.'],
    question: ['Will {winner} qualify for the {qcompetition}?'],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'STAGE', stage: 'QUALIFIED' },
    wordings: ['This is a market on which teams will qualify for the 2026 FIFA World Cup.'],
  },
  {
    category: 'competition-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'If {winner} wins the {competition}, then',
      'If {winner} is the {competition} National Champion, then',
      'resolve to "Yes" if the {winner} win the {competition}',
      'resolve to "Yes" if {winner} win the {competition}',
      'resolve to "Yes" if {winner} wins the {competition}',
      'resolve to "Yes" if {winner} is the {competition} Champion',
      'resolve to "Yes" if the {winner} win {competition}',
    ],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      "If Spain wins the 2026 Men's World Cup, then the market resolves to Yes.",
      'This market will resolve to “Yes” if the Florida Panthers win the 2025 NHL Stanley Cup.',
      'This market will resolve to “Yes” if the Sacramento Kings win the 2024-2025 NBA Championship.',
      "If Georgia is the 2025-26 Division 1 Men's College Basketball National Champion, then the market resolves to Yes.",
      'This market will resolve to “Yes” if Arsenal wins the 2024-25 UEFA Champions League.',
      'This market will resolve to “Yes” if Real Madrid is the 2024-25 La Liga Champion.',
      'This market will resolve to "Yes" if the Buffalo Bills win Super Bowl LX.',
      'This market will resolve to “Yes” if the Boston Celtics win the 2024-2025 NBA Eastern Conference finals.',
    ],
  },
  {
    // Polymarket's competition event: the team is the question's.
    category: 'competition-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'resolve according to the national team that wins the {competition}',
      'resolve to "Yes" if the listed {competitor} is officially crowned the winner of the {competition}',
    ],
    question: ['Will {winner} win the {competition}?'],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the national team that wins the 2026 FIFA World Cup.',
      'This market will resolve to "Yes" if the listed club is officially crowned the winner of the 2025–26 French Ligue 1.',
    ],
  },
  {
    // Polymarket's competition event of teams: the team is the question's (and its
    // groupItemTitle's); the competition is the rules'.
    category: 'competition-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: ['resolve according to the team that wins the {competition}'],
    question: ['Will {winner} win the '],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the team that wins the 2026 MLB World Series.',
      'This market will resolve according to the team that wins the 2026 Six Nations Championship.',
    ],
  },
  {
    // A team's place in a league's final table (docs/decisions.md, "Settlement terms: a place in a
    // final table"): Polymarket's standings event, one market per club (the question's), the
    // season the question's. The team is named within the competition.
    category: 'competition-place',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'If the listed {competitor} officially finishes in the {tablePlace} of the {league} standings at the end of the season',
    ],
    question: ['Will {winner} finish in the {askedPlace} of the {competition} standings?'],
    subject: 'final standings of the {competition}',
    name: 'final place of {winner} in the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'PLACE' },
    wordings: [
      'If the listed club officially finishes in the top 4 of the Ligue 1 standings at the end of the season, the market will resolve to "Yes."',
    ],
  },
  {
    // The same, the place and the season stated by the rules.
    category: 'competition-place',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'resolve to "Yes" if the listed {competitor} finishes {tablePlace} in the final standings of the {competition}',
      'resolve to "Yes" if {winner} finishes in the {tablePlace} of the {competition}',
    ],
    question: ['Will {winner} finish in {askedPlace} in the ', 'Will {winner} finish in the '],
    subject: 'final standings of the {competition}',
    name: 'final place of {winner} in the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'PLACE' },
    wordings: [
      'This market will resolve to "Yes" if the listed club finishes 2nd in the final standings of the 2025–26 English Premier League.',
      'This market will resolve to “Yes” if Aston Villa finishes in the top 4 of the 2024-25 Premier League season.',
    ],
  },
];

/**
 * The Gamma `sportsMarketType`s each game category may be read on: a market the venue types
 * otherwise (a first half's or one game's moneyline, a team's total, a player's prop) is not the
 * game's winner, margin or total, whatever its text resembles. Categories not listed are not
 * checked; markets without the field (Kalshi, older Gamma markets) neither.
 */
export const SPORTS_MARKET_TYPES: Readonly<Record<string, readonly string[]>> = {
  'game-winner': ['moneyline'],
  'game-winner-regulation': ['moneyline'],
  'game-part-winner': ['child_moneyline'],
  'game-half-winner': ['first_half_moneyline'],
  'game-spread': ['spreads', 'map_handicap'],
  'game-total': ['totals'],
};
