// Term reading measured on the corpus (docs/term-reading.md): read rates over every market of a
// part, accuracy against the hand labels by term and by category, the WRONG readings, and the
// labelled cross-venue pairs looked up among the pairs `settlegraph match` proposes. Verdicts and
// deciding terms are read as strings, so that verdicts and pair fields added later are measured
// without a change here.
import { matchMarkets, type CandidateMarket } from '../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import { compareTerm, termRead, type TermComparison } from './compare-label';
import { marketKey, readCorpus, venueSourcesRecorded, type Part, type ReadOptions } from './corpus';
import { LABEL_TERMS, labelIndex, marketLabels, pairLabels, type LabelTerm } from './labels';

export interface Rate {
  n: number;
  count: number;
}
const pct = (r: Rate): string => (r.n === 0 ? '–' : `${((100 * r.count) / r.n).toFixed(1)}%`);
const rate = (n: number, count: number): Rate => ({ n, count });

export interface WrongReading {
  market: string;
  category: string;
  term: LabelTerm;
  read: string;
  label: string;
  note: string;
}

export interface PairOutcome {
  id: string;
  expected: string;
  proposed: boolean;
  verdict: string | null;
  verdictRight: boolean;
  decidingRight: boolean;
  deciding: string[];
  expectedDeciding: string[];
}

export interface PartMeasure {
  part: Part;
  /** Whether the part was read with the venues' reference data (`reference/`). */
  reference: boolean;
  /** The files measured where only some were (`--files`); undefined for the whole part. */
  files?: readonly string[];
  markets: number;
  unread: number;
  /** Over every market of the part: KNOWN share per term, and every term KNOWN. */
  corpusRead: Record<LabelTerm | 'all', Rate>;
  corpusByCategory: Map<string, Record<LabelTerm | 'all', Rate>>;
  /**
   * Kalshi markets recorded without the settlement sources the sync reads beside them
   * (`venueSourcesRecorded`); every term read over the other markets; and every term but the
   * source read over all of them.
   */
  withoutVenueSources: number;
  everyTermWithSources: Rate;
  everyTermButSource: Rate;
  labelled: number;
  /** Over the labelled sample: KNOWN, RIGHT, WRONG per term and category. */
  read: Record<LabelTerm | 'all', Rate>;
  right: Record<LabelTerm | 'all', Rate>;
  wrongCount: Record<LabelTerm, number>;
  byCategory: Map<
    string,
    { read: Record<LabelTerm | 'all', Rate>; right: Record<LabelTerm | 'all', Rate> }
  >;
  wrong: WrongReading[];
  pairs: PairOutcome[];
}

const KEYS = [...LABEL_TERMS, 'all'] as const;
const zero = (): Record<LabelTerm | 'all', Rate> =>
  Object.fromEntries(KEYS.map((k) => [k, rate(0, 0)])) as Record<LabelTerm | 'all', Rate>;
const add = (r: Rate, hit: boolean): void => {
  r.n += 1;
  if (hit) r.count += 1;
};

/** The deciding terms a proposed pair names: `term`, and those of `differences`/`unread` if present. */
function decidingTerms(pair: Record<string, unknown>): string[] {
  const out = new Set<string>();
  const take = (v: unknown): void => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(take);
    else if (
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { term?: unknown }).term === 'string'
    )
      out.add((v as { term: string }).term);
  };
  take(pair.term);
  take(pair.differences);
  take(pair.unread);
  return [...out];
}

