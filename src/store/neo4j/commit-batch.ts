// The body of a commit (docs/architecture.md, "Data model": every commit advances the global
// revision): lock and check the head, supersede and write rows per kind, append the change
// records, record the revision. A commit up to a size is one transaction (writeBatch); a larger
// one is staged in several (staged-commit.ts) from the same steps (commitSteps).
import type { ChangeRecord } from '../../domain/records';
import { RelationshipList } from '../../domain/relationships/relationship-list';
import {
  CommitIdRefusedError,
  FairValueRevisionConflictError,
  RECORD_KINDS,
  domainsWritten,
  fairValueKeysByScope,
  putsAtRevision,
  revisionConflict,
  scopesOverLimit,
  type CommitBatch,
  type DomainRevisions,
  type FairValueBounds,
  type Revision,
} from '../store';
import { marketDataRows } from '../market-data';
import type { CypherName } from './cypher-registry';
import type { Params, StatementRunner } from './executor';
import { marketDataStatements } from './market-data-writes';
import { createRelationshipsParams } from './relationship-rows';
import { ROW_STATEMENTS, rowsOfPuts } from './record-rows';
import { IdempotencyKeyUsedError, type IdempotencyBounds } from '../idempotency';
import { checkRoom, existingRecord, putRecord } from './idempotency-rows';
import { numberOf, stringOf } from './row-values';

/** The Head as lock-head returns it, with the staging marker of a large commit in progress. */
export interface LockedHead {
  revision: number;
  changeSeq: number;
  /** The revision each domain was last written at. */
  written: DomainRevisions;
  staging: { revision: number; token: string; leaseUntil: number } | null;
  /** The server's clock, ms: leases are judged by it, never by a client's. */
  now: number;
}

/**
 * Another writer's staged commit holds the Head (docs/decisions.md, "Staged writes made visible
 * together"): this transaction wrote nothing. `expired`: its lease ran out, so its writer is gone
 * and the staging is to be rolled back before anyone writes.
 */
export class StagingInProgressError extends Error {
  constructor(
    readonly stagingRevision: number,
    readonly expired: boolean,
  ) {
    super(`revision ${stagingRevision} is being staged by another writer`);
    this.name = 'StagingInProgressError';
  }
}

/** Takes the Head's write lock (lock-head) and reads it. */
export async function lockHead(tx: StatementRunner): Promise<LockedHead> {
  const [row] = await tx.run('lock-head');
  const token: unknown = row?.stagingToken;
  return {
    revision: numberOf(row?.revision, 'head revision'),
    changeSeq: numberOf(row?.changeSeq, 'head changeSeq'),
    written: {
      catalog: numberOf(row?.catalogRevision, 'head catalogRevision'),
      marketData: numberOf(row?.marketDataRevision, 'head marketDataRevision'),
      fairValues: numberOf(row?.fairValuesRevision, 'head fairValuesRevision'),
    },
    staging:
      token === null || token === undefined
        ? null
        : {
            revision: numberOf(row?.stagingRevision, 'staging revision'),
            token: stringOf(token, 'staging token'),
            leaseUntil: numberOf(row?.stagingLeaseUntil, 'staging lease'),
          },
    now: numberOf(row?.now, 'server clock'),
  };
}

/** Throws StagingInProgressError when a staging other than `ownToken`'s holds the Head. */
export function assertNoOtherStaging(head: LockedHead, ownToken?: string): void {
  const staging = head.staging;
  if (staging === null || staging.token === ownToken) return;
  throw new StagingInProgressError(staging.revision, head.now > staging.leaseUntil);
}

/** Under the head lock, before any write: the checks that make a commit fail whole. */
export async function checkCommit(
  tx: StatementRunner,
  head: LockedHead,
  batch: CommitBatch,
  fairValues: FairValueBounds,
  idempotency: Readonly<IdempotencyBounds>,
): Promise<void> {
  // A request whose key is recorded was answered already: that wins over any conflict its retry
  // would now meet (its own first write may be what it conflicts with).
  await checkCommitIdentity(tx, batch, idempotency);
  const conflict = revisionConflict(batch, head.revision, head.written);
  if (conflict) throw conflict;
  await checkFairValueRevisions(tx, batch);
  await checkFairValueScopes(tx, batch, fairValues);
}

