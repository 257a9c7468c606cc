// The closed set of error codes (docs/decisions.md). Every failure the service reports carries
// one of them; src/http/errors.ts maps each to its HTTP status and GraphQL code.
//
// Services speak camelCase only. A message that names a parameter or field names it as a
// placeholder (`msg`), and each adapter renders the names in its own words: REST in the
// specification's snake_case, GraphQL in its argument names (docs/architecture.md, "Errors").

export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'REVISION_CONFLICT',
  'IDEMPOTENCY_CONFLICT',
  'CURSOR_EXPIRED',
  'CURSOR_SCOPE_MISMATCH',
  'PAGE_SIZE_TOO_LARGE',
  'UNSUPPORTED_CONVENTION',
  'UNSUPPORTED_JOINT_SCOPE',
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A parameter or field named in a message, in camelCase: a field name (`outcomeId`) or, marked
 * `path`, the full path of a request part (`legs[2]`), which an adapter may put under the
 * argument that holds the request (GraphQL's `input.legs[2]`).
 */
export interface NamePart {
  readonly name: string;
  readonly path?: true;
}

/** Renders a camelCase name, or a full request path (`isPath`), in an adapter's own names. */
export type NameRenderer = (name: string, isPath?: boolean) => string;

/** Text naming parameters or fields, rendered per adapter. */
export class Message {
  constructor(readonly parts: readonly (string | NamePart)[]) {}

  render(nameOf: NameRenderer): string {
    let text = '';
    for (const part of this.parts)
      text += typeof part === 'string' ? part : nameOf(part.name, part.path === true);
    return text;
  }

  /** The service's own (camelCase) wording, as logs and GraphQL show it. */
  toString(): string {
    return this.render((name) => name);
  }

  /** Lets graphql-js serialise a Message as a String. */
  valueOf(): string {
    return this.toString();
  }

  toJSON(): string {
    return this.toString();
  }
}

/** What a message, a problem's reason or a text field holds: plain text, or text with names. */
export type Text = string | Message;

/** A name to put into a `msg` message where it is computed (`${name(parameter)}`). */
export function name(field: string): NamePart {
  return { name: field };
}

/** The full path of a request part, put into a `msg` message (`${path('fairValues[0]')}`). */
export function path(requestPath: string): NamePart {
  return { name: requestPath, path: true };
}

const PLACEHOLDER =
  /\{([A-Za-z][A-Za-z0-9]*(?:\[\d+\])*(?:\.[A-Za-z][A-Za-z0-9]*(?:\[\d+\])*)*)\}/g;

/**
 * A message whose `{name}` placeholders (in the template's own text only, never in interpolated
 * values, so user input cannot inject one) and `${name(path)}` values are parameter or field
 * names: msg`{venueEventId} requires {venue}`.
 */
export function msg(strings: TemplateStringsArray, ...values: unknown[]): Message {
  const parts: (string | NamePart)[] = [];
  strings.forEach((literal, i) => {
    let last = 0;
    for (const match of literal.matchAll(PLACEHOLDER)) {
      if (match.index > last) parts.push(literal.slice(last, match.index));
      parts.push({ name: match[1]! });
      last = match.index + match[0].length;
    }
    if (last < literal.length) parts.push(literal.slice(last));
    if (i < values.length) {
      const value = values[i];
      if (isNamePart(value)) parts.push(value);
      else if (value instanceof Message) parts.push(...value.parts);
      else parts.push(String(value));
    }
  });
  return new Message(parts);
}

function isNamePart(value: unknown): value is NamePart {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Message) &&
    typeof (value as { name?: unknown }).name === 'string' &&
    Object.keys(value).every((k) => k === 'name' || k === 'path')
  );
}

/** Texts joined with a separator, names kept. */
export function joinTexts(texts: readonly Text[], separator: string): Message {
  const parts: (string | NamePart)[] = [];
  texts.forEach((text, i) => {
    if (i > 0) parts.push(separator);
    if (typeof text === 'string') parts.push(text);
    else parts.push(...text.parts);
  });
  return new Message(parts);
}

/** Names joined with a separator: `{venueMarketId} and {tokenId}`. */
export function joinNames(paths: readonly string[], separator: string): Message {
  return joinTexts(
    paths.map((path) => new Message([{ name: path }])),
    separator,
  );
}

