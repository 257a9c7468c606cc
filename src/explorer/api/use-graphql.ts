// The key entered in the page, shared with every panel through React context.
import { createContext, useCallback, useContext } from 'react';
import { runGraphql } from './graphql-client';
import type { RunGraphql } from './run-graphql';

export type { RunGraphql };

export const ApiKeyContext = createContext('');

/** runGraphql bound to the current key. */
export function useGraphql(): RunGraphql {
  const apiKey = useContext(ApiKeyContext);
  return useCallback(
    <Result, Variables extends Record<string, unknown>>(query: string, variables?: Variables) =>
      runGraphql<Result>(apiKey, query, variables),
    [apiKey],
  );
}
