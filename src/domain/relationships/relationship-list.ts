// A family version's relationships kept compact: outcome ends as indexes into one table of outcome
// IDs, and type, family version and witnesses as an index into a few shared shapes. A family of n
// outcomes has n(n-1)/2 relationships (every pair is classified), so 1,000 outcomes give 499,500;
// as records they took about 350 bytes each, here about 13 (docs/decisions.md, "Import memory").
// Records are made on demand, each a fresh frozen object.
import { formatFamilyVersion, type FamilyVersion } from '../payout-key';
import type { RelationshipRecord } from '../records';
import type { RelationshipType } from './relationship-types';

/** Stable and readable: the same pair in the same version always has the same ID. */
export function relationshipId(version: FamilyVersion, from: string, to: string): string {
  return `rel:${formatFamilyVersion(version)}:${from}:${to}`;
}

/** What many relationships of a set share. */
export interface RelationshipShape {
  readonly familyId: string;
  readonly scenarioVersion: string;
  readonly type: RelationshipType;
  readonly witnesses: readonly string[];
}

export class RelationshipList implements Iterable<RelationshipRecord> {
  private constructor(
    private readonly outcomeIds: readonly string[],
    /** Per relationship, its from and to outcomes' indexes in `outcomeIds`. */
    private readonly ends: Uint32Array,
    private readonly shapes: readonly RelationshipShape[],
    private readonly shapeOf: Uint32Array,
    /** IDs not of relationshipId's form, by relationship index (records given by a caller). */
    private readonly otherIds: ReadonlyMap<number, string>,
  ) {}

  /** The list of these records, or the list itself when it is one. */
  static of(records: RelationshipList | Iterable<RelationshipRecord>): RelationshipList {
    if (records instanceof RelationshipList) return records;
    const builder = new RelationshipListBuilder();
    for (const r of records) builder.add(r);
    return builder.build();
  }

  get length(): number {
    return this.shapeOf.length;
  }

  /** The outcomes any relationship of the list touches, each once, in first-seen order. */
  get outcomes(): readonly string[] {
    return this.outcomeIds;
  }

  /** The index in `outcomes` of relationship i's from (end 0) or to (end 1) outcome. */
  endOf(i: number, end: 0 | 1): number {
    return this.ends[2 * i + end]!;
  }

  /** The index of relationship i's shape (shapeAt): what it shares with others of the list. */
  shapeIndexOf(i: number): number {
    return this.shapeOf[i]!;
  }

  /** A shape of the list: family, scenario version, type and witnesses. */
  shapeAt(index: number): RelationshipShape {
    return this.shapes[index]!;
  }

  /**
   * Whether every ID is relationshipId's of one family version and the relationship's ends, so
   * IDs order as their ends do.
   */
  get idsOfOneVersion(): boolean {
    const first = this.shapes[0];
    return (
      this.otherIds.size === 0 &&
      this.shapes.every(
        (s) => s.familyId === first?.familyId && s.scenarioVersion === first.scenarioVersion,
      )
    );
  }

  /** Relationship i's ID. */
  idOf(i: number): string {
    const shape = this.shapes[this.shapeOf[i]!]!;
    return (
      this.otherIds.get(i) ??
      relationshipId(
        { familyId: shape.familyId, version: shape.scenarioVersion },
        this.outcomeIds[this.endOf(i, 0)]!,
        this.outcomeIds[this.endOf(i, 1)]!,
      )
    );
  }

  at(i: number): RelationshipRecord {
    const shape = this.shapes[this.shapeOf[i]!]!;
    const fromOutcomeId = this.outcomeIds[this.endOf(i, 0)]!;
    const toOutcomeId = this.outcomeIds[this.endOf(i, 1)]!;
    return Object.freeze({
      relationshipId: this.idOf(i),
      familyId: shape.familyId,
      scenarioVersion: shape.scenarioVersion,
      type: shape.type,
      fromOutcomeId,
      toOutcomeId,
      witnesses: [...shape.witnesses],
    });
  }

