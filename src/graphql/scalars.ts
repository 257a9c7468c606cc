// The custom scalars of the schema: DateTime and Decimal are strings on the wire, checked on the
// way in, and passed through unchanged on the way out (docs/decisions.md, GraphQL scalars): a
// decimal is never a float, and a timestamp keeps the exact text the service holds.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isDecimalText } from '../domain/arithmetic/decimal';
import {
  DECIMAL_IN_WORDS,
  expectedReceived,
  TIMESTAMP_IN_WORDS,
} from '../domain/validation-wording';

/** ISO 8601: a date, a time and a zone (Z or an offset); seconds and their fractions optional. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isDateTimeText(text: string): boolean {
  return DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));
}

/** A literal's kind in words, for "received an integer". */
const LITERAL_KINDS: Readonly<Partial<Record<Kind, string>>> = {
  [Kind.INT]: 'an integer',
  [Kind.FLOAT]: 'a number',
  [Kind.BOOLEAN]: 'a boolean',
  [Kind.NULL]: 'null',
  [Kind.ENUM]: 'an enum value',
  [Kind.LIST]: 'a list',
  [Kind.OBJECT]: 'an object',
};

function stringScalar(
  name: string,
  description: string,
  valid: (text: string) => boolean,
  expected: string,
): GraphQLScalarType<string, string> {
  const accept = (value: unknown): string => {
    if (typeof value === 'string' && valid(value)) return value;
    throw new GraphQLError(`${name}: ${expectedReceived(expected, value)}`);
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize(value) {
      if (typeof value !== 'string')
        throw new GraphQLError(`${name} cannot represent ${typeof value}`);
      return value;
    },
    parseValue: accept,
    parseLiteral(node: ValueNode) {
      if (node.kind !== Kind.STRING) {
        throw new GraphQLError(
          `${name}: expected ${expected}; received ${LITERAL_KINDS[node.kind] ?? node.kind}`,
          {
            nodes: node,
          },
        );
      }
      return accept(node.value);
    },
  });
}

export const DateTimeScalar = stringScalar(
  'DateTime',
  'An instant as RFC 3339 / ISO 8601 text with a time zone, e.g. "2026-11-20T16:00:00Z". The service answers in UTC.',
  isDateTimeText,
  TIMESTAMP_IN_WORDS,
);

export const DecimalScalar = stringScalar(
  'Decimal',
  'An exact decimal number as text, e.g. "0.415" or "-12": never a binary float.',
  isDecimalText,
  DECIMAL_IN_WORDS,
);
