// POST /markets:compose and Mutation.composeCombo (schema/openapi.yaml, POST /markets:compose and the
// Combo composition result; docs/architecture.md, "Combos"; docs/decisions.md for `client_reference`,
// REDUNDANT_LEG indices, joint scenario IDs, the 16-leg cap and the 422 codes).
//
// Checks, in order, each failing the whole request with nothing written:
//   1. shape (legs 2..16, exactly one of outcomeId / listingId, venue, convention) → 400
//   2. unknown outcomes, listings and pins; pins of families no leg is in → 400
//   3. unknown convention, or a convention of another venue → 422 UNSUPPORTED_CONVENTION
//   4. legs without payouts in a version of their families → 422 UNSUPPORTED_JOINT_SCOPE
//   5. a scope family that does not support the convention → 422 UNSUPPORTED_CONVENTION
//   6. several families that no joint scope declares INDEPENDENT, or a joint space above the cap
//      → 422 UNSUPPORTED_JOINT_SCOPE
// A combo is then stored as an analytical market under an ID derived from its content and its
// composer (one commit, without a change record: a combo is private to the key that composed it,
// docs/decisions.md "Combos are private to the key that composed them"), unless it is stored
// already with the same terms: composing is idempotent.
import { failOnProblems, msg, ServiceError, type Problem } from '../domain/errors';
import {
  ComposeRequestDefinition,
  type ComposeCoverageItem,
  type ComposeRequest,
  type ComposeResult as ComposeResultResource,
} from '../resources/compose';
import { overLongFields } from '../resources/field-lengths';
import { comboMarketId } from '../domain/combos/combo-id';
import { comboMarketRecord, sameComboTerms } from '../domain/combos/combo-market';
import {
  composePayouts,
  InexactPayoutError,
  type ComboLegInput,
} from '../domain/combos/compose-payouts';
import { comboFindings, type ComboFinding } from '../domain/combos/findings';
import {
  formatFamilyVersion,
  jointScopeIdOf,
  KeyFormatError,
  payoutKeyOf,
} from '../domain/payout-key';
import {
  scenarioCountOf,
  scenarioSpaceOf,
  type ScenarioSpace,
} from '../domain/combos/scenario-space';
import type { ConventionRecord, MarketRecord, ScenarioVersionRecord } from '../domain/records';
import type { IdempotencyDraft } from '../store/idempotency';
import { RevisionConflictError, type Store } from '../store/store';
import type { IdempotencyClaim, IdempotentWrites } from './idempotent-writes';
import { chooseScope } from './combo-scope';
import {
  resolveInstruments,
  type InstrumentReference,
  type ResolvedInstrument,
} from './instruments';
import { DEFAULT_WORK_LIMITS, LIMITS } from '../domain/limits';
import { marketResource, type MarketView } from './reference-views';
import type { ScenarioPin } from './relationship-service';

export type { ComposeRequest };

export type { ComposeCoverageItem };

/**
 * The Combo composition result: the resource, with the market as the service read it (GraphQL
 * primes its loaders with the record; REST shows it through marketResource).
 */
export interface ComposeResult extends Omit<ComposeResultResource, 'market'> {
  market: MarketView;
  /** False when the same combo was already stored and nothing was written. */
  created: boolean;
  /** The store revision the result is valid at: the commit that wrote it, else the head read. */
  revision: number;
}

/** Compositions planned against a head that moved meanwhile are planned again this many times. */
const MAX_ATTEMPTS = 5;

interface Planned {
  record: MarketRecord;
  /** The stored combo with the same terms, when there is one: then nothing is written. */
  stored: MarketRecord | undefined;
  previousVersion: string | undefined;
  findings: ComboFinding[];
  legs: ResolvedInstrument[];
  legFamilies: string[];
  versions: ScenarioVersionRecord[];
}