/**
 * Under the head lock: the batch's commit ID is neither taken nor settled as not written, and its
 * Idempotency-Key has no live record and its record fits the bounds. A staged commit checks again
 * in its last transaction, since settle-commit and a record of a request that wrote nothing take
 * the lock without waiting for a staging to end.
 */
export async function checkCommitIdentity(
  tx: StatementRunner,
  batch: CommitBatch,
  idempotency: Readonly<IdempotencyBounds>,
): Promise<void> {
  if (batch.commitId !== undefined) {
    const [row] = await tx.run('commit-id-check', { commitId: batch.commitId });
    if (row?.revision !== null && row?.revision !== undefined)
      throw new CommitIdRefusedError(batch.commitId, 'taken');
    if (row?.settled === true) throw new CommitIdRefusedError(batch.commitId, 'settled');
  }
  if (batch.idempotency) {
    const existing = await existingRecord(tx, batch.idempotency);
    if (existing) throw new IdempotencyKeyUsedError(existing);
    await checkRoom(tx, batch.idempotency, idempotency);
  }
}

/**
 * Bounds on a statement or a transaction of a commit: rows, and bytes of parameters as JSON text
 * (estimated: docBytes). Rows alone do not bound memory: a market row's parameters are seven
 * times a relationship's.
 */
export interface ChunkLimits {
  rows: number;
  bytes: number;
}

/** Runs inside one write transaction; throwing rolls the whole batch back. */
export async function writeBatch(
  tx: StatementRunner,
  batch: CommitBatch,
  limits: ChunkLimits,
  fairValues: FairValueBounds,
  idempotency: Readonly<IdempotencyBounds>,
): Promise<Revision> {
  const head = await lockHead(tx);
  assertNoOtherStaging(head);
  await checkCommit(tx, head, batch, fairValues, idempotency);
  const revision = head.revision + 1;
  const { steps, changeSeq } = commitSteps(batch, revision, head.changeSeq + 1, limits, fairValues);
  for (const step of steps) {
    while ((await runStep(tx, step)) === 'more');
  }
  await finishBatch(tx, head, batch, revision, changeSeq);
  return { revision, committedAt: batch.committedAt };
}

/**
 * The last statements of every commit: the record of its keyed request, then the Head moves and
 * the revision is recorded with the commit's ID.
 */
export async function finishBatch(
  tx: StatementRunner,
  head: LockedHead,
  batch: CommitBatch,
  revision: number,
  changeSeq: number,
): Promise<void> {
  const written = { ...head.written };
  for (const domain of domainsWritten(batch)) written[domain] = revision;
  // The record of a keyed request lands with the revision it answers, never before it is visible.
  if (batch.idempotency) await putRecord(tx, batch.idempotency, revision);
  await tx.run('finish-commit', {
    revision,
    committedAt: batch.committedAt,
    changeSeq,
    written,
    commitId: batch.commitId ?? null,
  });
}

/** One statement of a commit and the rows it writes (at most, for a repeated one). */
export interface CommitStep {
  name: CypherName;
  /**
   * A function when the rows are made as the step runs: a commit's relationships are planned as
   * compact lists, and making every record before the first statement would hold them all
   * (docs/decisions.md, "Import memory").
   */
  params: Params | (() => Params);
  rows: number;
  /** Its parameters' estimated size (rowBytes). */
  bytes: number;
  /** Run again until a run returns a count below `rows` (its $limit). */
  repeat?: boolean;
}

