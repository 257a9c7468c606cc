// The GraphQL console: GraphiQL 5, bundled with its Monaco workers (graphiql/setup-workers/vite),
// sending the page's API key on every request, the schema introspection included. Loaded only
// when the console is first opened: Monaco is most of the page's weight.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { useCallback, type ComponentProps } from 'react';
import { postGraphql } from '../api/graphql-client';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const EXAMPLE_QUERY = `# The console sends the API key entered above as a bearer token.
# Run this with the ▶ button (or Ctrl-Enter).
query FedFamily {
  family(familyId: "fam-fed-2026-12") {
    title
    currentScenarioVersion { version }
    markets(first: 20) {
      totalCount
      nodes { id marketId title outcomes { outcomeId label } }
    }
  }
}
`;

export default function GraphqlConsole({ apiKey }: { apiKey: string }) {
  const fetcher = useCallback<Fetcher>(
    (params, options) =>
      postGraphql(apiKey, params, stringHeaders(options?.headers)) as ReturnType<Fetcher>,
    [apiKey],
  );
  return (
    <div className="console" data-testid="console">
      <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_QUERY} />
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
