// graphql-js refuses an unknown enum value naming the enum but not its values ("Value \"FOO\" does
// not exist in \"Verdict\" enum."); a person then has to read the schema. The message of such a
// request error is given the allowed values, in the words REST's validation uses
// (src/domain/validation-wording.ts; docs/decisions.md, "Errors for people"), over HTTP and the
// WebSocket alike (format-error.ts).
import { isEnumType, type GraphQLSchema } from 'graphql';
import { oneOf } from '../domain/validation-wording';

/** graphql-js 16's two wordings of a refused enum value; linear, anchored on literal text. */
const ENUM_NAMED = [
  / does not exist in "(\w{1,128})" enum\./,
  /\bEnum "(\w{1,128})" cannot represent /,
];

/** `message` with the allowed values of the enum it names appended, once. */
export function withEnumValues(schema: GraphQLSchema, message: string): string {
  for (const pattern of ENUM_NAMED) {
    const name = pattern.exec(message)?.[1];
    const type = name === undefined ? undefined : schema.getType(name);
    if (type && isEnumType(type))
      return `${message} Expected ${oneOf(type.getValues().map((v) => v.name))}.`;
  }
  return message;
}
