// Pins the registry to the cypher/ folder and each statement's parameters, without a database.
import { readdirSync } from 'node:fs';
import { CYPHER_NAMES, cypher, cypherDirectory, cypherStatements } from './cypher-registry';

describe('cypher registry', () => {
  test('every registered name resolves to a non-empty .cypher file', () => {
    for (const name of CYPHER_NAMES) expect(cypher(name).length).toBeGreaterThan(0);
  });

  test('every .cypher file is registered', () => {
    const files = readdirSync(cypherDirectory())
      .filter((file) => file.endsWith('.cypher'))
      .map((file) => file.slice(0, -'.cypher'.length))
      .sort();
    expect(files).toEqual([...CYPHER_NAMES].sort());
  });

  test('the schema is idempotent statements only', () => {
    const statements = cypherStatements('schema');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements)
      expect(statement).toMatch(/^CREATE (CONSTRAINT|INDEX) \w+ IF NOT EXISTS /);
  });

  test('the parameters of each statement', () => {
    const parametersOf = (text: string) => {
      const code = text.replace(/\/\/.*$/gm, '');
      return [...new Set(code.match(/\$[A-Za-z]\w*(\.\w+)?/g) ?? [])].sort();
    };
    expect(
      Object.fromEntries(CYPHER_NAMES.map((name) => [name, parametersOf(cypher(name))])),
    ).toMatchSnapshot();
  });
});
