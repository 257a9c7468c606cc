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
    <T>(query: string, variables: Record<string, unknown> = {}) =>
      runGraphql<T>(apiKey, query, variables),
    [apiKey],
  );
}
