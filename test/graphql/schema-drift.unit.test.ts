// schema/schema.graphql is the emitted SDL, checked in (docs/architecture.md): it must match the
// code-first schema exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getIntrospectionQuery, graphql } from 'graphql';
import { buildGraphqlSchema } from '../../src/graphql/build-schema';
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

// What type-graphql's own check ran at every build (src/graphql/build-schema.ts, skipCheck): the
// full introspection query answers without an error, every type, field, argument and default
// value included.
test('the built schema answers the full introspection query', async () => {
  const result = await graphql({
    schema: await buildGraphqlSchema(),
    source: getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      inputValueDeprecation: true,
    }),
  });
  expect(result.errors).toBeUndefined();
  expect(result.data?.__schema).toMatchObject({ queryType: { name: 'Query' } });
});
