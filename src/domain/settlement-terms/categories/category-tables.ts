// Every category table, in the order they are tried: a more specific wording before a more
// general one (a soccer game's result after 90 minutes before a game's winner, an election before
// a competition).
import { AWARDS } from './awards';
import type { CategoryEntry } from './category-table';
import { CHARTS } from './charts';
import { COMPETITION_OUTCOMES } from './competition-outcomes';
import { CONTESTS } from './contests';
import { COUNTS } from './counts';
import { MENTIONS } from './mentions';
import { OCCURRENCES } from './occurrences';
import { POLITICS } from './politics';
import { POSITIONS } from './positions';
import { PRICES } from './prices';
import { RATES } from './rates';
import { RELEASES } from './releases';
import { SPORTS } from './sports';
import { WEATHER } from './weather';

export const CATEGORY_TABLES: readonly CategoryEntry[] = [
  ...AWARDS,
  // Before the sports tables: "… wins the 2025 Democratic Primary for Mayor …" is an election,
  // not a competition whose winner is a team.
  ...POLITICS,
  // Competitions by the role of who competes: wordings no other table states.
  ...CONTESTS,
  // Before the sports tables: a competition's other outcomes (relegated, top goalscorer, a
  // group's winner, pole position) are no wording of its winner.
  ...COMPETITION_OUTCOMES,
  ...SPORTS,
  ...PRICES,
  ...WEATHER,
  ...RATES,
  ...RELEASES,
  // Before the counts and the occurrences: "… is the number 1 song in any … chart … between
  // <day> and <day>" is a place on a chart, not an occurrence over that period.
  ...CHARTS,
  ...COUNTS,
  ...MENTIONS,
  // Before the occurrences: a position's next holder names no deadline an occurrence could read.
  ...POSITIONS,
  ...OCCURRENCES,
];
