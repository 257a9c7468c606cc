// The depth and aliases of a GraphQL document's operation, read from its tokens before it is
// parsed (docs/decisions.md, "GraphQL limits: refused before parsing"): one pass of graphql-js's
// Lexer, then a sum over fragments, each counted once and reused at every spread. The counts are
// GraphQL Armor's (query-limits.ts measures with its rules after validation): a field's depth is
// the number of fields' selection sets around it plus one, fragments (inline or spread) add no
// depth, a `__schema` field and what it selects count nothing; an alias counts unless it or its
// field is `__typename`. Undefined when the tokens cannot say (a lexing error, a fragment cycle or
// duplicate, no such operation): the parser and validation decide. The same pass counts the tokens
// against `maxTokens` and writes the document's shape (`DocumentScan.shape`), by which a refusal
// that needed the parsed document is remembered (docs/decisions.md, "Fairness: refusals cheap and
// remembered").
import { createHash } from 'node:crypto';
import { Lexer, Source, TokenKind, type Token } from 'graphql';

export interface ScannedMeasures {
  depth: number;
  aliases: number;
}

/** What one pass of the lexer says about a document. */
export interface DocumentScan {
  /** More than `maxTokens` tokens, each lexed without error: the parser would stop there. */
  tokensExceeded: boolean;
  /** The operation's depth and aliases; undefined when the tokens cannot say. */
  measures: ScannedMeasures | undefined;
  /**
   * A digest of the document's tokens with the literals no measure reads left out (strings,
   * floats, integers other than a `first` or `last` argument's): documents of one shape have the
   * same depth, aliases and estimated complexity. Undefined when the document uses variables (the
   * complexity may read their values), does not lex, or is over the token limit.
   */
  shape: string | undefined;
}

interface Definition {
  name: string | undefined;
  isFragment: boolean;
  /** Depth of its deepest field, from its own selection set at 0. */
  depth: number;
  aliases: number;
  /** Fragment spreads, each with the number of fields' selection sets around it. */
  spreads: { name: string; level: number }[];
}

type Brace = 'definition' | 'field' | 'inline' | 'schema';

export function scanOperation(
  text: string,
  operationName: string | null | undefined,
  maxTokens: number,
): ScannedMeasures | undefined {
  return scanDocument(text, operationName, maxTokens).measures;
}

/** The tokens' count, the operation's measures and the document's shape, in one lexer pass. */
export function scanDocument(
  text: string,
  operationName: string | null | undefined,
  maxTokens: number,
): DocumentScan {
  const scanned = scanDefinitions(text, maxTokens);
  if (scanned === 'tokensExceeded')
    return { tokensExceeded: true, measures: undefined, shape: undefined };
  if (!scanned) return { tokensExceeded: false, measures: undefined, shape: undefined };
  return {
    tokensExceeded: false,
    measures: measureOperation(scanned.definitions, operationName),
    shape: scanned.shape,
  };
}

