// README.md's Configuration table against the modules' environment schemas (src/app/config.ts,
// ENV_SCHEMAS, and the command's own in src/cli/cli-env.ts): every variable a schema declares has its row, every row names a declared variable,
// and a default the README writes as a value is the schema's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { ENV_SCHEMAS } from '../../src/app/config';
import { CLI_ENV } from '../../src/cli/cli-env';
import { variablesOf } from '../../src/app/environment';

interface Row {
  readonly variables: string[];
  /** The default column's values in backticks, when the column starts with one. */
  readonly defaults: string[];
}

function configurationRows(): Row[] {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
  const table = section.split(/^### /m)[0]!;
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names, fallback] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      const ticked = (cell: string) => [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
      return {
        variables: ticked(names!),
        defaults: fallback!.startsWith('`') ? ticked(fallback!) : [],
      };
    });
}

const SCHEMAS = [...ENV_SCHEMAS, CLI_ENV];
const declared = new Map<string, TSchema>(
  SCHEMAS.flatMap((schema) => Object.entries(schema.properties)),
);

describe("README's Configuration table and the environment schemas", () => {
  const rows = configurationRows();
  const inReadme = rows.flatMap((row) => row.variables);

  test('the table has rows', () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  test('every declared variable has a row, and only one', () => {
    const missing = variablesOf(SCHEMAS).filter((name) => !inReadme.includes(name));
    expect(missing).toEqual([]);
    expect(inReadme.filter((name, i) => inReadme.indexOf(name) !== i)).toEqual([]);
  });

  test('every row names a declared variable', () => {
    expect(inReadme.filter((name) => !declared.has(name))).toEqual([]);
  });

  test("a default the README writes as a value is the schema's", () => {
    const compared: string[] = [];
    for (const row of rows) {
      if (row.defaults.length !== row.variables.length) continue;
      row.variables.forEach((name, i) => {
        const schema = declared.get(name);
        if (schema?.default === undefined) return;
        expect({ name, default: String(schema.default) }).toEqual({
          name,
          default: row.defaults[i],
        });
        compared.push(name);
      });
    }
    expect(compared.length).toBeGreaterThan(40);
  });

  test('every declared variable says what it is for', () => {
    const silent = [...declared].filter(([, schema]) => !schema.description);
    expect(silent.map(([name]) => name)).toEqual([]);
  });
});