export class ComposeService {
  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
    /** Idempotency-Key: the first answer to a tenant's key, kept with the write. */
    private readonly writes: IdempotentWrites,
    /** SETTLEGRAPH_RESPONSE_LIMIT_BYTES: a larger answer is refused before anything is written. */
    private readonly responseLimitBytes: number = DEFAULT_WORK_LIMITS.responseLimitBytes,
  ) {}

  /**
   * With an Idempotency-Key (`claim`), a retry gets the first answer again, also when it wrote
   * nothing (a combo stored before): docs/decisions.md, "Idempotent writes".
   */
  async compose(
    request: ComposeRequest,
    /** The composing API key's tenant digest (Principal.tenantId): the combo is its own. */
    composer: string,
    claim?: IdempotencyClaim,
  ): Promise<ComposeResult> {
    checkShape(request);
    return this.writes.run(claim, 'composeMarkets', request, {
      execute: (record) => this.composeOnce(request, composer, record),
      revive: (planned, revision) => (revision === null ? planned : { ...planned, revision }),
    });
  }

  private async composeOnce(
    request: ComposeRequest,
    composer: string,
    record: ((planned: ComposeResult) => IdempotencyDraft) | undefined,
  ): Promise<{ result: ComposeResult; committed: boolean }> {
    for (let attempt = 1; ; attempt++) {
      const head = await this.store.head();
      const committedAt = this.clock().toISOString();
      const planned = await this.plan(request, composer, head.revision, committedAt);
      if (planned.stored) {
        const result = resultOf(request, planned, planned.stored, head.committedAt, head.revision);
        this.checkResponseSize(result);
        return { result, committed: false };
      }
      // As it will read once committed: the commit time is the batch's, the revision the store's.
      const result = resultOf(request, planned, planned.record, committedAt, head.revision + 1);
      this.checkResponseSize(result);
      try {
        const committed = await this.store.commit({
          expectedRevision: head.revision,
          readDomains: ['catalog'],
          committedAt,
          puts: [{ kind: 'market', record: planned.record }],
          // No change record: the change feed is every key's, and the combo is its composer's.
          changes: [],
          ...(record ? { idempotency: record(result) } : {}),
        });
        return { result: { ...result, revision: committed.revision }, committed: true };
      } catch (error) {
        if (error instanceof RevisionConflictError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * docs/decisions.md, "Bounded memory": the 16-leg cap keeps a combo's answer small, but its
   * texts come from the catalog, so the answer is measured (as the resource both APIs show) before
   * the combo is written.
   */
  private checkResponseSize(result: ComposeResult): void {
    const bytes = JSON.stringify({ ...result, market: marketResource(result.market, []) }).length;
    if (bytes <= this.responseLimitBytes) return;
    throw new ServiceError(
      'INVALID_REQUEST',
      `the response would hold ${bytes} bytes, more than the ${this.responseLimitBytes} this service answers; nothing was written: compose fewer legs`,
      { responseLimitBytes: this.responseLimitBytes, responseBytesAtLeast: bytes },
    );
  }

  private async plan(
    request: ComposeRequest,
    composer: string,
    revision: number,
    committedAt: string,
  ): Promise<Planned> {
    const legPath = (i: number) => `legs[${i}]`;
    const { resolved, problems } = await resolveInstruments(
      this.store,
      request.legs,
      revision,
      legPath,
    );
    const legFamilyIds = new Set(resolved.flatMap((l) => l?.market.familyIds ?? []));
    const pins = request.scenarioPins ?? [];
    const published = await this.store.scenarioVersionsOfFamilies(
      [...new Set([...legFamilyIds, ...pins.map((p) => p.familyId)])].sort(),
      revision,
    );
    const pinned = pinnedVersions(pins, published, legFamilyIds, problems);
    failOnProblems(problems);
    const legs = resolved as ResolvedInstrument[];

    const [convention] = await this.store.getByKeys(
      'convention',
      [request.settlementConventionId],
      revision,
    );
    checkConvention(convention, request);
    const choice = chooseScope(legs, published, pinned, legPath);
    if (!choice.ok) {
      throw new ServiceError('UNSUPPORTED_JOINT_SCOPE', choice.message, {
        problems: choice.problems,
        familyIds: choice.familyIds,
      });
    }
    const familyIds = choice.versions.map((v) => v.familyId);
    const families = await this.store.getByKeys('family', familyIds, revision);
    const unsupported = families.filter(
      (f) => !f.supportedConventionIds.includes(convention.conventionId),
    );
    if (unsupported.length > 0) {
      throw new ServiceError(
        'UNSUPPORTED_CONVENTION',
        `settlement convention ${convention.conventionId} is not supported by ${unsupported.map((f) => `${f.familyId} (supports ${f.supportedConventionIds.join(', ') || 'none'})`).join('; ')}`,
        { familyIds: unsupported.map((f) => f.familyId) },
      );
    }
    if (familyIds.length > 1)
      await this.checkJointScope(choice.versions, choice.legFamilies, legs, revision);

    const space = scenarioSpaceOf(
      choice.versions.map((v) => ({
        familyId: v.familyId,
        version: v.version,
        scenarios: v.scenarios,
      })),
    );
    const comboLegs: ComboLegInput[] = legs.map((l, i) => {
      const version = choice.versions.find((v) => v.familyId === choice.legFamilies[i])!;
      const table = l.outcome.payouts[formatFamilyVersion(version)]!;
      return {
        outcomeId: l.outcomeId,
        familyId: version.familyId,
        unit: l.outcome.payoutUnit,
        amounts: version.scenarios.map((s) => table[s.scenarioId]!),
      };
    });
    const payouts = composePayouts(convention, space, comboLegs);
    const findings = comboFindings(convention, space, comboLegs, payouts);
    const marketId = comboMarketId({
      composer,
      conventionId: convention.conventionId,
      outcomeIds: legs.map((l) => l.outcomeId),
      pins: choice.versions.map((v) => ({ familyId: v.familyId, scenarioVersion: v.version })),
    });

    const [existing] = await this.store.getByKeys('market', [marketId], revision);
    await this.checkIdentity(marketId, existing, revision);
    const build = (version: string) =>
      comboRecord(marketId, version, convention, space, legs, request.legs, payouts, committedAt);
    const base = {
      findings,
      legs,
      legFamilies: choice.legFamilies,
      versions: choice.versions,
    };
    if (existing) {
      const same = build(existing.version);
      if (sameComboTerms(existing, same)) {
        return { ...base, record: existing, stored: existing, previousVersion: existing.version };
      }
      return {
        ...base,
        record: build(nextVersion(existing.version)),
        stored: undefined,
        previousVersion: existing.version,
      };
    }
    return { ...base, record: build('1'), stored: undefined, previousVersion: undefined };
  }

  /** Several families combine only as a joint scope declared INDEPENDENT (docs/architecture.md, "Data model"). */
  private async checkJointScope(
    versions: ScenarioVersionRecord[],
    legFamilies: string[],
    legs: ResolvedInstrument[],
    revision: number,
  ): Promise<void> {
    const familyIds = versions.map((v) => v.familyId);
    const jointScopeId = jointScopeIdOf(familyIds);
    const [scope] = await this.store.getByKeys('jointScope', [jointScopeId], revision);
    if (!scope || scope.kind !== 'INDEPENDENT') {
      throw new ServiceError(
        'UNSUPPORTED_JOINT_SCOPE',
        `the legs are in families ${familyIds.join(', ')}, which share no family and which no joint scope declares INDEPENDENT; legs: ${legs.map((l, i) => `${i} (${l.outcomeId}) in ${legFamilies[i]}`).join(', ')}`,
        {
          problems: legs.map((l, i) => ({
            path: `legs[${i}]`,
            reason: `outcome ${l.outcomeId} is analysed in family ${legFamilies[i]}`,
          })),
          familyIds,
        },
      );
    }
    const size = scenarioCountOf(versions);
    if (size > LIMITS.composeJointScenariosMax) {
      throw new ServiceError(
        'UNSUPPORTED_JOINT_SCOPE',
        `the joint scope ${jointScopeId} has ${size} joint scenarios; at most ${LIMITS.composeJointScenariosMax} are supported`,
        { familyIds },
      );
    }
    // A joint key joins its members with "+": a member holding one could not be read back.
    try {
      payoutKeyOf(versions);
    } catch (error) {
      if (!(error instanceof KeyFormatError)) throw error;
      throw new ServiceError(
        'UNSUPPORTED_JOINT_SCOPE',
        `the joint scope ${jointScopeId} cannot key a combo's payouts: ${error.message}`,
        { family_ids: familyIds },
      );
    }
  }

  /** A combo's ID and outcome IDs must not belong to a catalog market (a hash collision). */
  private async checkIdentity(
    marketId: string,
    existing: MarketRecord | undefined,
    revision: number,
  ): Promise<void> {
    const owners = await this.store.marketIdsOfOutcomes(
      [`${marketId}-yes`, `${marketId}-no`],
      revision,
    );
    const foreign = [...owners.values()].some((owner) => owner !== marketId);
    if ((existing && !existing.isCombo) || foreign) {
      throw new ServiceError(
        'INTERNAL',
        `combo ID ${marketId} collides with a catalog market or outcome`,
      );
    }
  }
}

function checkShape(request: ComposeRequest): void {
  const problems: Problem[] = overLongFields(ComposeRequestDefinition, request);
  if (request.venue === undefined || request.venue === '')
    problems.push({ path: 'venue', reason: 'is required: the venue whose convention applies' });
  if (request.settlementConventionId === undefined || request.settlementConventionId === '')
    problems.push({ path: 'settlementConventionId', reason: 'is required' });
  if (request.legs.length < 2)
    problems.push({ path: 'legs', reason: 'a combo needs at least 2 legs' });
  if (request.legs.length > LIMITS.composeLegsMax)
    problems.push({ path: 'legs', reason: `at most ${LIMITS.composeLegsMax} legs` });
  request.legs.forEach((leg, i) => {
    const given = [leg.outcomeId, leg.listingId].filter((v) => v !== undefined);
    if (given.length !== 1) {
      problems.push({
        path: `legs[${i}]`,
        reason: msg`names exactly one of {outcomeId} or {listingId}`,
      });
    } else if (given[0] === '') {
      problems.push({ path: `legs[${i}]`, reason: 'an identifier is a non-empty string' });
    }
  });
  (request.scenarioPins ?? []).forEach((pin, i) => {
    if (pin.familyId === '' || pin.scenarioVersion === '')
      problems.push({
        path: `scenarioPins[${i}]`,
        reason: 'names a family and a version',
      });
  });
  if (request.clientReference === '')
    problems.push({ path: 'clientReference', reason: 'is a non-empty string when given' });
  failOnProblems(problems);
}

/** Pins name published versions of the legs' families, one per family. */
function pinnedVersions(
  pins: ScenarioPin[],
  published: ReadonlyMap<string, readonly ScenarioVersionRecord[]>,
  legFamilies: ReadonlySet<string>,
  problems: Problem[],
): Map<string, ScenarioVersionRecord> {
  const found = new Map<string, ScenarioVersionRecord>();
  pins.forEach((pin, i) => {
    const path = `scenarioPins[${i}]`;
    const version = (published.get(pin.familyId) ?? []).find(
      (v) => v.version === pin.scenarioVersion,
    );
    if (found.has(pin.familyId)) {
      problems.push({ path, reason: `family ${pin.familyId} is pinned twice` });
    } else if (!version) {
      problems.push({
        path,
        reason: `family ${pin.familyId} has no scenario version "${pin.scenarioVersion}"`,
      });
    } else if (!legFamilies.has(pin.familyId)) {
      problems.push({ path, reason: `no leg is in family ${pin.familyId}` });
    } else {
      found.set(pin.familyId, version);
    }
  });
  return found;
}

function checkConvention(
  convention: ConventionRecord | undefined,
  request: ComposeRequest,
): asserts convention is ConventionRecord {
  if (!convention) {
    throw new ServiceError(
      'UNSUPPORTED_CONVENTION',
      `unknown settlement convention "${request.settlementConventionId}"`,
    );
  }
  if (convention.venue !== request.venue) {
    throw new ServiceError(
      'UNSUPPORTED_CONVENTION',
      `settlement convention ${convention.conventionId} belongs to venue ${convention.venue}, not ${request.venue}`,
    );
  }
}

function comboRecord(
  marketId: string,
  version: string,
  convention: ConventionRecord,
  space: ScenarioSpace,
  legs: ResolvedInstrument[],
  references: InstrumentReference[],
  payouts: ReturnType<typeof composePayouts>,
  observedAt: string,
): MarketRecord {
  try {
    return comboMarketRecord({
      marketId,
      version,
      convention,
      space,
      legs: legs.map((l, i) => ({
        reference:
          references[i]!.outcomeId !== undefined
            ? { outcomeId: references[i]!.outcomeId }
            : { listingId: references[i]!.listingId! },
        outcomeId: l.outcomeId,
        outcomeLabel: l.outcome.label,
        marketId: l.market.marketId,
        marketTitle: l.market.title,
      })),
      payouts,
      observedAt,
    });
  } catch (error) {
    if (error instanceof InexactPayoutError) {
      throw new ServiceError(
        'UNSUPPORTED_CONVENTION',
        `${error.message}: the legs' payout units do not give exact decimal combo payouts`,
      );
    }
    throw error;
  }
}

function nextVersion(version: string): string {
  return /^\d+$/.test(version) ? String(Number(version) + 1) : `${version}.1`;
}

function resultOf(
  request: ComposeRequest,
  planned: Planned,
  market: MarketRecord,
  asOf: string,
  revision: number,
): ComposeResult {
  const items: ComposeCoverageItem[] = planned.legs.map((l, i) => ({
    inputReference: request.legs[i]!.outcomeId ?? request.legs[i]!.listingId!,
    outcomeId: l.outcomeId,
    status: 'SUPPORTED',
    familyIds: [planned.legFamilies[i]!],
  }));
  const marketVersions = new Map<string, string>();
  for (const l of planned.legs) marketVersions.set(l.market.marketId, l.market.version);
  const mappingVersions = planned.legs.flatMap((l) =>
    l.listing ? [l.listing.mappingVersion] : [],
  );
  return {
    market: {
      market,
      outcomes: market.outcomes.map((o) => ({
        outcomeId: o.outcomeId,
        label: o.label,
        listings: [],
      })),
    },
    coverage: {
      complete: true,
      submittedCount: request.legs.length,
      supportedCount: items.length,
      items,
    },
    versions: {
      marketVersions: [...marketVersions].map(([marketId, version]) => ({ marketId, version })),
      mappingVersion: highestVersion(mappingVersions),
      scenarioPins: planned.versions.map((v) => ({
        familyId: v.familyId,
        scenarioVersion: v.version,
      })),
      asOf,
    },
    findings: planned.findings.map((f) => ({
      code: f.code,
      explanation: f.explanation,
      legIndices: [...f.legIndices],
      witnesses: [...f.witnesses],
    })),
    ...(request.clientReference !== undefined ? { clientReference: request.clientReference } : {}),
    created: planned.stored === undefined,
    revision,
  };
}

/** The highest of the listing legs' mapping versions (numeric when both are), "" without any. */
function highestVersion(versions: string[]): string {
  return versions.reduce((best, v) => {
    if (best === '') return v;
    const numeric = /^\d+$/.test(v) && /^\d+$/.test(best);
    return (numeric ? Number(v) > Number(best) : v > best) ? v : best;
  }, '');
}
