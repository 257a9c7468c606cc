// Word search of the REST list rules (docs/decisions.md, "REST facade"): q matches titles, descriptions and tags by
// words, ignoring letter case, ordered by relevance with stable ID tie-breaking.

/** Lower-cased words of a text: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  const found = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return found ? [...new Set(found)] : [];
}

export interface SearchableText {
  titleWords: string[];
  descriptionWords: string[];
  tagWords: string[];
}

export function searchableText(title: string, description: string, tags: string[]): SearchableText {
  return {
    titleWords: wordsOf(title),
    descriptionWords: wordsOf(description),
    tagWords: wordsOf(tags.join(' ')),
  };
}

/** Weights of a query word found in each field; a record matches when its score is positive. */
export const RELEVANCE_WEIGHTS = { title: 3, tags: 2, description: 1 } as const;

export function relevance(query: string[], text: SearchableText): number {
  let score = 0;
  for (const word of query) {
    if (text.titleWords.includes(word)) score += RELEVANCE_WEIGHTS.title;
    if (text.tagWords.includes(word)) score += RELEVANCE_WEIGHTS.tags;
    if (text.descriptionWords.includes(word)) score += RELEVANCE_WEIGHTS.description;
  }
  return score;
}