export function measurePart(part: Part, options: ReadOptions = {}): PartMeasure {
  const reading = readCorpus(part, options);
  const categories = new Map(labelIndex().map((e) => [marketKey(e.file, e.id), e.category]));
  const corpusRead = zero();
  const corpusByCategory = new Map<string, Record<LabelTerm | 'all', Rate>>();
  let withoutVenueSources = 0;
  const everyTermWithSources = rate(0, 0);
  const everyTermButSource = rate(0, 0);
  for (const m of reading.markets) {
    const key = marketKey(m.file, m.id);
    const t = reading.terms.get(key);
    const category = categories.get(key) ?? 'unindexed';
    let cat = corpusByCategory.get(category);
    if (!cat) corpusByCategory.set(category, (cat = zero()));
    let all = true;
    let allButSource = true;
    for (const term of LABEL_TERMS) {
      const known = termRead(t?.[term]);
      all &&= known;
      if (term !== 'source') allButSource &&= known;
      add(corpusRead[term], known);
      add(cat[term], known);
    }
    add(corpusRead.all, all);
    add(cat.all, all);
    add(everyTermButSource, allButSource);
    if (venueSourcesRecorded(m)) add(everyTermWithSources, all);
    else withoutVenueSources += 1;
  }

  const labels = marketLabels(part).filter(
    (l) => options.files === undefined || options.files.includes(l.file),
  );
  const read = zero();
  const right = zero();
  const wrongCount = Object.fromEntries(LABEL_TERMS.map((t) => [t, 0])) as Record<
    LabelTerm,
    number
  >;
  const byCategory = new Map<
    string,
    { read: Record<LabelTerm | 'all', Rate>; right: Record<LabelTerm | 'all', Rate> }
  >();
  const wrong: WrongReading[] = [];
  for (const label of labels) {
    const key = marketKey(label.file, label.id);
    const terms = reading.terms.get(key);
    let cat = byCategory.get(label.category);
    if (!cat) byCategory.set(label.category, (cat = { read: zero(), right: zero() }));
    let allKnown = true;
    let allRight = true;
    for (const term of LABEL_TERMS) {
      const c: TermComparison = compareTerm(terms, term, label.terms[term]);
      allKnown &&= c.known;
      allRight &&= c.outcome === 'RIGHT';
      add(read[term], c.known);
      add(right[term], c.outcome === 'RIGHT');
      add(cat.read[term], c.known);
      add(cat.right[term], c.outcome === 'RIGHT');
      if (c.outcome === 'WRONG') {
        wrongCount[term] += 1;
        wrong.push({
          market: key,
          category: label.category,
          term,
          read: c.read,
          label: c.label,
          note: c.note,
        });
      }
    }
    add(read.all, allKnown);
    add(right.all, allRight);
    add(cat.read.all, allKnown);
    add(cat.right.all, allRight);
  }

  const pairs = measurePairs(part, [...reading.candidates.values()], options.files);
  return {
    part,
    reference: options.reference ?? true,
    ...(options.files === undefined ? {} : { files: options.files }),
    markets: reading.markets.length,
    unread: reading.unread.size,
    corpusRead,
    corpusByCategory,
    withoutVenueSources,
    everyTermWithSources,
    everyTermButSource,
    labelled: labels.length,
    read,
    right,
    wrongCount,
    byCategory,
    wrong,
    pairs,
  };
}

function measurePairs(
  part: Part,
  markets: CandidateMarket[],
  files?: readonly string[],
): PairOutcome[] {
  // A pair is measured where both of its markets are read: with some files only, the pairs
  // within them.
  const within = (file: string): boolean => files === undefined || files.includes(file);
  const labels = pairLabels().filter(
    (p) => p.part === part && within(p.kalshi.file) && within(p.polymarket.file),
  );
  if (labels.length === 0) return [];
  const proposed = new Map<string, Record<string, unknown>>();
  for (const p of matchMarkets(markets).pairs) {
    const pair = p as unknown as Record<string, unknown> & {
      kalshi: SettlementTerms;
      polymarket: SettlementTerms;
    };
    proposed.set(`${pair.kalshi.venueMarketId}|${pair.polymarket.venueMarketId}`, pair);
  }
  return labels.map((label) => {
    const got = proposed.get(`${label.kalshi.id}|${label.polymarket.id}`);
    const verdict = got && typeof got.verdict === 'string' ? got.verdict : null;
    const relation = got && typeof got.relation === 'string' ? got.relation : null;
    const verdictRight =
      verdict === label.verdict && (label.verdict !== 'RELATED' || relation === label.relation);
    const deciding = got ? decidingTerms(got) : [];
    const decidingRight =
      verdictRight &&
      (label.deciding.length === 0 || label.deciding.every((t) => deciding.includes(t)));
    return {
      id: label.id,
      expected: label.verdict + (label.relation ? ` ${label.relation}` : ''),
      proposed: got !== undefined,
      verdict: verdict === null ? null : verdict + (relation ? ` ${relation}` : ''),
      verdictRight,
      decidingRight,
      deciding,
      expectedDeciding: label.deciding,
    };
  });
}

