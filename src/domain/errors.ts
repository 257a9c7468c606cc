// The closed set of error codes (DESIGN.md section 4). Every failure the service reports carries
// one of them; src/server/errors.ts maps each to its HTTP status and GraphQL code.

export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REVISION_CONFLICT',
  'CURSOR_EXPIRED',
  'CURSOR_SCOPE_MISMATCH',
  'PAGE_SIZE_TOO_LARGE',
  'UNSUPPORTED_CONVENTION',
  'UNSUPPORTED_JOINT_SCOPE',
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One thing wrong with a request or a file: where (a JSON path or a parameter name) and why. */
export interface Problem {
  path: string;
  reason: string;
}

export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { problems?: Problem[] } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export function invalidRequest(message: string, problems?: Problem[]): ServiceError {
  return new ServiceError('INVALID_REQUEST', message, problems ? { problems } : undefined);
}

/** Throws INVALID_REQUEST listing every problem, when there is any. */
export function failOnProblems(problems: Problem[], message?: string): void {
  if (problems.length > 0) {
    throw new ServiceError(
      'INVALID_REQUEST',
      message ?? problems.map((p) => `${p.path}: ${p.reason}`).join('; '),
      {
        problems,
      },
    );
  }
}
