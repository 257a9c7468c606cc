// One market's settlement terms read from texts alone, as a venue parser would hand them to
// extractTerms (src/domain/settlement-terms/extract-terms.ts): the texts, the outcomes and,
// where a test gives them, the venue's facts and the event.
import { extractTerms } from '../../src/domain/settlement-terms/extract-terms';
import type { ReferenceData } from '../../src/domain/settlement-terms/reference-data';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import type {
  TermEvent,
  TermMarket,
  VenueFacts,
  VenueText,
} from '../../src/domain/settlement-terms/term-inputs';
import type { Venue } from '../../src/domain/value-sets';

export interface ReadOptions {
  /** The venue's outcome texts; Yes/No when absent. */
  outcomes?: [string, string];
  facts?: VenueFacts;
  event?: TermEvent;
  reference?: ReferenceData;
}

export function termMarket(
  venue: Venue,
  texts: VenueText[],
  options: ReadOptions = {},
): TermMarket {
  const [a, b] = options.outcomes ?? ['Yes', 'No'];
  const label = (o: string, yes: boolean) =>
    o.toLowerCase() === (yes ? 'yes' : 'no') ? (yes ? 'YES' : 'NO') : o;
  return {
    venue,
    marketId: 'M-1',
    eventId: options.event?.eventId ?? 'E-1',
    outcomes: [
      { label: label(a, true), venueOutcomeId: a },
      { label: label(b, false), venueOutcomeId: b },
    ],
    texts,
    ...(options.facts ? { facts: options.facts } : {}),
  };
}

export function readTexts(
  venue: Venue,
  texts: VenueText[],
  options: ReadOptions = {},
): SettlementTerms {
  return extractTerms(termMarket(venue, texts, options), options.event, options.reference);
}

/** A Kalshi market read from its two rules texts, its title and its own name (`yes_sub_title`). */
export function readKalshiRules(
  primary: string,
  secondary: string,
  title: string,
  subtitle: string,
): SettlementTerms {
  return readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    { field: 'rules_secondary', text: secondary },
    { field: 'title', text: title },
    { field: 'yes_sub_title', text: subtitle },
  ]);
}

/**
 * A market's exceptions read with its event's texts, as the rule's name or `UNKNOWN: <reason>`:
 * what the tests of an event's cases compare.
 */
export function exceptionsWithEvent(
  venue: Venue,
  texts: VenueText[],
  eventTexts: VenueText[],
  outcomes?: [string, string],
  facts?: VenueFacts,
): string {
  const t = readTexts(venue, texts, {
    event: { eventId: 'E-1', source: '', texts: eventTexts },
    ...(outcomes ? { outcomes } : {}),
    ...(facts ? { facts } : {}),
  }).exceptions;
  return t.status === 'KNOWN' ? t.value.rule : `UNKNOWN: ${t.reason}`;
}
