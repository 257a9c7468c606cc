// Family: related markets across original venue events (schema/openapi.yaml, Resources: Family).
import { ANALYTICAL_COVERAGES } from '../domain/value-sets';
import {
  Ids,
  Nullable,
  Obj,
  OneOf,
  Optional,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';

export const FamilyDefinition = Obj(
  {
    familyId: With(Str, { description: 'service ID of the family' }),
    title: With(Str, { description: 'readable name' }),
    description: With(Str, { description: 'what the family groups' }),
    category: Optional(With(Str, { description: 'catalog label, e.g. "Economics"' })),
    tags: Optional(With(Ids, { description: 'catalog tags' })),
    eventIds: Ids,
    marketIds: Ids,
    currentScenarioVersion: Nullable(Str, {
      description: 'null while the family has no published scenario version',
    }),
    scenarioVersions: With(Ids, {
      description:
        'published scenario versions in the order they became current (an earlier version named current again moves to the end); the last is current_scenario_version',
    }),
    supportedConventionIds: With(Ids, {
      description: 'settlement conventions under which combos of this family can be composed',
    }),
    analyticalCoverage: OneOf(ANALYTICAL_COVERAGES, {
      description:
        'COMPLETE: every outcome of the family has payouts for the current scenario version; PARTIAL: some; NONE: none',
    }),
    observedAt: With(Timestamp, { description: 'when the catalog last observed the family' }),
  },
  { $id: 'Family' },
);
export type Family = Static<typeof FamilyDefinition>;
