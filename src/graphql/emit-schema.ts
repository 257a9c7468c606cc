// Prints the schema's SDL, sorted, as checked in at schema/schema.graphql:
//   npm run schema:graphql   (node dist/src/graphql/emit-schema.js > schema/schema.graphql)
// test/graphql/schema-drift.unit.test.ts fails when the checked-in file differs.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGraphqlSchema } from './build-schema';

export async function emitSchemaSdl(): Promise<string> {
  const schema = await buildGraphqlSchema();
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) {
  emitSchemaSdl().then(
    (sdl) => process.stdout.write(sdl),
    (error: unknown) => {
      process.stderr.write(
        `emit-schema: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
