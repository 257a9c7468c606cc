// Wordings of a category table (categories/) are templates: literal words with named slots,
// "If {winner} wins the {game} game originally scheduled for {date}". A template is matched in a
// sentence without regular expressions: each literal is found, in order and ignoring case, by
// indexOf from where the previous one ended, and the text between two literals fills a slot; a
// slot its reader rejects is cut at one of the next few occurrences instead (readTemplate). Each
// scan is bounded by a slot's longest value and their number by fixed limits, whatever the text.
import { endsSentence, type Sentence } from './sentences';

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
/** Who announces may be a list of bodies and reporters ("official information released by …"). */
const CLAUSE_SLOTS: ReadonlySet<string> = new Set(['proposition', 'announcer']);
const maxOf = (slot: string): number => (CLAUSE_SLOTS.has(slot) ? MAX_CLAUSE : MAX_SLOT);
/** How many occurrences of a template's first literal are tried. */
const MAX_TRIES = 4;

interface Part {
  /** A literal and the other wordings venues write for it (SYNONYMS), the literal first. */
  forms?: readonly string[];
  slot?: string;
}

/**
 * Phrases venues write for one meaning, lower case: a template's literal that holds one of them
 * matches a sentence that writes any other ("If {winner} wins the {game}" reads "If Denver is
 * declared the winner of the …"). Only whole phrases of one meaning: "above" is not "at or
 * above", nor "before" "on or before", which the literal writes whole where it means it ("on or
 * before" becomes "on or prior to", never "prior to").
 */
const SYNONYMS: readonly (readonly string[])[] = [
  [' wins the ', ' is the winner of the ', ' is declared the winner of the '],
  [' before ', ' prior to '],
];

/** The literal's forms: itself, and each with one synonym phrase put for another. */
function formsOf(literal: string): readonly string[] {
  const forms = [literal];
  for (const group of SYNONYMS)
    for (const phrase of group) {
      const at = literal.indexOf(phrase);
      if (at < 0) continue;
      for (const other of group)
        if (other !== phrase)
          forms.push(literal.slice(0, at) + other + literal.slice(at + phrase.length));
    }
  return forms;
}

/** The sentence's last character, or a period the sentence scanner ends a sentence at. */
const periodEnds = (text: string, at: number): boolean =>
  at >= text.length - 1 || endsSentence(text, at);

/**
 * The first of a literal's forms in `text` from `from`: where, and how long. A literal that opens
 * with a period ("{date}.") is the end of the sentence: it is found only at a period that ends it
 * (`ends`), never an abbreviation's ("initially scheduled for Apr. 5th at 11:00AM ET.").
 */
function firstForm(
  text: string,
  forms: readonly string[],
  from: number,
  ends: (at: number) => boolean,
): { at: number; length: number } | undefined {
  let best: { at: number; length: number } | undefined;
  for (const f of forms) {
    let at = text.indexOf(f, from);
    if (f.startsWith('.')) while (at >= 0 && !ends(at)) at = text.indexOf(f, at + 1);
    if (at >= 0 && (!best || at < best.at)) best = { at, length: f.length };
  }
  return best;
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
      const literal = template.slice(i).toLowerCase();
      parts.push({ forms: formsOf(literal) });
      break;
    }
    if (open > i) {
      const literal = template.slice(i, open).toLowerCase();
      parts.push({ forms: formsOf(literal) });
    }
    const close = template.indexOf('}', open);
    parts.push({ slot: template.slice(open + 1, close) });
    i = close + 1;
  }
  compiled.set(template, parts);
  return parts;
}

/** How many occurrences of the literal after a slot are tried, for that slot. */
const MAX_SLOT_TRIES = 4;
/** How many steps (a slot cut, a literal placed) the assignments from one start may take. */
const MAX_STEPS = 256;
/**
 * Spaces and punctuation a slot's value may carry around it beyond its own length (they are
 * trimmed off): the literal after a slot is looked for only this far past the slot's longest value.
 */
const SLOT_SLACK = 16;

/** Checks of a match: the whole match, and each slot's value by its reader. */
export interface TemplateChecks {
  /** The whole match is what the entry reads (its time slot, its proposition). */
  accepts?: (match: TemplateMatch) => boolean;
  /**
   * A slot's value is one its reader reads (a period, a series the table names): true or false,
   * or undefined where no reader checks the slot (a name read later, a free clause).
   */
  slotAccepts?: (slot: string, text: string) => boolean | undefined;
}

/**
 * A template read in a sentence: the one assignment of its slots that the checks accept, or two
 * that both pass and differ (the sentence reads two ways, so neither is taken).
 */
export type TemplateReading =
  | { match: TemplateMatch; ambiguous?: undefined }
  | { match?: undefined; ambiguous: [TemplateMatch, TemplateMatch] };

/**
 * The template's first match in the sentence that `accepts` (every match when absent), or
 * undefined. A slot is cut at the first occurrence of the literal after it, else at a later one,
 * a few times: "… if any company owned by Elon Musk … institutes a policy … by December 31, 2024"
 * has its deadline after the second "by".
 */
export function matchTemplate(
  template: string,
  sentence: Sentence,
  accepts?: (match: TemplateMatch) => boolean,
): TemplateMatch | undefined {
  const reading = readTemplate(template, sentence, { accepts });
  return reading?.match ?? reading?.ambiguous[0];
}

