// `npm run measure:terms`: settlement terms read from the corpus of recorded markets
// (test/fixtures/terms-corpus/) and measured against its hand labels, tuning and held-out
// reported separately (docs/term-reading.md). `node dist/bench/measure-terms.js [tuning|held-out]`
// measures one part; `--without-reference` reads it without the venues' reference data
// (`reference/`), as every measurement before 2026-11-29 read held-out; `--summary` leaves out
// the lists of single markets and pairs; `--unread <term>` lists the tuning markets that leave
// that term unread, with the reasons grouped, and is refused on held-out.
import { PARTS, type Part } from './terms/corpus';
import { formatPart, measurePart } from './terms/measure';
import { formatUnread, isTermName } from './terms/unread';

const FLAGS = ['--without-reference', '--summary', '--unread'];

function main(args: string[]): void {
  const at = args.indexOf('--unread');
  const unreadTerm = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0) args = args.filter((_, i) => i !== at && i !== at + 1);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const named = args.filter((a) => !a.startsWith('--'));
  const parts =
    named.length > 0
      ? (named.filter((a) => (PARTS as readonly string[]).includes(a)) as Part[])
      : [...PARTS];
  const unknown = [...flags].filter((f) => !FLAGS.includes(f));
  if (parts.length === 0 || unknown.length > 0) {
    process.stderr.write(`usage: measure-terms [${PARTS.join('|')}]... [${FLAGS.join('] [')}]\n`);
    process.exitCode = 2;
    return;
  }
  if (at >= 0) {
    if (unreadTerm === undefined || !isTermName(unreadTerm) || parts.some((p) => p !== 'tuning')) {
      process.stderr.write(
        'usage: measure-terms tuning --unread <term>: one term name, on the tuning part only\n',
      );
      process.exitCode = 2;
      return;
    }
    const reference = !flags.has('--without-reference');
    process.stdout.write(formatUnread('tuning', unreadTerm, { reference }));
    return;
  }
  const lines = [`# Term reading measured (${new Date().toISOString().slice(0, 10)})`, ''];
  const reference = !flags.has('--without-reference');
  for (const part of parts)
    lines.push(formatPart(measurePart(part, { reference }), flags.has('--summary')));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
