// The explorer's only way to the gateway: POST /graphql with the user's key as a bearer token
// (none when no key is entered: the IDE's headers editor may then carry one).
// The gateway answers /graphql in GraphQL's shape (extensions.code), also when it refuses a request
// before GraphQL runs (a missing or wrong key: 401, a rate limit: 429). The REST Error body
// ({"error": {code, message}}) is still understood, should anything in front answer with it; both
// become GraphQL-shaped errors with a code.
export const GRAPHQL_PATH = '/graphql';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; requestId?: string };
}

export interface GraphqlResponse {
  data?: unknown;
  errors?: GraphqlError[];
}

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** A failed request, with the gateway's error code (UNAUTHENTICATED, INVALID_REQUEST, ...). */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

/** Sends one request; never throws for an HTTP or GraphQL error, only returns it. */
export async function postGraphql(
  apiKey: string,
  request: GraphqlRequest,
  extraHeaders: Record<string, string> = {},
): Promise<GraphqlResponse> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        ...withoutAuthorization(extraHeaders, apiKey !== ''),
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(apiKey !== '' ? { Authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify(request),
    });
  } catch (error) {
    return errorResponse(`the gateway did not answer: ${String(error)}`, 'NETWORK_ERROR');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(
      `HTTP ${response.status}: ${text.slice(0, 200)}`,
      `HTTP_${response.status}`,
    );
  }
  return asGraphqlResponse(body, response.status);
}

/** The data of a request that must succeed; throws GraphqlRequestError otherwise. */
export async function runGraphql<T>(
  apiKey: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await postGraphql(apiKey, { query, variables });
  const first = response.errors?.[0];
  if (first) {
    throw new GraphqlRequestError(
      first.message,
      first.extensions?.code ?? 'UNKNOWN',
      first.extensions?.requestId,
    );
  }
  if (response.data === undefined || response.data === null)
    throw new GraphqlRequestError('the response has no data', 'UNKNOWN');
  return response.data as T;
}

function asGraphqlResponse(body: unknown, status: number): GraphqlResponse {
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, request_id: requestId } = body.error;
    return {
      errors: [
        {
          message: typeof message === 'string' ? message : `HTTP ${status}`,
          extensions: {
            code: typeof code === 'string' ? code : `HTTP_${status}`,
            ...(typeof requestId === 'string' ? { requestId } : {}),
          },
        },
      ],
    };
  }
  if (isRecord(body) && ('data' in body || 'errors' in body)) return body;
  return errorResponse(`HTTP ${status}: unexpected response`, `HTTP_${status}`);
}

/**
 * Extra headers (the console's headers editor) without their Authorization when the page has a
 * key: header names are case-insensitive, and fetch would join two spellings into one value.
 */
function withoutAuthorization(
  headers: Record<string, string>,
  pageHasKey: boolean,
): Record<string, string> {
  if (!pageHasKey) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
}

function errorResponse(message: string, code: string): GraphqlResponse {
  return { errors: [{ message, extensions: { code } }] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
