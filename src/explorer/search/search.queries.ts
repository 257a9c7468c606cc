// Word search over families and markets (the q argument: any word in title, tags, description).
export const SEARCH_QUERY = /* GraphQL */ `
  query ExplorerSearch($q: String!) {
    families(q: $q, first: 10) {
      edges {
        node {
          familyId
          title
          category
        }
      }
    }
    markets(q: $q, first: 20) {
      edges {
        node {
          marketId
          title
          status
          families {
            familyId
            title
          }
          outcomes {
            outcomeId
            label
          }
        }
      }
    }
  }
`;
