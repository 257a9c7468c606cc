// The GraphQL console's first query, in the explorer's tab and the IDE at GET /graphql. It names
// no ID, so it answers on any catalog: the families first, with what to ask for next. Prettier
// leaves it as written: it is the text the console's editor shows.

// prettier-ignore
export const CONSOLE_DEFAULT_QUERY = /* GraphQL */ `# The API key above is sent as Authorization: Bearer.
# Run: the ▶ button or Ctrl-Enter. Families first: any
# catalog has them; then family(familyId: "...") { ... }
query ConsoleFamilies {
  families(first: 10) {
    totalCount
    nodes {
      familyId
      title
      category
      currentScenarioVersion { version observedAt }
      markets(first: 5) {
        totalCount
        nodes { marketId title outcomes { outcomeId label } }
      }
    }
  }
}
`;
