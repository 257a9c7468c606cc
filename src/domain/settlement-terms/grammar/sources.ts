// The settlement source of a market (docs/decisions.md, "Settlement terms: one grammar"): what the
// venue names as data first (Kalshi settlement_sources, Polymarket resolutionSource), then the
// sources the rules name in a sentence that says where the result is read ("The resolution source
// will be …", "according to …", "as reported by …"), each normalised by source-names.ts or kept
// by its web host. A source the rules mention in passing ("You can read more here: …") or name
// only as a guide ("checking a source like Google … may help guide your decision") is not one.
import type { Span } from '../settlement-terms';
import type { VenueFacts, VenueText } from '../term-inputs';
import { SOURCE_NAMES } from './source-names';
import { sentenceSpan, type Sentence } from './sentences';

export interface SourceReading {
  names: string[];
  spans: Span[];
}

const URL =
  /\bhttps?:\/\/[^\s)"'<>\]\u201d]{1,300}|\b(?:www\.)?[a-z0-9-]{1,63}\.(?:com|org|gov|net|int|ca|fr|tv|io|link)(?:\/[^\s)"'<>\]\u201d]{0,300})?/gi;

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
];

const GUIDE_ONLY = ['may help guide', 'for reference only', 'read more'];

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
  const parts = /^(?:https?:\/\/)?([^/?#\s]+)(\/[^?#\s]*)?/i.exec(url.trim());
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

/** Named sources in a text: table phrases (whole words) and addresses. */
function namesIn(text: string): { name: string; start: number; end: number }[] {
  const lower = text.toLowerCase();
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
    const name = sourceOfUrl(m[0]);
    if (name) out.push({ name, start: m.index, end: m.index + m[0].length });
    if (out.length > 32) break;
  }
  return out;
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

/** The venue's sources as data, then its source fields, then the rules' source sentences. */
export function readSources(
  facts: VenueFacts,
  sourceFields: readonly VenueText[],
  rules: readonly Sentence[],
  measured: readonly Sentence[] = [],
): SourceReading {
  const names = new Set<string>();
  const spans: Span[] = [];
  for (const s of facts.settlementSources ?? []) {
    const name = s.url ? sourceOfUrl(s.url) : undefined;
    const n = name ?? tableName(s.name);
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
  for (const s of rules) {
    const lower = s.text.toLowerCase();
    // The condition names what is measured, often with its source ("CF Benchmarks' … Index").
    if (!measured.includes(s) && !SOURCE_CUES.some((c) => lower.includes(c))) continue;
    if (GUIDE_ONLY.some((c) => lower.includes(c))) continue;
    const hits = namesIn(s.text);
    if (hits.length === 0 && /\bresolution source\b/i.test(s.text))
      hits.push(...namedAfterCue(s.text));
    if (hits.length === 0) continue;
    for (const hit of hits) names.add(hit.name);
    spans.push(sentenceSpan(s));
  }
  return { names: [...names].sort(), spans };
}

function tableName(text: string): string | undefined {
  const lower = text.toLowerCase().trim();
  if (!lower) return undefined;
  return (
    SOURCE_NAMES.find((s) => s.name.toLowerCase() === lower || s.phrases.includes(lower))?.name ??
    text.trim()
  );
}

/** A body named by what it is of: "government of France", "official website of Apple". */
const OF_A_NAME = /^[a-z][a-z ]{0,40}\bof (?:the )?[A-Z]/;

/**
 * Cues after which a sentence names its source in words: "official information from Rockstar
 * Games", "a consensus of official Republican Party sources".
 */
const NAMING_CUES = [
  'official information from ',
  'information from ',
  'published by ',
  // "a consensus of official Democratic Party sources": the body whose sources they are.
  'consensus of official ',
];

/**
 * Cues after which only a proper name names the source: "The resolution source for this market
 * will be FIFA." names FIFA, "… will be the official broadcast of the final episode …" names no
 * body, "… will be a consensus of credible reporting" none either (consensusOnly).
 */
const PROPER_NAME_CUES = [
  'resolution source for this market will be ',
  'resolution source will be ',
];

/**
 * A source named in words no table knows, in a sentence about the resolution source, kept as
 * written: the words right after a naming cue up to a comma, a bracket, "or", "and" or "however"
 * ("official information from the Turkish government and NATO" is "Turkish government"). Words
 * that neither start with a capital nor say whose they are ("government of France") name no
 * source ("according to the rules").
 */
function namedAfterCue(text: string): { name: string; start: number; end: number }[] {
  const lower = text.toLowerCase();
  for (const cue of [...NAMING_CUES, ...PROPER_NAME_CUES]) {
    const properOnly = PROPER_NAME_CUES.includes(cue);
    const at = lower.indexOf(cue);
    if (at < 0) continue;
    let start = at + cue.length;
    if (lower.startsWith('the ', start)) start += 4;
    const window = lower.slice(start, start + 60);
    const stops = [',', ';', '(', ' or ', ' and ', ' and/', ' however', ' sources'].map((w) =>
      window.indexOf(w),
    );
    const stop = Math.min(...stops.filter((x) => x >= 0), window.length);
    const name = text.slice(start, start + stop).replace(/[.\s]+$/, '');
    if (name.length >= 2 && (/^[A-Z]/.test(name) || (!properOnly && OF_A_NAME.test(name))))
      return [{ name, start, end: start + name.length }];
  }
  return [];
}

/**
 * "The resolution source will be a consensus of credible reporting": the rules say that no one
 * named source settles the market. The sentence's span when a rules sentence says so.
 */
const CONSENSUS_ONLY =
  /\bresolution source (?:for this market )?(?:will be|is) (?:a )?(?:clear |definitive )?consensus of credible (?:media |public )?reporting\b/i;

export function consensusOnly(rules: readonly Sentence[]): Span | undefined {
  const s = rules.find((r) => CONSENSUS_ONLY.test(r.text));
  return s ? sentenceSpan(s) : undefined;
}
