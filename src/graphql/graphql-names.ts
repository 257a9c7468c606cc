// GraphQL's names for what the services name in camelCase (docs/architecture.md, "Errors"): the
// same names, except the paging of connections (pageSize is `first`; pageToken, and the change
// feed's cursor, `after`), and
// full paths inside an input-object argument start with that argument (`input.legs[2]`), while a
// field named in a sentence stays as it is ("names exactly one of outcomeId or listingId").
import type { NameRenderer } from '../domain/errors';

const ARGUMENTS: Readonly<Record<string, string>> = {
  pageSize: 'first',
  pageToken: 'after',
  cursor: 'after',
};

/** Fields whose service request is one input object, by the argument that holds it. */
const INPUT_ARGUMENTS: Readonly<Record<string, string>> = {
  composeCombo: 'input',
  runEvaluation: 'input',
  upsertFairValues: 'input',
};

/** The renderer of service paths for an error of the field at `responsePath`. */
export function graphqlNames(responsePath: readonly (string | number)[] | undefined): {
  path: NameRenderer;
  key: (key: string) => string;
} {
  const field = [...(responsePath ?? [])].reverse().find((p) => typeof p === 'string');
  const input = field !== undefined ? INPUT_ARGUMENTS[field] : undefined;
  const one = (path: string, isPath: boolean): string => {
    const head = /^[A-Za-z][A-Za-z0-9]*/.exec(path)?.[0];
    const renamed =
      head !== undefined && ARGUMENTS[head] !== undefined
        ? ARGUMENTS[head] + path.slice(head.length)
        : path;
    return input !== undefined && isPath ? `${input}.${renamed}` : renamed;
  };
  return {
    path: (path, isPath = false) =>
      path
        .split(',')
        .map((p) => one(p, isPath))
        .join(','),
    key: (key) => key,
  };
}
