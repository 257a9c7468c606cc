// One family with everything its panel needs, in one request: events, markets and outcomes, and
// the scenarios of its current version. The graph asks for its diagram itself
// (graph/family-diagram.queries.ts).

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
        scenarios(first: 500) { nodes { scenarioId label kind } }
      }
      scenarioVersions(first: 1) { totalCount }
      events(first: 500) { nodes { eventId venue venueEventId title status } }
      markets(first: 500) { nodes { marketId title status outcomes { outcomeId label } } }
    }
  }
`;

export interface FamilyOutcome {
  outcomeId: string;
  label: string;
}

export interface FamilyMarket {
  marketId: string;
  title: string;
  status: string;
  outcomes: FamilyOutcome[];
}

export interface FamilyScenario {
  scenarioId: string;
  label: string;
  kind: string;
}

export interface FamilyEvent {
  eventId: string;
  venue: string;
  venueEventId: string;
  title: string;
  status: string;
}

export interface FamilyDetails {
  familyId: string;
  title: string;
  description: string;
  category: string;
  analyticalCoverage: string;
  supportedConventionIds: string[];
  currentScenarioVersion: {
    version: string;
    /** When it was published (ISO 8601). */
    observedAt: string;
    scenarios: FamilyScenario[];
  } | null;
  /** How many versions have been current: the current one is the last of them. */
  versionCount: number;
  events: FamilyEvent[];
  markets: FamilyMarket[];
}

interface Nodes<T> {
  nodes: T[];
}

/** The family as the query answers it: its lists are connections. */
export interface FamilyResult {
  family:
    | (Omit<FamilyDetails, 'currentScenarioVersion' | 'versionCount' | 'events' | 'markets'> & {
        currentScenarioVersion: {
          version: string;
          observedAt: string;
          scenarios: Nodes<FamilyScenario>;
        } | null;
        scenarioVersions: { totalCount: number } | null;
        events: Nodes<FamilyEvent>;
        markets: Nodes<FamilyMarket>;
      })
    | null;
}

/** The family with the pages of its connections as plain lists, as the panels draw it. */
export function familyDetailsOf(result: FamilyResult): FamilyDetails | null {
  const family = result.family;
  if (!family) return null;
  const { scenarioVersions, ...rest } = family;
  const current = family.currentScenarioVersion;
  return {
    ...rest,
    currentScenarioVersion: current && { ...current, scenarios: current.scenarios.nodes },
    versionCount: scenarioVersions?.totalCount ?? 0,
    events: family.events.nodes,
    markets: family.markets.nodes,
  };
}
