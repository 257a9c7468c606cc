// Compiled payout rows kept per payout table (docs/decisions.md, "Evaluation off the event
// loop"): a table of a stored outcome never changes (a new market version is a new record), so
// its texts are read and parsed once, not at every evaluation. Kept as long as the record is: a
// WeakMap on the table the store handed out; a store that hands out fresh records compiles again.
import { compileRow, type CompiledRow } from '../domain/evaluation/payout-rows';

const compiled = new WeakMap<object, Map<string, CompiledRow | null>>();

/**
 * The table's payouts in the scope's scenario order, compiled; undefined when the table lacks a
 * scenario of the scope (it is then not in that scope). Cached per table and scope key (the key
 * names the scenario versions, so it fixes the order).
 */
export function compiledPayoutRow(
  table: Readonly<Record<string, string>>,
  scopeKey: string,
  scenarioIds: readonly string[],
): CompiledRow | undefined {
  let byScope = compiled.get(table);
  if (!byScope) {
    byScope = new Map();
    compiled.set(table, byScope);
  }
  let row = byScope.get(scopeKey);
  if (row === undefined) {
    const texts = new Array<string>(scenarioIds.length);
    let complete = true;
    for (let s = 0; s < scenarioIds.length; s++) {
      const text = table[scenarioIds[s]!];
      if (text === undefined) {
        complete = false;
        break;
      }
      texts[s] = text;
    }
    row = complete ? compileRow(texts) : null;
    byScope.set(scopeKey, row);
  }
  return row ?? undefined;
}
