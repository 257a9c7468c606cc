// Markets on the result of a named competition (docs/decisions.md, "Settlement terms"): "If Spain
// wins the 2026 Men's World Cup", "If France is one of the teams to qualify for the Semifinals in
// the 2026 FIFA World Cup", Polymarket's "resolve according to the national team that wins the
// 2026 FIFA World Cup" with the team in the question. The quantity is the competition's result,
// the window the competition itself, the boundary the stage a competitor reaches. Only the
// wordings below are read; a group standing, a single game or anything else stays UNKNOWN.
import type { VenueText } from '../venue-model';
import {
  known,
  unknown,
  type Boundary,
  type Quantity,
  type Span,
  type Stage,
  type Term,
  type Window,
} from '../../../domain/settlement-terms/settlement-terms';
import { findIn, spanOf } from './find-spans';

const STAGE_NAMES: Record<string, Stage> = {
  'round of 32': 'ROUND_OF_32',
  'round of 16': 'ROUND_OF_16',
  quarterfinals: 'QUARTERFINALS',
  semifinals: 'SEMIFINALS',
  final: 'FINAL',
};

const COMPETITION = "(\\d{4} (?:FIFA |Men's |FIFA Men's )?World Cup)";

const RULES: [
  RegExp,
  (m: RegExpExecArray) => { team?: string; stage: Stage; competition: string },
][] = [
  [
    new RegExp(`\\bIf (.+?) wins the ${COMPETITION}, then\\b`),
    (m) => ({ team: m[1]!, stage: 'WINNER', competition: m[2]! }),
  ],
  [
    new RegExp(
      `\\bIf (.+?) is one of the teams to qualify (?:from Group [A-L] )?for the (Round of 32|Round of 16|Quarterfinals|Semifinals|Final) in the ${COMPETITION}, then\\b`,
    ),
    (m) => ({
      team: m[1]!,
      stage: STAGE_NAMES[m[2]!.toLowerCase()] ?? 'ROUND_OF_32',
      competition: m[3]!,
    }),
  ],
  [
    new RegExp(`\\bresolve according to the national team that wins the ${COMPETITION}\\b`),
    (m) => ({ stage: 'WINNER', competition: m[1]! }),
  ],
];

/** The team of a Polymarket question "Will Spain win the 2026 FIFA World Cup?". */
const QUESTION_TEAM = new RegExp(`^Will (.+?) win the ${COMPETITION}\\?$`);

/** FIFA's names and the common ones, compared without accents or case. */
const ALIASES: Record<string, string> = {
  'ir iran': 'iran',
  'korea republic': 'south korea',
  usa: 'united states',
  'united states of america': 'united states',
  "cote d'ivoire": 'ivory coast',
};

export function normaliseTeam(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^the\s+/i, '')
    .trim()
    .toLowerCase();
  return ALIASES[plain] ?? plain;
}

export interface CompetitionReading {
  quantity: Term<Quantity>;
  window: Term<Window>;
  boundary: Term<Boundary>;
}

/**
 * The competition market's terms, or undefined when the rules are not about a competition this
 * reader knows. `context` holds fields that name the competition for a wording that does not
 * (Kalshi's event `product_metadata.competition`: "2026 Men's World Cup" is FIFA's only there).
 */
export function readCompetition(
  rules: readonly VenueText[],
  titles: readonly VenueText[],
  context: readonly VenueText[],
): CompetitionReading | undefined {
  for (const [pattern, read] of RULES) {
    const found = findIn(rules, pattern);
    if (!found) continue;
    const { team, stage, competition } = read(found.match);
    const spans: Span[] = [spanOf(found.field, found.match)];
    const name = competitionName(competition, context, spans);
    if (!name)
      return {
        quantity: unknown(`"${competition}" does not say whose World Cup it is`, spans),
        window: unknown('the competition is not named exactly', spans),
        boundary: unknown('the competition is not named exactly', spans),
      };
    const competitor =
      team !== undefined ? { name: team, span: spans[0]! } : questionTeam(titles, name);
    const quantity = known<Quantity>(
      { subject: `result of the ${name}`, name: `result of the ${name}`, kind: 'RESULT' },
      spans,
    );
    const window = known<Window>({ kind: 'EVENT', event: name }, spans);
    if (!competitor || typeof competitor === 'string')
      return {
        quantity,
        window,
        boundary: unknown(competitor ?? 'the competitor is not named', spans),
      };
    return {
      quantity,
      window,
      boundary: known(
        {
          comparator: 'REACHES',
          stage,
          entity: normaliseTeam(competitor.name),
          unit: 'stage',
        },
        [...spans, ...(competitor.span === spans[0] ? [] : [competitor.span])],
      ),
    };
  }
  return undefined;
}

/** "2026 FIFA World Cup"; a men's World Cup is FIFA's when the venue's competition field says so. */
function competitionName(
  text: string,
  context: readonly VenueText[],
  spans: Span[],
): string | undefined {
  const year = text.slice(0, 4);
  if (/FIFA/.test(text)) return `${year} FIFA World Cup`;
  const fifa = findIn(context, /\bFIFA World Cup\b/);
  if (!fifa) return undefined;
  spans.push(spanOf(fifa.field, fifa.match));
  return `${year} FIFA World Cup`;
}

/** The team of the question, which the group title (when given) must name too. */
function questionTeam(
  titles: readonly VenueText[],
  competition: string,
): { name: string; span: Span } | string | undefined {
  const question = titles.find((t) => t.field === 'question');
  const m = question ? QUESTION_TEAM.exec(question.text) : null;
  if (!question || !m) return undefined;
  if (`${m[2]!.slice(0, 4)} FIFA World Cup` !== competition || !/FIFA/.test(m[2]!))
    return 'the question names another competition than the rules';
  const group = titles.find((t) => t.field === 'groupItemTitle');
  if (group && normaliseTeam(group.text) !== normaliseTeam(m[1]!))
    return `the question names ${m[1]!} but the group title ${group.text}`;
  return { name: m[1]!, span: spanOf(question, m, 1) };
}
