// The one Ajv of the catalog format and of NDJSON ingest rows (docs/decisions.md, "The catalog in
// TypeBox"). Unlike the venue schemas' Ajv (src/venues/common/venue-ajv.ts), which must not
// change what it checks, this one reads a file into the shape the planners take: it applies each
// field's `default`, removes the fields the format does not know (a catalog written for a newer
// minor version still imports, and nothing unknown reaches a record), and reports every problem.
import Ajv, { type ErrorObject } from 'ajv';
import { identifierProblem } from '../domain/identifiers';
import { CHECKS, isUtcTimestamp, type CheckName } from './catalog-checks';

export const catalogAjv = new Ajv({
  allErrors: true,
  useDefaults: true,
  // Only where an object says `additionalProperties: false`: every object of the format does.
  removeAdditional: true,
  coerceTypes: false,
  // A term picks its branch by `status`, a window by `kind`: the defaults of that branch apply.
  discriminator: true,
  // Each error carries its schema node and value, for the reason a person reads (schema-problems.ts).
  verbose: true,
  allowUnionTypes: true,
  // Unoptimised code compiles in half the time (about 0.25 s against 0.5 s of CPU for the whole
  // format) and checks a catalog about as fast (docs/benchmarks.md, "Catalog shape check").
  code: { optimize: false },
});

/** The reason a keyword's failure is told with, by keyword (schema-problems.ts reads it). */
catalogAjv.addKeyword({ keyword: 'reasons', schemaType: 'object' });

/** The REST definitions' `date-time` allows any offset; the catalog's timestamps are UTC. */
catalogAjv.addFormat('utc-date-time', { type: 'string', validate: isUtcTimestamp });

/** Text of printable ASCII only, which holds no refused character: most IDs, told at once. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Characters an identifier may not hold (src/domain/identifiers.ts), named in the reason. */
catalogAjv.addKeyword({
  keyword: 'identifier',
  type: 'string',
  schemaType: 'boolean',
  validate: function identifier(this: unknown, _schema: boolean, data: string): boolean {
    // An empty identifier is minLength's to report.
    const problem = PRINTABLE_ASCII.test(data) ? undefined : identifierProblem(data);
    if (problem === undefined) return true;
    (identifier as { errors?: Partial<ErrorObject>[] }).errors = [
      { keyword: 'identifier', message: problem, params: { received: data } },
    ];
    return false;
  },
});

/**
 * A rule over several fields of one object (catalog-checks.ts), run once its fields have their
 * types; each problem names the field it concerns.
 */
catalogAjv.addKeyword({
  keyword: 'check',
  type: 'object',
  schemaType: 'string',
  validate: function check(
    this: unknown,
    name: CheckName,
    data: Record<string, unknown>,
    _parent: unknown,
    cxt?: { instancePath: string },
  ): boolean {
    const problems = CHECKS[name](data);
    if (problems.length === 0) return true;
    (check as { errors?: Partial<ErrorObject>[] }).errors = problems.map((p) => ({
      keyword: 'check',
      message: p.reason,
      instancePath: `${cxt?.instancePath ?? ''}/${p.field}`,
      params: {},
    }));
    return false;
  },
});
