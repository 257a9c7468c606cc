// Search markets and families by words; open a family, or an outcome's neighbourhood.
import { useState, type FormEvent } from 'react';
import type {
  ExplorerSearchQuery,
  ExplorerSearchQueryVariables,
} from '../api/generated-operations';
import { useGraphql } from '../api/use-graphql';
import { ErrorNotice } from '../common/error-notice';
import { withReadableDates } from '../common/readable-dates';
import type { OutcomeRef } from '../common/outcome-ref';
import { useRequest } from '../common/use-request';
import { SEARCH_QUERY } from './search.queries';

export function SearchPanel(props: {
  onOpenFamily: (familyId: string) => void;
  onOpenOutcome: (outcome: OutcomeRef) => void;
}) {
  const graphql = useGraphql();
  const [words, setWords] = useState('');
  const search = useRequest<ExplorerSearchQuery>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    if (q === '') return;
    search.run(() =>
      graphql<ExplorerSearchQuery, ExplorerSearchQueryVariables>(SEARCH_QUERY, { q }),
    );
  };

  return (
    <section className="panel" aria-labelledby="search-heading">
      <h2 id="search-heading">Search</h2>
      <form className="search-form" onSubmit={submit} role="search">
        <input
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="Words, e.g. fed cut"
          aria-label="Search words"
          data-testid="search-input"
        />
        <button type="submit" data-testid="search-submit">
          Search
        </button>
      </form>
      {search.state.status === 'loading' ? <p className="muted">Searching…</p> : null}
      {search.state.status === 'error' ? <ErrorNotice error={search.state.error} /> : null}
      {search.state.status === 'done' ? (
        <SearchResults result={search.state.data} {...props} />
      ) : null}
    </section>
  );
}

function SearchResults({
  result,
  onOpenFamily,
  onOpenOutcome,
}: {
  result: ExplorerSearchQuery;
  onOpenFamily: (familyId: string) => void;
  onOpenOutcome: (outcome: OutcomeRef) => void;
}) {
  const families = (result.families?.edges ?? []).map((edge) => edge.node);
  const markets = (result.markets?.edges ?? []).map((edge) => edge.node);
  if (families.length === 0 && markets.length === 0)
    return <p className="muted">No family or market matches these words.</p>;
  return (
    <div className="search-results" data-testid="search-results">
      {families.length > 0 ? (
        <>
          <h3>Families</h3>
          <ul className="result-list">
            {families.map((family) => (
              <li key={family.familyId}>
                <button
                  type="button"
                  className="link"
                  onClick={() => onOpenFamily(family.familyId)}
                  data-testid="family-result"
                  data-family-id={family.familyId}
                >
                  {withReadableDates(family.title)}
                </button>{' '}
                <span className="muted">{family.category}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {markets.length > 0 ? (
        <>
          <h3>Markets</h3>
          <ul className="result-list">
            {markets.map((market) => (
              <li key={market.marketId} data-testid="market-result">
                <div>{withReadableDates(market.title)}</div>
                <div className="chips">
                  {market.families.map((family) => (
                    <button
                      type="button"
                      className="chip"
                      key={family.familyId}
                      onClick={() => onOpenFamily(family.familyId)}
                      title={`Open the family ${family.title}`}
                    >
                      {withReadableDates(family.title)}
                    </button>
                  ))}
                  {market.outcomes.map((outcome) => (
                    <button
                      type="button"
                      className="chip outcome-chip"
                      key={outcome.outcomeId}
                      onClick={() =>
                        onOpenOutcome({
                          ...outcome,
                          marketId: market.marketId,
                          marketTitle: market.title,
                        })
                      }
                      title="Draw this outcome's neighbourhood"
                    >
                      {outcome.label} ↗
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
