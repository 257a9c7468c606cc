// The one Ajv of the venue schemas (docs/decisions.md, "Venue response shapes"), shared by the
// check of the REST responses (response-check.ts) and of the stream frames (frame-check.ts), and
// how its first error is reported: the JSON path of the value and Ajv's reason.
import Ajv from 'ajv';

export type Validate = ReturnType<Ajv['compile']>;
type AjvError = NonNullable<Validate['errors']>[number];

/**
 * Nothing is coerced, defaulted or removed: a check must not change what it checks. The first
 * error is enough: each record, each frame, is checked on its own.
 */
export const ajv = new Ajv({
  allErrors: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  allowUnionTypes: true,
});

/** The JSON path of an error below `root`, naming a missing member itself. */
export function jsonPath(root: string, error: AjvError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  return segments.reduce(
    (path, s) =>
      /^\d+$/.test(s)
        ? `${path}[${s}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(s)
          ? `${path}.${s}`
          : `${path}[${JSON.stringify(s)}]`,
    root,
  );
}

/** Ajv's message, with a union of types in words (`must be array or null`). */
export function messageOf(error: AjvError): string {
  const types = (error.params as { type?: unknown }).type;
  if (error.keyword === 'type' && (typeof types === 'string' || Array.isArray(types)))
    return `must be ${String(types).split(',').join(' or ')}`;
  return error.message ?? error.keyword;
}

export function firstError(validate: Validate): AjvError {
  const error = validate.errors?.[0];
  if (!error) throw new Error('a schema refused a value without saying why');
  return error;
}
