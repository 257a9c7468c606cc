// The racing series of a Grand Prix its words leave unsaid, where the venue's own data says it
// (docs/decisions.md, "Settlement terms: outcomes of one competition related"): Kalshi names "the
// 2026 Belgian Grand Prix" where Polymarket names "the 2026 F1 Belgian Grand Prix", and Formula
// One is not the only series that holds Grands Prix (MotoGP holds them in the same countries), so
// the words alone name no series. The data read, whole values only: Kalshi's event
// `product_metadata.competition` ("F1" on its race events, as recorded publicly) and the event's
// tags (Gamma tag labels "Formula 1" and "F1"; Kalshi's series tags, which say "Motorsport" for
// every racing series, name none). Data, not code.
import type { VenueText } from '../term-inputs';

interface GrandPrixSeries {
  /** How the competition's name is qualified: "2026 F1 Belgian Grand Prix". */
  series: string;
  /** The whole values (lower case) of the venue's data that name the series. */
  said: readonly string[];
}

const GRAND_PRIX_SERIES: readonly GrandPrixSeries[] = [
  { series: 'F1', said: ['f1', 'formula 1', 'formula one'] },
];

/** The venue's field that names the competition of the event as data (Kalshi). */
const COMPETITION_FIELD = 'event.product_metadata.competition';

/** A Grand Prix's name; a name that already says a series ("F1", "MotoGP", …) is not qualified. */
const GRAND_PRIX = /\bgrand prix\b/i;
const SERIES_SAID = /\b(?:f1|formula (?:1|one)|motogp|moto[23]|indycar|nascar|formula [2-4e])\b/i;

/**
 * A Grand Prix's name with the series the venue's data names, where the name says none and the
 * data names exactly one; the name as it is otherwise.
 */
export function withGrandPrixSeries(
  name: string,
  context: readonly VenueText[],
  tags: readonly string[],
): string {
  if (!GRAND_PRIX.test(name) || SERIES_SAID.test(name)) return name;
  const values = [
    ...context.filter((t) => t.field === COMPETITION_FIELD).map((t) => t.text),
    ...tags,
  ].map((v) => v.trim().toLowerCase());
  const named = GRAND_PRIX_SERIES.filter((s) => values.some((v) => s.said.includes(v)));
  return named.length === 1 ? `${named[0]!.series} ${name}` : name;
}
