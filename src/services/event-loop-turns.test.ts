// A computation run in slices lets waiting work run before it ends (docs/decisions.md, "Bounded
// memory"): what a health check needs while a large evaluation runs on the memory store.
import { evaluate, evaluationSteps } from '../domain/evaluation/evaluate';
import type { EvaluationInput } from '../domain/evaluation/types';
import { SLICE_MS, runInSlices } from './event-loop-turns';

/** Steps that each take a whole slice, and report whether a waiting callback ran meanwhile. */
function* busySteps(count: number, ran: () => boolean): Generator<void, boolean, void> {
  for (let i = 0; i < count; i++) {
    const until = performance.now() + SLICE_MS;
    while (performance.now() < until);
    yield;
  }
  return ran();
}

function book(key: string, familyId: string): EvaluationInput['books'][number] {
  return {
    key,
    familyId,
    scenarioVersion: '1',
    memberFamilyIds: [familyId],
    payoutCurrency: 'USD',
    scenarioIds: ['a', 'b'],
    conditioned: false,
    payouts: new Map([[`${familyId}-yes`, ['1', '0']]]),
    holdings: [{ holdingId: `${familyId}-p`, outcomeId: `${familyId}-yes`, quantity: '2' }],
  };
}

describe('turns of the event loop', () => {
  test('waiting work runs between the slices of a computation', async () => {
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    expect(await runInSlices(busySteps(3, () => ran))).toBe(true);
  });

  test('the same computation driven at once lets nothing run', async () => {
    let ran = false;
    const immediate = new Promise<void>((resolve) =>
      setImmediate(() => {
        ran = true;
        resolve();
      }),
    );
    const steps = busySteps(3, () => ran);
    let step = steps.next();
    while (step.done !== true) step = steps.next();
    expect(step.value).toBe(false);
    await immediate;
  });

  test('an evaluation pauses after each book and candidate, and its steps give what evaluate gives', async () => {
    const input: EvaluationInput = {
      books: [book('x@1', 'x'), book('y@1', 'y')],
      candidates: [
        {
          candidateId: 'c1',
          trades: new Map([['x@1', [{ holdingId: 't', outcomeId: 'x-yes', quantity: '1' }]]]),
        },
        { candidateId: 'c2', trades: new Map() },
      ],
      independentSets: [],
      include: { payouts: true, contributions: true },
    };
    let pauses = 0;
    const steps = evaluationSteps(input);
    let step = steps.next();
    for (; step.done !== true; step = steps.next()) pauses += 1;
    // Two engines, two baseline books, two candidates, two books' offsets.
    expect(pauses).toBe(8);
    expect(step.value).toEqual(evaluate(input));
    expect(await runInSlices(evaluationSteps(input))).toEqual(evaluate(input));
  });
});
