// The legs chosen in the graph, composed into one analytical combo (composeCombo) under a venue's
// settlement convention; the findings say which legs are redundant, duplicate or impossible.
import { useEffect, useState } from 'react';
import type {
  ExplorerComposeMutation,
  ExplorerComposeMutationVariables,
  ExplorerLegOptionsQuery,
  ExplorerLegOptionsQueryVariables,
} from '../api/generated-operations';
import { GraphqlRequestError } from '../api/graphql-client';
import { useGraphql } from '../api/use-graphql';
import { ErrorNotice } from '../common/error-notice';
import { outcomeName, type OutcomeRef } from '../common/outcome-ref';
import { withReadableDates } from '../common/readable-dates';
import { useRequest } from '../common/use-request';
import { useVersionNames } from '../common/use-version-names';
import {
  COMPOSE_MUTATION,
  LEG_OPTIONS_QUERY,
  composeOptions,
  type ComposeOptions,
  type ComposedCombo,
} from './combo.queries';

/** The service's cap on legs (docs/decisions.md). */
export const MAX_LEGS = 16;

export function ComboPanel({
  legs,
  onRemoveLeg,
  onClearLegs,
  onAddToBook,
}: {
  legs: OutcomeRef[];
  onRemoveLeg: (outcomeId: string) => void;
  onClearLegs: () => void;
  onAddToBook: (outcome: OutcomeRef) => void;
}) {
  const graphql = useGraphql();
  const options = useRequest<ComposeOptions>();
  const compose = useRequest<ComposedCombo>();
  const [venue, setVenue] = useState('');
  const [conventionId, setConventionId] = useState('');
  const { run: loadOptions, reset: resetOptions } = options;
  const { reset: resetCompose } = compose;

  useEffect(() => {
    resetCompose();
    if (legs.length === 0) {
      resetOptions();
      return;
    }
    const marketIds = [...new Set(legs.map((leg) => leg.marketId))];
    const outcomeIds = legs.map((leg) => leg.outcomeId);
    loadOptions(async () =>
      composeOptions(
        await graphql<ExplorerLegOptionsQuery, ExplorerLegOptionsQueryVariables>(
          LEG_OPTIONS_QUERY,
          { marketIds },
        ),
        outcomeIds,
      ),
    );
  }, [graphql, legs, loadOptions, resetOptions, resetCompose]);

  const offered = options.state.status === 'done' ? options.state.data : null;
  useEffect(() => {
    if (!offered) return;
    setVenue((current) => (offered.venues.includes(current) ? current : (offered.venues[0] ?? '')));
    setConventionId((current) =>
      offered.conventionIds.includes(current) ? current : (offered.conventionIds[0] ?? ''),
    );
  }, [offered]);

  const submit = () =>
    compose.run(async () => {
      const result = await graphql<ExplorerComposeMutation, ExplorerComposeMutationVariables>(
        COMPOSE_MUTATION,
        {
          input: {
            venue,
            settlementConventionId: conventionId,
            legs: legs.map((leg) => ({ outcomeId: leg.outcomeId })),
          },
        },
      );
      // The field is null only beside an error, which runGraphql has thrown already.
      if (!result.composeCombo) throw new GraphqlRequestError('no combo returned', 'UNKNOWN');
      return result.composeCombo;
    });

  return (
    <section className="panel" data-testid="combo-panel" aria-labelledby="combo-heading">
      <h2 id="combo-heading">Combo</h2>
      {legs.length === 0 ? (
        <p className="muted">
          Choose outcomes in the graph and add them as legs (2 to {MAX_LEGS}).
        </p>
      ) : (
        // Numbered from 0, as the findings' legIndices and explanations number them.
        <ol className="legs" start={0}>
          {legs.map((leg) => (
            <li key={leg.outcomeId} data-testid="combo-leg">
              {outcomeName(leg)}{' '}
              <button
                type="button"
                className="small"
                onClick={() => onRemoveLeg(leg.outcomeId)}
                aria-label={`Remove ${outcomeName(leg)}`}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      {options.state.status === 'error' ? <ErrorNotice error={options.state.error} /> : null}
      {legs.length > 0 ? (
        <div className="form-row">
          <label>
            Venue{' '}
            <select
              value={venue}
              onChange={(event) => setVenue(event.target.value)}
              data-testid="combo-venue"
            >
              {(offered?.venues ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <label>
            Convention{' '}
            <select
              value={conventionId}
              onChange={(event) => setConventionId(event.target.value)}
              data-testid="combo-convention"
            >
              {(offered?.conventionIds ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <div className="buttons">
        <button
          type="button"
          onClick={submit}
          disabled={
            legs.length < 2 ||
            venue === '' ||
            conventionId === '' ||
            compose.state.status === 'loading'
          }
          data-testid="compose-button"
        >
          Compose
        </button>
        {legs.length > 0 ? (
          <button type="button" className="secondary" onClick={onClearLegs}>
            Clear legs
          </button>
        ) : null}
      </div>
      {compose.state.status === 'loading' ? <p className="muted">Composing…</p> : null}
      {compose.state.status === 'error' ? <ErrorNotice error={compose.state.error} /> : null}
      {compose.state.status === 'done' ? (
        <ComboResult result={compose.state.data} legs={legs} onAddToBook={onAddToBook} />
      ) : null}
    </section>
  );
}

function ComboResult({
  result,
  legs,
  onAddToBook,
}: {
  result: ComposedCombo;
  legs: OutcomeRef[];
  onAddToBook: (outcome: OutcomeRef) => void;
}) {
  const { market, findings, versions } = result;
  const versionName = useVersionNames(versions.scenarioPins.map((pin) => pin.familyId));
  const legName = (index: number) => {
    const leg = legs[index];
    return leg ? `leg ${index} (${outcomeName(leg)})` : `leg ${index}`;
  };
  return (
    <div className="combo-result" data-testid="combo-result" data-market-id={market.marketId}>
      <h3>{withReadableDates(market.title)}</h3>
      <p className="muted">
        {market.marketId} ·{' '}
        <span
          data-testid="combo-versions"
          title={versions.scenarioPins
            .map((pin) => `${pin.familyId} version label ${pin.scenarioVersion}`)
            .join(', ')}
        >
          {versions.scenarioPins
            .map((pin) => `${pin.familyId}, ${versionName(pin.familyId, pin.scenarioVersion)}`)
            .join('; ')}
        </span>
      </p>
      <p>{withReadableDates(market.settlementSummary)}</p>
      <h4>Findings</h4>
      {findings.length === 0 ? (
        <p data-testid="combo-no-findings">No redundant, duplicate or impossible legs.</p>
      ) : (
        <ul className="findings">
          {findings.map((finding, index) => (
            <li key={index} data-testid="combo-finding" data-code={finding.code}>
              <strong>{finding.code}</strong> {finding.legIndices.map(legName).join(', ')}
              <div>{withReadableDates(finding.explanation)}</div>
              {finding.witnesses.length > 0 ? (
                <div className="muted">
                  Witnesses: {finding.witnesses.map((w) => w.scenarioId).join(', ')}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="buttons">
        {market.outcomes.map((outcome) => (
          <button
            type="button"
            className="small"
            key={outcome.outcomeId}
            onClick={() =>
              onAddToBook({ ...outcome, marketId: market.marketId, marketTitle: market.title })
            }
          >
            Add combo {outcome.label} to book
          </button>
        ))}
      </div>
    </div>
  );
}
