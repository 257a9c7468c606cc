// schema/schema.graphql is the emitted SDL, checked in (docs/architecture.md): it must match the
// code-first schema exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emitSchemaSdl } from '../../src/graphql/emit-schema';

const SCHEMA_FILE = join(__dirname, '..', '..', 'schema', 'schema.graphql');

test('schema/schema.graphql matches the schema the code builds', async () => {
  const emitted = await emitSchemaSdl();
  let checkedIn: string;
  try {
    checkedIn = readFileSync(SCHEMA_FILE, 'utf8');
  } catch {
    throw new Error(
      'schema/schema.graphql is missing: run `npm run schema:graphql` and commit the file',
    );
  }
  if (checkedIn !== emitted) {
    throw new Error(
      'schema/schema.graphql differs from the schema the code builds: run `npm run schema:graphql` and commit the file',
    );
  }
});

test('the emitted SDL is deterministic', async () => {
  expect(await emitSchemaSdl()).toBe(await emitSchemaSdl());
});
