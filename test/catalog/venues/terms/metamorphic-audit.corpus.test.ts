// The metamorphic audit of the term readers (bench/terms/metamorphic.ts; docs/decisions.md,
// "Settlement terms: a metamorphic audit of the readers") over a sample of the labelled tuning
// markets fixed by a seed: each market read again with one element of its text changed (a number,
// a comparator, a date, an asset or team, a source, a second statement of the number, date or
// source, the side YES pays), or with another publisher, number or subject named in a role that
// is not the term's (for background, the other markets, a tie-break, ruled out, a seed or a count),
// a second number in the title or group item title, the event's title naming another subject or
// period, a hedged or past background sentence, the side YES pays stated by the other outcome, the
// exceptions moved (within the market's text or into its event's), the title naming the subject by
// another name or naming another, a second subject in the group item title, or the source written
// in another form (by its address, its name, a qualifier, an official site with a fallback, a venue
// or a citation beside it, the venue's own address in its data).
// A reading must change as the edit says, stay as it was where the edit names something in another
// role, or become UNKNOWN; one that does otherwise fails its row here.
import {
  audit,
  auditBases,
  EDIT_KINDS,
  type EditKind,
  type Finding,
} from '../../../../bench/terms/metamorphic';

const SEED = 33;
const MARKETS = 70;
/** Edits audited of each kind at most, so that the sample stays a few seconds. */
const PER_KIND = 6;

/**
 * Defects of the readers the audit finds and no change has removed yet, by edit and market
 * (docs/term-reading.md, "Numbers of 2026-11-30, a metamorphic audit of the readers"): listed so
 * that any other defect fails. None: the nine listed before were the audit's own (a rival cut at
 * "U.S.", an empty range, a fallback's deadline moved beside a year's window; docs/decisions.md,
 * "Settlement terms: the audit's open defects examined, and four new kinds of edit").
 */
const OPEN: readonly string[] = [];

const taken = new Map<EditKind, number>();
const findings: Finding[] = audit(auditBases({ seed: SEED, size: MARKETS }), (e) => {
  const n = taken.get(e.kind) ?? 0;
  if (n >= PER_KIND) return false;
  taken.set(e.kind, n + 1);
  return true;
});

describe('the term readers under one edit of their text (seeded sample of tuning)', () => {
  test('the sample audits most kinds of edit', () => {
    const kinds = new Set(findings.map((f) => f.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(EDIT_KINDS.length - 2);
  });

  test.each(EDIT_KINDS.map((k) => [k]))('%s: no reading ignores the edit', (kind) => {
    const defects = findings
      .filter((f) => f.kind === kind && f.verdict !== 'OK')
      .filter((f) => !OPEN.includes(`${f.kind} ${f.key}`))
      .map((f) => `${f.verdict} ${f.reader} ${f.key}: ${f.before} -> ${f.after}`);
    expect(defects).toEqual([]);
  });
});
