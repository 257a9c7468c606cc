// Sources named in words (docs/decisions.md, "Settlement terms: sources as phrases"): one grammar
// for every wording that says where a result is read, a frame and the name it introduces,
//   frame  := "according to" | "<reported|published|released|confirmed|acknowledged|certified|
//             indicated> by" | "as called by" | "<information|announcement(s)|
//             statement(s)|confirmation|communication(s)|filing(s)|data|results|records> from" |
//             "<announcement(s)|statement(s)|confirmation(s)|press release(s)> [made|issued] by" |
//             "<website|site|page|account|channel|feed> of" | "resolution source(s) … will be|
//             is|are" | "consensus of official" | "based on" before "official" ("based
//             on the official NFL result", "based on the FIA's official qualifying results") |
//             "official <statistics|results|scores|box score|records|standings|rankings>
//             <of|from>" ("the official statistics of the NFL")
//                                                              (the name follows)
//           | "as a|the <primary|secondary|backup> source"     (the name precedes)
//   name   := proper words ("Texas Republican Party", "The New York Times", "Colombia's National
//             Civil Registry", "Tether Limited Inc."), with "of", "for", "de", "&" between them
//             and a body's head word after them ("the Israeli government"), or a head word of a
//             proper name ("the government of France"); names joined by "or", "and/or", "and" or
//             commas are each a source, and ", specifically <name>" names the one meant.
// A name must end its clause (a comma, a bracket, "or", "however", the sentence's end), or be
// followed by what it publishes ("the PGA TOUR website", "FIFA's official rankings"), which is
// left out of the name: "according to Manchester City's final position" names no source, nor
// does a competition ("the Super Bowl LX result"). Words that are no proper name ("the most
// liquid price source available", "official court records", "a consensus of credible reporting")
// and the names of votes ("the Democratic Primary") name none; nor does a body no name names
// ("the official final result", "the governing body or tournament organizer").
// Every scan is bounded: at most 120 characters after a frame, 80 before one.

export interface NamedSource {
  name: string;
  /** Offsets of the name in the sentence. */
  start: number;
  end: number;
}

/**
 * "based on" where "official" follows, after "the" or after a possessive name ("settled based on
 * the FIA's official qualifying results"): the name between is the body whose result it is.
 */
