// One family with everything its panel and its graph need, in one request: events, markets,
// outcomes and each outcome's relationships at the family's current scenario version.
import { RELATIONSHIP_FIELDS, type RelationshipRecord } from '../graph/relationship.queries';

export const FAMILY_QUERY = `
  query ExplorerFamily($familyId: ID!) {
    family(familyId: $familyId) {
      familyId
      title
      description
      category
      analyticalCoverage
      supportedConventionIds
      currentScenarioVersion { version scenarios { scenarioId label kind } }
      events { eventId venue venueEventId title status }
      markets {
        marketId
        title
        status
        outcomes {
          outcomeId
          label
          relationships { ...ExplorerRelationship }
        }
      }
    }
  }
  ${RELATIONSHIP_FIELDS}
`;

export interface FamilyOutcome {
  outcomeId: string;
  label: string;
  relationships: RelationshipRecord[];
}

export interface FamilyMarket {
  marketId: string;
  title: string;
  status: string;
  outcomes: FamilyOutcome[];
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
    scenarios: { scenarioId: string; label: string; kind: string }[];
  } | null;
  events: { eventId: string; venue: string; venueEventId: string; title: string; status: string }[];
  markets: FamilyMarket[];
}

export interface FamilyResult {
  family: FamilyDetails | null;
}
