// `npm run measure:terms`: settlement terms read from the corpus of recorded markets
// (test/fixtures/terms-corpus/) and measured against its hand labels, tuning and held-out
// reported separately (docs/term-reading.md). `node dist/bench/measure-terms.js [tuning|held-out]`
// measures one part.
import { PARTS, type Part } from './terms/corpus';
import { formatPart, measurePart } from './terms/measure';

function main(args: string[]): void {
  const parts =
    args.length > 0
      ? (args.filter((a) => (PARTS as readonly string[]).includes(a)) as Part[])
      : [...PARTS];
  if (parts.length === 0) {
    process.stderr.write(`usage: measure-terms [${PARTS.join('|')}]...\n`);
    process.exitCode = 2;
    return;
  }
  const lines = [`# Term reading measured (${new Date().toISOString().slice(0, 10)})`, ''];
  for (const part of parts) lines.push(formatPart(measurePart(part)));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
