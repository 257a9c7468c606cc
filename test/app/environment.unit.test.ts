// The reading of the modules' environment schemas (src/app/environment.ts): defaults, blank as
// unset, and refusals that name the variable, what it must be and what it was.
import { Type } from '@sinclair/typebox';
import { readConfig } from '../../src/app/config';
import { readEnv, readJson } from '../../src/app/environment';
import { API_KEYS_JSON } from '../../src/http/auth-env';

const SCHEMA = Type.Object({
  A_COUNT: Type.Integer({ minimum: 2, default: 5, description: 'a count' }),
  A_SHARE: Type.Integer({
    minimum: 0,
    maximum: 100,
    maximumRefusal: 'must be a percentage, 0 to 100',
    default: 0,
    description: 'a share',
  }),
  A_LIMIT: Type.Optional(
    Type.Integer({ minimum: 1, refusal: 'must be a positive whole number of things' }),
  ),
  A_SECONDS: Type.Number({ minimum: 0, default: 1.5, description: 'seconds' }),
  A_NAME: Type.Optional(Type.String({ description: 'a name' })),
});

describe('readEnv', () => {
  test('unset or blank: the default, or undefined without one', () => {
    const blank = { A_COUNT: ' ', A_SHARE: '', A_NAME: '  ' };
    for (const env of [{}, blank])
      expect(readEnv(SCHEMA, env)).toEqual({ A_COUNT: 5, A_SHARE: 0, A_SECONDS: 1.5 });
  });

  test('values are read as their schema says, strings trimmed', () => {
    expect(
      readEnv(SCHEMA, {
        A_COUNT: ' 12 ',
        A_SHARE: '100',
        A_LIMIT: '3',
        A_SECONDS: '0.25',
        A_NAME: ' x y ',
        OTHER: 'ignored',
      }),
    ).toEqual({ A_COUNT: 12, A_SHARE: 100, A_LIMIT: 3, A_SECONDS: 0.25, A_NAME: 'x y' });
  });

  test.each([
    [{ A_COUNT: '1' }, 'A_COUNT must be a whole number of at least 2, got "1"'],
    [{ A_COUNT: '2.5' }, 'A_COUNT must be a whole number of at least 2, got "2.5"'],
    [{ A_COUNT: 'many' }, 'A_COUNT must be a whole number of at least 2, got "many"'],
    [{ A_COUNT: '1e400' }, 'A_COUNT must be a whole number of at least 2, got "1e400"'],
    [{ A_COUNT: '1e20' }, 'A_COUNT must be a whole number of at least 2, got "1e20"'],
    [{ A_SHARE: '101' }, 'A_SHARE must be a percentage, 0 to 100, got "101"'],
    [{ A_SHARE: '-1' }, 'A_SHARE must be a whole number of at least 0, got "-1"'],
    [{ A_LIMIT: '0' }, 'A_LIMIT must be a positive whole number of things, got "0"'],
    [{ A_SECONDS: 'soon' }, 'A_SECONDS must be a number of at least 0, got "soon"'],
  ])('%j is refused: %s', (env, message) => {
    expect(() => readEnv(SCHEMA, env)).toThrow(message);
  });
});

describe('readJson: SETTLEGRAPH_API_KEYS', () => {
  test('scopes and operator take their defaults', () => {
    expect(readJson('KEYS', API_KEYS_JSON, [{ key: 'abcdefgh' }])).toEqual([
      { key: 'abcdefgh', scopes: [], operator: false },
    ]);
  });

  test.each([
    [[{ key: 'short' }], 'KEYS is invalid: 0.key an API key has at least 8 characters'],
    [[{ key: 'abcdefgh', scopes: [''] }], 'KEYS is invalid: 0.scopes.0 must NOT have fewer than 1'],
    [[{ key: 'abcdefgh', name: '   ' }], 'KEYS is invalid: 0.name a name has 1 to 128 characters'],
    [[{ scopes: [] }], "KEYS is invalid: 0 must have required property 'key'"],
    [{ key: 'abcdefgh' }, 'KEYS is invalid: must be array'],
  ])('%j is refused', (json, message) => {
    expect(() => readJson('KEYS', API_KEYS_JSON, json)).toThrow(message);
  });

  test('readConfig trims a key’s name and keeps the keys given', () => {
    const config = readConfig({
      SETTLEGRAPH_API_KEYS: JSON.stringify([
        { key: 'abcdefgh', scopes: ['s1'], name: ' Ops team ' },
        { key: 'ijklmnop', operator: true },
      ]),
    });
    expect(config.demoKey).toBe(false);
    expect(config.apiKeys).toEqual([
      { key: 'abcdefgh', scopes: ['s1'], operator: false, name: 'Ops team' },
      { key: 'ijklmnop', scopes: [], operator: true },
    ]);
  });

  test('unset or blank: the demo key, an operator', () => {
    for (const env of [{}, { SETTLEGRAPH_API_KEYS: ' ' }])
      expect(readConfig(env)).toMatchObject({
        demoKey: true,
        apiKeys: [{ key: 'sg-demo-key', scopes: ['demo'], operator: true }],
      });
  });
});

describe('the server’s own variables', () => {
  test('PORT: 8080 unset or blank, 0 for any free port, else a port number', () => {
    expect(readConfig({}).port).toBe(8080);
    expect(readConfig({ PORT: '' }).port).toBe(8080);
    expect(readConfig({ PORT: '0' }).port).toBe(0);
    for (const value of ['65536', '-1', 'http'])
      expect(() => readConfig({ PORT: value })).toThrow(
        `PORT must be a port number, got "${value}"`,
      );
  });
});
