// Word search over families and markets (the q argument: any word in title, tags, description).
export const SEARCH_QUERY = /* GraphQL */ `
  query ExplorerSearch($q: String!) {
    families(q: $q, first: 10) {
      edges { node { familyId title category } }
    }
    markets(q: $q, first: 20) {
      edges {
        node {
          marketId
          title
          status
          families { familyId title }
          outcomes { outcomeId label }
        }
      }
    }
  }
`;

export interface SearchFamily {
  familyId: string;
  title: string;
  category: string;
}

export interface SearchMarket {
  marketId: string;
  title: string;
  status: string;
  families: { familyId: string; title: string }[];
  outcomes: { outcomeId: string; label: string }[];
}

export interface SearchResult {
  families: { edges: { node: SearchFamily }[] };
  markets: { edges: { node: SearchMarket }[] };
}
