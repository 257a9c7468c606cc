// Argument hygiene shared by the query resolvers, matching the REST parameter rules: an explicit
// GraphQL null means "not given", and identifiers and words are non-empty strings.
import { failOnProblems, type Problem } from '../domain/errors';

export type Present<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** The given arguments without nulls; INVALID_REQUEST naming every empty string. */
export function presentArgs<T extends object>(args: T, path = ''): Present<T> {
  const problems: Problem[] = [];
  const present: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args) as [string, unknown][]) {
    if (value === null || value === undefined) continue;
    if (value === '' || (Array.isArray(value) && value.includes(''))) {
      problems.push({ path: `${path}${name}`, reason: 'must be a non-empty string' });
    }
    present[name] = value;
  }
  failOnProblems(problems);
  return present as Present<T>;
}
