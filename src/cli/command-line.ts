// A command's arguments, read with node:util's parseArgs against the command's own table of
// options, and its help drawn from the same table. Loads nothing else: `--help` and `--version`
// answer without loading any command (docs/decisions.md, "The command line").
import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'boolean' | 'string';
  /** The value's name in help (`--out FILE`); string options only. */
  value?: string;
  /** Given more than once, every value is kept, in order. */
  multiple?: boolean;
  description: string;
}

export interface CommandSpec {
  name: string;
  /** The arguments after the command name, as the usage line shows them. */
  synopsis: string;
  /** One line for the command table of `settlegraph --help`. */
  summary: string;
  /** What the command does, for its own help: lines of at most 78 characters. */
  description: string;
  options: Readonly<Record<string, OptionSpec>>;
  /** How many arguments other than options it takes. */
  positionals: { min: number; max?: number; name: string };
  /** Its exit codes and what each means. */
  exitCodes: readonly (readonly [number, string])[];
}

export interface ParsedArgs {
  /** Each option given, by its name without dashes. */
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** What the user asked for: a run, or help or the version (answered without running anything). */
export type CommandLine =
  { kind: 'run'; args: ParsedArgs } | { kind: 'help' } | { kind: 'version' };

/** Exit code of a usage error: an unknown command or option, a missing or extra argument. */
export const USAGE_EXIT = 2;

/** A wrong command line; its message says what is wrong and, when it can, what was meant. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Options every command takes besides its own. */
const COMMON_OPTIONS: Readonly<Record<string, OptionSpec & { short?: string }>> = {
  help: { type: 'boolean', short: 'h', description: 'this help; runs nothing' },
  version: { type: 'boolean', description: 'the version of settlegraph' },
};

/**
 * Reads `args` (what follows the command name) against the command's options. `--help` or `-h`
 * anywhere before `--` asks for help, whatever else is there; after `--` every argument is a
 * positional one, so a file named `--help` is `-- --help`.
 */
export function parseCommandLine(spec: CommandSpec, args: readonly string[]): CommandLine {
  const known: Record<string, OptionSpec & { short?: string }> = {
    ...spec.options,
    ...COMMON_OPTIONS,
  };
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries(
      Object.entries(known).map(([name, o]) => [
        name,
        {
          type: o.type,
          ...(o.short ? { short: o.short } : {}),
          ...(o.multiple ? { multiple: true } : {}),
        },
      ]),
    ),
    allowPositionals: true,
    // Unknown options come back as tokens, refused below with the nearest known one.
    strict: false,
    tokens: true,
  });
  const options = tokens.filter((t) => t.kind === 'option');
  if (options.some((t) => t.name === 'help')) return { kind: 'help' };
  if (options.some((t) => t.name === 'version')) return { kind: 'version' };
  const values: ParsedArgs['values'] = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const option = spec.options[token.name];
    if (!option) throw new UsageError(unknownOptionMessage(spec, token.rawName));
    if (option.type === 'string') {
      if (token.value === undefined)
        throw new UsageError(`${token.rawName} needs a value: ${token.rawName} ${option.value}`);
      values[token.name] = option.multiple
        ? [...((values[token.name] as string[] | undefined) ?? []), token.value]
        : token.value;
    } else {
      if (token.inlineValue) throw new UsageError(`${token.rawName} takes no value`);
      values[token.name] = true;
    }
  }
  const { min, max, name } = spec.positionals;
  if (positionals.length < min)
    throw new UsageError(min === 1 && max === 1 ? `give the ${name}` : `give at least one ${name}`);
  if (max !== undefined && positionals.length > max)
    throw new UsageError(
      max === 0
        ? `${spec.name} takes no arguments (got ${quote(positionals[0]!)})`
        : `${spec.name} takes ${max === 1 ? `one ${name}` : `at most ${max} ${name}s`} (got ${positionals.length})`,
    );
  return { kind: 'run', args: { values, positionals } };
}

function unknownOptionMessage(spec: CommandSpec, rawName: string): string {
  const names = Object.keys({ ...spec.options, ...COMMON_OPTIONS }).map((n) => `--${n}`);
  const meant = nearest(rawName.startsWith('--') ? rawName : `-${rawName}`, names);
  return meant
    ? `unknown option ${rawName}; did you mean ${meant}?`
    : `unknown option ${rawName}; \`settlegraph ${spec.name} --help\` lists the options`;
}

/** The candidate closest to `word`, if it is close enough to be a likely typo. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  // A third of the longer word, at least 2: `--equivalnce` finds `--equivalence`, `--x` nothing.
  const bound = best && Math.max(2, Math.floor(Math.max(word.length, best.candidate.length) / 3));
  if (best && bound !== undefined && best.distance <= bound) return best.candidate;
  // A prefix of one option alone (`--equiv`) means that one.
  const prefixed = candidates.filter((c) => c.startsWith(word) && word.length > 3);
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** Levenshtein distance (insertions, deletions and substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

function quote(text: string): string {
  return JSON.stringify(text);
}

export function usageLine(spec: CommandSpec): string {
  return `usage: settlegraph ${spec.name}${spec.synopsis ? ` ${spec.synopsis}` : ''}`;
}

/** A command's help: usage, what it does, its options in a table, its exit codes. */
export function commandHelp(spec: CommandSpec): string {
  const rows = Object.entries({ ...spec.options, ...COMMON_OPTIONS }).map(
    ([name, o]): [string, string] => [
      `${'short' in o && o.short ? `-${String(o.short)}, ` : ''}--${name}${o.type === 'string' ? ` ${o.value}` : ''}`,
      o.description + (o.multiple ? ' (may be given more than once)' : ''),
    ],
  );
  return [
    usageLine(spec),
    '',
    spec.description,
    '',
    'options:',
    table(rows),
    '',
    'exit codes:',
    table(spec.exitCodes.map(([code, meaning]): [string, string] => [String(code), meaning])),
    '',
  ].join('\n');
}

/** Two columns, the second wrapped at 100 characters and aligned. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return rows
    .map(([left, right]) => {
      const lines = wrap(right, 100 - 2 - width);
      return lines
        .map((line, i) => `  ${(i === 0 ? left : '').padEnd(width)}${line}`.trimEnd())
        .join('\n');
    })
    .join('\n');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > Math.max(width, 30)) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}
