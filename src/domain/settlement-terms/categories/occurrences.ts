// Propositions with a deadline (docs/decisions.md, "Settlement terms: propositions by a
// deadline"): "X happens by <date>" or "before <date>" is about the time from the market's opening
// (the venue's open_time or startDate) to the deadline. Whatever X is, it is the quantity: its
// subject is the proposition's own words, normalised, so two venues' markets on the same wording
// meet in one block. Tried after every more specific table. Slots: {proposition}, {deadline},
// {start}, {end} and {period}. Its boundary is stated as none: the proposition happening is the
// condition. The words of a deadline are one grammar (docs/decisions.md, "Settlement terms:
// windows read generally"): "by", "on or before" and "no later than" keep the deadline's day (or
// minute), "before" and "prior to" do not; "the end of <period>" is the period's last day kept;
// "in" or "during" a year, quarter or month is that period whole; "on" one day is that day whole,
// in the zone stated with it.
import type { CategoryEntry } from './category-table';

const OCCURRENCE = {
  category: 'occurrence',
  quantityKind: 'RESULT',
  entityKinds: ['person', 'office'],
  subject: 'whether {proposition}',
  boundary: { kind: 'OCCURS' },
} as const;

export const OCCURRENCES: readonly CategoryEntry[] = [
  {
    // A period of its own: both ends stated, the zone once at the end.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} between {start} and {end}',
      'If {proposition} between {start} and {end}, this market will resolve to "Yes"',
      'resolve to "Yes" if {proposition} from the date of this market\'s inception, {start} through {end}',
      // "from <day> through <day>" keeps both days, as "between" does; "to" and "until" may or
      // may not keep the last day, and are not read.
      'resolve to "Yes" if {proposition} from {start} through {end}',
      'If {proposition} from {start} through {end}',
    ],
    window: { kind: 'DATES_BETWEEN' },
    wordings: [
      'This market will resolve to "Yes" if Britney Spears announces a new tour between December 29, 2024, and December 31, 2025, 11:59 PM ET.',
      'This market will resolve to "Yes" if a nuclear weapon is detonated anywhere in the world between Dec 1, 2024 and June 30, 2025, 11:59 PM ET.',
      'If Supreme Leader of North Korea Kim Jong Un visits the United States between January 1 and December 31, 2025, 11:59 PM ET, this market will resolve to "Yes".',
      'This market will resolve to "Yes" if Tim Cook is no longer serving as CEO of Apple for any length of time from the date of this market\'s inception, December 29, 2024 through December 31, 2025, 11:59 PM ET.',
    ],
  },
  {
    // The period from the market's own creation (its opening) to a deadline kept in it.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} between market creation and {deadline}',
      'resolve to "Yes" if {proposition} between the time of this market\'s creation and {deadline}',
      'resolve to "Yes" if {proposition} between this market\'s creation and {deadline}',
      // "now" is the market's opening: the text is written when the market is listed.
      'resolve to "Yes" if {proposition} between now and {deadline}',
      'If {proposition} between now and {deadline}',
    ],
    window: { kind: 'DEADLINE', through: true },
    wordings: [
      'This market will resolve to "Yes" if Emmanuel Macron ceases to be President of France for any length of time between market creation and July 31, 2026, 11:59 PM ET (inclusive).',
      'This market will resolve to "Yes" if the US initiates a drone, missile, or air strike on Iranian soil or any official Iranian embassy or consulate between the time of this market\'s creation and the listed date (ET).',
    ],
  },
  {
    // Deadlines that keep their day in other words than "by"; tried before "before", whose
    // proposition would otherwise end in "on or".
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} on or before {deadline}',
      'If {proposition} on or before {deadline}',
      'resolve to "Yes" if {proposition} no later than {deadline}',
      'If {proposition} no later than {deadline}',
    ],
    window: { kind: 'DEADLINE', through: true },
    wordings: [],
  },
  {
    // An announcement by a deadline of what it announces (docs/decisions.md, "Settlement terms:
    // an announcement by a deadline, and a market's own creation"): "… if it is announced by
    // <deadline> that <proposition>", "… if <who> announces by <deadline> that <proposition>".
    // The proposition is the clause after "that"; who announces is the source, not the
    // proposition, and is left to the source readers.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if it is announced by {deadline} that {proposition}',
      'resolve to "Yes" if it is officially announced by {deadline} that {proposition}',
      'If it is announced by {deadline} that {proposition}',
      'If it is officially announced by {deadline} that {proposition}',
      'resolve to "Yes" if {announcer} announces by {deadline} that {proposition}',
      'resolve to "Yes" if {announcer} officially announces by {deadline} that {proposition}',
    ],
    window: { kind: 'DEADLINE', through: true },
    wordings: [
      'This market will resolve to "Yes" if it is announced by April 15, 2026, 11:59PM ET that Season 5 of Secret Lives of Mormon Wives is officially cancelled.',
    ],
  },
  {
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} by {deadline}',
      'If {proposition} by {deadline} this market will resolve to "Yes"',
      // Gamma's wordings of 2020 and 2021 state the question and then what counts.
      'This is a market on whether {proposition} by {deadline}',
      'This market is on whether or not {proposition} by {deadline}',
      // Kalshi's "If …, then the market resolves to Yes." with "by", as with "before".
      'If {proposition} by {deadline}',
    ],
    window: { kind: 'DEADLINE', through: true },
    wordings: [
      'This market will resolve to "Yes" if any spot Solana ETF receives approval from the SEC by July 31, 2025, 11:59 PM ET.',
      'If Ukraine has officially joined NATO as a full member state at any point by June 30, 2025, 11:59 PM ET this market will resolve to “Yes”.',
      'This is a market on whether SpaceX will successfully complete a launch and landing of their Starship SN15 by April 28, 2021, 12:00 PM ET.',
      'This market is on whether or not Airbnb will be a publicly traded company by January 1, 2021.',
    ],
  },
  {
    ...OCCURRENCE,
    conditions: [
      'If {proposition} before {deadline}',
      'resolve to "Yes" if {proposition} before {deadline}',
      'This is a market on whether {proposition} before {deadline}',
      'This is a market on if {proposition} before {deadline}',
      'resolve to "Yes" if {proposition} prior to {deadline}',
      'If {proposition} prior to {deadline}',
    ],
    window: { kind: 'DEADLINE', through: false },
    wordings: [
      'If Pete Hegseth has physically travelled to and been present within the geographic boundaries of Iran before Jul 1, 2026, then the market resolves to Yes.',
      'If Donald Trump and Benjamin Netanyahu meet in person after Issuance and before Jan 1, 2027, then the market resolves to Yes.',
      'This is a market on whether Kanye West and Kim Kardashian will officially file for a divorce before January 1st 2021.',
      'This is a market on if Uniswap v3 will launch before April 30th, 2021, 12:00 am ET.',
    ],
  },
  {
    // The market's own close ("… before the market closes", "at any time before market close"):
    // from the opening to the instant the venue states the market closes.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} before the market closes',
      'If {proposition} before the market closes',
      'resolve to "Yes" if {proposition} before market close',
      'If {proposition} before market close',
      'resolve to "Yes" if {proposition} before the close of the market',
      'If {proposition} before the close of the market',
    ],
    window: { kind: 'UNTIL_CLOSE' },
    wordings: [],
  },
  {
    // A state kept through a deadline ("… if Keir Starmer remains Prime Minister of the United
    // Kingdom through March 31, 2028, 11:59 PM ET"): the proposition holds over the time from the
    // market's opening to the deadline, the deadline's day or minute kept, as "by" keeps it
    // (docs/decisions.md, "Settlement terms: a state kept through a deadline"). Tried after "by"
    // and "before", so that "through" inside their propositions is theirs.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} through {deadline}',
      'This is a market on whether {proposition} through {deadline}',
      'If {proposition} through {deadline}',
    ],
    window: { kind: 'DEADLINE', through: true },
    wordings: [],
  },
  {
    // During a named occasion the venue gives a date ("… if Miley Cyrus performs live and in
    // person during the Super Bowl LX halftime show currently scheduled for February 8, 2026"):
    // the occasion, with that date, is the window, as a game or a ceremony is (docs/decisions.md,
    // "Settlement terms: an announcement by a deadline, and a market's own creation"). The date
    // is the venue's schedule, not a deadline: the window is the occasion whenever it is held.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} during the {occasion} currently scheduled for {date}',
      'resolve to "Yes" if {proposition} during the {occasion}, currently scheduled for {date}',
      'This is a market on whether {proposition} during the {occasion} currently scheduled for {date}',
      'This is a market on whether {proposition} during the {occasion}, currently scheduled for {date}',
    ],
    event: '{occasion}, scheduled for {date}',
    window: { kind: 'EVENT' },
    wordings: [
      'This market will resolve to "Yes" if Miley Cyrus performs live and in person during the Super Bowl LX halftime show currently scheduled for February 8, 2026.',
      'This is a market on whether any of the first 10 picks in the first round of the 2021 NFL draft will be traded during the NFL draft, currently scheduled for April 29, 2021.',
    ],
  },
  {
    // Something that happens in a scheduled game ("If Nick Foligno scores the 1st goal in the CHI
    // Blackhawks vs COL Avalanche professional hockey game originally scheduled for Feb 28,
    // 2026"): the game, named as its winner's market names it (league, teams, day), is the window,
    // whenever it is played (docs/decisions.md, "Settlement terms: occurrences in a scheduled
    // game, and an annual competition's edition by the venue's dates"). A proposition that
    // compares a number ("scores 2+ goals") is a statistic, which the proposition's own check
    // leaves unread; one that names no game of a league this reader knows leaves the window
    // UNKNOWN.
    ...OCCURRENCE,
    conditions: [
      'If {proposition} in the {game} game originally scheduled for {date}',
      'resolve to "Yes" if {proposition} in the {game} game originally scheduled for {date}',
      'If {proposition} during the {game} game originally scheduled for {date}',
      'resolve to "Yes" if {proposition} during the {game} game originally scheduled for {date}',
    ],
    event: '{game}',
    window: { kind: 'EVENT' },
    wordings: [
      'If Nick Foligno scores the 1st goal in the CHI Blackhawks vs COL Avalanche professional hockey game originally scheduled for Feb 28, 2026, then the market resolves to Yes.',
    ],
  },
  {
    // A state observed at one instant (docs/decisions.md, "Settlement terms: a state at one
    // instant"): "… is the largest company … as of <date, time, zone>", "… has the highest score
    // … when the table is checked on <date, time, zone>". Only where the proposition is a state
    // (is, has, holds, remains, ranks, …), compares no number and names no contest, and what
    // follows is one date with a time of day, or a close that names no market and no time
    // (read, with the window UNKNOWN). The checked wordings first: their proposition ends before
    // "when".
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} when {observed} is checked on {instant}',
      'resolve to "Yes" if {proposition} when {observed} is checked at {instant}',
      'If {proposition} when {observed} is checked on {instant}',
      'If {proposition} when {observed} is checked at {instant}',
      'resolve to "Yes" if {proposition} as of {instant}',
      'If {proposition} as of {instant}',
      'resolve to "Yes" if {proposition} at {instant}',
      'If {proposition} at {instant}',
      'resolve to "Yes" if {proposition} on {instant}',
      'If {proposition} on {instant}',
    ],
    window: { kind: 'AT' },
    wordings: [
      'This market will resolve to "Yes" if Nvidia is the largest company in the world by market cap on December 31, 2025, as of market close.',
      'This market will resolve to "Yes" if any model owned by Google has the highest arena score based off the Chatbot Arena LLM Leaderboard (https://lmarena.ai/leaderboard/text) when the table under the "Leaderboard" tab is checked on June 30, 2025, 12:00 PM ET.',
    ],
  },
  {
    // A period named whole, "in 2026", "during Q3 2026", "in March 2026": tried last, and only
    // where what follows "in" or "during" is one year, quarter or month.
    ...OCCURRENCE,
    conditions: [
      // "during the month of March 2026", "in the year 2026": the period named with its kind.
      'resolve to "Yes" if {proposition} during the month of {period}',
      'If {proposition} during the month of {period}',
      'resolve to "Yes" if {proposition} in the month of {period}',
      'If {proposition} in the month of {period}',
      'resolve to "Yes" if {proposition} during the year {period}',
      'If {proposition} during the year {period}',
      'resolve to "Yes" if {proposition} in the year {period}',
      'If {proposition} in the year {period}',
      'resolve to "Yes" if {proposition} during {period}',
      'If {proposition} during {period}',
      'resolve to "Yes" if {proposition} in {period}',
      'If {proposition} in {period}',
    ],
    window: { kind: 'CALENDAR' },
    wordings: [],
  },
  {
    // One day, whole, in the zone stated with it: "… on the listed date (ET)". Only where what
    // follows "on" is one day with no time of day, and the proposition compares no number.
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} on {deadline}',
      'If {proposition} on {deadline}',
    ],
    window: { kind: 'STATED_DAY' },
    wordings: [
      'This market will resolve to "Yes" if Israel initiates a drone, missile, or air strike on Iranian soil or any official Iranian embassy or consulate on the listed date (ET).',
    ],
  },
];
