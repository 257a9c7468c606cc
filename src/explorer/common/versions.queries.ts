// A family's published scenario versions, for their readable names (readable-versions.ts).
export const VERSIONS_QUERY = /* GraphQL */ `
  query ExplorerScenarioVersions($familyId: ID!) {
    family(familyId: $familyId) {
      scenarioVersions(last: 500) {
        totalCount
        nodes {
          version
          observedAt
        }
      }
    }
  }
`;