/** Runs a step once: 'more' when a repeated step may have more to do. */
export async function runStep(tx: StatementRunner, step: CommitStep): Promise<'done' | 'more'> {
  const rows = await tx.run(
    step.name,
    typeof step.params === 'function' ? step.params() : step.params,
  );
  if (!step.repeat) return 'done';
  return numberOf(rows[0]?.count, `${step.name} count`) < step.rows ? 'done' : 'more';
}

/**
 * The statements that write a batch's rows, relationships, market data and change records at
 * `revision`, in
 * order, each within `limits`. Order matters: rows supersede older rows of their keys
 * first; relationship sets are closed before their new edges exist, which MATCH the outcomes the
 * market rows MERGEd.
 */
export function commitSteps(
  batch: CommitBatch,
  revision: number,
  firstSeq: number,
  limits: ChunkLimits,
  fairValues: FairValueBounds,
): { steps: CommitStep[]; changeSeq: number } {
  const steps: CommitStep[] = [];
  const chunked = <T>(
    name: CypherName,
    param: string,
    items: readonly T[],
    params: Params,
    bytesOf: (item: T) => number,
  ) => {
    let chunk: T[] = [];
    let bytes = 0;
    const flush = () => {
      if (chunk.length > 0) {
        steps.push({ name, params: { ...params, [param]: chunk }, rows: chunk.length, bytes });
      }
      chunk = [];
      bytes = 0;
    };
    for (const item of items) {
      const size = bytesOf(item);
      if (chunk.length >= limits.rows || (chunk.length > 0 && bytes + size > limits.bytes)) flush();
      chunk.push(item);
      bytes += size;
    }
    flush();
  };
  const rows = rowsOfPuts(putsAtRevision(batch.puts, revision), revision);
  for (const kind of RECORD_KINDS) {
    chunked(ROW_STATEMENTS[kind].put, 'rows', rows.get(kind) ?? [], { revision }, (row) =>
      docBytes(row.props.doc),
    );
  }
  // Superseded fair values past the bound go in the commit that supersedes them, so no write
  // rate outgrows a pruning interval (docs/decisions.md, "Bounded memory").
  const fairValueKeys = [...new Set((rows.get('fairValue') ?? []).map((row) => row.key))];
  chunked(
    'compact-fair-values',
    'keys',
    fairValueKeys,
    { keep: fairValues.historyPerValue },
    (key) => key.length + 10,
  );
  const sets = batch.relationshipSets ?? [];
  if (sets.length > 0) {
    const keys = sets.map((set) => ({
      familyId: set.familyId,
      scenarioVersion: set.scenarioVersion,
    }));
    steps.push({
      name: 'close-relationship-sets',
      params: { sets: keys, revision, limit: limits.rows },
      rows: limits.rows,
      bytes: JSON.stringify(keys).length,
      repeat: true,
    });
  }
  for (const set of sets) {
    const list = RelationshipList.of(set.relationships);
    let start = 0;
    let size = new RowBytes(list);
    const flush = (end: number) => {
      if (end > start) {
        const from = start;
        steps.push({
          name: 'create-relationships',
          params: () => createRelationshipsParams(list, from, end, revision),
          rows: end - from,
          bytes: size.bytes,
        });
      }
      start = end;
      size = new RowBytes(list);
    };
    for (let i = 0; i < list.length; i++) {
      const more = size.of(i);
      if (i - start >= limits.rows || (i > start && size.bytes + more > limits.bytes)) {
        flush(i);
        // The first row of a chunk carries its outcomes and shape again.
        size.add(i, size.of(i));
      } else size.add(i, more);
    }
    flush(list.length);
  }
  if (batch.marketData) {
    for (const { name, rows } of marketDataStatements(batch.marketData)) {
      chunked(name, 'rows', rows, { revision }, (row) => docBytes(row.doc));
    }
  }
  const changes = batch.changes.map((draft, i) => changeRow(draft, firstSeq + i, revision));
  chunked('create-changes', 'changes', changes, {}, (change) => docBytes(change.doc));
  return { steps, changeSeq: firstSeq + changes.length - 1 };
}