export function renderText(text: Text, nameOf: NameRenderer): string {
  return typeof text === 'string' ? text : text.render(nameOf);
}

/**
 * One thing wrong with a request or a file: where and why. For a request, `path` is the camelCase
 * path of the parameter or field (`positions[3].quantity`, several joined with ","), which the
 * adapter renders; for a file, its JSON path.
 */
export interface Problem {
  path: string;
  reason: Text;
}

/** Details beside the problems: camelCase keys, rendered per adapter (REST `max_page_size`). */
export type ErrorDetails = { problems?: Problem[] } & Record<string, unknown>;

export class ServiceError extends Error {
  /** The message with its names, for the adapters to render; `message` is the camelCase text. */
  readonly text: Text;

  constructor(
    readonly code: ErrorCode,
    message: Text,
    readonly details?: ErrorDetails,
    /**
     * True when message, paths and detail keys are already in an adapter's own names (REST's
     * checks of raw JSON bodies): then no adapter renders them again.
     */
    readonly adapterNamed = false,
  ) {
    super(String(message));
    this.name = 'ServiceError';
    this.text = message;
  }
}

/** An error as an adapter shows it: code, message and details in the adapter's names. */
export interface RenderedError<C extends string = ErrorCode> {
  code: C;
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * Renders the names of an error: the message's placeholders, each problem's path and reason by
 * `path`, and the keys of the details (`maxPageSize`) by `key`. An error already in an adapter's
 * names (`adapterNamed`) keeps them.
 */
export function renderError(
  error: {
    code: ErrorCode;
    status: number;
    message: Text;
    details?: ErrorDetails;
    adapterNamed?: true;
  },
  names: { path: NameRenderer; key: (key: string) => string },
): RenderedError {
  const named = error.adapterNamed === true;
  const path: NameRenderer = named ? (p) => p : names.path;
  const key = named ? (k: string) => k : names.key;
  const fullPath = (p: string) => path(p, true);
  const rendered: RenderedError = {
    code: error.code,
    status: error.status,
    message: renderText(error.message, path),
  };
  if (error.details) {
    const details: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(error.details)) {
      details[key(name)] =
        name === 'problems'
          ? (value as Problem[]).map((p) => ({
              path: fullPath(p.path),
              reason: renderText(p.reason, path),
            }))
          : value;
    }
    rendered.details = details;
  }
  return rendered;
}

export function invalidRequest(message: Text, problems?: Problem[]): ServiceError {
  return new ServiceError('INVALID_REQUEST', message, problems ? { problems } : undefined);
}

/** The message of a list of problems: `path: reason; path: reason`. */
export function problemsMessage(problems: readonly Problem[]): Message {
  const parts: (string | NamePart)[] = [];
  problems.forEach((p, i) => {
    if (i > 0) parts.push('; ');
    parts.push({ name: p.path, path: true }, ': ');
    if (typeof p.reason === 'string') parts.push(p.reason);
    else parts.push(...p.reason.parts);
  });
  return new Message(parts);
}

/** Throws INVALID_REQUEST listing every problem, when there is any. */
export function failOnProblems(problems: Problem[], message?: Text): void {
  if (problems.length > 0) {
    throw new ServiceError('INVALID_REQUEST', message ?? problemsMessage(problems), {
      problems,
    });
  }
}

/**
 * An error's message and, after it, each cause's whose text it does not already hold: for an
 * operator (a log line, a command's error output), never a client's answer, since a store's
 * causes name its addresses (docs/decisions.md, "Store unavailability names its cause").
 */
export function messageWithCauses(error: unknown): string {
  let text = error instanceof Error ? error.message : String(error);
  const seen = new Set<unknown>([error]);
  for (
    let cause: unknown = error instanceof Error ? error.cause : undefined;
    cause !== undefined && cause !== null && !seen.has(cause);
    cause = cause instanceof Error ? cause.cause : undefined
  ) {
    seen.add(cause);
    const message = cause instanceof Error ? cause.message : JSON.stringify(cause);
    if (message !== '' && !text.includes(message)) text += `; caused by: ${message}`;
  }
  return text;
}
