// The worker's input as the pool sends it (evaluation-transfer.ts) is evaluated as the input
// itself: the engine reads the outcomes by the index that travels with the holdings instead of
// looking each one up, and must give the same answer, offsets and their order included.
import { evaluate } from '../domain/evaluation/evaluate';
import { compileBook } from '../domain/evaluation/payout-rows';
import type { EvaluationInput, HoldingInput } from '../domain/evaluation/types';
import { packEvaluation, unpackEvaluation } from './evaluation-transfer';

function inputOf(seed: number): EvaluationInput {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const scenarioIds = Array.from({ length: 40 }, (_, s) => `s${s}`);
  const payouts = new Map<string, string[]>();
  for (let m = 0; m < 30; m++) {
    const cut = Math.floor(random() * scenarioIds.length);
    const yes = scenarioIds.map((_, s) => (s % 7 === 3 ? '0.25' : s >= cut ? '1' : '0'));
    payouts.set(`m${m}-yes`, yes);
    payouts.set(
      `m${m}-no`,
      yes.map((p) => (p === '1' ? '0' : p === '0' ? '1' : '0.75')),
    );
  }
  const outcomeIds = [...payouts.keys()];
  const holdings: HoldingInput[] = Array.from({ length: 600 }, (_, i) => {
    const quantity = `${1 + Math.floor(random() * 5)}${random() < 0.3 ? '.5' : ''}`;
    return {
      holdingId: `p${i}`,
      outcomeId: outcomeIds[Math.floor(random() * outcomeIds.length)]!,
      quantity: random() < 0.5 ? `-${quantity}` : quantity,
    };
  });
  return compileBook({
    books: [
      {
        key: 'fam@1#',
        familyId: 'fam',
        scenarioVersion: '1',
        memberFamilyIds: ['fam'],
        payoutCurrency: 'USD',
        scenarioIds,
        conditioned: false,
        payouts,
        holdings,
      },
    ],
    candidates: [],
    independentSets: [],
    include: { payouts: true, contributions: true },
  });
}

describe('evaluation transfer', () => {
  test.each([1, 2, 3])('the unpacked input evaluates as the input itself (seed %i)', (seed) => {
    const input = inputOf(seed);
    const direct = evaluate(input);
    expect(direct.offsets.length).toBeGreaterThan(0);
    expect(evaluate(unpackEvaluation(packEvaluation(input).packed))).toEqual(direct);
  });
});
