// SETTLEGRAPH_CHANGE_RETENTION (README, Configuration): how many change records a feed cursor may
// resume within.
import { GRAPHQL_LIMIT_VARIABLES, readConfig } from '../../src/server/config';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';

describe('SETTLEGRAPH_CHANGE_RETENTION', () => {
  test('unset: no value, so the service default applies', () => {
    expect(readConfig({}).changeRetention).toBeUndefined();
    expect(readConfig({ SETTLEGRAPH_CHANGE_RETENTION: '' }).changeRetention).toBeUndefined();
  });

  test('a positive whole number of change records', () => {
    expect(readConfig({ SETTLEGRAPH_CHANGE_RETENTION: '250000' }).changeRetention).toBe(250000);
  });

  test.each(['0', '-5', '1.5', 'ten', '1e400'])('%s is refused at start', (value) => {
    expect(() => readConfig({ SETTLEGRAPH_CHANGE_RETENTION: value })).toThrow(
      /SETTLEGRAPH_CHANGE_RETENTION must be a positive whole number/,
    );
  });
});

describe('SETTLEGRAPH_GRAPHQL_* (README, Configuration; docs/decisions.md, "GraphQL limits")', () => {
  test('unset: the defaults', () => {
    expect(readConfig({}).graphqlLimits).toEqual(DEFAULT_GRAPHQL_LIMITS);
  });

  test('each variable sets its limit', () => {
    const env = Object.fromEntries(
      Object.values(GRAPHQL_LIMIT_VARIABLES).map((name, i) => [name, String(100 + i)]),
    );
    const limits = readConfig(env).graphqlLimits;
    Object.keys(GRAPHQL_LIMIT_VARIABLES).forEach((limit, i) =>
      expect(limits[limit as keyof typeof limits]).toBe(100 + i),
    );
  });

  test.each(
    Object.values(GRAPHQL_LIMIT_VARIABLES).flatMap((name) =>
      ['0', '-1', '2.5', 'many', '1e400'].map((value) => [name, value]),
    ),
  )('%s=%s is refused at start', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(
      new RegExp(`${name} must be a whole number of at least 1`),
    );
  });
});

describe('SETTLEGRAPH_CORS_ORIGINS', () => {
  test('unset or empty: no origins', () => {
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(readConfig({ SETTLEGRAPH_CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
  });

  test('comma-separated exact origins, repeats dropped', () => {
    expect(
      readConfig({
        SETTLEGRAPH_CORS_ORIGINS:
          'https://dash.example.com, http://localhost:5173,https://dash.example.com',
      }).corsOrigins,
    ).toEqual(['https://dash.example.com', 'http://localhost:5173']);
  });

  test.each([
    '*',
    'dash.example.com',
    'https://dash.example.com/',
    'https://x.example/app',
    'ftp://x.example',
  ])('%s is refused at start', (value) => {
    expect(() => readConfig({ SETTLEGRAPH_CORS_ORIGINS: value })).toThrow(
      /SETTLEGRAPH_CORS_ORIGINS must list exact origins/,
    );
  });
});
