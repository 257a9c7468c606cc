// One family with everything its panel needs, in one request: events, markets and outcomes, and
// the scenarios of its current version. The graph asks for its diagram itself
// (graph/family-diagram.queries.ts).
import type { ExplorerFamilyQuery } from '../api/generated-operations';

export const FAMILY_QUERY = /* GraphQL */ `
  query ExplorerFamily($familyId: ID!) {
    family(familyId: $familyId) {
      familyId
      title
      description
      category
      analyticalCoverage
      supportedConventionIds
      currentScenarioVersion {
        version
        observedAt
        scenarios(first: 500) {
          nodes {
            scenarioId
            label
            kind
          }
        }
      }
      scenarioVersions(first: 1) {
        totalCount
      }
      events(first: 500) {
        nodes {
          eventId
          venue
          venueEventId
          title
          status
        }
      }
      markets(first: 500) {
        nodes {
          marketId
          title
          status
          outcomes {
            outcomeId
            label
          }
        }
      }
    }
  }
`;

type FamilyAnswer = NonNullable<ExplorerFamilyQuery['family']>;
type CurrentVersion = NonNullable<FamilyAnswer['currentScenarioVersion']>;

export type FamilyScenario = NonNullable<CurrentVersion['scenarios']>['nodes'][number];
export type FamilyEvent = NonNullable<FamilyAnswer['events']>['nodes'][number];
export type FamilyMarket = NonNullable<FamilyAnswer['markets']>['nodes'][number];

/** The family with the pages of its connections as plain lists, as the panels draw it. */
export type FamilyDetails = Omit<
  FamilyAnswer,
  'currentScenarioVersion' | 'scenarioVersions' | 'events' | 'markets'
> & {
  /** Its observedAt is when it was published (ISO 8601). */
  currentScenarioVersion:
    (Omit<CurrentVersion, 'scenarios'> & { scenarios: FamilyScenario[] }) | null;
  /** How many versions have been current: the current one is the last of them. */
  versionCount: number;
  events: FamilyEvent[];
  markets: FamilyMarket[];
};

/** The family as the panels draw it, from the query's answer. */
export function familyDetailsOf(result: ExplorerFamilyQuery): FamilyDetails | null {
  const family = result.family;
  if (!family) return null;
  const { scenarioVersions, events, markets, currentScenarioVersion: current, ...rest } = family;
  return {
    ...rest,
    currentScenarioVersion: current && { ...current, scenarios: current.scenarios?.nodes ?? [] },
    versionCount: scenarioVersions?.totalCount ?? 0,
    events: events?.nodes ?? [],
    markets: markets?.nodes ?? [],
  };
}
