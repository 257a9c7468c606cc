// The GraphQL console: GraphiQL 5, bundled with its Monaco workers (graphiql/setup-workers/vite),
// sending the page's API key on every request, the schema introspection included; a header typed
// in GraphiQL's headers editor is sent too, but the key field's Authorization wins over one typed
// there. The explorer loads it when the console is first opened (Monaco is most of the page's
// weight); the IDE page at GET /graphql (ide/) is this console alone.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { useCallback, type ComponentProps } from 'react';
import { postGraphql } from '../api/graphql-client';
import { CONSOLE_DEFAULT_QUERY } from './console-query.queries';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

export default function GraphqlConsole({ apiKey }: { apiKey: string }) {
  const fetcher = useCallback<Fetcher>(
    (params, options) =>
      postGraphql(apiKey, params, stringHeaders(options?.headers)) as ReturnType<Fetcher>,
    [apiKey],
  );
  return (
    <div className="console" data-testid="console">
      <GraphiQL fetcher={fetcher} defaultQuery={CONSOLE_DEFAULT_QUERY} />
    </div>
  );
}

/** Headers typed in GraphiQL's headers editor, kept when they are strings. */
function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
