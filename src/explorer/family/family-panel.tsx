// An opened family: its events on each venue, its markets and their outcomes, and the scenarios
// of its current version. Outcomes can be used from here as well as from the graph.
import { ErrorNotice } from '../common/error-notice';
import { withReadableDates } from '../common/readable-dates';
import { readableVersion } from '../common/readable-versions';
import type { OutcomeRef } from '../common/outcome-ref';
import type { RequestState } from '../common/use-request';
import type { FamilyDetails } from './family.queries';

export function FamilyPanel({
  family,
  onAddLeg,
  onAddToBook,
  onOpenNeighbourhood,
}: {
  family: RequestState<FamilyDetails | null>;
  onAddLeg: (outcome: OutcomeRef) => void;
  onAddToBook: (outcome: OutcomeRef) => void;
  onOpenNeighbourhood: (outcome: OutcomeRef) => void;
}) {
  if (family.status === 'idle') return null;
  if (family.status === 'loading') return <p className="panel muted">Loading the family…</p>;
  if (family.status === 'error') return <ErrorNotice error={family.error} />;
  if (family.data === null) return <p className="panel muted">No such family.</p>;
  const details = family.data;
  const scenarios = details.currentScenarioVersion?.scenarios ?? [];
  return (
    <section className="panel" data-testid="family-panel" aria-labelledby="family-heading">
      <h2 id="family-heading" data-testid="family-title">
        {withReadableDates(details.title)}
      </h2>
      <p className="muted">
        {details.category} · analytical coverage {details.analyticalCoverage}
        {details.currentScenarioVersion ? (
          <>
            {' · '}
            <span
              data-testid="family-version"
              title={`version label ${details.currentScenarioVersion.version}`}
            >
              {readableVersion(details.versionCount, details.currentScenarioVersion.observedAt)}
            </span>
          </>
        ) : null}
      </p>
      <p>{withReadableDates(details.description)}</p>
      <details>
        <summary>Scenarios ({scenarios.length})</summary>
        <ul className="plain">
          {scenarios.map((scenario) => (
            <li key={scenario.scenarioId}>
              {withReadableDates(scenario.label)}{' '}
              <span className="muted">
                ({scenario.scenarioId}, {scenario.kind})
              </span>
            </li>
          ))}
        </ul>
      </details>
      <h3>Events</h3>
      <ul className="plain">
        {details.events.map((event) => (
          <li key={event.eventId} data-testid="family-event">
            <span className="venue">{event.venue}</span> {withReadableDates(event.title)}{' '}
            <span className="muted">
              {event.venueEventId} · {event.status}
            </span>
          </li>
        ))}
      </ul>
      <h3>Markets</h3>
      <ul className="plain markets">
        {details.markets.map((market) => (
          <li key={market.marketId} data-testid="family-market">
            <div>
              {withReadableDates(market.title)} <span className="muted">{market.status}</span>
            </div>
            <ul className="plain outcomes">
              {market.outcomes.map((outcome) => {
                const ref: OutcomeRef = {
                  outcomeId: outcome.outcomeId,
                  label: outcome.label,
                  marketId: market.marketId,
                  marketTitle: market.title,
                };
                return (
                  <li key={outcome.outcomeId} data-testid="family-outcome">
                    <span className="outcome-label">{outcome.label}</span>
                    <button type="button" className="small" onClick={() => onAddLeg(ref)}>
                      Leg
                    </button>
                    <button type="button" className="small" onClick={() => onAddToBook(ref)}>
                      Book
                    </button>
                    <button
                      type="button"
                      className="small"
                      onClick={() => onOpenNeighbourhood(ref)}
                    >
                      Graph
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