const OFFICIAL_RESULT_FRAME =
  /\bbased (?:solely )?(?:on|off)\s+(?=(?:the\s+)?(?:official\s|(?:[\p{Lu}\d][^\s,;:()]{0,40}\s){0,3}[\p{Lu}\d][^\s,;:()]{0,40}['’]s\s+official\s))/giu;

/**
 * "official <publication> of|from" where the publication is a result a body keeps (statistics,
 * results, scores, a box score, records, standings): the name after it is the body.
 */
const OFFICIAL_PUBLICATION_FRAME =
  /\bofficial\s+(?:(?:match|game|final|league)\s+)?(?:statistics|stats|results?|scores?|box\s+scores?|records|standings|rankings)\s+(?:of|from)\s+/gi;

/** Frames after which a name follows; `proper`: only a proper name, not "the government of X". */
const LEADING_FRAMES: readonly { re: RegExp; proper: boolean }[] = [
  { re: /\baccording to\s+/gi, proper: false },
  {
    re: /\b(?:reported|published|released|confirmed|acknowledged|certified|indicated)\s+by\s+/gi,
    proper: false,
  },
  // "as called by the Associated Press": a race's call; not "a meeting called by the Board".
  { re: /\bas\s+called\s+by\s+/gi, proper: false },
  {
    re: /\b(?:information|announcements?|statements?|confirmations?|communications?|filings?|data|results|records)\s+(?:released\s+|published\s+|issued\s+)?from\s+/gi,
    proper: false,
  },
  // "an official announcement by OpenAI", "statements made by the Kremlin": who announces.
  {
    re: /\b(?:announcements?|statements?|confirmations?|press releases?)\s+(?:made\s+|issued\s+)?by\s+/gi,
    proper: false,
  },
  // "the official website of the Federal Reserve": what a body publishes, then the body.
  {
    re: /\b(?:website|webpage|web page|site|page|account|channel|feed)s?\s+of\s+/gi,
    proper: false,
  },
  // "based on the official NFL result", "settled based on the FIA's official qualifying results":
  // a body's official result; only before "official", so that "based on the rules of the NFL" or
  // "based on the player's goals recorded" name none.
  { re: OFFICIAL_RESULT_FRAME, proper: false },
  // "the official statistics of the NFL", "the official results of the ATP": a body's official
  // publication, the body after it. A competition there ("the official results of Super Bowl LX")
  // or no proper name ("the official result of the game") names none (namesABody, nameAt).
  { re: OFFICIAL_PUBLICATION_FRAME, proper: false },
  { re: /\bconsensus of official\s+/gi, proper: false },
  {
    re: /\bresolution sources?\s+(?:for this market\s+)?(?:will be|is|are)\s+/gi,
    proper: true,
  },
];

/** "<name> as a secondary source": the name before the frame. */
const TRAILING_FRAME =
  /\s+as (?:a|the) (?:primary |secondary |backup |official )?(?:resolution )?source\b/gi;

/** Lower-case words a body's name may end with ("Texas Republican party", "Israeli government"). */
const HEADS = new Set([
  'government',
  'governments',
  'party',
  'parties',
  'commission',
  'ministry',
  'department',
  'court',
  'committee',
  'council',
  'league',
  'association',
  'federation',
  'agency',
  'bureau',
  'office',
  'administration',
  'parliament',
  'legislature',
  'authority',
  'system',
]);

/** What a source publishes, left out of its name: "the PGA TOUR website", "FIFA's rankings". */
const PUBLISHES = new Set([
  'website',
  'websites',
  'site',
  'data',
  'statement',
  'statements',
  'records',
  'report',
  'reports',
  'figures',
  'results',
  'rankings',
  'standings',
  'page',
  'feed',
  'account',
  'accounts',
  'announcement',
  'announcements',
  'channel',
  'channels',
  'feeds',
  'sources',
  // A body's result as it declares it: "the official NFL result", "the Associated Press call".
  'result',
  'score',
  'scores',
  'statistics',
  'stats',
  'call',
  'calls',
]);

/** Lower-case words between two proper words of one name. */
const CONNECTORS = new Set(['of', 'for', 'de', 'del', 'la', 'du', 'des', '&', 'the', 'on']);

/** A name that ends with these is a vote, not who publishes its result. */
const VOTES = /\b(?:primary|primaries|election|elections|caucus|caucuses|runoff|referendum|vote)$/i;

/**
 * A name that ends with these is a competition, not the body that declares its result: "according
 * to the Super Bowl LX result" names no source, where "the official NFL result" names the NFL.
 */
const COMPETITIONS =
  /\b(?:cup|bowl|series|championships?|tournament|playoffs?|finals?|grand prix)(?:\s+(?:[IVXLC]{1,6}|\d{1,4}))?$/i;

/**
 * A name that ends with these is a statistic, not who publishes it: "resolve according to China's
 * Y/Y Growth Rate (%) of Gross Domestic Product" names what is read, and no source.
 */
const STATISTICS =
  /\b(?:rates?|growth|index|indices|indexes|prices?|yields?|figures?|totals?|counts?|percentages?|ratios?)$/i;

/** "released by December 31, 2026": a deadline after "by", not who releases. */
const DATE =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|midnight|noon)\b/i;

/** Abbreviations a proper word may end with a period in, without ending the name. */
const ABBREVIATED = /^(?:(?:[A-Z]\.)+|Inc\.|Ltd\.|Co\.|Corp\.|Bros\.|Jr\.|Sr\.|St\.)$/;

interface Token {
  word: string;
  start: number;
  end: number;
  /** The punctuation right after the word (",", ";", ".", ":", ")", "(" …), if any. */
  stop: string;
}

/**
 * The words from `from`, at most `limit` characters: brackets and quotes end the word before them
 * (a stop), as do the commas, semicolons, colons and periods after a word.
 */
function tokensOf(text: string, from: number, limit: number): Token[] {
  const out: Token[] = [];
  const window = text.slice(from, from + limit);
  const WORD = /\S+/g;
  for (let m = WORD.exec(window); m && out.length < 24; m = WORD.exec(window)) {
    let raw = m[0];
    let at = from + m.index;
    const lead = /^[(["\u201c\u2018]+/.exec(raw)?.[0] ?? '';
    const prev = out[out.length - 1];
    if (lead && prev && !prev.stop) prev.stop = '(';
    raw = raw.slice(lead.length);
    at += lead.length;
    const tail = /[,;:)\]"\u201d\u2019]+$/.exec(raw)?.[0] ?? '';
    let word = raw.slice(0, raw.length - tail.length);
    let stop = tail ? tail[0]! : '';
    if (word.endsWith('.') && !ABBREVIATED.test(word)) {
      word = word.slice(0, -1);
      stop = '.';
    }
    if (word === '') {
      if (prev && !prev.stop && stop) prev.stop = stop;
      continue;
    }
    out.push({ word, start: at, end: at + word.length, stop });
  }
  return out;
}

const isProper = (w: string): boolean => /^\p{Lu}/u.test(w) || /^\d+\p{L}/u.test(w);
// "the NFL's", and a plural's "the Israeli and Iranian governments'".
const possessive = (w: string): boolean => /['’]s$|s'$/.test(w);
const bare = (w: string): string => w.replace(/['’]s$/, '').replace(/(?<=s)'$/, '');

/**
 * The names at `from`: each conjunct a proper name, "the" and "official" before it skipped.
 * Undefined where what follows is no name (the clause goes on past words no name ends with).
 */
function namesAt(text: string, from: number, proper: boolean): NamedSource[] {
  const tokens = tokensOf(text, from, 120);
  const out: NamedSource[] = [];
  let i = 0;
  // "the governments of the US, Greenland, and Denmark": the head, while its list goes on.
  let shared: string | undefined;
  let lastConjunct = false;
  for (;;) {
    while (i < tokens.length && /^(?:the|official|either|both)$/.test(tokens[i]!.word)) i++;
    const parsed = nameAt(tokens, i, proper);
    if (!parsed) return out;
    const { next } = parsed;
    let name = parsed.name;
    if (name) {
      const plural = PLURAL_HEAD.exec(name.name);
      if (plural) {
        shared = SINGULAR_HEADS[plural[1]!.toLowerCase()];
        name = { ...name, name: `${shared} of ${plural[2]!}` };
      } else if (shared !== undefined && isProper(name.name))
        name = { ...name, name: `${shared} of ${name.name}` };
      out.push(name);
    }
    // The list ends at its conjunction's conjunct ("…, and Denmark"): what follows a further
    // comma ("…, Reuters, or the BBC") is a source of its own.
    if (lastConjunct) shared = undefined;
    lastConjunct = false;
    i = next;
    const last = tokens[i - 1];
    const sep = tokens[i];
    if (last?.stop === ',' && tokens[i]?.word === 'specifically') {
      // ", specifically the National Electoral Commission": the body meant, not the one before.
      const meant = namesAt(text, tokens[i]!.end, proper);
      if (meant.length > 0) return [...out.slice(0, -1), ...meant];
      return out;
    }
    if (!sep || (last?.stop && last.stop !== ',')) return out;
    if (/^(?:or|and|and\/or)$/i.test(sep.word)) {
      i++;
      lastConjunct = true;
    } else if (last?.stop !== ',') return out;
  }
}

/** One proper name from token `i`, with the index after it; undefined where none starts there. */
function nameAt(
  tokens: readonly Token[],
  i: number,
  proper: boolean,
): { name?: NamedSource; next: number } | undefined {
  const first = tokens[i];
  if (!first) return undefined;
  let j = i;
  const words: Token[] = [];
  if (!isProper(first.word)) {
    // "the government of France": a body's head word, then "of" and a proper name.
    if (proper || !HEADS.has(first.word.toLowerCase()) || first.stop) return undefined;
    if (tokens[i + 1]?.word !== 'of') return undefined;
    j = i + 2;
    if (tokens[j]?.word === 'the') j++;
    if (!tokens[j] || !isProper(tokens[j]!.word)) return undefined;
    words.push(first, tokens[i + 1]!);
    if (tokens[i + 2]?.word === 'the') words.push(tokens[i + 2]!);
  }
  for (; j < tokens.length; j++) {
    const t = tokens[j]!;
    const lower = t.word.toLowerCase();
    const prev = words[words.length - 1];
    const open = prev !== undefined && !prev.stop;
    const properNext = (k: number) =>
      isProper(tokens[k]?.word ?? '') ||
      (tokens[k]?.word === 'the' && isProper(tokens[k + 1]?.word ?? ''));
    if (isProper(t.word) && (words.length === 0 || open)) words.push(t);
    // "French Ligue 1", "Formula 1": a number after a proper word. A number or a head word may
    // end the name in its possessive ("French Ligue 1's official site", "the Trump
    // administration's website"), as a proper word may.
    else if (open && /^\d{1,4}$/.test(bare(t.word))) words.push(t);
    else if (open && HEADS.has(bare(lower))) words.push(t);
    else if (open && CONNECTORS.has(lower) && !t.stop && properNext(j + 1)) words.push(t);
    // "the Israeli and Iranian governments": modifiers of one plural head.
    else if (open && lower === 'and' && !t.stop && pluralHeadAhead(tokens, j + 1)) words.push(t);
    else break;
    if (t.stop) {
      j++;
      break;
    }
  }
  if (words.length === 0) return undefined;
  let end = j;
  const lastWord = words[words.length - 1]!;
  // What follows the name: its clause's end, a conjunction, or what it publishes (left out).
  const after = tokens[end];
  if (!lastWord.stop && after) {
    const a = after.word.toLowerCase();
    const published = publication(tokens, end);
    if (published > 0) end += published;
    else if (!FOLLOWERS.has(a)) return { next: end };
  } else if (!lastWord.stop && possessive(lastWord.word)) return { next: end };
  const written = words
    .map((w) => w.word)
    .join(' ')
    .trim();
  // "… from Serie A.": one capital's period ends the sentence, not the name.
  const name = bare(written).replace(/(?<=\s\p{Lu})\.$/u, '');
  if (!namesABody(name)) return { next: end };
  const start = words[0]!.start;
  return { name: { name, start, end: start + name.length }, next: end };
}

/**
 * How many words after a name say what of it is read ("website", "official video feed"): up to
 * two lower-case words before a word of PUBLISHES, none where they end in no such word.
 */
function publication(tokens: readonly Token[], at: number): number {
  for (let k = at; k < Math.min(tokens.length, at + 3); k++) {
    const t = tokens[k]!;
    if (isProper(t.word)) return 0;
    if (PUBLISHES.has(t.word.toLowerCase())) return k - at + 1;
    if (t.stop) return 0;
  }
  return 0;
}

/** Words that may follow a name in its clause. */
const FOLLOWERS = new Set([
  'or',
  'and',
  'and/or',
  'however',
  'with',
  'as',
  'but',
  'if',
  'which',
  'who',
  'to',
  'in',
  'on',
  'at',
  'for',
  'will',
  'may',
  'is',
  'are',
  'confirming',
  'stating',
]);

/**
 * A plural head before a list ("the governments of the US, Greenland, and Denmark", "the parties
 * of A and B"): each name of the list is one body, the head in the singular before it.
 */
const PLURAL_HEAD = /^(governments|parties) of (.+)$/i;
const SINGULAR_HEADS: Readonly<Record<string, string>> = {
  governments: 'government',
  parties: 'party',
};

/** A plural head within the next words ("Iranian governments"), before the clause ends. */
function pluralHeadAhead(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < Math.min(tokens.length, from + 4); k++) {
    const w = bare(tokens[k]!.word.toLowerCase());
    if (w === 'governments' || w === 'parties') return true;
    if (!isProper(tokens[k]!.word) || tokens[k]!.stop) return false;
  }
  return false;
}

/**
 * Whether words name a body or a site: a proper word of two letters or more that is not only
 * initials ("U.S."), not a vote ("the Democratic Primary"), not a venue, and not Kalshi's defined
 * term "Source Agency" (the series' settlement sources say which agencies those are).
 */
function namesABody(name: string): boolean {
  if (!/\p{L}{2}/u.test(name.replace(/(?:\p{Lu}\.)+/gu, ''))) return false;
  if (VOTES.test(name) || COMPETITIONS.test(name) || DATE.test(name) || STATISTICS.test(name))
    return false;
  return !/^(?:the )?(?:kalshi|polymarket|source agenc(?:y|ies))$/i.test(name);
}

/** The proper name right before `at` ("The New York Times" of "… as a secondary source"). */
function nameBefore(text: string, at: number): NamedSource | undefined {
  const from = Math.max(0, at - 80);
  const window = text.slice(from, at);
  const m =
    /(?:^|[\s,(])((?:The |the )?(?:[\p{Lu}\d][^\s,;:()]*\s(?:(?:of|for|de|&) )?){0,5}[\p{Lu}\d][^\s,;:()]*)$/u.exec(
      window,
    );
  if (!m) return undefined;
  const name = bare(m[1]!.replace(/^the /, ''));
  if (!/\p{L}{2}/u.test(name) || VOTES.test(name) || COMPETITIONS.test(name)) return undefined;
  const start = from + m.index + m[0].length - m[1]!.length;
  return { name, start, end: start + name.length };
}

/** Every source a sentence names in words, by the frames above. */
export function sourcePhrases(text: string): NamedSource[] {
  const out: NamedSource[] = [];
  for (const frame of LEADING_FRAMES) {
    frame.re.lastIndex = 0;
    for (let m = frame.re.exec(text); m && out.length < 16; m = frame.re.exec(text))
      out.push(...namesAt(text, m.index + m[0].length, frame.proper));
  }
  TRAILING_FRAME.lastIndex = 0;
  for (let m = TRAILING_FRAME.exec(text); m && out.length < 16; m = TRAILING_FRAME.exec(text)) {
    const name = nameBefore(text, m.index);
    if (name) out.push(name);
  }
  return out;
}
