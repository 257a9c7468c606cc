// The Decimal and DateTime scalars say what they expected and what they received, in the words of
// REST's validation (src/domain/validation-wording.ts; docs/decisions.md, "Errors for people").
import {
  graphql,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  type ExecutionResult,
} from 'graphql';
import { DateTimeScalar, DecimalScalar } from '../../src/graphql/scalars';
import { DECIMAL_IN_WORDS, TIMESTAMP_IN_WORDS } from '../../src/domain/validation-wording';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: DecimalScalar,
        args: { d: { type: new GraphQLNonNull(DecimalScalar) }, t: { type: DateTimeScalar } },
        resolve: (_root, args: { d: string }) => args.d,
      },
    },
  }),
});

async function message(source: string, variableValues?: Record<string, unknown>): Promise<string> {
  const result: ExecutionResult = await graphql({ schema, source, variableValues });
  expect(result.errors).toHaveLength(1);
  return result.errors![0]!.message;
}

test('a decimal variable that is not decimal text: the format in words and what was received', async () => {
  const text = await message('query($d: Decimal!) { echo(d: $d) }', { d: '1e3' });
  expect(text).toContain(`Decimal: expected ${DECIMAL_IN_WORDS}; received "1e3"`);
  const number = await message('query($d: Decimal!) { echo(d: $d) }', { d: 0.1 });
  expect(number).toContain('received the number 0.1');
});

test('a decimal literal of another kind names the kind received', async () => {
  expect(await message('{ echo(d: 12.5) }')).toContain(
    `Decimal: expected ${DECIMAL_IN_WORDS}; received a number`,
  );
  expect(await message('{ echo(d: [1]) }')).toContain('received a list');
});

test('a timestamp without its offset, bounded in the message', async () => {
  const long = `2026-12-08T05:00:00${'x'.repeat(200)}`;
  const text = await message('{ echo(d: "1", t: "2026-12-08T05:00:00") }');
  expect(text).toContain(
    `DateTime: expected ${TIMESTAMP_IN_WORDS}; received "2026-12-08T05:00:00"`,
  );
  const bounded = await message('query($t: DateTime) { echo(d: "1", t: $t) }', { t: long });
  expect(bounded).toContain(`(${long.length} characters)`);
});
