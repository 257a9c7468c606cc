// The default GraphQL limits let every query the project itself sends pass (the explorer's
// documents, GraphiQL's introspection, the benchmark workload), and refuse the hostile queries of
// test/graphql/hostile-queries.ts. README and test/graphql queries run against servers with the defaults in their own
// tests. Measured with the same QueryLimits the endpoint uses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { buildGraphqlSchema } from '../../src/graphql/build-schema';
import { QueryLimits } from '../../src/graphql/query-limits';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { cheapQuery, hostileQueries, nestedQuery } from '../../bench/http/workload';
import { ServiceError } from '../../src/domain/errors';
import {
  DIAGRAM_ON_REQUEST_LINKS_QUERY,
  FAMILY_DIAGRAM_QUERY,
} from '../../src/explorer/graph/family-diagram.queries';

const EXPLORER = join(__dirname, '..', '..', 'src', 'explorer');

/** Every exported GraphQL document of the explorer's *.queries.ts files, by export name. */
function explorerDocuments(): [string, string][] {
  const documents: [string, string][] = [];
  for (const folder of readdirSync(EXPLORER, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(EXPLORER, folder.name))) {
      if (!file.endsWith('.queries.ts')) continue;
      // Every *.queries.ts found on disk, so a new one is measured too.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(join(EXPLORER, folder.name, file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module))
        if (typeof value === 'string' && /^\s*(query|mutation|subscription)\b/.test(value))
          documents.push([`${folder.name}/${name}`, value]);
    }
  }
  return documents;
}

/** Variables for the explorer's documents: the largest lists they send are their own first: 500. */
const VARIABLES = {
  marketIds: ['mkt-a', 'mkt-b'],
  familyId: 'fam',
  outcomeId: 'out',
  scenarioVersion: '1',
  from: 'out-a',
  to: 'out-b',
  q: 'fed',
  depth: 3,
  type: 'IMPLICATION',
  withNodes: true,
  withLinks: true,
  withGroups: true,
  implied: true,
};
const INPUTS: Record<string, unknown> = {
  runEvaluation: {
    positions: [
      { positionId: 'p', instrument: { outcomeId: 'o' }, positionType: 'HELD', quantity: '1' },
    ],
  },
  composeCombo: {
    venue: 'kalshi',
    settlementConventionId: 'c',
    legs: [{ outcomeId: 'a' }, { outcomeId: 'b' }],
  },
};

describe('the default GraphQL limits', () => {
  let limits: QueryLimits;

  beforeAll(async () => {
    limits = new QueryLimits(await buildGraphqlSchema(), DEFAULT_GRAPHQL_LIMITS);
  });

  const passes = (query: string, variables: Record<string, unknown> = {}) => {
    const document = limits.parse(query);
    const measures = limits.measure(document, undefined, variables);
    expect(measures?.complexity).toBeGreaterThan(0);
    expect(() => limits.check(document, undefined, variables)).not.toThrow();
  };

  test('the explorer sends documents', () => {
    expect(explorerDocuments().length).toBeGreaterThanOrEqual(8);
  });

  test.each(explorerDocuments())('explorer %s passes', (_name, query) => {
    const input = Object.entries(INPUTS).find(([field]) => query.includes(`${field}(`))?.[1];
    passes(query, { ...VARIABLES, ...(input ? { input } : {}) });
  });

  // docs/decisions.md, "Explorer: the layered relationship diagram": a 500-outcome family is one
  // request of its nodes, links and groups, each a page of 500, far under the cost limit.
  test("the family diagram's requests estimate far under the cost limit", () => {
    const complexity = (query: string, variables: Record<string, unknown>) =>
      limits.measure(limits.parse(query), undefined, { ...VARIABLES, ...variables })!.complexity;
    const whole = complexity(FAMILY_DIAGRAM_QUERY, {});
    expect(whole).toBeLessThan(DEFAULT_GRAPHQL_LIMITS.maxComplexity / 10);
    expect(complexity(FAMILY_DIAGRAM_QUERY, { withNodes: false })).toBeLessThan(whole);
    for (const implied of [true, false])
      expect(complexity(DIAGRAM_ON_REQUEST_LINKS_QUERY, { implied })).toBeLessThan(
        DEFAULT_GRAPHQL_LIMITS.maxComplexity / 100,
      );
  });

  test.each([
    ['without', {}],
    [
      'with input value deprecation and the schema description',
      { inputValueDeprecation: true, schemaDescription: true },
    ],
  ])("GraphiQL's introspection query passes (%s)", (_name, options) => {
    passes(getIntrospectionQuery(options));
  });

  test('the benchmark workload passes', () => {
    passes(nestedQuery('fam'));
    passes(cheapQuery('mkt'));
  });

  test.each(['sixLevel', 'aliases'] as const)('the hostile %s query is refused', (which) => {
    const query = hostileQueries('fam')[which];
    let refusal: unknown;
    try {
      limits.check(limits.parse(query), undefined, {});
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).code).toBe('QUERY_TOO_COMPLEX');
    expect((refusal as ServiceError).details?.limit).toBe(
      which === 'sixLevel' ? 'maxDepth' : 'maxTokens',
    );
  });
});
