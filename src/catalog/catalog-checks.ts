// The catalog's rules over several fields of one object, which a JSON Schema keyword cannot state
// (catalog-ajv.ts runs them as the `check` keyword). Each runs on an object whose own fields may
// still be wrong: a rule says nothing until the fields it compares have their types, so a problem
// is reported once, by the field's own keyword.
import { decCompare, isDecimalText } from '../domain/arithmetic/decimal';
import { COMPARATORS } from '../domain/settlement-terms/settlement-terms';

export interface FieldProblem {
  /** The field of the object the problem is reported at. */
  field: string;
  reason: string;
}

/**
 * A date and time in UTC, `Z` and no other offset, seconds required and any fraction of them:
 * what the format has always taken (docs/catalog-format.md).
 */
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

export function isUtcTimestamp(text: string): boolean {
  const match = UTC_DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The calendar day exists (no 30 February): Date.UTC rolls an impossible one over.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type Check = (value: Record<string, unknown>) => FieldProblem[];

const isOffset = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** A span's text is the field's text from start to end. */
function spanLength(s: Record<string, unknown>): FieldProblem[] {
  const { start, end, text } = s;
  if (!isOffset(start) || !isOffset(end) || typeof text !== 'string') return [];
  if (end - start === text.length) return [];
  return [
    {
      field: 'end',
      reason: `end - start (${end - start}) must be the length of text (${text.length})`,
    },
  ];
}

/** A period is [start, end), so it ends after it starts. */
function periodOrder(w: Record<string, unknown>): FieldProblem[] {
  const [start, end] = [w.start, w.end];
  if (typeof start !== 'string' || typeof end !== 'string') return [];
  if (!isUtcTimestamp(start) || !isUtcTimestamp(end)) return [];
  if (Date.parse(start) < Date.parse(end)) return [];
  return [{ field: 'end', reason: 'must be after start: a period is [start, end)' }];
}

type BoundaryField = 'threshold' | 'upper' | 'stage' | 'entity';

/** A numeric comparator needs its threshold (and a range its upper end); REACHES a stage and a competitor instead. */
function boundaryFields(b: Record<string, unknown>): FieldProblem[] {
  const comparator = COMPARATORS.find((c) => c === b.comparator);
  if (comparator === undefined) return [];
  const problems: FieldProblem[] = [];
  const need = (field: BoundaryField, present: boolean) => {
    if (present && b[field] === undefined)
      problems.push({ field, reason: `required with ${comparator}` });
    if (!present && b[field] !== undefined)
      problems.push({ field, reason: `not used with ${comparator}` });
  };
  const reaches = comparator === 'REACHES';
  need('threshold', !reaches);
  need('upper', comparator === 'BETWEEN_INCLUSIVE' || comparator === 'BETWEEN_LOWER_INCLUSIVE');
  need('stage', reaches);
  need('entity', reaches);
  const { threshold, upper } = b;
  if (
    typeof threshold === 'string' &&
    typeof upper === 'string' &&
    isDecimalText(threshold) &&
    isDecimalText(upper) &&
    decCompare(upper, threshold) < 0
  )
    problems.push({ field: 'upper', reason: 'must not be below threshold' });
  return problems;
}

export const CHECKS = { spanLength, periodOrder, boundaryFields } satisfies Record<string, Check>;
export type CheckName = keyof typeof CHECKS;
