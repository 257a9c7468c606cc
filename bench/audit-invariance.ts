// `node dist/bench/audit-invariance.js [--list]`: the invariance audit of the term readers over
// the labelled tuning markets (bench/terms/invariance.ts; docs/decisions.md, "Settlement terms: an
// invariance audit of the readers"): each market written another way with the same meaning, its
// defects (a term read right that turns UNKNOWN or changes) counted by kind of variant and by
// reader, and with `--list` each with its market and both readings. Tuning only: it lists markets.
import { invarianceAudit, isDefect, VARIANT_KINDS } from './terms/invariance';
import { table } from './terms/measure';
import { auditBases } from './terms/metamorphic';

function main(args: string[]): void {
  const findings = invarianceAudit(auditBases());
  const defects = findings.filter(isDefect);
  const lines = [
    `# Invariance audit of the term readers (tuning, ${findings.length} terms read again)`,
    '',
  ];
  lines.push(
    table(
      ['Variant', 'Terms read', 'Defects', 'UNKNOWN', 'CHANGED', 'Wording only'],
      VARIANT_KINDS.map((k) => {
        const of = findings.filter((f) => f.kind === k);
        const n = (v: string) => String(of.filter((f) => f.verdict === v).length);
        return [
          k,
          String(of.length),
          String(of.filter(isDefect).length),
          n('UNKNOWN'),
          n('CHANGED'),
          n('WORDING'),
        ];
      }),
    ),
  );
  const groups = new Map<string, number>();
  for (const d of defects) {
    const g = `${d.reader}|${d.kind}|${d.term}`;
    groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  lines.push(
    '',
    table(
      ['Reader (category)', 'Variant', 'Term', 'Defects'],
      [...groups].sort((a, b) => b[1] - a[1]).map(([g, n]) => [...g.split('|'), String(n)]),
    ),
  );
  if (args.includes('--list'))
    for (const d of defects)
      lines.push(
        '',
        `${d.kind} (${d.form}) ${d.term} ${d.verdict} ${d.reader} ${d.key}`,
        `  before: ${d.before}`,
        `  after:  ${d.after}`,
      );
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