function measureOperation(
  definitions: Definition[],
  operationName: string | null | undefined,
): ScannedMeasures | undefined {
  const fragments = new Map<string, Definition>();
  const operations: Definition[] = [];
  for (const d of definitions) {
    if (!d.isFragment) operations.push(d);
    else if (d.name === undefined || fragments.has(d.name)) return undefined;
    else fragments.set(d.name, d);
  }
  const operation = operationName
    ? operations.find((o) => o.name === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return undefined;

  const measured = new Map<string, ScannedMeasures | null>();
  const measure = (d: Definition): ScannedMeasures | undefined => {
    let { depth, aliases } = d;
    for (const spread of d.spreads) {
      const fragment = fragments.get(spread.name);
      if (!fragment) continue;
      let of = measured.get(spread.name);
      if (of === null) return undefined; // a cycle: validation refuses it
      if (of === undefined) {
        measured.set(spread.name, null);
        of = measure(fragment);
        if (!of) return undefined;
        measured.set(spread.name, of);
      }
      depth = Math.max(depth, spread.level + of.depth);
      aliases += of.aliases;
    }
    return { depth, aliases };
  };
  return measure(operation);
}

/** The definitions' own counts and the document's shape, in one pass over the tokens. */
function scanDefinitions(
  text: string,
  maxTokens: number,
): { definitions: Definition[]; shape: string | undefined } | 'tokensExceeded' | undefined {
  const lexer = new Lexer(new Source(text));
  /** The shape's parts, one a token; undefined once a variable is seen. */
  let shape: string[] | undefined = [];
  const definitions: Definition[] = [];
  let current: Definition | undefined;
  /** The kinds of the selection sets open around the token. */
  const braces: Brace[] = [];
  let fieldLevels = 0;
  let schemaDepth = 0;
  let parens = 0;
  /** What the next `{` opens, in a selection set. */
  let pending: Brace = 'definition';
  /** At the top level: the header of a definition was read up to its name. */
  let header: 'fragment' | 'operation' | undefined;
  let tokens = 0;
  const next = (): Token => {
    const token = lexer.advance();
    if (token.kind === TokenKind.EOF) return token;
    // As graphql-js's parser counts (EOF is not a token), so both refuse the same documents.
    tokens += 1;
    if (tokens > maxTokens) throw new TokensExceeded();
    if (shape) {
      if (token.kind === TokenKind.DOLLAR) shape = undefined;
      else shape.push(shapeOf(token, shape));
    }
    return token;
  };
  try {
    for (let token = next(); token.kind !== TokenKind.EOF; token = next()) {
      const kind = token.kind;
      if (kind === TokenKind.PAREN_L) parens += 1;
      else if (kind === TokenKind.PAREN_R) parens -= 1;
      if (parens > 0 || kind === TokenKind.PAREN_R) continue; // arguments, values, variables
      if (braces.length === 0) {
        // Between definitions: their headers.
        if (kind === TokenKind.NAME && current === undefined) {
          header = token.value === 'fragment' ? 'fragment' : 'operation';
          current = {
            name: undefined,
            isFragment: header === 'fragment',
            depth: 0,
            aliases: 0,
            spreads: [],
          };
          const name = lexer.lookahead();
          if (name.kind === TokenKind.NAME && name.value !== 'on') current.name = next().value;
        } else if (kind === TokenKind.BRACE_L) {
          current ??= { name: undefined, isFragment: false, depth: 0, aliases: 0, spreads: [] };
          braces.push('definition');
          pending = 'field';
        }
        continue;
      }
      const inSchema = schemaDepth > 0;
      if (kind === TokenKind.BRACE_L) {
        braces.push(pending);
        if (pending === 'field') fieldLevels += 1;
        else if (pending === 'schema') schemaDepth += 1;
        pending = 'field';
      } else if (kind === TokenKind.BRACE_R) {
        const closed = braces.pop();
        if (closed === 'field') fieldLevels -= 1;
        else if (closed === 'schema') schemaDepth -= 1;
        if (braces.length === 0 && current) {
          definitions.push(current);
          current = undefined;
          header = undefined;
        }
      } else if (kind === TokenKind.SPREAD) {
        const after = lexer.lookahead();
        if (after.kind === TokenKind.NAME && after.value !== 'on') {
          const name = next().value;
          if (!inSchema) current?.spreads.push({ name, level: fieldLevels });
        } else {
          if (after.kind === TokenKind.NAME) {
            next(); // on
            next(); // the type condition
          }
          pending = 'inline';
        }
      } else if (kind === TokenKind.AT) {
        next(); // the directive's name
      } else if (kind === TokenKind.NAME) {
        let field = token.value;
        let alias: string | undefined;
        if (lexer.lookahead().kind === TokenKind.COLON) {
          next();
          alias = field;
          field = next().value;
        }
        pending = field === '__schema' ? 'schema' : 'field';
        if (inSchema || field === '__schema' || !current) continue;
        current.depth = Math.max(current.depth, fieldLevels + 1);
        if (alias !== undefined && alias !== '__typename' && field !== '__typename')
          current.aliases += 1;
      }
    }
  } catch (error) {
    // Too many tokens, every one lexed: the parser's refusal. A lexing error: the parser's words.
    return error instanceof TokensExceeded ? 'tokensExceeded' : undefined;
  }
  if (braces.length !== 0 || current !== undefined || header !== undefined) return undefined;
  return {
    definitions,
    shape: shape && createHash('sha256').update(shape.join(' ')).digest('base64'),
  };
}

class TokensExceeded extends Error {}

/**
 * A token as the shape keeps it: its kind, and its value where a measure may read it (names, and
 * an integer given to `first` or `last`, query-cost.ts's page sizes); `parts` are the tokens
 * before it.
 */
function shapeOf(token: Token, parts: readonly string[]): string {
  const kind = token.kind;
  if (kind === TokenKind.NAME) return token.value;
  if (kind === TokenKind.STRING || kind === TokenKind.BLOCK_STRING) return '"';
  if (kind === TokenKind.FLOAT) return '.';
  if (kind !== TokenKind.INT) return kind;
  const argument = parts.length >= 2 ? parts[parts.length - 2] : undefined;
  return parts[parts.length - 1] === ':' && (argument === 'first' || argument === 'last')
    ? token.value
    : '#';
}
