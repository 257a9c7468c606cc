// How the rules say the number compared is settled (docs/decisions.md, "Settlement terms: how a
// number is settled"): a rounding stated with its step and its mode ("rounded up to the nearest
// 25", "rounded to the nearest 25 basis points", "to the nearest tenths place"), or the precision
// the source publishes the value to ("measures temperatures to whole degrees Fahrenheit", "reports
// inflation … to only one decimal point", "to one decimal place as reported"). Fixed words and
// bounded gaps only: linear in the text.
import type { Rounding, RoundingMode, Span } from '../settlement-terms';
import { spanIn, type Sentence } from './sentences';

export interface RoundingReading {
  rounding: Rounding;
  span: Span;
}

/** "rounded [up|down] to the nearest <step>": a number with its unit, or a place. */
const ROUNDED =
  /\brounded(?: (up|down))? to the nearest (?:(\d{1,6}(?:\.\d{1,6})?)(?: ?(basis points?|bps|percentage points?|percent|%|degrees? fahrenheit|degrees? celsius|°f|°c))?|(tenths?|hundredths?|thousandths?|whole (?:numbers?|percentage points?|percents?))(?: place)?\b)/i;

/** A place without "rounded" ("resolve to GDP growth percentage to the nearest tenths place"). */
const NEAREST_PLACE = /\bto the nearest (tenths?|hundredths?|thousandths?) place\b/i;

/** The source's own precision: what it measures, reports or publishes, to how many places. */
const PUBLISHED =
  /\b(?:measures|reports|publishes|releases)\b[^.;]{0,80}? to (?:only )?(?:(one|two|three|[1-6]) decimal (?:places?|points?)|whole (degrees? fahrenheit|degrees? celsius|numbers?))\b/i;

/** "to one decimal place as reported": the value as the source reports it. */
const AS_REPORTED =
  /\bto (one|two|three|[1-6]) decimal places? as (?:reported|published|released)\b/i;

/** A sentence that says the value is not rounded states no rounding to read. */
const NOT_ROUNDED = /\b(?:not|never) be rounded\b|\bno rounding\b|\bwithout rounding\b/i;

const PLACES: Record<string, string> = {
  tenth: '0.1',
  hundredth: '0.01',
  thousandth: '0.001',
};
const DIGITS: Record<string, number> = { one: 1, two: 2, three: 3 };

/** Roundings the rules state that disagree: no set of raw values is read from them. */
export interface CompetingRoundings {
  competing: Span[];
}

/**
 * The one rounding the rule sentences state for a boundary in `unit`, with where it was read; none
 * where they state none; and where they state two that disagree, or one whose step is not read,
 * the spans of both (never a guess between them).
 */
export function readRounding(
  rules: readonly Sentence[],
  unit: string,
): RoundingReading | CompetingRoundings | undefined {
  const found: RoundingReading[] = [];
  const unread: Span[] = [];
  rules.forEach((s, i) => {
    if (NOT_ROUNDED.test(s.text)) return;
    const read = roundingIn(s, rules[i + 1], unit);
    if (read && 'rounding' in read) found.push(read);
    else if (read) unread.push(read.unread);
  });
  const first = found[0];
  if (!first) return unread.length > 0 ? { competing: unread } : undefined;
  const same = (r: Rounding) =>
    r.step === first.rounding.step &&
    r.unit === first.rounding.unit &&
    r.mode === first.rounding.mode;
  if (unread.length === 0 && found.every((f) => same(f.rounding))) return first;
  return { competing: [...found.map((f) => f.span), ...unread] };
}

/** A rounding clause found in the sentence: read, or its span where its step is not read. */
function roundingIn(
  s: Sentence,
  next: Sentence | undefined,
  unit: string,
): RoundingReading | { unread: Span } | undefined {
  const at = (m: RegExpExecArray, rounding: Rounding | undefined) => {
    const span = spanIn(s, m.index, m.index + m[0].length);
    return rounding ? { rounding, span } : { unread: span };
  };
  const rounded = ROUNDED.exec(s.text);
  if (rounded) {
    const mode: RoundingMode =
      rounded[1]?.toLowerCase() === 'up'
        ? 'UP'
        : rounded[1]?.toLowerCase() === 'down'
          ? 'DOWN'
          : 'NEAREST';
    if (rounded[2] !== undefined) {
      const stepUnit = rounded[3] ? unitOf(rounded[3]) : unitShown(s, next, unit);
      return at(rounded, stepUnit ? { step: rounded[2], unit: stepUnit, mode } : undefined);
    }
    return at(rounded, placeStep(rounded[4]!, unit, mode));
  }
  const place = NEAREST_PLACE.exec(s.text);
  if (place) return at(place, placeStep(place[1]!, unit, 'NEAREST'));
  const published = PUBLISHED.exec(s.text) ?? AS_REPORTED.exec(s.text);
  if (published) {
    const places = published[1];
    if (places !== undefined)
      return at(published, { step: decimalStep(places), unit, mode: 'AS_PUBLISHED' });
    const whole = published[2]!.toLowerCase();
    const wholeUnit = whole.startsWith('number') ? unit : unitOf(whole);
    return at(
      published,
      wholeUnit ? { step: '1', unit: wholeUnit, mode: 'AS_PUBLISHED' } : undefined,
    );
  }
  return undefined;
}

/** A place ("tenths", "whole number") is a step of the boundary's own unit. */
function placeStep(place: string, unit: string, mode: RoundingMode): Rounding | undefined {
  const p = place.toLowerCase();
  if (p.startsWith('whole')) {
    const whole = p.slice('whole '.length);
    const wholeUnit = whole.startsWith('number') ? unit : unitOf(whole);
    return wholeUnit ? { step: '1', unit: wholeUnit, mode } : undefined;
  }
  const step = PLACES[p.replace(/s$/, '')];
  return step ? { step, unit, mode } : undefined;
}

/** The step of a number of decimal places: 2 places is 0.01. */
function decimalStep(places: string): string {
  const n = DIGITS[places.toLowerCase()] ?? Number(places);
  return `0.${'0'.repeat(n - 1)}1`;
}

function unitOf(words: string): string | undefined {
  const w = words.toLowerCase();
  if (w.startsWith('basis point') || w === 'bps') return 'bps';
  if (w.startsWith('percentage point') || w.startsWith('percent') || w === '%') return '%';
  if (w.includes('fahrenheit') || w === '°f') return '°F';
  if (w.includes('celsius') || w === '°c') return '°C';
  return undefined;
}

/**
 * A step written without its unit ("rounded up to the nearest 25") is in the unit the sentence or
 * its example in the next one writes numbers in ("a cut … of 12.5 bps … 25 bps"); where they write
 * none, in the unit of the value rounded (the boundary's); where they write more than one, the
 * unit is not read, and nor is the rounding.
 */
function unitShown(s: Sentence, next: Sentence | undefined, unit: string): string | undefined {
  const text = `${s.text} ${next?.text ?? ''}`;
  const units = new Set<string>();
  if (/\d ?(?:bps|basis points?)\b/i.test(text)) units.add('bps');
  if (/\d ?%|\d percent(?:age points?)?\b/i.test(text)) units.add('%');
  if (units.size === 0) return unit;
  return units.size === 1 ? [...units][0] : undefined;
}
