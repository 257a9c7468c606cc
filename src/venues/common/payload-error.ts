// Problems found in saved venue payloads: each names the file and the JSON path inside it, so the
// `adapt` command can print `FILE: $.json.path: reason` lines (issue "Venue adapters", bad input).
import { ServiceError, type Problem } from '../../domain/errors';

/** Thrown by a payload reader at the first problem of one file. */
export class PayloadError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/**
 * The reason of a failure that is not a PayloadError (a library's exception, such as decimal.js's
 * `[DecimalError] Invalid argument: abc`), in its own words.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return `could not be read: ${String(error)}`;
  return error.name === 'Error'
    ? `could not be read: ${error.message}`
    : `could not be read: ${error.name}: ${error.message}`;
}

/** Where a value was read: the file and its JSON path. */
export interface Located {
  file: string;
  path: string;
}

export function at(where: Located): string {
  return `${where.file}: ${where.path}`;
}

/** One `file: $.path` problem. */
export function problemAt(file: string, path: string, reason: string): Problem {
  return { path: `${file}: ${path}`, reason };
}

export function adaptFailure(problems: Problem[]): ServiceError {
  return new ServiceError(
    'INVALID_REQUEST',
    `the venue payloads have ${problems.length} problem(s); no catalog was written`,
    { problems },
  );
}
