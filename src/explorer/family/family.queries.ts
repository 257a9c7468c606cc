// One family with everything its panel needs, in one request: events, markets and outcomes, and
// the scenarios of its current version. The graph asks for its diagram itself
// (graph/family-diagram.queries.ts).

export const FAMILY_QUERY = `
  query ExplorerFamily($familyId: ID!) {
    family(familyId: $familyId) {
      familyId
      title
      description
      category
      analyticalCoverage
      supportedConventionIds
      currentScenarioVersion { version scenarios(first: 500) { nodes { scenarioId label kind } } }
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
    scenarios: FamilyScenario[];
  } | null;
  events: FamilyEvent[];
  markets: FamilyMarket[];
}

interface Nodes<T> {
  nodes: T[];
}

/** The family as the query answers it: its lists are connections. */
export interface FamilyResult {
  family:
    | (Omit<FamilyDetails, 'currentScenarioVersion' | 'events' | 'markets'> & {
        currentScenarioVersion: {
          version: string;
          scenarios: Nodes<FamilyScenario>;
        } | null;
        events: Nodes<FamilyEvent>;
        markets: Nodes<FamilyMarket>;
      })
    | null;
}

/** The family with the pages of its connections as plain lists, as the panels draw it. */
export function familyDetailsOf(result: FamilyResult): FamilyDetails | null {
  const family = result.family;
  if (!family) return null;
  const current = family.currentScenarioVersion;
  return {
    ...family,
    currentScenarioVersion: current && { ...current, scenarios: current.scenarios.nodes },
    events: family.events.nodes,
    markets: family.markets.nodes,
  };
}
