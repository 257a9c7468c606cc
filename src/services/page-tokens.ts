// Page tokens and cursors: opaque, tamper-evident (HMAC-SHA256), pinned to the snapshot and to
// the filters they were issued for (docs/decisions.md, "REST facade").
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { msg, name, ServiceError } from '../domain/errors';

export interface PagePosition {
  /** Snapshot revision the first page was read at. */
  revision: number;
  /**
   * That revision's commit time: with the revision, a fingerprint of the store's history, so a
   * token of a replaced or restored store is not read against another one (as change cursors).
   */
  committedAt: string;
  offset: number;
}

export class TokenSigner {
  private readonly secret: Buffer;

  constructor(secret?: string) {
    this.secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  sign(payload: unknown): string {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The payload of a token this process (or one sharing its secret) signed, else null. */
  verify(token: string): unknown {
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

export class PageTokens {
  constructor(private readonly signer: TokenSigner) {}

  issue(scope: string, position: PagePosition): string {
    return this.signer.sign({
      k: 'page',
      s: digest(scope),
      r: position.revision,
      t: position.committedAt,
      o: position.offset,
    });
  }

  /** Opens a page token; it must have been issued for the same operation and filters. */
  open(token: string, scope: string, parameter = 'pageToken'): PagePosition {
    const payload = this.signer.verify(token);
    if (!isPagePayload(payload)) {
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`${name(parameter)} is not a token this service issued`,
        {
          problems: [{ path: parameter, reason: 'invalid or tampered token' }],
        },
      );
    }
    if (payload.s !== digest(scope)) {
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`${name(parameter)} was issued for other filters or another order; repeat the original filters or start without a token`,
        {
          problems: [{ path: parameter, reason: 'issued for other filters' }],
        },
      );
    }
    return { revision: payload.r, committedAt: payload.t, offset: payload.o };
  }
}

interface PagePayload {
  k: 'page';
  s: string;
  r: number;
  t: string;
  o: number;
}

function isPagePayload(value: unknown): value is PagePayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.k === 'page' &&
    typeof v.s === 'string' &&
    Number.isInteger(v.r) &&
    typeof v.t === 'string' &&
    Number.isInteger(v.o) &&
    (v.o as number) >= 0
  );
}

/** A stable text naming an operation and its filters, for binding tokens to them. */
export function tokenScope(operation: string, filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([operation, entries]);
}

function digest(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 22);
}
