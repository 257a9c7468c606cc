// A family's published scenario versions, for their readable names (readable-versions.ts).
import type { PublishedVersion } from './readable-versions';

export const VERSIONS_QUERY = /* GraphQL */ `
  query ExplorerScenarioVersions($familyId: ID!) {
    family(familyId: $familyId) {
      scenarioVersions(last: 500) { totalCount nodes { version observedAt } }
    }
  }
`;

export interface VersionsResult {
  family: {
    scenarioVersions: { totalCount: number; nodes: PublishedVersion[] } | null;
  } | null;
}