/** A Markdown table with its columns padded to their widest cell. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The report of one part as Markdown tables. */
/**
 * The part's tables; `summary` leaves out the lists of single markets and pairs (the WRONG
 * readings and the labelled pairs one by one), as a held-out part is reported.
 */
export function formatPart(m: PartMeasure, summary = false): string {
  const out: string[] = [];
  out.push(`## ${m.part}${m.reference ? '' : ' (without the reference data)'}`, '');
  if (m.files) out.push(`Only the files ${m.files.join(', ')}.`, '');
  out.push(
    `${m.markets} markets; ${m.unread} not read by the venue reader (counted as every term UNKNOWN).`,
    '',
    `${m.withoutVenueSources} Kalshi markets recorded without the settlement sources the sync reads ` +
      `beside them (no sources on their event, and their series not in reference/). Every term read ` +
      `over the other ${m.everyTermWithSources.n}: ${pct(m.everyTermWithSources)}; every term but ` +
      `the source read over all ${m.everyTermButSource.n}: ${pct(m.everyTermButSource)}.`,
    '',
    '### Read rate (KNOWN, or stated as none) over every market',
    '',
    table(
      ['category', 'markets', ...LABEL_TERMS, 'every term'],
      [
        ['all', String(m.corpusRead.all.n), ...KEYS.map((k) => pct(m.corpusRead[k]))],
        ...[...m.corpusByCategory]
          .sort((a, b) => b[1].all.n - a[1].all.n)
          .map(([c, r]) => [c, String(r.all.n), ...KEYS.map((k) => pct(r[k]))]),
      ],
    ),
    '',
    `### Against the hand labels (${m.labelled} markets)`,
    '',
    'read = KNOWN, or UNKNOWN because the text states there is none; right = KNOWN and equal to the label, or UNKNOWN where the text does not state ' +
      'the term; wrong = KNOWN and different from the label (readings; under "every term", the ' +
      'markets with any).',
    '',
    table(
      ['', ...LABEL_TERMS, 'every term'],
      [
        ['read', ...KEYS.map((k) => pct(m.read[k]))],
        ['right', ...KEYS.map((k) => pct(m.right[k]))],
        [
          'wrong',
          ...LABEL_TERMS.map((k) => String(m.wrongCount[k])),
          `${new Set(m.wrong.map((w) => w.market)).size} markets`,
        ],
      ],
    ),
    '',
    '### By category (labelled): right / read',
    '',
    table(
      ['category', 'labelled', ...LABEL_TERMS, 'every term'],
      [...m.byCategory]
        .sort((a, b) => b[1].read.all.n - a[1].read.all.n)
        .map(([c, r]) => [
          c,
          String(r.read.all.n),
          ...KEYS.map((k) => `${pct(r.right[k])} / ${pct(r.read[k])}`),
        ]),
    ),
    '',
  );
  out.push(`### WRONG readings (${m.wrong.length})`, '');
  if (m.wrong.length === 0) out.push('None.', '');
  else if (summary)
    out.push(`In ${new Set(m.wrong.map((w) => w.market)).size} markets (the list left out).`, '');
  else
    out.push(
      table(
        ['market', 'term', 'read', 'label', 'why'],
        m.wrong.map((w) => [w.market, w.term, w.read.slice(0, 120), w.label.slice(0, 120), w.note]),
      ),
      '',
    );
  out.push(`### Labelled pairs (${m.pairs.length})`, '');
  if (m.pairs.length > 0) {
    const proposed = m.pairs.filter((p) => p.proposed).length;
    const verdicts = m.pairs.filter((p) => p.verdictRight).length;
    const deciding = m.pairs.filter((p) => p.decidingRight).length;
    out.push(
      `Recall (proposed): ${proposed}/${m.pairs.length}; verdict right: ${verdicts}/${m.pairs.length}` +
        ` (precision among proposed: ${proposed === 0 ? '–' : `${verdicts}/${proposed}`});` +
        ` verdict and deciding term right: ${deciding}/${m.pairs.length}.`,
      '',
    );
    if (!summary)
      out.push(
        table(
          ['pair', 'expected', 'proposed verdict', 'deciding (got)', 'deciding (label)'],
          m.pairs.map((p) => [
            p.id,
            p.expected,
            p.verdict ?? 'not proposed',
            p.deciding.join(', '),
            p.expectedDeciding.join(', '),
          ]),
        ),
        '',
      );
  }
  return out.join('\n');
}
