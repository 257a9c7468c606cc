// The body of the commit transaction (DESIGN.md section 3: every write is one transaction and
// advances the global revision): lock and check the head, supersede and write rows per kind,
// append the change records, record the revision.
import type { ChangeRecord } from '../../domain/records';
import { RECORD_KINDS, RevisionConflictError, type CommitBatch, type Revision } from '../store';
import type { CypherName } from './cypher-registry';
import type { Params, StatementRunner } from './executor';
import { ROW_STATEMENTS, rowsOfPuts } from './record-rows';
import { numberOf } from './row-values';

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
  const revision = current + 1;
  const rows = rowsOfPuts(batch.puts, revision);
  for (const kind of RECORD_KINDS) {
    const ofKind = rows.get(kind) ?? [];
    await runChunked(tx, ROW_STATEMENTS[kind].put, 'rows', ofKind, { revision }, chunkRows);
  }
  const firstSeq = numberOf(head?.changeSeq, 'head changeSeq') + 1;
  const changes = batch.changes.map((draft, i) => changeRow(draft, firstSeq + i, revision));
  await runChunked(tx, 'create-changes', 'changes', changes, {}, chunkRows);
  const changeSeq = firstSeq + changes.length - 1;
  await tx.run('finish-commit', { revision, committedAt: batch.committedAt, changeSeq });
  return { revision, committedAt: batch.committedAt };
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
