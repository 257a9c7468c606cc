// A market's memberships of cross-venue families (docs/decisions.md, "Cross-venue families"): the
// families it is in, its payouts under each family's version and the sentence of its settlement
// summary that says where YES pays. `adapt` writes them into the markets it builds
// (apply-cross-venue-families.ts); `sync` keeps them through every re-adapted page and sets them
// once a pass has landed (src/sync/cross-venue-sync.ts). One function turns memberships into family
// IDs, payouts and summary for both, so a market synced and the same market adapted read alike.
// Pure.
import type { MarketRecord, PayoutTable } from '../../../domain/records';
import { formatFamilyVersion, parseFamilyVersion } from '../../../domain/payout-key';
import type { CrossVenueFamily } from './partition-family';

export interface Membership {
  familyId: string;
  version: string;
  /** What YES and NO pay in each scenario of that version. */
  yes: Record<string, string>;
  no: Record<string, string>;
}

/** The family IDs crossVenueFamilyId (catalog-ids.ts) makes. */
export function isCrossVenueFamily(familyId: string): boolean {
  return familyId.startsWith('fam-xv-');
}

/** The family version a payouts key names, when it is a cross-venue family's. */
function crossVenueKey(key: string): { familyId: string; version: string } | undefined {
  const at = key.lastIndexOf('@');
  if (at <= 0 || at === key.length - 1) return undefined;
  const { familyId, version } = parseFamilyVersion(key);
  return isCrossVenueFamily(familyId) ? { familyId, version } : undefined;
}

/** Each member's memberships, by `venue/venueMarketId`, in family ID order. */
export function membershipsByMarket(
  families: readonly CrossVenueFamily[],
): Map<string, Membership[]> {
  const byMarket = new Map<string, Membership[]>();
  const ordered = [...families].sort((a, b) => (a.family.familyId < b.family.familyId ? -1 : 1));
  for (const { family, members } of ordered) {
    const version = family.scenarioVersions[0]!.version;
    for (const m of members) {
      const key = `${m.venue}/${m.marketId}`;
      const membership = { familyId: family.familyId, version, yes: m.yes, no: m.no };
      byMarket.set(key, [...(byMarket.get(key) ?? []), membership]);
    }
  }
  return byMarket;
}

/** What memberships touch in a binary market (YES first), stored or in a draft alike. */
export interface MemberParts {
  familyIds: readonly string[];
  yes: PayoutTable;
  no: PayoutTable;
  summary: string;
}

/** The memberships a market carries: its cross-venue families with their payouts. */
export function membershipsOf(parts: MemberParts): Membership[] {
  const found: Membership[] = [];
  for (const [key, yes] of Object.entries(parts.yes)) {
    const at = crossVenueKey(key);
    if (!at || !parts.familyIds.includes(at.familyId)) continue;
    found.push({ ...at, yes, no: parts.no[key] ?? {} });
  }
  return found.sort((a, b) => (a.familyId < b.familyId ? -1 : 1));
}

/** The parts with `next` in place of the memberships they carry. */
export function withMemberships(parts: MemberParts, next: readonly Membership[]): MemberParts {
  let summary = parts.summary;
  for (const old of membershipsOf(parts)) {
    const sentence = ` ${payoutSentence(old.familyId, old.yes)}`;
    const at = summary.lastIndexOf(sentence);
    if (at >= 0) summary = summary.slice(0, at) + summary.slice(at + sentence.length);
  }
  const kept = (table: PayoutTable): PayoutTable =>
    Object.fromEntries(Object.entries(table).filter(([key]) => !crossVenueKey(key)));
  const yes = kept(parts.yes);
  const no = kept(parts.no);
  for (const m of next) {
    const key = formatFamilyVersion(m);
    yes[key] = m.yes;
    no[key] = m.no;
    summary = `${summary} ${payoutSentence(m.familyId, m.yes)}`;
  }
  return {
    familyIds: [
      ...parts.familyIds.filter((id) => !isCrossVenueFamily(id)),
      ...new Set(next.map((m) => m.familyId)),
    ],
    yes,
    no,
    summary,
  };
}

/** An event's family IDs with `crossVenue` in place of the cross-venue ones it lists (ID order). */
export function withEventFamilies(
  familyIds: readonly string[],
  crossVenue: Iterable<string>,
): string[] {
  return [...familyIds.filter((id) => !isCrossVenueFamily(id)), ...[...new Set(crossVenue)].sort()];
}

/** Where YES pays, as the summary of the venue-structure family says it (a settlement term). */
export function payoutSentence(familyId: string, yes: Record<string, string>): string {
  const paying = Object.entries(yes).filter(([, amount]) => amount !== '0');
  const full = paying.filter(([, amount]) => amount === '1').map(([s]) => s);
  const part = paying
    .filter(([, amount]) => amount !== '1')
    .map(([s, amount]) => `${amount} in ${s}`);
  return [
    `In cross-venue family ${familyId}, YES pays 1 in ${full.length > 0 ? full.join(', ') : 'no scenario'}`,
    ...part,
  ]
    .join('; ')
    .concat('; NO pays the rest of 1 in every scenario.');
}

/** What memberships touch of a stored market or of a market in an import draft. */
type MemberFields = Pick<MarketRecord, 'familyIds' | 'settlementSummary'> & {
  outcomes: readonly { payouts: PayoutTable }[];
};

/** A binary market's parts (stored or in a draft); undefined for any other. */
export function marketParts(m: MemberFields): MemberParts | undefined {
  if (m.outcomes.length !== 2) return undefined;
  return {
    familyIds: m.familyIds,
    yes: m.outcomes[0]!.payouts,
    no: m.outcomes[1]!.payouts,
    summary: m.settlementSummary,
  };
}

/** The market (stored or in a draft) with `parts` written in; `m` is left as it was. */
export function withMarketParts<M extends MemberFields & { outcomes: { payouts: PayoutTable }[] }>(
  m: M,
  parts: MemberParts,
): M {
  return {
    ...m,
    familyIds: [...parts.familyIds],
    settlementSummary: parts.summary,
    outcomes: m.outcomes.map((o, i) => ({ ...o, payouts: i === 0 ? parts.yes : parts.no })),
  };
}
