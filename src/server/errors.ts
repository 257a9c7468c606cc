// One place maps every failure to the closed set of error codes (docs/decisions.md): HTTP
// statuses for REST, extensions.code for GraphQL. normalizeError never throws and never leaks
// internals of an unexpected error. Its result still names parameters in the service's camelCase;
// each adapter renders them with renderError (src/domain/errors.ts): src/rest/rest-error.ts,
// src/graphql/format-error.ts.
import {
  ERROR_CODES,
  ServiceError,
  type ErrorCode,
  type ErrorDetails,
  type Problem,
  type Text,
} from '../domain/errors';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REVISION_CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  CURSOR_EXPIRED: 410,
  CURSOR_SCOPE_MISMATCH: 400,
  PAGE_SIZE_TOO_LARGE: 400,
  UNSUPPORTED_CONVENTION: 422,
  UNSUPPORTED_JOINT_SCOPE: 422,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export interface NormalizedError {
  code: ErrorCode;
  status: number;
  message: Text;
  details?: ErrorDetails;
  /** Message, paths and detail keys are already in an adapter's names (REST's own checks). */
  adapterNamed?: true;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Fastify's request validation errors: ajv issues with the part of the request they concern. */
function isValidationError(
  error: unknown,
): error is { validation: ValidationIssue[]; validationContext?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { validation?: unknown }).validation)
  );
}

function validationProblems(issues: ValidationIssue[], context: string | undefined): Problem[] {
  return issues.map((issue) => {
    let path = (issue.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
      .replace(/\//g, '.');
    const params = issue.params ?? {};
    if (typeof params.missingProperty === 'string')
      path = path ? `${path}.${params.missingProperty}` : params.missingProperty;
    if (typeof params.additionalProperty === 'string') {
      path = path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
      return { path: path || (context ?? 'request'), reason: 'is not a known field or parameter' };
    }
    return { path: path || (context ?? 'request'), reason: issue.message ?? 'is invalid' };
  });
}

export function normalizeError(error: unknown): NormalizedError {
  try {
    if (error instanceof ServiceError) {
      return {
        code: error.code,
        status: HTTP_STATUS[error.code],
        message: error.text,
        ...(error.details ? { details: error.details } : {}),
        ...(error.adapterNamed ? { adapterNamed: true } : {}),
      };
    }
    if (isValidationError(error)) {
      // Fastify validates REST requests against their snake_case schemas: already REST's names.
      const problems = validationProblems(error.validation, error.validationContext);
      return {
        code: 'INVALID_REQUEST',
        status: 400,
        message: `invalid ${error.validationContext ?? 'request'}: ${problems.map((p) => `${p.path} ${String(p.reason)}`).join('; ')}`,
        details: { problems },
        adapterNamed: true,
      };
    }
    const fastifyCode = (error as { code?: unknown } | null)?.code;
    if (typeof fastifyCode === 'string' && fastifyCode.startsWith('FST_')) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      // 413 is not in the code table: an oversize body is INVALID_REQUEST (docs/errors.md).
      if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return {
          code: 'INVALID_REQUEST',
          status: 400,
          message:
            'the request body is larger than the service accepts (SETTLEGRAPH_BODY_LIMIT_BYTES)',
        };
      }
      if (status >= 400 && status < 500) {
        return { code: 'INVALID_REQUEST', status: 400, message: (error as Error).message };
      }
    }
    if (
      typeof fastifyCode === 'string' &&
      (ERROR_CODES as readonly string[]).includes(fastifyCode)
    ) {
      const code = fastifyCode as ErrorCode;
      return { code, status: HTTP_STATUS[code], message: (error as Error).message };
    }
  } catch {
    // fall through to INTERNAL
  }
  return {
    code: 'INTERNAL',
    status: 500,
    message: 'internal error; the request ID identifies it in the logs',
  };
}