  /** Records start (inclusive) to end (exclusive). */
  slice(start: number, end: number): RelationshipRecord[] {
    const records: RelationshipRecord[] = [];
    for (let i = start; i < Math.min(end, this.length); i++) records.push(this.at(i));
    return records;
  }

  *[Symbol.iterator](): Iterator<RelationshipRecord> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** Builds a list; `build` hands the arrays over, so a builder is used once. */
  static builder(): RelationshipListBuilder {
    return new RelationshipListBuilder();
  }

  /** @internal The builder's constructor. */
  static fromParts(
    outcomeIds: readonly string[],
    ends: Uint32Array,
    shapes: readonly RelationshipShape[],
    shapeOf: Uint32Array,
    otherIds: ReadonlyMap<number, string>,
  ): RelationshipList {
    return new RelationshipList(outcomeIds, ends, shapes, shapeOf, otherIds);
  }
}

/** Collects relationships into plain number arrays, made typed once at the end. */
export class RelationshipListBuilder {
  private readonly outcomeIndex = new Map<string, number>();
  private readonly outcomeIds: string[] = [];
  private readonly ends: number[] = [];
  private readonly shapeIndex = new Map<string, number>();
  private readonly shapeByList = new Map<readonly string[], Map<string, number>>();
  private readonly shapes: RelationshipShape[] = [];
  private readonly shapeOf: number[] = [];
  private readonly otherIds = new Map<number, string>();

  add(r: {
    relationshipId?: string;
    familyId: string;
    scenarioVersion: string;
    type: RelationshipType;
    fromOutcomeId: string;
    toOutcomeId: string;
    witnesses: readonly string[];
  }): void {
    const i = this.shapeOf.length;
    this.ends.push(this.indexOfOutcome(r.fromOutcomeId), this.indexOfOutcome(r.toOutcomeId));
    this.shapeOf.push(this.indexOfShape(r));
    if (
      r.relationshipId !== undefined &&
      r.relationshipId !==
        relationshipId(
          { familyId: r.familyId, version: r.scenarioVersion },
          r.fromOutcomeId,
          r.toOutcomeId,
        )
    )
      this.otherIds.set(i, r.relationshipId);
  }

  build(): RelationshipList {
    return RelationshipList.fromParts(
      this.outcomeIds,
      Uint32Array.from(this.ends),
      this.shapes,
      Uint32Array.from(this.shapeOf),
      this.otherIds,
    );
  }

  private indexOfOutcome(id: string): number {
    let index = this.outcomeIndex.get(id);
    if (index === undefined) {
      index = this.outcomeIds.length;
      this.outcomeIds.push(id);
      this.outcomeIndex.set(id, index);
    }
    return index;
  }

  private indexOfShape(r: RelationshipShape): number {
    // The classifier shares one witness list among the findings that have it: a look-up by that
    // list's identity first spares a key text per relationship. Only frozen lists: one a caller
    // may change, or that each record has its own of, would be a stale or a growing key.
    const shared = Object.isFrozen(r.witnesses);
    const near = `${r.type}\n${r.familyId}\n${r.scenarioVersion}`;
    let sameList = shared ? this.shapeByList.get(r.witnesses) : undefined;
    const seen = sameList?.get(near);
    if (seen !== undefined) return seen;
    // JSON of the parts: no separator can collide with an ID's own characters.
    const key = JSON.stringify([r.familyId, r.scenarioVersion, r.type, r.witnesses]);
    let index = this.shapeIndex.get(key);
    if (index === undefined) {
      index = this.shapes.length;
      this.shapes.push(
        Object.freeze({
          familyId: r.familyId,
          scenarioVersion: r.scenarioVersion,
          type: r.type,
          witnesses: Object.freeze([...r.witnesses]),
        }),
      );
      this.shapeIndex.set(key, index);
    }
    if (shared) {
      if (!sameList) this.shapeByList.set(r.witnesses, (sameList = new Map<string, number>()));
      sameList.set(near, index);
    }
    return index;
  }
}