/**
 * The template read in the sentence under the checks. Each slot is cut at the first occurrence
 * of the literal after it, else at one of the next few (MAX_SLOT_TRIES), within the slot's
 * longest value, so "the Consumer Price Index for All Urban Consumers for March 2026" fills
 * "{series} for {period}" whole when "the Consumer Price Index" is no series the table names. A
 * later cut stands only where the reader of the slot after it reads that slot's value (or, after
 * it, the last slot passes the whole match's check): a guess is not moved on to another. The first
 * assignment under which the whole template matches and every check passes is taken, unless
 * another one passes too and reads other values: then the reading is ambiguous. Every scan is an
 * indexOf over at most a slot's length, a bounded number of times (MAX_STEPS).
 */
export function readTemplate(
  template: string,
  sentence: Sentence,
  checks: TemplateChecks = {},
): TemplateReading | undefined {
  const parts = partsOf(template);
  const lower = plainLower(sentence.text);
  const first = parts[0]?.forms;
  let from = 0;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const at =
      first === undefined
        ? 0
        : (firstForm(lower, first, from, (k) => periodEnds(sentence.text, k))?.at ?? -1);
    if (at < 0) return undefined;
    // A first literal starts a word: "if " is not the end of "tariff ".
    const before = at > 0 ? lower.charCodeAt(at - 1) : 32;
    const wordStart = !(isWordChar(before) && isWordChar(lower.charCodeAt(at)));
    if (wordStart) {
      const found = assignments(parts, sentence.text, lower, at, checks);
      if (found.length === 1) return { match: found[0]! };
      if (found.length > 1) return { ambiguous: [found[0]!, found[1]!] };
    }
    if (first === undefined) return undefined;
    from = at + 1;
  }
  return undefined;
}

/**
 * The accepted assignments of the slots from `at`, in order (earlier cuts first): the first, and
 * the first later one that is another reading of it (competes), if any.
 */
function assignments(
  parts: Part[],
  text: string,
  lower: string,
  at: number,
  checks: TemplateChecks,
): TemplateMatch[] {
  const found: TemplateMatch[] = [];
  let budget = MAX_STEPS;
  const slots: Record<string, SlotMatch> = {};

  // `confirm`: the slot was opened by a later cut of the one before it, which is taken only where
  // the reader of this slot reads its value (or, for the last slot, the whole match's check).
  type Open = { name: string; start: number; confirm: boolean };
  const confirmed = (o: Open, value: string): boolean =>
    !o.confirm || checks.slotAccepts?.(o.name, value) === true;
  const visit = (i: number, pos: number, open?: Open, later = false): void => {
    if (found.length >= 2 || budget <= 0) return;
    budget--;
    if (i === parts.length) {
      let end = pos;
      if (open) {
        // A last slot runs to the end of the condition: the sentence's end, or Kalshi's "then the
        // market resolves to …" after it, without the punctuation between. It is a name, a date
        // or a number too: at most its longest value is read.
        const then = lower.indexOf(' then the market ', open.start);
        const stop = Math.min(then >= 0 ? then : text.length, open.start + maxOf(open.name));
        const value = trimmed(text, open.start, stop);
        if (!value || checks.slotAccepts?.(open.name, value.text) === false) return;
        if (!checks.accepts && !confirmed(open, value.text)) return;
        slots[open.name] = value;
        end = value.end;
      }
      const match: TemplateMatch = { start: at, end, slots: { ...slots } };
      if (open) delete slots[open.name];
      if (checks.accepts && !checks.accepts(match)) return;
      if (found.length === 0 || competes(found[0]!, match, checks)) found.push(match);
      return;
    }
    const part = parts[i]!;
    if (part.slot !== undefined)
      return visit(i + 1, pos, { name: part.slot, start: pos, confirm: later });
    const forms = part.forms!;
    if (!open) {
      for (const f of forms)
        if (lower.startsWith(f, pos) && (!f.startsWith('.') || periodEnds(text, pos)))
          visit(i + 1, pos + f.length);
      return;
    }
    // The literal is looked for only as far as the slot's longest value reaches.
    const longest = Math.max(...forms.map((f) => f.length));
    const reach = Math.min(lower.length, open.start + maxOf(open.name) + SLOT_SLACK + longest);
    const window = lower.slice(open.start, reach);
    let next = 0;
    for (let tries = 0; tries < MAX_SLOT_TRIES; tries++) {
      const hit = firstForm(window, forms, next, (k) => periodEnds(text, open.start + k));
      if (!hit) return;
      const k = hit.at;
      const value = trimmed(text, open.start, open.start + k);
      next = k + 1;
      if (!value || value.end - value.start > maxOf(open.name)) continue;
      if (checks.slotAccepts?.(open.name, value.text) === false) continue;
      if (!confirmed(open, value.text)) continue;
      slots[open.name] = value;
      visit(i + 1, open.start + k + hit.length, undefined, tries > 0);
      delete slots[open.name];
      if (found.length >= 2 || budget <= 0) return;
    }
  };
  visit(0, at);
  return found;
}

/**
 * Whether a later assignment is another reading of the first: it differs, and every slot it
 * differs in is one whose reader read the later value. A cut that moves a slot no reader checks
 * ("{pair} on {instant}", with "on" twice) is no reading of its own, and the earliest cut is
 * taken; one that a reader confirms is, even where the first cut's value went unchecked.
 */
function competes(first: TemplateMatch, later: TemplateMatch, checks: TemplateChecks): boolean {
  const differ = Object.keys(later.slots).filter(
    (n) => later.slots[n]!.text !== first.slots[n]?.text,
  );
  return (
    differ.length > 0 && differ.every((n) => checks.slotAccepts?.(n, later.slots[n]!.text) === true)
  );
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
