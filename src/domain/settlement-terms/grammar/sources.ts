// The settlement source of a market (docs/decisions.md, "Settlement terms: one grammar"): what the
// venue names as data first (Kalshi settlement_sources, Polymarket resolutionSource), then the
// sources the rules name in a sentence that says where the result is read ("The resolution source
// will be …", "according to …", "as reported by …"), each normalised by source-names.ts or kept
// by its web host. A source the rules mention in passing ("You can read more here: …") or name
// only as a guide ("checking a source like Google … may help guide your decision") is not one.
import type { Span } from '../settlement-terms';
import type { ReferenceData } from '../reference-data';
import type { VenueFacts, VenueText } from '../term-inputs';
import { SOURCE_NAMES, SOURCE_ROLES } from './source-names';
import { sourcePhrases } from './source-phrases';
import { sentenceSpan, type Sentence } from './sentences';

export interface SourceReading {
  names: string[];
  spans: Span[];
}

// An address with its scheme; a bare host on a common top-level domain (with a subdomain or two:
// "top10.netflix.com", whose "top10.net" is no host), or written with "www.", or a government's
// host of a country ("portal.jne.gob.pe", "www.cik.bg").
const URL =
  /\bhttps?:\/\/[^\s)"'<>\]\u201d]{1,300}|\b(?:www\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,3}|(?:[a-z0-9-]{1,63}\.){0,2}[a-z0-9-]{1,63}\.(?:gov|gob|gouv|govt)\.[a-z]{2}|(?:www\.)?(?:[a-z0-9-]{1,63}\.){1,3}(?:com|org|gov|net|int|ca|fr|tv|io|link)(?![a-z0-9-]))(?:\/[^\s)"'<>\]\u201d]{0,300})?/gi;

/** A sentence that says where the result is read, lower case. */
const SOURCE_CUES = [
  'resolution source',
  'source for this market',
  'source of this market',
  'according to',
  'as reported by',
  'reported by',
  'published by',
  'as published',
  'official information from',
  'information from',
  'data from',
  'as shown',
  'displayed here',
  'as listed',
  'sources:',
  'based on',
  'based off',
  'secondary source',
  'primary source',
  'confirmed by',
  'acknowledged by',
  'certified by',
  'as called by',
  'official announcement',
  'official information',
  'official statement',
  'official confirmation',
  // "… determined by the official statistics of the NFL", "Results of this market will be decided
  // by official scores available on https://www.nba.com/": a body's record of the result.
  'official statistics',
  'official stats',
  'official box score',
  'official score',
];

/**
 * "The GDP release will be made available here: https://www.stats.gov.cn/…", "The report will be
 * published at https://www.bls.gov/…": where the release, report or data the market resolves on
 * is published. Only with one of those nouns right before the verb, so that "The release schedule
 * will be available here: …" (the dates of a release, not the release) or "Live updates will be
 * posted here" names none. Fixed words with one run of spaces between each: linear.
 */
const PUBLISHED_AT =
  /\b(?:release|report|data|results|figures|statistics|publication)\s+(?:will\s+be|is|are)\s+(?:made\s+)?(?:available|published|posted)\s+(?:here|at|on)\b/i;

const GUIDE_ONLY = [
  'may help guide',
  'for reference only',
  'read more',
  // "Live updates, as shown on …, are for information only": a page to follow, not the result.
  'for information only',
  'for informational purposes',
  'for illustration only',
];
/**
 * "More information from ESPN about the game can be found …": a pointer to reading, not where the
 * result is read, unless the sentence also states the resolution source.
 */
const POINTER_ONLY = ['more information', 'further information', 'more details'];

/**
 * "If that website is unavailable, this market will resolve according to Reuters", "Should the
 * resolution source be unavailable …", "However, if hltv.org has not published final results …":
 * the sources such a sentence names are read only in the case that the first one fails. They are
 * fallbacks: kept beside a source the rules name, never read as the source alone. Fixed words in
 * one sentence: linear.
 */
const FALLBACK =
  /^\s*(?:however,?\s+)?(?:if|should|in the event|in case|where|when)\b[^.]{0,240}\b(?:unavailable|not (?:be )?available|inaccessible|has not published|have not published|does not publish|do not publish|fails? to publish|cannot be (?:accessed|reached|determined)|no longer (?:available|published))\b/i;

