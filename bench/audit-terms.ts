// `node dist/bench/audit-terms.js [--list]`: the metamorphic audit of the term readers over the
// labelled tuning markets (bench/terms/metamorphic.ts; docs/decisions.md, "Settlement terms: a
// metamorphic audit of the readers"): defects counted by reader and by kind of edit, and with
// `--list` each defect with its market and both readings. Tuning only: it lists markets.
import { audit, auditBases, EDIT_KINDS } from './terms/metamorphic';
import { table } from './terms/measure';

function main(args: string[]): void {
  const findings = audit(auditBases());
  const defects = findings.filter((f) => f.verdict !== 'OK');
  const lines = [
    `# Metamorphic audit of the term readers (tuning, ${findings.length} edits read)`,
    '',
  ];
  lines.push(
    table(
      ['Edit', 'Read', 'Defects', 'UNCHANGED', 'OTHER', 'COMPETING'],
      EDIT_KINDS.map((k) => {
        const of = findings.filter((f) => f.kind === k);
        const n = (v: string) => String(of.filter((f) => f.verdict === v).length);
        return [
          k,
          String(of.length),
          String(of.filter((f) => f.verdict !== 'OK').length),
          n('UNCHANGED'),
          n('OTHER'),
          n('COMPETING'),
        ];
      }),
    ),
  );
  const groups = new Map<string, number>();
  for (const d of defects) {
    const g = `${d.reader}|${d.kind}`;
    groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  lines.push(
    '',
    table(
      ['Reader (category)', 'Edit', 'Defects'],
      [...groups].sort((a, b) => b[1] - a[1]).map(([g, n]) => [...g.split('|'), String(n)]),
    ),
  );
  if (args.includes('--list'))
    for (const d of defects)
      lines.push(
        '',
        `${d.kind} ${d.verdict} ${d.reader} ${d.key}`,
        `  before: ${d.before}`,
        `  after:  ${d.after}`,
      );
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
