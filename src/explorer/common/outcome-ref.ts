// An outcome as the panels pass it around: enough to name it without another request.
export interface OutcomeRef {
  outcomeId: string;
  label: string;
  marketId: string;
  marketTitle: string;
}

export function outcomeName(outcome: OutcomeRef): string {
  return `${outcome.marketTitle} — ${outcome.label}`;
}
