// Market data from NDJSON files (`settlegraph ingest FILE...`): one JSON object per line,
// `{"type": "quote" | "orderbook" | "trade" | "bar" | "fee", ...}` with the fields of the
// catalog's market_data rows. Every line of every file is validated and planned against the store
// first (problems name FILE:LINE and the JSON path); only a clean set is written, in commits of at
// most `batchRows` rows. Idempotent: rows the store holds are not written again.
import { ServiceError, type Problem } from '../domain/errors';
import { emptyMarketDataBatch, marketDataRows, type MarketDataBatch } from '../store/market-data';
import { RevisionConflictError, type Store } from '../store/store';
import { camelRow } from './draft-from-catalog';
import { loadMarketDataContext } from './load-market-data';
import { NDJSON_ROW_SCHEMAS, type NdjsonRowType } from './market-data-schema';
import { emptyMarketDataRows, planMarketData, type MarketDataRows } from './plan-market-data';
import { shapeCheck, type ShapeCheck } from './shape-check';

export interface NdjsonFile {
  name: string;
  text: string;
}

export interface IngestResult {
  /** Non-blank lines read. */
  lines: number;
  /** Rows written (rows the store already held are not counted). */
  rows: number;
  changes: number;
  commits: number;
  /** The store's revision after the ingest (unchanged when nothing was new). */
  revision: number;
}

export interface IngestOptions {
  /** Rows per commit (default 5,000); coverage and change records go with the last commit. */
  batchRows?: number;
  clock?: () => Date;
}

const MAX_ATTEMPTS = 5;
const ROW_CHECKS: Record<NdjsonRowType, ShapeCheck<unknown>> = {
  quote: shapeCheck(NDJSON_ROW_SCHEMAS.quote),
  orderbook: shapeCheck(NDJSON_ROW_SCHEMAS.orderbook),
  trade: shapeCheck(NDJSON_ROW_SCHEMAS.trade),
  bar: shapeCheck(NDJSON_ROW_SCHEMAS.bar),
  fee: shapeCheck(NDJSON_ROW_SCHEMAS.fee),
};
const SECTION: Record<NdjsonRowType, keyof MarketDataRows> = {
  quote: 'quotes',
  orderbook: 'orderbooks',
  trade: 'trades',
  bar: 'bars',
  fee: 'fees',
};

/** Every line as a located row, or every problem found. */
export function parseNdjson(files: readonly NdjsonFile[]): {
  rows: MarketDataRows;
  lines: number;
  problems: Problem[];
} {
  const rows = emptyMarketDataRows();
  const problems: Problem[] = [];
  let lines = 0;
  for (const file of files) {
    file.text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === '') return;
      lines += 1;
      const at = `${file.name}:${i + 1}`;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch (error) {
        problems.push({ path: `${at} $`, reason: `not valid JSON: ${(error as Error).message}` });
        return;
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        problems.push({ path: `${at} $`, reason: 'must be a JSON object' });
        return;
      }
      const type = (json as { type?: unknown }).type;
      if (typeof type !== 'string' || !Object.hasOwn(NDJSON_ROW_SCHEMAS, type)) {
        problems.push({
          path: `${at} $.type`,
          reason: `must be one of ${Object.keys(NDJSON_ROW_SCHEMAS).join(', ')}`,
        });
        return;
      }
      const rowType = type as NdjsonRowType;
      // The line's `type` is not a field of its row: the check leaves it out.
      const checked = ROW_CHECKS[rowType](json, `${at} $`);
      if (!checked.ok) {
        problems.push(...checked.problems);
        return;
      }
      // Read into the draft's camelCase rows here, at the file's edge.
      (rows[SECTION[rowType]] as { at: string; row: unknown }[]).push({
        at: `${at} $`,
        row: camelRow(checked.value as object),
      });
    });
  }
  return { rows, lines, problems };
}

export async function ingestMarketData(
  store: Store,
  files: readonly NdjsonFile[],
  options: IngestOptions = {},
): Promise<IngestResult> {
  const names = files.map((f) => f.name).join(', ');
  const { rows, lines, problems } = parseNdjson(files);
  if (problems.length > 0) throw invalid(names, problems);
  return { lines, ...(await commitMarketDataRows(store, rows, names, options)) };
}

/**
 * Plans located market-data rows against the store and writes what is new, in commits of at most
 * `batchRows` rows; planned again when another writer moved the head. Refused whole, naming
 * `names` and every problem, when any row is invalid. The one write path of ingest files and of
 * the live streams (src/sync/streams/).
 */
export async function commitMarketDataRows(
  store: Store,
  rows: MarketDataRows,
  names: string,
  options: IngestOptions = {},
): Promise<Omit<IngestResult, 'lines'>> {
  const batchRows = options.batchRows ?? 5_000;
  const clock = options.clock ?? (() => new Date());
  for (let attempt = 1; ; attempt++) {
    const head = await store.head();
    const context = await loadMarketDataContext(store, rows, [], head.revision);
    const committedAt = clock().toISOString();
    const planned = planMarketData(rows, context.listings, context.known, committedAt);
    if (!planned.ok) throw invalid(names, planned.problems);
    const { batch, changes } = planned.plan;
    const chunks = chunksOf(batch, batchRows);
    let revision = head.revision;
    let commits = 0;
    try {
      for (const [i, chunk] of chunks.entries()) {
        const last = i === chunks.length - 1;
        const committed = await store.commit({
          expectedRevision: revision,
          readDomains: ['catalog', 'marketData'],
          committedAt,
          puts: [],
          changes: last ? changes : [],
          marketData: chunk,
        });
        revision = committed.revision;
        commits += 1;
      }
    } catch (error) {
      // Another writer moved the head: plan again; rows already written are then skipped.
      if (error instanceof RevisionConflictError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
    return { rows: marketDataRows(batch), changes: changes.length, commits, revision };
  }
}

function invalid(names: string, problems: Problem[]): ServiceError {
  return new ServiceError(
    'INVALID_REQUEST',
    `${names} has ${problems.length} problem(s); nothing was ingested`,
    { problems },
  );
}

/**
 * The batch in commits of at most `size` rows, the coverage summaries in the last; no commit when
 * there is nothing to write.
 */
function chunksOf(batch: MarketDataBatch, size: number): MarketDataBatch[] {
  const rows: (readonly [keyof Omit<MarketDataBatch, 'coverage'>, unknown])[] = [
    ...batch.trades.map((r) => ['trades', r] as const),
    ...batch.bars.map((r) => ['bars', r] as const),
    ...batch.quotes.map((r) => ['quotes', r] as const),
    ...batch.orderbooks.map((r) => ['orderbooks', r] as const),
    ...batch.fees.map((r) => ['fees', r] as const),
  ];
  if (rows.length === 0 && batch.coverage.length === 0) return [];
  const chunks: MarketDataBatch[] = [];
  for (let start = 0; start < Math.max(rows.length, 1); start += Math.max(1, size)) {
    const chunk = emptyMarketDataBatch();
    for (const [kind, row] of rows.slice(start, start + Math.max(1, size)))
      (chunk[kind] as unknown[]).push(row);
    chunks.push(chunk);
  }
  chunks[chunks.length - 1]!.coverage = batch.coverage;
  return chunks;
}
