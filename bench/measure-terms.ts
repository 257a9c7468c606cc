// `npm run measure:terms`: settlement terms read from the corpus of recorded markets
// (test/fixtures/terms-corpus/) and measured against its hand labels, tuning and held-out
// reported separately (docs/term-reading.md). `node dist/bench/measure-terms.js [tuning|held-out]`
// measures one part; `--without-reference` reads it without the venues' reference data
// (`reference/`), as every measurement before 2026-11-29 read held-out; `--summary` leaves out
// the lists of single markets and pairs. `tuning --unread <term>` lists the tuning markets whose
// term is left unread, with the reason, grouped; it refuses held-out, which is never listed.
import { PARTS, type Part } from './terms/corpus';
import { LABEL_TERMS, type LabelTerm } from './terms/labels';
import { formatPart, measurePart } from './terms/measure';
import { formatUnread, LISTABLE_PARTS, unreadOf } from './terms/unread';

const FLAGS = ['--without-reference', '--summary', '--unread'];

function usage(reason: string): void {
  process.stderr.write(
    `measure-terms: ${reason}\nusage: measure-terms [${PARTS.join('|')}]... [--without-reference] [--summary]\n` +
      `       measure-terms ${LISTABLE_PARTS.join('|')} --unread <${LABEL_TERMS.join('|')}>\n`,
  );
  process.exitCode = 2;
}

function main(args: string[]): void {
  const at = args.indexOf('--unread');
  const unreadTerm = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const named = rest.filter((a) => !a.startsWith('--'));
  const unknownParts = named.filter((a) => !(PARTS as readonly string[]).includes(a));
  const parts = named.length > 0 ? (named as Part[]) : [...PARTS];
  const unknown = [...flags].filter((f) => !FLAGS.includes(f));
  if (unknownParts.length > 0 || unknown.length > 0)
    return usage(`unknown ${[...unknownParts, ...unknown].join(', ')}`);
  if (at >= 0) {
    if (!(LABEL_TERMS as readonly string[]).includes(unreadTerm ?? ''))
      return usage(`--unread needs a term, one of ${LABEL_TERMS.join(', ')}`);
    const refused = parts.filter((p) => !LISTABLE_PARTS.includes(p));
    if (refused.length > 0 || named.length === 0)
      return usage(
        `--unread lists markets one by one, so only ${LISTABLE_PARTS.join(', ')}: name the part; ` +
          'held-out is measured with --summary, never listed',
      );
    process.stdout.write(
      parts.map((p) => formatUnread(unreadOf(p, unreadTerm as LabelTerm))).join('\n'),
    );
    return;
  }
  const lines = [`# Term reading measured (${new Date().toISOString().slice(0, 10)})`, ''];
  const reference = !flags.has('--without-reference');
  for (const part of parts)
    lines.push(formatPart(measurePart(part, { reference }), flags.has('--summary')));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
