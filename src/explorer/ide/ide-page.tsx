// The GraphQL IDE at GET /graphql: the explorer's API key field above its GraphQL console
// (GraphiQL, bundled: it works offline). The key is the explorer's (sessionStorage), so a tab
// that entered it in one page has it in the other. Without a key, an Authorization header typed
// in GraphiQL's headers editor is sent instead.
import { useCallback, useEffect, useState } from 'react';
import { forgetApiKey, loadApiKey, saveApiKey } from '../api/api-key';
import { runGraphql } from '../api/graphql-client';
import { useRequest } from '../common/use-request';
import GraphqlConsole from '../console/graphql-console';
import { ApiKeyForm } from '../key/api-key-form';

const KEY_CHECK_QUERY = /* GraphQL */ `
  query IdeKeyCheck {
    __typename
  }
`;

export function IdePage() {
  const [apiKey, setApiKey] = useState(loadApiKey);
  const check = useRequest<unknown>();
  const { run: runCheck, reset: resetCheck } = check;
  useEffect(() => {
    if (apiKey === '') resetCheck();
    else runCheck(() => runGraphql(apiKey, KEY_CHECK_QUERY));
  }, [apiKey, runCheck, resetCheck]);
  const applyKey = useCallback((key: string) => {
    saveApiKey(key);
    setApiKey(key);
  }, []);
  const forgetKey = useCallback(() => {
    forgetApiKey();
    setApiKey('');
  }, []);
  return (
    <div className="ide">
      <header className="top-bar">
        <h1>settlegraph GraphQL</h1>
        <ApiKeyForm apiKey={apiKey} check={check.state} onSave={applyKey} onForget={forgetKey} />
        <a className="ide-link" href="/" data-testid="ide-explorer-link">
          Explorer
        </a>
      </header>
      {apiKey === '' ? (
        <p className="muted ide-hint" data-testid="ide-no-key">
          Enter an API key above (or an <code>Authorization: Bearer &lt;key&gt;</code> header in the
          headers editor below) to load the schema and run queries.
        </p>
      ) : null}
      {/* A new key loads the schema again with it. */}
      <GraphqlConsole key={apiKey} apiKey={apiKey} />
    </div>
  );
}
