// Where the user enters the API key. The field is a password field in a form that is never
// submitted to the server: the key goes to sessionStorage and into Authorization headers only.
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../common/error-notice';
import type { RequestState } from '../common/use-request';

export function ApiKeyForm({
  apiKey,
  check,
  onSave,
  onForget,
}: {
  apiKey: string;
  check: RequestState<unknown>;
  onSave: (key: string) => void;
  onForget: () => void;
}) {
  const [draft, setDraft] = useState(apiKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = draft.trim();
    if (key !== '') onSave(key);
  };
  return (
    <form className="key-form" onSubmit={submit} aria-label="API key">
      <label>
        API key{' '}
        <input
          type="password"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="e.g. sg-demo-key"
          data-testid="api-key-input"
        />
      </label>
      <button type="submit" data-testid="api-key-save">
        Use key
      </button>
      {apiKey !== '' ? (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setDraft('');
            onForget();
          }}
          data-testid="api-key-forget"
        >
          Forget
        </button>
      ) : null}
      <span className="key-status" data-testid="key-status" data-state={check.status}>
        {check.status === 'loading' ? 'Checking…' : null}
        {check.status === 'done' ? 'Key accepted' : null}
        {check.status === 'idle' && apiKey === '' ? 'No key yet' : null}
      </span>
      {check.status === 'error' ? <ErrorNotice error={check.error} /> : null}
    </form>
  );
}
