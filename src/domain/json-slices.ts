// Where a large JSON body can be parsed in pieces (docs/decisions.md, "Evaluation never blocks
// the server"): a top-level object's list members, each cut into runs of whole items, so that a
// request of many thousand items is parsed a run at a time with other work in between, rather
// than in one call that holds the event loop. Reads the text only; never decides that it is valid
// JSON (the parser does, and a text this scan misreads is parsed whole instead).
import {
  BACKSLASH,
  CLOSE_LIST,
  CLOSE_OBJECT,
  COMMA,
  OPEN_LIST,
  OPEN_OBJECT,
  QUOTE,
} from './json-bytes';
import { runSteps } from './steps';

/** One list member of the top-level object: its items cut into runs of whole items. */
export interface JsonListSlices {
  /** The member's name as written (a JSON string, quotes included). */
  readonly key: string;
  /** Offset of the list's `[`. */
  readonly open: number;
  /** Offset of its `]`. */
  readonly close: number;
  /** [start, end) of each run of items (the commas between runs excluded). */
  readonly runs: readonly (readonly [number, number])[];
}

/** Where the string opened at `at` closes, or -1. */
function closingQuote(text: string, at: number): number {
  let end = text.indexOf('"', at + 1);
  while (end >= 0) {
    let backslashes = 0;
    for (let b = end - 1; text.charCodeAt(b) === BACKSLASH; b--) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/** What jsonListSlices found. */
export interface JsonSlices {
  readonly lists: readonly JsonListSlices[];
  /** Members the top-level object names, repeats counted (a repeat keeps the last value). */
  readonly members: number;
}

const NONE: JsonSlices = { lists: [], members: 0 };

/**
 * The list members of a top-level JSON object longer than `runChars`, each cut into runs of about
 * `runChars` characters of whole items; no list when the text is not an object, has no such
 * member, or does not read as JSON here (unbalanced, unterminated).
 */
export function jsonListSlices(text: string, runChars: number): JsonSlices {
  return runSteps(jsonListSlicesInSteps(text, runChars));
}

/** jsonListSlices in steps: it pauses after every `runChars` characters read. */
export function* jsonListSlicesInSteps(
  text: string,
  runChars: number,
): Generator<void, JsonSlices, void> {
  let pauseAt = runChars;
  const found: JsonListSlices[] = [];
  let members = 0;
  let key = '';
  let depth = 0;
  let open = -1;
  let runStart = -1;
  let runs: [number, number][] = [];
  const length = text.length;
  let first = true;
  for (let at = 0; at < length; at++) {
    if (at >= pauseAt) {
      yield;
      pauseAt = at + runChars;
    }
    const code = text.charCodeAt(at);
    if (first && code > 0x20) {
      if (code !== OPEN_OBJECT) return NONE;
      first = false;
    }
    switch (code) {
      case QUOTE: {
        const end = closingQuote(text, at);
        if (end < 0) return NONE;
        if (depth === 1 && nextIsColon(text, end + 1)) {
          members += 1;
          key = text.slice(at, end + 1);
        }
        at = end;
        break;
      }
      case OPEN_LIST:
      case OPEN_OBJECT:
        depth += 1;
        if (depth === 2 && code === OPEN_LIST) {
          open = at;
          runStart = at + 1;
          runs = [];
        }
        break;
      case CLOSE_LIST:
      case CLOSE_OBJECT:
        if (depth === 2 && open >= 0) {
          if (code !== CLOSE_LIST) return NONE;
          if (at - open > runChars) {
            runs.push([runStart, at]);
            found.push({ key, open, close: at, runs });
          }
          open = -1;
        }
        depth -= 1;
        if (depth < 0) return NONE;
        break;
      case COMMA:
        if (depth === 2 && open >= 0 && at - runStart >= runChars) {
          runs.push([runStart, at]);
          runStart = at + 1;
        }
        break;
      default:
        break;
    }
  }
  return depth === 0 ? { lists: found, members } : NONE;
}

function nextIsColon(text: string, from: number): boolean {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code > 0x20) return code === 0x3a;
  }
  return false;
}
