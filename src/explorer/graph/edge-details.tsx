// A chosen relationship: its type, the service's explanation, and its witness scenarios with
// what each outcome pays in them (the scenarios that show the type, docs/architecture.md, "Data model").
import { useEffect } from 'react';
import type {
  ExplorerEdgeWitnessesQuery,
  ExplorerEdgeWitnessesQueryVariables,
} from '../api/generated-operations';
import { useGraphql } from '../api/use-graphql';
import { ErrorNotice } from '../common/error-notice';
import { outcomeName, type OutcomeRef } from '../common/outcome-ref';
import { withReadableDates } from '../common/readable-dates';
import { withReadableVersion } from '../common/readable-versions';
import { useRequest } from '../common/use-request';
import { useVersionNames } from '../common/use-version-names';
import { EDGE_WITNESSES_QUERY, payoutsByScenario } from './edge-witnesses.queries';
import type { RelationshipRecord } from './relationship.queries';
import { RELATIONSHIP_STYLES } from './relationship-types';

export function EdgeDetails({
  relationship,
  names,
}: {
  relationship: RelationshipRecord;
  names: ReadonlyMap<string, OutcomeRef>;
}) {
  const graphql = useGraphql();
  const witnesses = useRequest<ExplorerEdgeWitnessesQuery>();
  const { run } = witnesses;
  const pin = relationship.scenarioPins[0];
  const versionName = useVersionNames(pin ? [pin.familyId] : []);

  useEffect(() => {
    if (!pin) return;
    run(() =>
      graphql<ExplorerEdgeWitnessesQuery, ExplorerEdgeWitnessesQueryVariables>(
        EDGE_WITNESSES_QUERY,
        {
          familyId: pin.familyId,
          scenarioVersion: pin.scenarioVersion,
          from: relationship.fromOutcomeId,
          to: relationship.toOutcomeId,
        },
      ),
    );
  }, [graphql, run, pin, relationship]);

  const style = RELATIONSHIP_STYLES[relationship.type];
  const nameOf = (outcomeId: string) => {
    const outcome = names.get(outcomeId);
    return outcome ? outcomeName(outcome) : outcomeId;
  };
  return (
    <section
      className="panel edge-details"
      data-testid="edge-details"
      data-relationship-id={relationship.relationshipId}
      aria-label="Relationship"
    >
      <h3>
        <span className="swatch" style={{ background: style.colour }} /> {relationship.type}
        {pin ? (
          <span className="muted" title={`version label ${pin.scenarioVersion}`}>
            {' '}
            in {pin.familyId},{' '}
            <span data-testid="edge-version">{versionName(pin.familyId, pin.scenarioVersion)}</span>
          </span>
        ) : null}
      </h3>
      <p>
        <strong>a</strong> {nameOf(relationship.fromOutcomeId)}
        <br />
        <strong>b</strong> {nameOf(relationship.toOutcomeId)}
      </p>
      <p className="muted">
        {withReadableDates(
          pin
            ? withReadableVersion(
                relationship.explanation,
                pin.scenarioVersion,
                versionName(pin.familyId, pin.scenarioVersion),
              )
            : relationship.explanation,
        )}
      </p>
      <h4>Witness scenarios</h4>
      {witnesses.state.status === 'loading' ? <p className="muted">Loading…</p> : null}
      {witnesses.state.status === 'error' ? <ErrorNotice error={witnesses.state.error} /> : null}
      {witnesses.state.status === 'done' ? (
        <WitnessTable relationship={relationship} result={witnesses.state.data} />
      ) : null}
    </section>
  );
}

function WitnessTable({
  relationship,
  result,
}: {
  relationship: RelationshipRecord;
  result: ExplorerEdgeWitnessesQuery;
}) {
  const scenarios = new Map(
    (result.family?.scenarios?.nodes ?? []).map((scenario) => [scenario.scenarioId, scenario]),
  );
  const paysA = payoutsByScenario(result.from);
  const paysB = payoutsByScenario(result.to);
  if (relationship.witnesses.length === 0)
    return <p className="muted">This type needs no witness: it holds in every scenario.</p>;
  return (
    <table className="witnesses">
      <thead>
        <tr>
          <th>Scenario</th>
          <th>Kind</th>
          <th>a pays</th>
          <th>b pays</th>
        </tr>
      </thead>
      <tbody>
        {relationship.witnesses.map((witness) => {
          const scenario = scenarios.get(witness.scenarioId);
          return (
            <tr
              key={`${witness.familyId}/${witness.scenarioId}`}
              data-testid="witness-row"
              data-scenario-id={witness.scenarioId}
            >
              <td>
                {scenario?.label ?? witness.scenarioId}{' '}
                <span className="muted">({witness.scenarioId})</span>
              </td>
              <td>{scenario?.kind ?? ''}</td>
              <td className="number">{paysA.get(witness.scenarioId) ?? '—'}</td>
              <td className="number">{paysB.get(witness.scenarioId) ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
