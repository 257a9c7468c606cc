// Payout keys and scenario pins as values: the one place that writes and reads their text
// (docs/decisions.md, "Payout keys and scenario pins").
//
//   family version     `family_id@scenario_version`: a scenario pin, the catalog's payouts key,
//                      the key of a scenario version record and of a relationship set
//   joint payout key   the family versions of an INDEPENDENT joint scope joined with `+` in
//                      family ID order: `fam-a@1+fam-b@2`
//   joint scope ID     the family IDs joined with `+` in family ID order: `fam-a+fam-b`
//   joint scenario ID  `family_id/scenario_id` per member, joined with `+` in family ID order
//
// Family IDs may contain `@` (the key's last `@` separates the version, so a version holds none)
// and `/` (a scenario ID holds none: the catalog refuses it). The members of a joint key hold no
// `+` (compose refuses such a scope), so a key whose `+`-separated parts are each
// `family@version`, in family ID order, is joint, and any other key is one family version whose
// family ID may hold `+`. The catalog's payouts keys are always family versions.

/** A scenario version of a family: a scenario pin, and the key of payouts in that version. */
export interface FamilyVersion {
  readonly familyId: string;
  readonly version: string;
}

/** Where an outcome's payouts are kept: one family version, or a joint scope's members. */
export interface PayoutKey {
  /** At least one; in family ID order, each family once. */
  readonly members: readonly FamilyVersion[];
}

/** A member scenario of a joint scenario. */
export interface MemberScenario {
  readonly familyId: string;
  readonly scenarioId: string;
}

/** Text that is not the key it was read as; `reason` says what is wrong with it ("has no …"). */
export class KeyFormatError extends Error {
  constructor(
    readonly text: string,
    readonly reason: string,
  ) {
    super(`${JSON.stringify(text)} ${reason}`);
    this.name = 'KeyFormatError';
  }
}

/**
 * The order of IDs in keys and of keys among themselves: UTF-16 code units, JavaScript's default
 * sort, so every store and every runtime agrees.
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `family_id@scenario_version`. */
export function formatFamilyVersion(v: FamilyVersion): string {
  return `${v.familyId}@${v.version}`;
}

/** Reads `family_id@scenario_version`; the last `@` separates the version. */
export function parseFamilyVersion(text: string): FamilyVersion {
  const at = text.lastIndexOf('@');
  if (at < 0) throw new KeyFormatError(text, 'has no "@" between family ID and scenario version');
  if (at === 0) throw new KeyFormatError(text, 'has no family ID before "@"');
  if (at === text.length - 1) throw new KeyFormatError(text, 'has no scenario version after "@"');
  return { familyId: text.slice(0, at), version: text.slice(at + 1) };
}

/** The members in family ID order; a family named twice is an error. */
export function inFamilyOrder<M extends { readonly familyId: string }>(members: readonly M[]): M[] {
  const sorted = [...members].sort((a, b) => compareIds(a.familyId, b.familyId));
  sorted.forEach((m, i) => {
    if (i > 0 && sorted[i - 1]!.familyId === m.familyId) {
      throw new Error(`family ${m.familyId} appears twice in one scope`);
    }
  });
  return sorted;
}

/**
 * The key of payouts over these family versions (one, or a joint scope's), in family ID order.
 * Refuses members whose key would read back as another one: a version holding `@`, a joint
 * member holding `+`, or one family whose ID makes its key read as a joint key.
 */
export function payoutKeyOf(members: readonly FamilyVersion[]): PayoutKey {
  if (members.length === 0) throw new Error('a payout key names at least one family version');
  const sorted = inFamilyOrder(members).map((m) => ({ familyId: m.familyId, version: m.version }));
  for (const m of sorted) {
    const text = formatFamilyVersion(m);
    if (!isFamilyVersionText(text) || m.version.includes('@')) {
      throw new KeyFormatError(
        text,
        'is not family_id@scenario_version with a version free of "@"',
      );
    }
    if (sorted.length > 1 && text.includes('+')) {
      throw new KeyFormatError(text, 'contains "+", which joins the members of a joint key');
    }
    if (sorted.length === 1 && jointMembersOf(text) !== undefined) {
      throw new KeyFormatError(text, 'would read as a joint key');
    }
  }
  return { members: sorted };
}

export function formatPayoutKey(key: PayoutKey): string {
  return key.members.map(formatFamilyVersion).join('+');
}

/**
 * Reads a payout key: joint when its `+`-separated parts are each `family@version`, in family ID
 * order with each family once (as payoutKeyOf writes them); any other text is one family version
 * (its family ID may then hold `+`).
 */
export function parsePayoutKey(text: string): PayoutKey {
  const joint = jointMembersOf(text);
  return { members: joint ?? [parseFamilyVersion(text)] };
}

/** The members of text that reads as a joint key, else undefined. */
function jointMembersOf(text: string): FamilyVersion[] | undefined {
  const parts = text.split('+');
  if (parts.length < 2 || !parts.every(isFamilyVersionText)) return undefined;
  const members = parts.map(parseFamilyVersion);
  const ordered = members.every(
    (m, i) => i === 0 || compareIds(members[i - 1]!.familyId, m.familyId) < 0,
  );
  return ordered ? members : undefined;
}

function isFamilyVersionText(part: string): boolean {
  const at = part.lastIndexOf('@');
  return at > 0 && at < part.length - 1;
}

export function isJointPayoutKey(key: PayoutKey): boolean {
  return key.members.length > 1;
}

/** The family ID, or the joint scope's ID: what responses give as `family_id`. */
export function scopeIdOf(key: PayoutKey): string {
  return key.members.map((m) => m.familyId).join('+');
}

/** The scenario version, or the members' versions joined with `+`: responses' `scenario_version`. */
export function scopeVersionOf(key: PayoutKey): string {
  return key.members.map((m) => m.version).join('+');
}

/** Payout keys in the order of their text (so `fam-a-b@1` before `fam-a@1`). */
export function comparePayoutKeys(a: PayoutKey, b: PayoutKey): number {
  return compareIds(formatPayoutKey(a), formatPayoutKey(b));
}

/** The ID of the joint scope over these families: each once, in family ID order, joined by `+`. */
export function jointScopeIdOf(familyIds: Iterable<string>): string {
  return [...new Set(familyIds)].sort(compareIds).join('+');
}

/** Whether a scenario can be named in a joint scenario ID: its ID holds no `/` and no `+`. */
export function isJoinableScenarioId(scenarioId: string): boolean {
  return !scenarioId.includes('/') && !scenarioId.includes('+');
}

/** A joint scenario ID from its members, given in family ID order. */
export function formatJointScenarioId(members: readonly MemberScenario[]): string {
  return members.map((m) => `${m.familyId}/${m.scenarioId}`).join('+');
}

/** Reads a joint scenario ID; the last `/` of a member separates its scenario ID. */
export function parseJointScenarioId(text: string): MemberScenario[] {
  return text.split('+').map((part) => {
    const slash = part.lastIndexOf('/');
    if (slash <= 0 || slash === part.length - 1) {
      throw new KeyFormatError(text, `has a member "${part}" that is not family_id/scenario_id`);
    }
    return { familyId: part.slice(0, slash), scenarioId: part.slice(slash + 1) };
  });
}
