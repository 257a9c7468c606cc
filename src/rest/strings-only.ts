// Decimal values and identifiers must arrive as JSON strings: the app's validator coerces numbers
// to strings (query strings need it), which would let a binary float such as 0.1 + 0.2 in silently.
// A route's preValidation hook built here checks the raw body before that coercion.
import type { FastifyRequest } from 'fastify';
import { problemsMessage, ServiceError, type Problem } from '../domain/errors';

/** A field of the raw body and its path in REST's names. */
export type RawField = readonly [value: unknown, path: string];

/** Objects of a raw JSON list (others are left to the schema validation). */
export function objectsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];
}

export function stringsOnly(
  fieldsOf: (body: Record<string, unknown>) => RawField[],
  example: string,
): (request: FastifyRequest) => Promise<void> {
  return (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null) return Promise.resolve();
    const problems: Problem[] = fieldsOf(body as Record<string, unknown>)
      .filter(([value]) => value !== undefined && typeof value !== 'string')
      .map(([, path]) => ({
        path,
        reason: `must be a string (decimal values are text, such as "${example}")`,
      }));
    if (problems.length > 0) {
      // Paths of the raw body are REST's names already.
      return Promise.reject(
        new ServiceError('INVALID_REQUEST', problemsMessage(problems), { problems }, true),
      );
    }
    return Promise.resolve();
  };
}
