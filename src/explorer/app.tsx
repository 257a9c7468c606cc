// The explorer page: the API key, then two tabs over the same key, Explore and the GraphQL
// console. The page talks to the gateway only through POST /graphql.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { forgetApiKey, loadApiKey, saveApiKey } from './api/api-key';
import { runGraphql } from './api/graphql-client';
import { ApiKeyContext } from './api/use-graphql';
import { useRequest } from './common/use-request';
import { ExploreWorkspace } from './explore-workspace';
import { ApiKeyForm } from './key/api-key-form';

const GraphqlConsole = lazy(() => import('./console/graphql-console'));

type Tab = 'explore' | 'console';

const KEY_CHECK_QUERY = /* GraphQL */ `
  query ExplorerKeyCheck {
    __typename
  }
`;

export function App() {
  const [apiKey, setApiKey] = useState(loadApiKey);
  const [tab, setTab] = useState<Tab>('explore');
  // The console stays mounted once opened, so its editors keep their text across tabs.
  const [consoleOpened, setConsoleOpened] = useState(false);
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
  const openTab = (next: Tab) => {
    setTab(next);
    if (next === 'console') setConsoleOpened(true);
  };

  return (
    <ApiKeyContext.Provider value={apiKey}>
      <header className="top-bar">
        <h1>settlegraph explorer</h1>
        <ApiKeyForm apiKey={apiKey} check={check.state} onSave={applyKey} onForget={forgetKey} />
        <nav className="tabs" aria-label="Views">
          {(['explore', 'console'] as const).map((name) => (
            <button
              type="button"
              key={name}
              className={tab === name ? 'tab active' : 'tab'}
              aria-pressed={tab === name}
              onClick={() => openTab(name)}
              data-testid={`tab-${name}`}
            >
              {name === 'explore' ? 'Explore' : 'GraphQL console'}
            </button>
          ))}
        </nav>
      </header>
      {apiKey === '' ? (
        <main className="welcome">
          <p>
            Enter an API key to explore the settlement graph: search markets, draw the relationships
            of a family or an outcome, compose combos and evaluate a book. The key stays in this tab
            (sessionStorage) and is sent only as an <code>Authorization: Bearer</code> header to{' '}
            <code>/graphql</code>.
          </p>
        </main>
      ) : (
        // A new key is a new session: the panels start again with it.
        <main key={apiKey}>
          <div hidden={tab !== 'explore'}>
            <ExploreWorkspace />
          </div>
          {consoleOpened ? (
            <div hidden={tab !== 'console'}>
              <Suspense fallback={<p className="muted">Loading the console…</p>}>
                <GraphqlConsole apiKey={apiKey} />
              </Suspense>
            </div>
          ) : null}
        </main>
      )}
    </ApiKeyContext.Provider>
  );
}
