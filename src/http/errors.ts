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
import {
  expectedOf,
  expectedReceived,
  knownFields,
  received,
  typeInWords,
  type SchemaNode,
} from '../domain/validation-wording';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNSUPPORTED_MEDIA_TYPE: 415,
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
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** With ajv's `verbose` (schema-compilers.ts): the value that failed and its schema node. */
  data?: unknown;
  parentSchema?: SchemaNode;
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

/**
 * Each ajv issue as a problem a person reads (docs/decisions.md, "Errors for people"): the path
 * of the field, what it expected in words and what it received, bounded and quoted.
 */
function validationProblems(issues: ValidationIssue[], context: string | undefined): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const problem = validationProblem(issue, context);
    if (problem === undefined) continue;
    const key = `${problem.path}\u0000${String(problem.reason)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function validationProblem(
  issue: ValidationIssue,
  context: string | undefined,
): Problem | undefined {
  const path = (issue.instancePath ?? '')
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');
  const params = issue.params ?? {};
  const schema = issue.parentSchema ?? {};
  const where = (p: string) => p || (context === 'body' ? 'body' : (context ?? 'request'));
  if (typeof params.missingProperty === 'string') {
    const field = params.missingProperty;
    const fieldSchema = schema.properties?.[field] as SchemaNode | undefined;
    const expected = fieldSchema?.type !== undefined ? typeInWords(fieldSchema.type) : 'a value';
    return {
      path: path ? `${path}.${field}` : field,
      reason: `is required: expected ${expected}; received nothing`,
    };
  }
  if (typeof params.additionalProperty === 'string') {
    const field = params.additionalProperty;
    const known = knownFields(schema);
    return {
      path: path ? `${path}.${field}` : field,
      reason: `is not a known field or parameter${known ? `: expected ${known}` : ''}`,
    };
  }
  // "must match a schema in anyOf/oneOf": the branches' own issues say what each expected.
  if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf') return undefined;
  const expected = issue.keyword ? expectedOf(issue.keyword, schema) : undefined;
  if (expected === undefined)
    return {
      path: where(path),
      reason: `${issue.message ?? 'is invalid'}; received ${received(issue.data)}`,
    };
  return { path: where(path), reason: expectedReceived(expected, issue.data) };
}

/**
 * 415: a body route takes JSON only, named by its Content-Type (docs/decisions.md, "Errors for
 * people"); `contentType` is what the request named, if anything.
 */
export function unsupportedMediaType(contentType: unknown): ServiceError {
  const sent =
    typeof contentType === 'string' && contentType !== ''
      ? `Content-Type ${received(contentType)}`
      : 'no Content-Type';
  const reason = `expected "application/json"; received ${sent}`;
  return new ServiceError(
    'UNSUPPORTED_MEDIA_TYPE',
    `the request body must be JSON: ${reason}`,
    { problems: [{ path: 'Content-Type', reason }] },
    true,
  );
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
        message: `invalid ${error.validationContext ?? 'request'}: ${problems.map((p) => `${p.path}: ${String(p.reason)}`).join('; ')}`,
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
