// The Error body every failure answers with (docs/decisions.md): a code of the closed set,
// a message, details (every problem found, with its path) and the request ID.
import { ERROR_CODES } from '../domain/errors';
import { List, Obj, OneOf, Optional, Ref, Str, type Static } from './schema-kit';

export const ProblemDefinition = Obj({ path: Str, reason: Str }, { $id: 'Problem' });
export type ProblemResource = Static<typeof ProblemDefinition>;

export const ErrorDefinition = Obj(
  {
    error: Obj({
      code: OneOf(ERROR_CODES),
      message: Str,
      details: Optional(
        Obj({ problems: Optional(List(Ref(ProblemDefinition))) }, { additionalProperties: true }),
      ),
      requestId: Str,
    }),
  },
  { $id: 'Error' },
);
export type ErrorResource = Static<typeof ErrorDefinition>;
