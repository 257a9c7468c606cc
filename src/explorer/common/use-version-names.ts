// The readable names of the scenario versions panels show (readable-versions.ts), asked of the
// gateway once per family the panel names.
import { useEffect, useState } from 'react';
import type {
  ExplorerScenarioVersionsQuery,
  ExplorerScenarioVersionsQueryVariables,
} from '../api/generated-operations';
import { useGraphql } from '../api/use-graphql';
import { UNNAMED_VERSION, versionNames } from './readable-versions';
import { VERSIONS_QUERY } from './versions.queries';

/** `(familyId, label) => text`: the version's readable name, a neutral phrase until known. */
export function useVersionNames(
  familyIds: readonly string[],
): (familyId: string, label: string) => string {
  const graphql = useGraphql();
  const [names, setNames] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  const key = [...new Set(familyIds)].sort().join('\u0000');
  useEffect(() => {
    let current = true;
    const ids = key === '' ? [] : key.split('\u0000');
    Promise.all(
      ids.map(async (familyId) => {
        const result = await graphql<
          ExplorerScenarioVersionsQuery,
          ExplorerScenarioVersionsQueryVariables
        >(VERSIONS_QUERY, { familyId });
        const page = result.family?.scenarioVersions;
        return [familyId, versionNames(page?.nodes ?? [], page?.totalCount)] as const;
      }),
    ).then(
      (found) => {
        if (current) setNames(new Map(found));
      },
      // A name that cannot be had stays the neutral phrase; the panel's own request reports errors.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [graphql, key]);
  return (familyId, label) => names.get(familyId)?.get(label) ?? UNNAMED_VERSION;
}
