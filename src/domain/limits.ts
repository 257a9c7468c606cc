// Service caps (DESIGN.md section 4), disclosed through coverage and in the REST schemas.
export const LIMITS = {
  pageSizeDefault: 50,
  pageSizeMax: 500,
  resolveInputsMax: 1000,
  composeLegsMax: 16,
  /** Scenarios of a combo's joint space (the product of its INDEPENDENT families' scenarios). */
  composeJointScenariosMax: 10000,
  analyzeLegsMax: 100,
  relatedPathsMax: 500,
  positionsMax: 20000,
  candidatesMax: 200,
  fairValuesPerBatchMax: 1000,
  idsPerRequestMax: 500,
  /** listing_ids of the market-data endpoints (quotes, books, trades, history, fees, stats). */
  marketDataListingsMax: 100,
} as const;
