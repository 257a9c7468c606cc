// The worker's input as the pool sends it (evaluation-transfer.ts) is evaluated as the input
// itself: the engine reads the outcomes by the index that travels with the holdings instead of
// looking each one up, and must give the same answer, offsets and their order included.
import { evaluate } from '../domain/evaluation/evaluate';
import { compileBook, compileRow } from '../domain/evaluation/payout-rows';
import type { CompiledRow, EvaluationInput, HoldingInput } from '../domain/evaluation/types';
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

  test('payout rows travel as a table over their shared memory, in order, each as it was', () => {
    const input = inputOf(4);
    const book = input.books[0]!;
    // Rows the table cannot carry travel as they are: texts, a row kept as texts, a row whose
    // values are not in shared memory.
    const payouts = new Map(book.payouts);
    const ids = [...payouts.keys()];
    payouts.set(ids[3]!, ['1', '0']);
    payouts.set(ids[7]!, {
      digits: 0,
      values: null,
      maxAbs: 0,
      texts: ['1', '0'],
      shape: null,
      changes: null,
    });
    payouts.set(ids[8]!, { ...(payouts.get(ids[8]!) as CompiledRow), values: new Float64Array(2) });
    // A step row: its changes travel too.
    payouts.set(ids[9]!, compileRow(book.scenarioIds.map((_, s) => (s < 20 ? '0' : '1'))));
    const mixed: EvaluationInput = { ...input, books: [{ ...book, payouts }] };
    const { packed } = packEvaluation(mixed);
    expect(packed.books[0]!.payouts.others.map((o) => o.at)).toEqual([3, 7, 8]);
    const unpacked = unpackEvaluation(packed).books[0]!.payouts;
    expect([...unpacked.keys()]).toEqual(ids);
    expect(unpacked).toEqual(payouts);
    const row = unpacked.get(ids[9]!) as CompiledRow;
    const original = payouts.get(ids[9]!) as CompiledRow;
    expect(row.values!.buffer).toBe(original.values!.buffer);
    expect(row.shape).not.toBeNull();
    expect(row.changes!.points.buffer).toBe(original.changes!.points.buffer);
  });
});
