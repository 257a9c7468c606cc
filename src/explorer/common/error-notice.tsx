// A failed request as the user sees it: the gateway's code first, then its message.
import type { GraphqlRequestError } from '../api/graphql-client';

const HINTS: Record<string, string> = {
  UNAUTHENTICATED: 'Check the API key above.',
  RATE_LIMITED: 'Too many requests for this key; wait a minute.',
  SERVICE_UNAVAILABLE: 'The store is not answering; try again shortly.',
};

export function ErrorNotice({ error }: { error: GraphqlRequestError }) {
  const hint = HINTS[error.code];
  return (
    <div className="error-notice" role="alert" data-testid="error" data-code={error.code}>
      <strong>{error.code}</strong> {error.message}
      {hint ? <span className="hint"> {hint}</span> : null}
      {error.requestId ? <span className="request-id"> (request {error.requestId})</span> : null}
    </div>
  );
}
