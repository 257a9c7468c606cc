// One asynchronous request per panel: its state, and only the latest request's answer is kept
// (a slow earlier search must not overwrite a later one).
import { useCallback, useRef, useState } from 'react';
import { GraphqlRequestError } from '../api/graphql-client';

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; error: GraphqlRequestError };

export function useRequest<T>(): {
  state: RequestState<T>;
  run: (request: () => Promise<T>) => void;
  reset: () => void;
} {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback((request: () => Promise<T>) => {
    const id = ++latest.current;
    setState({ status: 'loading' });
    request().then(
      (data) => {
        if (id === latest.current) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (id === latest.current) setState({ status: 'error', error: asRequestError(error) });
      },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);
  return { state, run, reset };
}

function asRequestError(error: unknown): GraphqlRequestError {
  if (error instanceof GraphqlRequestError) return error;
  return new GraphqlRequestError(
    error instanceof Error ? error.message : String(error),
    'CLIENT_ERROR',
  );
}
