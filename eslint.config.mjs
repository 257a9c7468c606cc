// Lint rules that keep the layers honest: src/domain is pure, adapters never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const CODE = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

// GraphQL object types that are values, not entities: no `id`, no Node (docs/decisions.md,
// GraphQL global IDs).
const VALUE_TYPES = [
  'Assignment',
  'Baseline',
  'BoundaryTerm',
  'CandidateBook',
  'CandidateResult',
  'CandidateScenarioValue',
  'ChangeFeedEvent',
  'ComboFinding',
  'ComposeCoverage',
  'ComposeCoverageItem',
  'ComposeVersions',
  'Contribution',
  'CoverageRecord',
  // An evaluation candidate's cost and the ranking's basis: values of one evaluation's result.
  'CandidateCost',
  'CandidateRanking',
  'CrossVenuePair',
  'CrossVenuePairSide',
  'DiagramCount',
  'DiagramGroup',
  'DiagramLink',
  'DiagramNode',
  'DiagramOutcome',
  'DiagramSide',
  'EvaluationBook',
  'EvaluationCoverage',
  'EvaluationScenarioFilter',
  'EvaluationScenarioPin',
  'EvaluationScenarios',
  'EvaluationVersions',
  'EvaluationWarning',
  'ExceptionsTerm',
  'Extremum',

  'Fee',
  'GraphqlLimits',
  'MarketDataRetention',
  'LegReference',
  'MappingVersionUsed',
  'MarketVersionRef',
  'MarketVersionUsed',
  'MinMax',
  'ObservationWindow',
  'Offset',
  'OrderBook',
  'PageInfo',
  // Review decisions on pairs: values of a pair, kept outside revisions (docs/decisions.md).
  'PairDecision',
  'PairDecisionHistory',
  'PairDecisionSummary',
  'Payout',
  'PayoutValue',
  'PriceBar',
  'PriceLevel',
  'QuantityTerm',
  'Quote',
  'RelatedPath',
  'ResolveInputEcho',
  'ResolveItem',
  'ResolveResult',
  'ResolvedListing',
  'ResolvedOutcome',
  'ScenarioPin',
  'ScenarioValue',
  'ServiceLimits',
  'SettlementEvidence',
  'SettlementTerms',
  'SourceTerm',
  'Statistic',
  'StatisticsRecord',
  'QuarantinedRecord',
  'RelationshipDiagram',
  'SyncState',
  'SyncKindState',
  'TermBoundary',
  'TermDifference',
  'TermExceptions',
  'TermQuantity',
  'TermRounding',
  'TermSpan',
  'TermValues',
  'TermWindow',
  'TickBand',
  'TradeCost',
  'TradingRules',
  'UnsupportedPosition',
  'UnsupportedTrade',
  'Valuation',
  'ValuationItem',
  'WholeBook',
  'WindowTerm',
  'Witness',
  'YesSideTerm',
];

// Everything the gateway runs; the explorer (a browser page) and it never import each other.
const SERVER_CODE = [
  './src/domain',
  './src/resources',
  './src/store',
  './src/services',
  './src/graphql',
  './src/rest',
  './src/http',
  './src/app',
  './src/catalog',
  './src/sync',
  './src/cli',
  './src/fanout',
];

// Packages src/domain never imports: it is pure and knows no store or transport.
const DOMAIN_FORBIDDEN = ['neo4j-driver', 'type-graphql', 'fastify', 'graphql', '@apollo/server'];

