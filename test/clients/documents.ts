// The GraphQL documents the client tests send, written as a dashboard would: entities reached
// through different paths, connections paged by cursor, the change feed pushed. The codegen test
// compiles them with the README's and the explorer's documents.

/** Path one: family → markets → outcomes → listings. */
export const FAMILY_MARKETS = /* GraphQL */ `
  query ClientFamilyMarkets($familyId: ID!) {
    family(familyId: $familyId) {
      id
      familyId
      title
      markets(first: 50) {
        totalCount
        nodes {
          id
          marketId
          title
          status
          families {
            id
            familyId
          }
          outcomes {
            id
            outcomeId
            label
            listings {
              id
              listingId
              venue
              venueMarketId
            }
          }
        }
      }
    }
  }
`;

/** Path two: a market by its native ID on a venue, with fields path one does not ask for. */
export const MARKET_BY_NATIVE = /* GraphQL */ `
  query ClientMarketByNative($venue: String!, $venueMarketId: String!) {
    marketByNative(venue: $venue, venueMarketId: $venueMarketId) {
      id
      marketId
      version
      settlementSummary
      payoutConditions
      outcomes {
        id
        outcomeId
        listings {
          id
          listingId
          status
          mappingVersion
          venueOutcomeId
        }
      }
    }
  }
`;

/** Path two again, asking only for fields that path one fetched: answerable from the cache. */
export const MARKET_BY_NATIVE_TITLES = /* GraphQL */ `
  query ClientMarketByNativeTitles($venue: String!, $venueMarketId: String!) {
    marketByNative(venue: $venue, venueMarketId: $venueMarketId) {
      id
      title
      families {
        id
        familyId
      }
      outcomes {
        id
        label
        listings {
          id
          venue
        }
      }
    }
  }
`;

/** Path three: the same entities by global ID. */
export const NODES = /* GraphQL */ `
  query ClientNodes($marketId: ID!, $listingId: ID!) {
    market: node(id: $marketId) {
      id
      ... on Market {
        marketId
        description
        eventIds
      }
    }
    listing: node(id: $listingId) {
      id
      ... on Listing {
        listingId
        ticker
        venueEventIds
      }
    }
  }
`;

/** Path three again, asking only for a field that path two fetched. */
export const NODE_SETTLEMENT = /* GraphQL */ `
  query ClientNodeSettlement($id: ID!) {
    node(id: $id) {
      id
      ... on Market {
        settlementSummary
      }
    }
  }
`;

/** Any entity by global ID, as a dashboard's detail view reads it: one fragment per type. */
export const NODE_DETAILS = /* GraphQL */ `
  query ClientNodeDetails($id: ID!) {
    node(id: $id) {
      id
      ... on Market {
        marketId
        title
      }
      ... on Listing {
        listingId
        venue
      }
    }
  }
`;

/** A listing with its trading rules: values without an ID of their own, kept in the listing. */
export const LISTING_RULES = /* GraphQL */ `
  query ClientListingRules($listingId: ID!) {
    listing(listingId: $listingId) {
      id
      listingId
      tradingRules {
        payoutUnit
        payoutCurrency
        quantityIncrement
        tickBands {
          lowerPrice
          upperPrice
          tickSize
        }
      }
    }
  }
`;

const PAGE_FIELDS = /* GraphQL */ `
  totalCount
  edges {
    cursor
    node {
      id
      marketId
      title
    }
  }
  pageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`;

/** Every market, a page at a time, forwards or backwards. */
export const MARKETS_PAGE = /* GraphQL */ `
  query ClientMarketsPage($first: Int, $after: String, $last: Int, $before: String) {
    markets(first: $first, after: $after, last: $last, before: $before) {
      ${PAGE_FIELDS}
    }
  }
`;

/** A family's markets, a page at a time (a nested connection). */
export const FAMILY_MARKETS_PAGE = /* GraphQL */ `
  query ClientFamilyMarketsPage($familyId: ID!, $first: Int, $after: String) {
    family(familyId: $familyId) {
      id
      familyId
      markets(first: $first, after: $after) {
        ${PAGE_FIELDS}
      }
    }
  }
`;

/** The change feed, pushed over WebSocket. */
export const CHANGES_SUBSCRIPTION = /* GraphQL */ `
  subscription ClientChanges($start: ChangeFeedStart, $cursor: String) {
    changes(start: $start, after: $cursor) {
      change {
        id
        changeId
        resourceType
        resourceId
        changeType
        version
        occurredAt
      }
      cursor
    }
  }
`;

/** Every document above, for the codegen test. */
export const CLIENT_DOCUMENTS = [
  FAMILY_MARKETS,
  MARKET_BY_NATIVE,
  MARKET_BY_NATIVE_TITLES,
  NODES,
  NODE_SETTLEMENT,
  NODE_DETAILS,
  LISTING_RULES,
  MARKETS_PAGE,
  FAMILY_MARKETS_PAGE,
  CHANGES_SUBSCRIPTION,
];
