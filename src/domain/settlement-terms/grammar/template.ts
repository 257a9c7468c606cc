// Wordings of a category table (categories/) are templates: literal words with named slots,
// "If {winner} wins the {game} game originally scheduled for {date}". A template is matched in a
// sentence without regular expressions: each literal is found, in order and ignoring case, by
// indexOf from where the previous one ended, and the text between two literals fills a slot. The
// work is linear in the sentence's length, whatever the text.
import type { Sentence } from './sentences';

export interface SlotMatch {
  /** Offsets into the sentence's text. */
  start: number;
  end: number;
  text: string;
}

export interface TemplateMatch {
  start: number;
  end: number;
  slots: Record<string, SlotMatch>;
}

/** A slot longer than this is no name, date or number: the template does not match. */
const MAX_SLOT = 160;
/**
 * A slot that holds a whole clause rather than a name ("{proposition}": "any company owned by
 * Elon Musk, or of which Elon Musk is CEO, institutes a policy preventing its employees from
 * bringing Apple devices into their buildings or onto their premises") may run longer.
 */
const MAX_CLAUSE = 400;
const CLAUSE_SLOTS: ReadonlySet<string> = new Set(['proposition']);
const maxOf = (slot: string): number => (CLAUSE_SLOTS.has(slot) ? MAX_CLAUSE : MAX_SLOT);
/** How many occurrences of a template's first literal are tried. */
const MAX_TRIES = 4;

interface Part {
  literal?: string;
  slot?: string;
}

const compiled = new Map<string, Part[]>();

function partsOf(template: string): Part[] {
  const cached = compiled.get(template);
  if (cached) return cached;
  const parts: Part[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      parts.push({ literal: template.slice(i).toLowerCase() });
      break;
    }
    if (open > i) parts.push({ literal: template.slice(i, open).toLowerCase() });
    const close = template.indexOf('}', open);
    parts.push({ slot: template.slice(open + 1, close) });
    i = close + 1;
  }
  compiled.set(template, parts);
  return parts;
}

/**
 * The template's first match in the sentence that `accepts` (every match when absent), or
 * undefined. Where a match is not accepted, the literal before the template's last slot is
 * looked for again further on, a few times: "… if any company owned by Elon Musk … institutes a
 * policy … by December 31, 2024" has its deadline after the second "by".
 */
export function matchTemplate(
  template: string,
  sentence: Sentence,
  accepts?: (match: TemplateMatch) => boolean,
): TemplateMatch | undefined {
  const parts = partsOf(template);
  const lower = plainLower(sentence.text);
  const first = parts[0]?.literal;
  let from = 0;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const at = first === undefined ? 0 : lower.indexOf(first, from);
    if (at < 0) return undefined;
    // A first literal starts a word: "if " is not the end of "tariff ".
    const before = at > 0 ? lower.charCodeAt(at - 1) : 32;
    const wordStart = !(isWordChar(before) && isWordChar(lower.charCodeAt(at)));
    let lastFrom = 0;
    for (let again = 0; wordStart && again < MAX_TRIES; again++) {
      const found = matchFrom(parts, sentence.text, lower, at, lastFrom);
      if (!found) break;
      if (!accepts || accepts(found.match)) return found.match;
      if (found.lastAt < 0) break;
      lastFrom = found.lastAt + 1;
    }
    if (first === undefined) return undefined;
    from = at + 1;
  }
  return undefined;
}

/** The index of the literal before the template's last slot, or -1 where it ends in a literal. */
function lastLiteralIndex(parts: Part[]): number {
  const last = parts.length - 1;
  return last >= 1 && parts[last]!.slot !== undefined && parts[last - 1]!.literal !== undefined
    ? last - 1
    : -1;
}

function matchFrom(
  parts: Part[],
  text: string,
  lower: string,
  at: number,
  lastFrom: number,
): { match: TemplateMatch; lastAt: number } | undefined {
  const slots: Record<string, SlotMatch> = {};
  const lastLiteral = lastLiteralIndex(parts);
  let lastAt = -1;
  let pos = at;
  let open: { name: string; start: number } | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.slot !== undefined) {
      open = { name: part.slot, start: pos };
      continue;
    }
    const literal = part.literal!;
    const found = lower.indexOf(literal, i === lastLiteral ? Math.max(pos, lastFrom) : pos);
    if (i === lastLiteral) lastAt = found;
    if (found < 0) return undefined;
    if (open) {
      const value = trimmed(text, open.start, found);
      if (!value || value.end - value.start > maxOf(open.name)) return undefined;
      slots[open.name] = value;
      open = undefined;
    } else if (found !== pos) return undefined;
    pos = found + literal.length;
  }
  if (open) {
    // A last slot runs to the end of the condition: the sentence's end, or Kalshi's "then the
    // market resolves to …" after it, without the punctuation between.
    // It is a name, a date or a number too: at most MAX_SLOT characters of it are read.
    const then = lower.indexOf(' then the market ', open.start);
    const end = Math.min(then >= 0 ? then : text.length, open.start + maxOf(open.name));
    const value = trimmed(text, open.start, end);
    if (!value) return undefined;
    slots[open.name] = value;
    pos = value.end;
  }
  return { match: { start: at, end: pos, slots }, lastAt };
}

function trimmed(text: string, start: number, end: number): SlotMatch | undefined {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /[\s,.;:!?]/.test(text[e - 1]!)) e--;
  return e > s ? { start: s, end: e, text: text.slice(s, e) } : undefined;
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
}

/** Lower case with curly quotes as straight ones: one UTF-16 unit each, so offsets hold. */
export function plainLower(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'");
}
