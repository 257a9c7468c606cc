// Who may call the API (README.md, "Configuration"; docs/decisions.md, "Operations"): the API keys
// with their scopes, and the secret their key IDs and page tokens are keyed with.
import { Type } from '@sinclair/typebox';

export const AUTH_ENV = Type.Object({
  SETTLEGRAPH_API_KEYS: Type.Optional(
    Type.String({
      description:
        'A JSON array of {"key", "scopes", "operator", "name"}; unset: the demo key, an operator.',
    }),
  ),
  SETTLEGRAPH_TOKEN_SECRET: Type.Optional(
    Type.String({
      description: 'The secret key IDs and page tokens are keyed with; unset: random.',
    }),
  ),
});

/** The JSON SETTLEGRAPH_API_KEYS holds. */
export const API_KEYS_JSON = Type.Array(
  Type.Object({
    key: Type.String({ minLength: 8, refusal: 'an API key has at least 8 characters' }),
    scopes: Type.Array(Type.String({ minLength: 1 }), { default: [] }),
    operator: Type.Boolean({ default: false }),
    name: Type.Optional(
      Type.String({ maxLength: 128, pattern: '\\S', refusal: 'a name has 1 to 128 characters' }),
    ),
  }),
);