/** The rows a commit writes: records, change records, relationships and market data. */
export function commitRows(batch: CommitBatch): number {
  return (
    batch.puts.length +
    batch.changes.length +
    (batch.relationshipSets ?? []).reduce((sum, set) => sum + set.relationships.length, 0) +
    marketDataRows(batch.marketData)
  );
}

/**
 * Whether a commit's parameters as JSON text, estimated as its steps are (docBytes: records,
 * change records and market data by their JSON, relationships by theirs), exceed `limit`. Counting
 * stops at the limit: every commit asks, and most are far below it.
 */
export function commitBytesExceed(batch: CommitBatch, limit: number): boolean {
  let bytes = 0;
  const over = (more: number) => (bytes += more) > limit;
  for (const put of batch.puts) if (over(docBytes(JSON.stringify(put.record)))) return true;
  for (const change of batch.changes) if (over(docBytes(JSON.stringify(change)))) return true;
  for (const set of batch.relationshipSets ?? []) {
    const list = RelationshipList.of(set.relationships);
    const size = new RowBytes(list);
    for (let i = 0; i < list.length; i++) {
      const more = size.of(i);
      if (over(more)) return true;
      size.add(i, more);
    }
  }
  if (batch.marketData)
    for (const { rows } of marketDataStatements(batch.marketData))
      for (const row of rows) if (over(docBytes(row.doc))) return true;
  return false;
}

/**
 * The parameters of create-relationships rows of one list as JSON text (relationship-rows.ts),
 * estimated from the strings' lengths without making the rows: a row's ID and indexes, and each
 * outcome and shape the first time a row of the chunk uses it.
 */
class RowBytes {
  bytes = 0;
  private readonly outcomes = new Set<number>();
  private readonly shapes = new Set<number>();

  constructor(private readonly list: RelationshipList) {}

  /** What relationship i would add. */
  of(i: number): number {
    const list = this.list;
    let bytes = 30 + list.idOf(i).length;
    for (const end of [0, 1] as const) {
      const outcome = list.endOf(i, end);
      if (!this.outcomes.has(outcome)) bytes += list.outcomes[outcome]!.length + 3;
    }
    const shape = list.shapeIndexOf(i);
    if (!this.shapes.has(shape)) {
      const { familyId, scenarioVersion, witnesses } = list.shapeAt(shape);
      bytes += 80 + familyId.length + scenarioVersion.length;
      for (const w of witnesses) bytes += w.length + 3;
    }
    return bytes;
  }

  /** Counts relationship i, whose size `of` gave. */
  add(i: number, bytes: number): void {
    this.bytes += bytes;
    this.outcomes.add(this.list.endOf(i, 0));
    this.outcomes.add(this.list.endOf(i, 1));
    this.shapes.add(this.list.shapeIndexOf(i));
  }
}

/**
 * A row's parameters from its `doc`: the JSON, plus the properties filtered on, which repeat
 * about as much again (search words, IDs), without serialising the row a second time.
 */
function docBytes(doc: unknown): number {
  return 2 * (typeof doc === 'string' ? doc.length : 0) + 100;
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

/**
 * The current values of each scope a batch writes, checked under the head lock before any write,
 * so concurrent batches cannot together take a scope past its bound.
 */
async function checkFairValueScopes(
  tx: StatementRunner,
  batch: CommitBatch,
  fairValues: FairValueBounds,
): Promise<void> {
  const scopes = [...fairValueKeysByScope(batch.puts)].map(([scopeId, keys]) => ({
    scopeId,
    keys: [...keys],
  }));
  if (scopes.length === 0) return;
  const rows = await tx.run('fair-value-scope-counts', { scopes });
  const full = scopesOverLimit(
    rows.map((row) => ({
      scopeId: stringOf(row.scopeId, 'scope'),
      current: numberOf(row.current, 'current fair values'),
      added: numberOf(row.added, 'added fair values'),
    })),
    fairValues.currentPerScope,
  );
  if (full) throw full;
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
