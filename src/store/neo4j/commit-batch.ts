// The body of the commit transaction (docs/architecture.md, "Data model": every write is one transaction and
// advances the global revision): lock and check the head, supersede and write rows per kind,
// append the change records, record the revision.
import type { ChangeRecord } from '../../domain/records';
import {
  FairValueRevisionConflictError,
  RECORD_KINDS,
  RevisionConflictError,
  type CommitBatch,
  type Revision,
} from '../store';
import type { CypherName } from './cypher-registry';
import type { Params, StatementRunner } from './executor';
import { writeMarketData } from './market-data-writes';
import { ROW_STATEMENTS, rowsOfPuts } from './record-rows';
import { numberOf, stringOf } from './row-values';

/** Runs inside one write transaction; throwing rolls the whole batch back. */
export async function writeBatch(
  tx: StatementRunner,
  batch: CommitBatch,
  chunkRows: number,
): Promise<Revision> {
  const [head] = await tx.run('lock-head');
  const current = numberOf(head?.revision, 'head revision');
  if (current !== batch.expectedRevision) {
    throw new RevisionConflictError(batch.expectedRevision, current);
  }
  await checkFairValueRevisions(tx, batch);
  const revision = current + 1;
  const rows = rowsOfPuts(batch.puts, revision);
  for (const kind of RECORD_KINDS) {
    const ofKind = rows.get(kind) ?? [];
    await runChunked(tx, ROW_STATEMENTS[kind].put, 'rows', ofKind, { revision }, chunkRows);
  }
  const sets = batch.relationshipSets ?? [];
  if (sets.length > 0) {
    const keys = sets.map((set) => ({
      familyId: set.familyId,
      scenarioVersion: set.scenarioVersion,
    }));
    await tx.run('close-relationship-sets', { sets: keys, revision });
    const relationships = sets.flatMap((set) => set.relationships);
    await runChunked(
      tx,
      'create-relationships',
      'relationships',
      relationships,
      { revision },
      chunkRows,
    );
  }
  if (batch.marketData) await writeMarketData(tx, batch.marketData, revision, chunkRows);
  const firstSeq = numberOf(head?.changeSeq, 'head changeSeq') + 1;
  const changes = batch.changes.map((draft, i) => changeRow(draft, firstSeq + i, revision));
  await runChunked(tx, 'create-changes', 'changes', changes, {}, chunkRows);
  const changeSeq = firstSeq + changes.length - 1;
  await tx.run('finish-commit', { revision, committedAt: batch.committedAt, changeSeq });
  return { revision, committedAt: batch.committedAt };
}

/** The expected revisions of a fair-value batch, checked under the head lock before any write. */
async function checkFairValueRevisions(tx: StatementRunner, batch: CommitBatch): Promise<void> {
  const checks = batch.fairValueChecks ?? [];
  if (checks.length === 0) return;
  const rows = await tx.run('fair-value-revisions', { keys: checks.map((c) => c.key) });
  const actual = new Map(
    rows.map((row) => [stringOf(row.key, 'key'), numberOf(row.revision, 'fair value revision')]),
  );
  const conflicts = checks
    .map((c) => ({ key: c.key, expected: c.revision, actual: actual.get(c.key) ?? 0 }))
    .filter((c) => c.actual !== c.expected);
  if (conflicts.length > 0) throw new FairValueRevisionConflictError(conflicts);
}

/** The properties of a Change node: the record as `doc`, plus what the feed filters on. */
function changeRow(draft: CommitBatch['changes'][number], seq: number, revision: number): Params {
  const change: ChangeRecord = { ...draft, seq, changeId: `chg-${seq}` };
  return {
    seq,
    changeId: change.changeId,
    resourceType: change.resourceType,
    resourceId: change.resourceId,
    changeType: change.changeType,
    familyIds: change.familyIds,
    revision,
    doc: JSON.stringify(change),
  };
}

/** Large batches go in several statements of the same transaction, bounding each query's memory. */
async function runChunked(
  tx: StatementRunner,
  name: CypherName,
  param: string,
  items: readonly unknown[],
  params: Params,
  chunkRows: number,
): Promise<void> {
  for (let start = 0; start < items.length; start += chunkRows) {
    await tx.run(name, { ...params, [param]: items.slice(start, start + chunkRows) });
  }
}