// Exact arithmetic goes through one folder (docs/architecture.md, "Exact arithmetic").
const DECIMAL_JS = {
  name: 'decimal.js',
  message: 'Decimal arithmetic goes through src/domain/arithmetic (decimal.ts wraps decimal.js).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'build/**',
      'coverage/**',
      'test/neo4j/target/**',
      'test-artifacts/**',
      'bin/**',
      'jest.config.js',
      'jest.unit.config.js',
      'jest.corpus.config.js',
      // jest loads these as plain JavaScript, as it does its config (the sequencer is not transformed).
      'test/setup/*.js',
      'eslint.config.mjs',
    ],
  },
  // The code rules apply to code only: schema/schema.graphql has its own block below.
  ...[js.configs.recommended, ...tseslint.configs.recommendedTypeChecked].map((config) => ({
    ...config,
    files: config.files ?? CODE,
  })),
  {
    files: CODE,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // A Message (src/domain/errors.ts) prints its camelCase wording, as logs and the CLI show it.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowAny: true,
          allowBoolean: true,
          allowNullish: true,
          allowNumber: true,
          allowRegExp: true,
          allow: [
            { from: 'lib', name: ['Error', 'URL', 'URLSearchParams'] },
            { from: 'file', name: 'Message', path: 'src/domain/errors.ts' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: SERVER_CODE.filter((folder) => folder !== './src/domain'),
              message: 'src/domain is pure: it imports no store, service or adapter.',
            },
            {
              target: './src/domain/arithmetic',
              from: './src/domain',
              except: ['./arithmetic'],
              message:
                'src/domain/arithmetic is the base of the domain: it imports nothing else of ours.',
            },
            {
              target: './src/resources',
              from: SERVER_CODE.filter(
                (folder) => folder !== './src/domain' && folder !== './src/resources',
              ),
              message:
                'src/resources holds the one definition of each resource: it imports only the domain.',
            },
            {
              target: './src/venues',
              from: SERVER_CODE.filter((folder) => folder !== './src/domain'),
              message:
                'src/venues reads the venues: it imports only src/domain (its ports) and itself.',
            },
            {
              target: './src/graphql',
              from: './src/rest',
              message: 'Adapters never import each other.',
            },
            {
              target: './src/rest',
              from: './src/graphql',
              message: 'Adapters never import each other.',
            },
            {
              target: ['./src/graphql', './src/rest'],
              from: ['./src/app', './src/cli', './src/sync'],
              message:
                'The adapters sit under the composition root (src/app): they take what they need from src/http and the services.',
            },
            {
              target: './src/http',
              from: ['./src/graphql', './src/rest', './src/app', './src/cli', './src/sync'],
              message:
                'src/http (errors, principals, caches, limits) sits under both adapters and imports neither.',
            },
            {
              target: './src/services',
              from: [
                './src/graphql',
                './src/rest',
                './src/http',
                './src/app',
                './src/sync',
                './src/fanout',
              ],
              message: 'Services know no transport.',
            },
            {
              target: './src/store',
              from: [
                './src/services',
                './src/catalog',
                './src/graphql',
                './src/rest',
                './src/http',
                './src/app',
                './src/sync',
                './src/cli',
              ],
              message: 'Stores know no service or transport.',
            },
            {
              target: './src/catalog',
              from: [
                './src/services',
                './src/graphql',
                './src/rest',
                './src/http',
                './src/app',
                './src/sync',
                './src/cli',
              ],
              message: 'The catalog format and its import know no service or transport.',
            },
            {
              target: './src/sync',
              from: [
                './src/graphql',
                './src/rest',
                './src/http',
                './src/app',
                './src/cli',
                './src/fanout',
              ],
              message: 'The venue sync feeds the store: it knows no transport of ours.',
            },
            {
              target: './src/app',
              from: './src/cli',
              message: 'The command line runs the composition root, not the other way round.',
            },
            {
              target: './src/fanout',
              from: [
                './src/graphql',
                './src/rest',
                './src/http',
                './src/app',
                './src/cli',
                './src/sync',
                './src/store',
                './src/catalog',
                './src/venues',
              ],
              message:
                'src/fanout carries live data and limits through Redis: it imports only the domain and services.',
            },
            {
              target: './src/explorer',
              from: SERVER_CODE,
              message:
                'The explorer is a browser page: it talks to /graphql and imports no server code.',
            },
            {
              target: SERVER_CODE,
              from: './src/explorer',
              message:
                'The server serves the explorer build (dist/explorer); it imports none of it.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'neo4j-driver',
              message: 'Only src/store/neo4j/executor.ts and driver.ts talk to neo4j-driver.',
            },
            DECIMAL_JS,
          ],
        },
      ],
    },
  },
  {
    // The explorer runs in the browser, type-checked by its own tsconfigs (DOM lib; the Vite
    // config on Node).
    files: ['src/explorer/**/*.{ts,tsx,mts}'],
    languageOptions: {
      globals: globals.browser,
      parserOptions: {
        projectService: false,
        project: ['./src/explorer/tsconfig.json', './src/explorer/tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['src/explorer/vite.config.mts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...DOMAIN_FORBIDDEN, DECIMAL_JS] }],
    },
  },
  {
    files: ['src/domain/arithmetic/decimal.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: DOMAIN_FORBIDDEN }] },
  },
  {
    files: [
      'src/store/neo4j/executor.ts',
      'src/store/neo4j/executor.test.ts',
      'src/store/neo4j/driver.ts',
      'test/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['test/**/*.ts', '**/*.test.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The emitted schema, held to GitHub's and Shopify's conventions: graphql-eslint's schema
    // rules (recommended and Relay) with no findings. Exceptions are listed with their reasons
    // in docs/decisions.md (GraphQL schema lint).
    files: ['schema/schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: './schema/schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      ...graphqlPlugin.configs['flat/schema-relay'].rules,
      // Every type, field, argument and enum value is described, not only types and root fields.
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      // Service IDs keep the names they have everywhere else (REST fields, catalog files,
      // arguments such as familyId): Family.familyId, not Family.serviceId.
      '@graphql-eslint/no-typename-prefix': 'off',
      // The change feed pages forward only (first/after); every other connection takes both.
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      '@graphql-eslint/relay-edge-types': [
        'error',
        {
          withEdgeSuffix: true,
          // Lists of values (tags, witnesses, book levels) are lists, as in GitHub's schema.
          listTypeCanWrapOnlyEdgeType: false,
          // Some connections page values without an identity of their own (payout vectors,
          // bars, paths, coverage records); entities' connections all page Nodes.
          shouldImplementNode: false,
        },
      ],
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: {
            suffixes: ['Connection', 'Edge', 'Payload'],
            // Values without an identity of their own: parts of an entity, results of a
            // computation, or records of a moment. A type not listed here is an entity.
            types: VALUE_TYPES,
          },
        },
      ],
    },
  },
);
