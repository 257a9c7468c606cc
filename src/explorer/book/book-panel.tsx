// A small book of positions on outcomes (HELD receives the payout, OWED owes it), evaluated with
// runEvaluation: each family matrix's payout per scenario, its extrema and the whole book.
import type {
  ExplorerRunEvaluationMutation,
  ExplorerRunEvaluationMutationVariables,
} from '../api/generated-operations';
import { GraphqlRequestError } from '../api/graphql-client';
import { useGraphql } from '../api/use-graphql';
import { ErrorNotice } from '../common/error-notice';
import { outcomeName, type OutcomeRef } from '../common/outcome-ref';
import { withReadableDates } from '../common/readable-dates';
import { withReadableVersion } from '../common/readable-versions';
import { useRequest } from '../common/use-request';
import { useVersionNames } from '../common/use-version-names';
import {
  RUN_EVALUATION_MUTATION,
  type Evaluation,
  type EvaluationBook,
  type PositionType,
} from './book.queries';
import { PayoutBarChart } from './payout-bar-chart';

export interface Position {
  positionId: string;
  outcome: OutcomeRef;
  positionType: PositionType;
  /** A decimal string, sent as typed: the service validates it. */
  quantity: string;
}

export function BookPanel({
  positions,
  onChange,
  onRemove,
}: {
  positions: Position[];
  onChange: (position: Position) => void;
  onRemove: (positionId: string) => void;
}) {
  const graphql = useGraphql();
  const evaluation = useRequest<Evaluation>();

  const run = () =>
    evaluation.run(async () => {
      const result = await graphql<
        ExplorerRunEvaluationMutation,
        ExplorerRunEvaluationMutationVariables
      >(RUN_EVALUATION_MUTATION, {
        input: {
          positions: positions.map((position) => ({
            positionId: position.positionId,
            instrument: { outcomeId: position.outcome.outcomeId },
            positionType: position.positionType,
            quantity: position.quantity.trim(),
          })),
          include: ['SUMMARY', 'PAYOUTS'],
        },
      });
      // The field is null only beside an error, which runGraphql has thrown already.
      if (!result.runEvaluation) throw new GraphqlRequestError('no evaluation returned', 'UNKNOWN');
      return result.runEvaluation;
    });

  return (
    <section className="panel" data-testid="book-panel" aria-labelledby="book-heading">
      <h2 id="book-heading">Book</h2>
      {positions.length === 0 ? (
        <p className="muted">Add outcomes from the graph or the family to build a book.</p>
      ) : (
        <table className="positions">
          <thead>
            <tr>
              <th>Outcome</th>
              <th>Side</th>
              <th>Quantity</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => (
              <tr key={position.positionId} data-testid="book-position">
                <td>
                  {outcomeName(position.outcome)}{' '}
                  <span className="muted">({position.positionId})</span>
                </td>
                <td>
                  <select
                    value={position.positionType}
                    onChange={(event) =>
                      onChange({ ...position, positionType: event.target.value as PositionType })
                    }
                    aria-label={`Side of ${position.positionId}`}
                    data-testid="position-type"
                  >
                    <option value="HELD">HELD</option>
                    <option value="OWED">OWED</option>
                  </select>
                </td>
                <td>
                  <input
                    className="quantity"
                    value={position.quantity}
                    inputMode="decimal"
                    onChange={(event) => onChange({ ...position, quantity: event.target.value })}
                    aria-label={`Quantity of ${position.positionId}`}
                    data-testid="position-quantity"
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="small"
                    onClick={() => onRemove(position.positionId)}
                    aria-label={`Remove ${position.positionId}`}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="buttons">
        <button
          type="button"
          onClick={run}
          disabled={positions.length === 0 || evaluation.state.status === 'loading'}
          data-testid="run-evaluation"
        >
          Run evaluation
        </button>
      </div>
      {evaluation.state.status === 'loading' ? <p className="muted">Evaluating…</p> : null}
      {evaluation.state.status === 'error' ? <ErrorNotice error={evaluation.state.error} /> : null}
      {evaluation.state.status === 'done' ? (
        <EvaluationView result={evaluation.state.data} />
      ) : null}
    </section>
  );
}

function EvaluationView({ result }: { result: Evaluation }) {
  const { baseline, warnings } = result;
  const whole = baseline.wholeBook;
  const versionName = useVersionNames(baseline.books.map((book) => book.familyId));
  return (
    <div className="evaluation" data-testid="evaluation-result">
      <p>
        Whole book <strong data-testid="whole-book-status">{whole.status}</strong>
        {whole.min !== null && whole.max !== null ? (
          <>
            : worst <span className="number">{whole.min}</span>, best{' '}
            <span className="number">{whole.max}</span>
          </>
        ) : null}
      </p>
      <p className="muted">
        {withReadableDates(
          baseline.books.reduce(
            (text, book) =>
              withReadableVersion(
                text,
                book.scenarioVersion,
                versionName(book.familyId, book.scenarioVersion),
              ),
            whole.explanation,
          ),
        )}
      </p>
      {baseline.books.map((book) => (
        <BookMatrix
          key={`${book.familyId}@${book.scenarioVersion}:${book.payoutCurrency ?? ''}`}
          book={book}
          version={versionName(book.familyId, book.scenarioVersion)}
        />
      ))}
      {warnings.length > 0 ? (
        <ul className="warnings">
          {warnings.map((warning, index) => (
            <li key={index}>
              <strong>{warning.code}</strong> {warning.positionId ? `${warning.positionId}: ` : ''}
              {withReadableDates(warning.message)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BookMatrix({ book, version }: { book: EvaluationBook; version: string }) {
  const currency = book.payoutCurrency ?? '';
  return (
    <div className="book-matrix" data-testid="evaluation-book" data-family-id={book.familyId}>
      <h3>
        {book.familyId}{' '}
        <span
          className="muted"
          data-testid="book-version"
          title={`version label ${book.scenarioVersion}`}
        >
          {version}
        </span>
      </h3>
      <p className="muted">Positions {book.positionIds.join(', ')}</p>
      {book.min && book.max ? (
        <p>
          Worst <span className="number">{book.min.value}</span> {currency} in{' '}
          {book.min.witnesses.join(', ')} · best <span className="number">{book.max.value}</span>{' '}
          {currency} in {book.max.witnesses.join(', ')}
        </p>
      ) : null}
      {book.payouts ? (
        <PayoutBarChart
          title={`Payout per scenario of ${book.familyId} (${currency || 'no currency'})`}
          payouts={book.payouts}
        />
      ) : null}
    </div>
  );
}
