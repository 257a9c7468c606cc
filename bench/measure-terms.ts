// `npm run measure:terms`: settlement terms read from the corpus of recorded markets
// (test/fixtures/terms-corpus/) and measured against its hand labels, tuning and held-out
// reported separately (docs/term-reading.md). `node dist/bench/measure-terms.js [tuning|held-out]`
// measures one part; `--without-reference` reads it without the venues' reference data
// (`reference/`), as every measurement before 2026-11-29 read held-out; `--summary` leaves out
// the lists of single markets and pairs. `tuning --unread <term>` lists the tuning markets whose
// term is left unread, with the reason, grouped; it refuses held-out, which is never listed.
// `tuning --files <a,b>` measures only the named files (paths under the corpus root or file
// names): recordings added together, measured alone before a reader is written from them.
import { corpusFiles, PARTS, type Part } from './terms/corpus';
import { LABEL_TERMS, type LabelTerm } from './terms/labels';
import { formatPart, measurePart } from './terms/measure';
import { formatUnread, LISTABLE_PARTS, unreadOf } from './terms/unread';

const FLAGS = ['--without-reference', '--summary', '--unread', '--files'];
const VENUES = ['kalshi', 'polymarket'] as const;

/** The argument following `flag` and the arguments without both, or no value where absent. */
function takeValue(args: string[], flag: string): { value?: string; rest: string[] } {
  const at = args.indexOf(flag);
  if (at < 0) return { rest: args };
  return { value: args[at + 1] ?? '', rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** The corpus paths of the named files of the parts (a path under the root or a file name). */
function namedFiles(parts: Part[], names: string[]): { files: string[]; unknown: string[] } {
  const all = parts.flatMap((p) => VENUES.flatMap((v) => corpusFiles(p, v)));
  const files: string[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const hit = all.filter((f) => f === name || f.endsWith(`/${name}`));
    if (hit.length === 1) files.push(hit[0]!);
    else unknown.push(name);
  }
  return { files, unknown };
}

function usage(reason: string): void {
  process.stderr.write(
    `measure-terms: ${reason}\nusage: measure-terms [${PARTS.join('|')}]... [--without-reference] [--summary]\n` +
      `       measure-terms ${LISTABLE_PARTS.join('|')} --unread <${LABEL_TERMS.join('|')}>\n` +
      `       measure-terms ${LISTABLE_PARTS.join('|')} --files <file,file,...> [--summary]\n`,
  );
  process.exitCode = 2;
}

function main(args: string[]): void {
  const at = args.indexOf('--unread');
  const unreadTerm = at >= 0 ? args[at + 1] : undefined;
  const files = takeValue(
    at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args,
    '--files',
  );
  const rest = files.rest;
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
  let only: string[] | undefined;
  if (files.value !== undefined) {
    const refused = parts.filter((p) => !LISTABLE_PARTS.includes(p));
    if (refused.length > 0 || named.length === 0)
      return usage(
        `--files measures files one by one, so only ${LISTABLE_PARTS.join(', ')}: name the part; ` +
          'held-out is measured whole with --summary',
      );
    const names = files.value.split(',').filter((n) => n !== '');
    const found = namedFiles(parts, names);
    if (names.length === 0 || found.unknown.length > 0)
      return usage(`--files names no file of the part: ${found.unknown.join(', ') || '(none)'}`);
    only = found.files;
  }
  const lines = [`# Term reading measured (${new Date().toISOString().slice(0, 10)})`, ''];
  const reference = !flags.has('--without-reference');
  for (const part of parts)
    lines.push(
      formatPart(
        measurePart(part, { reference, ...(only ? { files: only } : {}) }),
        flags.has('--summary'),
      ),
    );
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
