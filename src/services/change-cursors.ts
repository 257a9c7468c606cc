// Change-feed cursors (schema/openapi.yaml, GET /changes): opaque and tamper-evident (signed by the
// same TokenSigner as page tokens, as another kind of token), bound to the filters they were
// issued for, and to the store history they point into.
import { createHash } from 'node:crypto';
import { ServiceError, msg, name } from '../domain/errors';
import type { TokenSigner } from './page-tokens';

export interface FeedPosition {
  /** The last change seq the holder has seen (or skipped as filtered out). */
  seq: number;
  /** A revision of the store when the cursor was issued, and its commit time: a fingerprint of
   * the history, so a cursor of a replaced or restored store is not read against another one. */
  revision: number;
  committedAt: string;
}

interface CursorPayload {
  k: 'changes';
  f: string;
  s: number;
  r: number;
  t: string;
}

export class ChangeCursors {
  constructor(private readonly signer: TokenSigner) {}

  issue(filters: string, position: FeedPosition): string {
    const payload: CursorPayload = {
      k: 'changes',
      f: digest(filters),
      s: position.seq,
      r: position.revision,
      t: position.committedAt,
    };
    return this.signer.sign(payload);
  }

  /**
   * Opens a cursor this service issued. Tampered or foreign: INVALID_REQUEST. Issued for other
   * filters: CURSOR_SCOPE_MISMATCH (schema/openapi.yaml: changed filters need a new cursor scope).
   */
  open(cursor: string, filters: string, parameter = 'cursor'): FeedPosition {
    const payload = this.signer.verify(cursor);
    if (!isCursorPayload(payload)) {
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`${name(parameter)} is not a cursor this service issued`,
        {
          problems: [{ path: parameter, reason: 'invalid or tampered cursor' }],
        },
      );
    }
    if (payload.f !== digest(filters)) {
      throw new ServiceError(
        'CURSOR_SCOPE_MISMATCH',
        msg`${name(parameter)} was issued for other filters; repeat its {resourceTypes} and {familyIds}, or start a new cursor scope without a cursor`,
        { problems: [{ path: parameter, reason: 'issued for other filters' }] },
      );
    }
    return { seq: payload.s, revision: payload.r, committedAt: payload.t };
  }
}

function isCursorPayload(value: unknown): value is CursorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.k === 'changes' &&
    typeof v.f === 'string' &&
    Number.isInteger(v.s) &&
    (v.s as number) >= 0 &&
    Number.isInteger(v.r) &&
    (v.r as number) >= 0 &&
    typeof v.t === 'string'
  );
}

function digest(filters: string): string {
  return createHash('sha256').update(filters).digest('base64url').slice(0, 22);
}
