// A venue response checked against the schema of its published shape (venue-responses.ts) before
// anything reads it (docs/decisions.md, "Venue response shapes"): a container of the wrong shape
// (an array where an object belongs, a list that is not one), like a body past the size or
// nesting bounds (bounded-body.ts), is an error of the response's venue and kind, thrown as a
// VenueShapeError, which stops the venue's pass as a request that fails does; a record of the wrong
// shape, an over-long text included, is refused alone and quarantined with the schema's reason.
import type { QuarantinedRecord } from '../../domain/sync-state';
import { JSON_DEPTH_MAX, TOO_DEEP, TOO_LARGE } from './bounded-body';
import { VenueRequestError, type VenueHttp, type VenueResponse } from './venue-http';
import { ajv, firstError, jsonPath, messageOf, type Validate } from './venue-ajv';
import type { VenueResponseShape } from './venue-response-shape';

/** A response that passed its container's shape, and which of its records passed theirs. */
export interface CheckedResponse extends VenueResponse {
  /** Whether record `index` of the response's list passed (index 0: a response of one record). */
  readonly passed: (index: number) => boolean;
  /** The records refused, as the quarantined records of the pass. */
  readonly refused: readonly QuarantinedRecord[];
}

/** A venue response of the wrong shape or size: an error of its venue and kind. */
export class VenueShapeError extends VenueRequestError {
  constructor(
    readonly shape: VenueResponseShape,
    url: string,
    /** What is wrong: `$.events: must be array`, `larger than 33554432 bytes`. */
    readonly problem: string,
    method = 'GET',
    attempts = 1,
  ) {
    super(url, 'wrong shape', attempts, method);
    this.name = 'VenueShapeError';
    this.message = `${shape.kind} response refused: ${method} ${url}: ${problem} (${shape.schema.title})`;
  }
}

/** GET `url`, checked as `shape`. */
export function getChecked(
  http: VenueHttp,
  url: string,
  shape: VenueResponseShape,
): Promise<CheckedResponse> {
  return checked(http, shape, url, 'GET', () => http.getJson(url));
}

/** POST `body` to `url` (a read that carries a list), checked as `shape`. */
export function postChecked(
  http: VenueHttp,
  url: string,
  body: unknown,
  shape: VenueResponseShape,
): Promise<CheckedResponse> {
  return checked(http, shape, url, 'POST', () => http.postJson(url, body));
}

async function checked(
  http: VenueHttp,
  shape: VenueResponseShape,
  url: string,
  method: string,
  request: () => Promise<VenueResponse>,
): Promise<CheckedResponse> {
  let response: VenueResponse;
  try {
    response = await request();
  } catch (error) {
    if (!(error instanceof VenueRequestError)) throw error;
    const problem =
      error.outcome === TOO_LARGE
        ? `larger than ${http.bodyBytesMax} bytes`
        : error.outcome === TOO_DEEP
          ? `JSON nested deeper than ${JSON_DEPTH_MAX} levels`
          : undefined;
    if (problem === undefined) throw error;
    throw new VenueShapeError(shape, url, problem, method, error.attempts);
  }
  return checkResponse(shape, response, method);
}

/** The response checked as `shape`; throws VenueShapeError when its container is not the shape. */
export function checkResponse(
  shape: VenueResponseShape,
  response: VenueResponse,
  method = 'GET',
): CheckedResponse {
  const { envelope, record } = validatorsOf(shape);
  if (!envelope(response.json)) {
    const error = firstError(envelope);
    throw new VenueShapeError(
      shape,
      response.url,
      `${jsonPath('$', error)}: ${messageOf(error)}`,
      method,
    );
  }
  const records =
    shape.records === undefined
      ? [response.json]
      : ((shape.records === ''
          ? response.json
          : (response.json as Record<string, unknown>)[shape.records]) as unknown[]);
  const failed = new Set<number>();
  const refused: QuarantinedRecord[] = [];
  records.forEach((item, index) => {
    if (record(item)) return;
    const error = firstError(record);
    failed.add(index);
    refused.push({
      source: sourceOf(shape, response.url, index),
      path: jsonPath(recordRoot(shape), error),
      reason: `not the published shape of ${shape.schema.title}: ${messageOf(error)}`,
    });
  });
  return { ...response, passed: (index) => !failed.has(index), refused };
}

/** The recording a record is kept in (venue-sources.ts names them so): `URL#events[3]`, `URL#3`. */
function sourceOf(shape: VenueResponseShape, url: string, index: number): string {
  if (shape.records === undefined) return url;
  return shape.records === '' ? `${url}#${index}` : `${url}#${shape.records}[${index}]`;
}

/** Where a record sits in its own recording: `$.response.events[0]`, or the response itself. */
function recordRoot(shape: VenueResponseShape): string {
  return shape.records ? `$.response.${shape.records}[0]` : '$.response';
}

interface Validators {
  /** The response's container: its type, and its record list's (not the records). */
  readonly envelope: Validate;
  /** One record. */
  readonly record: Validate;
}

const compiled = new Map<string, Validators>();

function validatorsOf(shape: VenueResponseShape): Validators {
  const id = shape.schema.$id;
  let found = compiled.get(id);
  if (!found) {
    ajv.addSchema(shape.schema);
    found = { envelope: ajv.compile(envelopeOf(shape)), record: ajv.compile(recordOf(shape)) };
    compiled.set(id, found);
  }
  return found;
}

function envelopeOf(shape: VenueResponseShape): Record<string, unknown> {
  const { $id: _id, ...schema } = shape.schema;
  if (shape.records === undefined) return { type: schema.type };
  if (shape.records === '') return { type: 'array' };
  const properties = schema.properties as Record<string, unknown>;
  return {
    ...schema,
    properties: { ...properties, [shape.records]: { type: 'array' } },
  };
}

function recordOf(shape: VenueResponseShape): Record<string, unknown> {
  const id = shape.schema.$id;
  if (shape.records === undefined) return { $ref: id };
  if (shape.records === '') return { $ref: `${id}#/items` };
  return { $ref: `${id}#/properties/${shape.records}/items` };
}

/**
 * Why `value` is not object `name` of a response's schema (one of its `$defs`), or undefined when
 * it is: a record read outside the responses a pass reads (a Gamma market of `/markets`).
 */
export function defProblem(
  shape: VenueResponseShape,
  name: string,
  value: unknown,
): string | undefined {
  validatorsOf(shape);
  const validate = ajv.getSchema(`${shape.schema.$id}#/$defs/${name}`);
  if (!validate) throw new Error(`${shape.schema.$id} has no object ${name}`);
  if (validate(value)) return undefined;
  const error = firstError(validate);
  return `${jsonPath('$', error)}: ${messageOf(error)}`;
}