/**
 * "The resolution source will be the official NFL website; ESPN (…) may be used if the official
 * website is unavailable", "…, but Reuters will be used should the release not be available": a
 * clause after a semicolon, a dash or a comma with "but", "however", "and" or "or" that names a
 * source for when another is unavailable (a condition of unavailability, after a verb of use or
 * opening the clause). Its offset in the sentence; undefined where no clause is one. Each test
 * is one alternation of fixed words over at most 400 characters: linear (docs/decisions.md,
 * "Settlement terms: a source written by its address, its name or its official site, and the
 * venue's own address").
 */
const CLAUSE_BREAK = /;|,\s+(?:but|however|and|or)\b|\s[\u2013\u2014-]\s/g;
const USED =
  /\b(?:may|will|can|could|shall|should|would)\s+(?:also\s+|instead\s+|then\s+)?be\s+(?:used|consulted|relied\s+(?:up)?on)\b/i;
const CONDITION = /\b(?:if|should|in the event|in case|when|where|until)\b/i;
const OPENS_WITH_CONDITION =
  /^[;,\s\u2013\u2014-]{1,4}(?:(?:but|however|and|or),?\s{1,3})?(?:if|should|in the event|in case|where|when)\b/i;
const UNAVAILABLE =
  /\b(?:unavailable|not (?:be )?available|inaccessible|(?:has|have) not (?:yet )?published|(?:does|do) not publish|fails? to publish|cannot be (?:accessed|reached|determined)|no longer (?:available|published))\b/i;

function fallbackClause(text: string): number | undefined {
  CLAUSE_BREAK.lastIndex = 0;
  let n = 0;
  for (let m = CLAUSE_BREAK.exec(text); m && n < 8; m = CLAUSE_BREAK.exec(text), n++) {
    const clause = text.slice(m.index, m.index + 400);
    const cond = CONDITION.exec(clause);
    if (!cond || !UNAVAILABLE.test(clause.slice(cond.index))) continue;
    if (OPENS_WITH_CONDITION.test(clause) || USED.test(clause)) return m.index;
  }
  return undefined;
}

/**
 * Hosts that publish many sources, each under a path of its own ("google.com/finance/quote/…",
 * "x.com/<account>/status/…"): a source there is the host with its first path segment, so that
 * Google Finance and Google Search, or two accounts on X, are not one source. A reading keeps the
 * host as a prefix, so a source named by the bare host still names it.
 */
const PORTAL_HOSTS = [
  'google.com',
  'yahoo.com',
  'x.com',
  'twitter.com',
  'youtube.com',
  'truthsocial.com',
  'github.com',
  'reddit.com',
];

/** The source name of an address: its table name, else its site (the host without "www."). */
export function sourceOfUrl(url: string): string | undefined {
  const parts = /^(?:https?:\/\/)?([^/?#\s]+)(\/[^?#\s]*)?/i.exec(withoutClosingPunctuation(url));
  const host = parts?.[1]?.toLowerCase();
  if (!host) return undefined;
  const plain = host.replace(/^www\./, '');
  const segment = /^\/([^/]{1,100})/.exec(parts?.[2] ?? '')?.[1]?.toLowerCase();
  const portal = PORTAL_HOSTS.includes(plain);
  const site = portal && segment ? `${plain}/${segment}` : plain;
  const known = SOURCE_NAMES.find((s) =>
    s.hosts.some((h) => site === h || plain === h || (!portal && plain.endsWith(`.${h}`))),
  );
  return known?.name ?? site;
}

/**
 * An address as a sentence ends it ("... available here: https://xtracker.polymarket.com."): the
 * full stop, comma or colon after it closes the sentence, not the host or the path, so the same
 * site read from two texts is one source.
 */
function withoutClosingPunctuation(url: string): string {
  let end = url.trimEnd().length;
  while (end > 0 && '.,;:!?'.includes(url[end - 1]!)) end--;
  return url.slice(0, end).trim();
}

/** Named sources in a text: table phrases (whole words) and addresses. */
function namesIn(text: string): { name: string; start: number; end: number }[] {
  // "FOMC’s statement" is "FOMC's statement": one character for one, so offsets hold.
  const lower = text.toLowerCase().replace(/\u2019/g, "'");
  const out: { name: string; start: number; end: number }[] = [];
  for (const s of SOURCE_NAMES)
    for (const phrase of s.phrases) {
      const at = wholeWord(lower, phrase);
      if (at >= 0) {
        out.push({ name: s.name, start: at, end: at + phrase.length });
        break;
      }
    }
  URL.lastIndex = 0;
  for (let m = URL.exec(text); m; m = URL.exec(text)) {
    if (partOfAName(text, m[0], m.index)) continue;
    if (VENUE_HOME.test(withoutClosingPunctuation(m[0]))) continue;
    const name = sourceOfUrl(m[0]);
    if (name) out.push({ name, start: m.index, end: m.index + m[0].length });
    if (out.length > 32) break;
  }
  // "the Women's National Basketball Association" holds "National Basketball Association": a name
  // within a longer one is the longer one's words, not a second source.
  return out.filter(
    (h) =>
      !out.some(
        (o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start,
      ),
  );
}

/**
 * "the event held at Crypto.com Arena", "Booking.com Stadium": a host written as a proper word
 * (a capital first, no scheme, no "www.", no page) and followed by another proper word is a part
 * of a name, a venue's or a company's, not an address the rules point to.
 */
function partOfAName(text: string, hit: string, at: number): boolean {
  if (!/^\p{Lu}[^/]*$/u.test(hit)) return false;
  return /^ \p{Lu}\p{Ll}/u.test(text.slice(at + hit.length, at + hit.length + 3));
}

function wholeWord(lower: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = lower.indexOf(phrase, from);
    if (at < 0) return -1;
    const before = at === 0 ? ' ' : lower[at - 1]!;
    const after = lower[at + phrase.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return at;
    from = at + 1;
  }
}

/**
 * "Other markets of this event resolve according to Reuters", "The remaining markets are settled
 * based on …": a sentence about the event's other markets names their source, not this market's,
 * unless it also speaks of this market ("This market, like the other markets of the event, …").
 * Fixed words: linear.
 */
const OTHER_MARKETS = /\b(?:other|another|remaining|different|sibling) (?:[a-z]+ )?markets?\b/i;
const THIS_MARKET = /\bth(?:is|e present) market\b/i;

function aboutOtherMarkets(text: string): boolean {
  return OTHER_MARKETS.test(text) && !THIS_MARKET.test(text);
}

/**
 * "According to earlier reporting by Reuters, the talks have stalled", "The ministry has denied
 * the claims, as reported by the BBC": a sentence that cites a publisher for the story told
 * around the market states no condition and no resolution. It has no word of obligation or
 * condition (will, shall, must, only, if …), no word of resolving (resolve, settle, market,
 * result, official, winner, figure, data, price …), none of a source's use (used, consulted,
 * relied on, suffices) and no comparison (above, less than, exceed …): its publisher is
 * background, not the source. A hedge states nothing either: "According to Reuters, the talks
 * could resume" and "… Reuters may also publish its own estimate" tell what might happen, and a
 * modal of possibility (may, might, could, would, should, can) is no condition; "Reuters may also
 * be used" keeps its source by its verb of use. One alternation of fixed words: linear.
 */
const STATES_TERMS =
  /\b(?:will|shall|must|only|if|unless|us(?:e|es|ed|ing)|consult\w*|rel(?:y|ies|ied)|suffic\w*|when|once|whether|resolv\w*|resolution|settle\w*|markets?|determin\w*|results?|outcomes?|official\w*|winners?|wins?|won|counts?|counted|qualif\w*|figures?|values?|data|rank\w*|based|prices?|close|closing|final|scores?|sources?|index|rate|levels?|readings?|above|below|over|under|less|more|greater|fewer|higher|lower|exceed\w*|reach\w*|between|at least|at most|percent|change)\b|%|\$/i;

function backgroundOnly(text: string): boolean {
  return !STATES_TERMS.test(text);
}

/**
 * "This market will resolve based on the next earnings announcement of Coinbase currently
 * projected to take place on February 19, 2026 …": what the market resolves on is an event that
 * takes place, not a publication, and a name within those words is whose event it is (the
 * company whose call is heard), not who publishes the result. Names there are no sources; a
 * source the sentence states by a frame of its own after them (", as reported by Reuters") is.
 * One bounded run between fixed words: linear.
 */
const EVENT_BASIS = /\bbased (?:on|off)\b[^.;]{0,160}?\b(?:takes?|taking) place\b/i;

function outsideEventBasis<T extends { start: number; end: number }>(text: string, hits: T[]): T[] {
  const m = EVENT_BASIS.exec(text);
  if (!m) return hits;
  const end = m.index + m[0].length;
  return hits.filter((h) => h.end <= m.index || h.start >= end);
}

/** The venue's sources as data, then its source fields, then the rules' source sentences. */
export function readSources(
  facts: VenueFacts,
  sourceFields: readonly VenueText[],
  rules: readonly Sentence[],
  measured: readonly Sentence[] = [],
): SourceReading {
  const names = new Set<string>();
  const spans: Span[] = [];
  const asides = new Set<string>();
  const asideSpans: Span[] = [];
  const fallbacks = new Set<string>();
  const fallbackSpans: Span[] = [];
  for (const s of facts.settlementSources ?? []) {
    const name = s.url && !VENUE_HOME.test(s.url.trim()) ? sourceOfUrl(s.url) : undefined;
    const n = name ?? dataName(s.name);
    if (n) names.add(n);
  }
  for (const f of sourceFields)
    for (const hit of namesIn(f.text)) {
      names.add(hit.name);
      spans.push({
        field: f.field,
        start: hit.start,
        end: hit.end,
        text: f.text.slice(hit.start, hit.end),
      });
    }
  for (const [k, s] of rules.entries()) {
    const lower = s.text.toLowerCase();
    // The condition names what is measured, often with its source ("CF Benchmarks' … Index").
    if (
      !measured.includes(s) &&
      !SOURCE_CUES.some((c) => lower.includes(c)) &&
      !PUBLISHED_AT.test(s.text)
    )
      continue;
    if (GUIDE_ONLY.some((c) => lower.includes(c))) continue;
    if (!measured.includes(s) && (aboutOtherMarkets(s.text) || backgroundOnly(s.text))) continue;
    if (POINTER_ONLY.some((c) => lower.includes(c)) && !lower.includes('resolution source'))
      continue;
    // "…the official NFL website; ESPN may be used if it is unavailable": the clause of a
    // fallback names fallbacks, and the rest of the sentence the source.
    const cut = fallbackClause(s.text);
    const main = cut === undefined ? s.text : s.text.slice(0, cut);
    if (cut !== undefined) {
      const clause = s.text.slice(cut);
      const listed = namesIn(clause);
      const named_ = listed.length > 0 ? listed : sourcePhrases(clause).map(named);
      for (const hit of withoutDisowned(clause, named_)) fallbacks.add(hit.name);
      if (named_.length > 0) fallbackSpans.push(sentenceSpan(s));
    }
    const hits = withoutDisowned(main, outsideEventBasis(main, namesIn(main)));
    const sentences = [s];
    // "The resolution source … is the FOMC's statement after its meetings:" and its address on
    // the next line: a sentence that ends with a colon names what follows it.
    const next = rules[k + 1];
    if (hits.length === 0 && s.text.endsWith(':') && next && next.field === s.field) {
      const listed = namesIn(next.text);
      if (listed.length > 0) {
        hits.push(...listed);
        sentences.push(next);
      }
    }
    const fallback = FALLBACK.test(s.text);
    if (hits.length === 0) {
      // A publisher named in words is ruled out as one named by its address is.
      const phrases = withoutDisowned(
        main,
        outsideEventBasis(main, sourcePhrases(main).map(named)),
      );
      if (fallback) hits.push(...phrases);
      // Who acknowledges what a definition counts ("… officially acknowledged by the Israeli
      // government or a consensus of credible reporting") is not the source where a sentence
      // states the resolution source itself.
      else if (phrases.length > 0 && !lower.includes('resolution source')) {
        for (const hit of phrases) asides.add(hit.name);
        asideSpans.push(sentenceSpan(s));
        continue;
      } else hits.push(...phrases);
    }
    if (hits.length === 0) continue;
    if (fallback) {
      for (const hit of hits) fallbacks.add(hit.name);
      fallbackSpans.push(...sentences.map(sentenceSpan));
      continue;
    }
    for (const hit of hits) names.add(hit.name);
    spans.push(...sentences.map(sentenceSpan));
  }
  if (names.size > 0) {
    for (const name of fallbacks) names.add(name);
    spans.push(...fallbackSpans);
  }
  if (names.size > 0 || !rules.some((r) => STATED_CONSENSUS.test(r.text))) {
    for (const name of asides) names.add(name);
    spans.push(...asideSpans);
  }
  return { names: [...names].sort(), spans };
}

/**
 * "ESPN will not be used as a resolution source", "(https://www.coingecko.com is not a source)",
 * "Data from Reuters is not included": the rules name a source to say it does not settle the
 * market. A name before such words, from
 * the sentence's start or its last semicolon or parenthesis, is left out; a sentence that disowns "other sources" ("… according to Binance BTC/USDT, not
 * according to other sources") names none before them in its clause, and keeps its source.
 */
const DISOWNED =
  /\b(?:(?:will|shall|would|should) not be (?:used|considered|accepted|included|counted)|(?:is|are) not (?:an? |the )?(?:valid |official |resolution |primary )?sources?|(?:is|are) not (?:included|counted|considered)|(?:is|are|will be) excluded|(?:does|do|will) not (?:count|qualify))\b/gi;

/**
 * "… will qualify, regardless of reports from U.S. State agencies", "… as stated above, not
 * including data from Reuters": the names after such words, to the clause's next comma or
 * semicolon, are ruled out, not named as sources.
 */
const EXCLUDING = /\b(?:regardless of|irrespective of|not including|excluding|except for)\b/gi;

function withoutDisowned<T extends { start: number; end: number }>(text: string, hits: T[]): T[] {
  if (hits.length === 0) return hits;
  const dropped: [number, number][] = [];
  DISOWNED.lastIndex = 0;
  for (let m = DISOWNED.exec(text); m && dropped.length < 8; m = DISOWNED.exec(text)) {
    const before = text.slice(0, m.index);
    // A parenthesis opens the clause only while it is open ("Data from Reuters (reuters.com) is
    // not included": the clause is the whole of it, not the address alone).
    const open = before.lastIndexOf('(');
    const paren = open > before.lastIndexOf(')') ? open : -1;
    const clause = Math.max(before.lastIndexOf(';'), paren);
    dropped.push([clause + 1, m.index]);
  }
  EXCLUDING.lastIndex = 0;
  for (let m = EXCLUDING.exec(text); m && dropped.length < 16; m = EXCLUDING.exec(text)) {
    const from = m.index + m[0].length;
    const ends = [text.indexOf(',', from), text.indexOf(';', from)].filter((i) => i >= 0);
    dropped.push([from, ends.length > 0 ? Math.min(...ends) : text.length]);
  }
  return hits.filter((h) => !dropped.some(([from, to]) => h.start >= from && h.end <= to));
}

/**
 * A venue's own home page, which Kalshi's series give as the address of a source it has none for
 * ("MarketWatch", "Bloomberg Terminal", "central bank" with https://kalshi.com/): it names no
 * publisher; the source is the name beside it, where that names a body (dataName; docs/decisions.md,
 * "Settlement terms: a source written by its address, its name or its official site, and the
 * venue's own address").
 */
const VENUE_HOME = /^(?:https?:\/\/)?(?:www\.)?(?:kalshi|polymarket)\.com\/?$/i;

/**
 * A source the venue's data names without an address of its own: by the sources table's name, or
 * as written where it names a body. A name with no capital ("central bank", "in hierarchical
 * order", "official government sources of ") or one of the venue's defined terms for a role
 * (SOURCE_ROLES: "the Governing League", whose body is the address beside it) names none.
 */
function dataName(text: string): string | undefined {
  const name = tableName(text);
  if (name === undefined || SOURCE_NAMES.some((s) => s.name === name)) return name;
  if (!/\p{Lu}/u.test(name) || SOURCE_ROLES.includes(name.toLowerCase())) return undefined;
  return name;
}

function tableName(text: string): string | undefined {
  const lower = text.toLowerCase().trim();
  if (!lower) return undefined;
  return (
    SOURCE_NAMES.find((s) => s.name.toLowerCase() === lower || s.phrases.includes(lower))?.name ??
    text.trim()
  );
}

/** A name the grammar read in words, by the sources table's name where it lists the name. */
function named(hit: { name: string; start: number; end: number }): {
  name: string;
  start: number;
  end: number;
} {
  const plain = hit.name.replace(/^the /i, '').toLowerCase();
  const known = SOURCE_NAMES.find(
    (s) => s.name.toLowerCase() === plain || s.phrases.includes(plain),
  );
  return known ? { ...hit, name: known.name } : hit;
}

/**
 * "The resolution source will be a consensus of credible reporting", "This market will resolve
 * based on the results …, as indicated by a consensus of credible reporting", "… is confirmed by a
 * preponderance of credible reporting": the rules rest the result on a consensus of reporting, so
 * that no one named source settles the market. A consensus the rules allow beside another source
 * ("… however a consensus of credible reporting may also be used", "… and/or a consensus …") is
 * not what the result rests on: the other source is, named or not. The sentence's span when a
 * rules sentence says so (read only where no source is named).
 */
/** "The resolution source for this market will be a consensus of credible reporting." */
const STATED_CONSENSUS =
  /\bresolution source (?:for this market )?(?:will be|is) (?:a )?(?:clear |definitive |wide |overwhelming )?consensus of credible (?:media |public |news )?reporting\b/i;
const CONSENSUS_BASIS =
  /\b(?:resolution source (?:for this market )?(?:will be|is)|based (?:on|off)|(?:indicated|reported|confirmed) (?:by|through))\s+(?:a |the )?(?:clear |definitive |wide |overwhelming |general )?(?:consensus|preponderance) of credible (?:media |public |news )?report(?:ing|s)\b/i;
const BESIDE_ANOTHER =
  /\b(?:also|suffice|however|may be considered)\b|\b(?:and\/or|or) (?:an? )?(?:[a-z]+ ){0,2}(?:consensus|preponderance) of credible/i;

export function consensusOnly(rules: readonly Sentence[]): Span | undefined {
  const s = rules.find((r) => CONSENSUS_BASIS.test(r.text) && !BESIDE_ANOTHER.test(r.text));
  return s ? sentenceSpan(s) : undefined;
}

/**
 * "The primary resolution source will be official court records, however a consensus of credible
 * reporting will also be used": the source the result rests on is stated in words that name no
 * body and no site (lower-case words only: no proper name, no address; a vote they come from, "the
 * first announcement of the results from the Democratic Primary", is no body, as the names of
 * votes name none in grammar/source-phrases.ts), and the only other source is a consensus of
 * reporting, so the rules name no source at all, as a consensus alone names none
 * (labels/README.md). Any other capital ("official information from the U.S. government", "…
 * from the Texas Republican Party") may name one and is not read here; nor is a recording of the event ("the video of …"), which the labels do
 * not settle (docs/decisions.md, "mentions by their structure"). Case-sensitive on purpose: the
 * lower case is the test. The words are at most 100 characters, one lazy run before a fixed word.
 */
const UNNAMED_BESIDE_CONSENSUS =
  /\bresolution source (?:for this market )?(?:will be|is) ([a-z][a-z ]{0,100}?)(?: (?:of|from|in) the (?:[A-Z][A-Za-z'’-]{0,30} ){1,6}(?:Primary|Primaries|Election|Elections|Caucus|Caucuses|Runoff|Referendum))?[,;]? (?:however|but),? (?:an? |the )?(?:clear |definitive |wide |overwhelming |general )?consensus of credible (?:media |public |news )?reporting\b/;
const RECORDING =
  /\b(?:video|videos|image|images|audio|footage|recording|recordings|broadcast|stream|livestream)\b/;

export function unnamedBesideConsensus(rules: readonly Sentence[]): Span | undefined {
  const s = rules.find((r) => {
    const m = UNNAMED_BESIDE_CONSENSUS.exec(r.text);
    return m !== null && !RECORDING.test(m[1]!);
  });
  return s ? sentenceSpan(s) : undefined;
}

/**
 * The resolution source Gamma names for the sport of a market whose rules and `resolutionSource`
 * name none: `GET /sports` lists each league with "the official resolution source for the sport"
 * (`resolution`) and the series of its events, and the event names its series. Only where exactly
 * one source is listed for the event's series: a series no league lists, or leagues with
 * different sources, name none.
 */
export function sportSource(
  seriesIds: readonly string[],
  reference: ReferenceData,
): string | undefined {
  if (seriesIds.length === 0) return undefined;
  const names = new Set(
    (reference.leagues ?? [])
      .filter((l) => l.venue === 'polymarket' && l.seriesId !== undefined)
      .filter(
        (l) => seriesIds.includes(l.seriesId!) && /^https?:\/\//i.test(l.resolutionSource ?? ''),
      )
      .map((l) => sourceOfUrl(l.resolutionSource!)),
  );
  names.delete(undefined);
  const [only] = names;
  return names.size === 1 ? only : undefined;
}
