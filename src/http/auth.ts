// Authentication rule 1: Authorization: Bearer <API_KEY>, checked in constant time against
// every configured key, so timing reveals neither a key nor how much of one matched.
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** One configured API key (SETTLEGRAPH_API_KEYS). */
export interface ApiKeyConfig {
  key: string;
  scopes: string[];
  /** May read /metrics, which shows every tenant's activity (docs/decisions.md, "Operations"). */
  operator?: boolean;
  /**
   * A name for people (a reviewer's, a team's): what a cross-venue pair decision records as
   * decided by (docs/decisions.md, "Cross-venue pair review").
   */
  name?: string;
}

export interface Principal {
  /** A short, non-secret label of the key for logs. */
  keyId: string;
  /**
   * The key's stable digest, the same in every process and after restarts: what scopes a
   * tenant's Idempotency-Keys (docs/decisions.md, "Idempotent writes").
   */
  tenantId: string;
  scopes: string[];
  /** May read /metrics. */
  operator: boolean;
  /** The key's configured name: who a review decision records (never the key itself). */
  name?: string;
}

interface StoredKey {
  digest: Buffer;
  principal: Principal;
}

export class ApiKeys {
  private readonly keys: StoredKey[];

  /**
   * `secret` keys the key IDs in logs (SETTLEGRAPH_TOKEN_SECRET; without one, a random secret of
   * this process, so the IDs change with each start). An unkeyed digest in a log would let anyone
   * who reads the log test guesses of a weak key offline.
   */
  constructor(keys: ApiKeyConfig[], secret?: string) {
    const idKey = createHmac('sha256', secret ?? randomBytes(32))
      .update('settlegraph key id')
      .digest();
    this.keys = keys.map((k) => ({
      digest: sha256(k.key),
      principal: {
        keyId: createHmac('sha256', idKey).update(k.key).digest('hex').slice(0, 12),
        tenantId: createHmac('sha256', 'settlegraph tenant').update(k.key).digest('base64url'),
        scopes: k.scopes,
        operator: k.operator === true,
        ...(k.name !== undefined && { name: k.name }),
      },
    }));
  }

  /** The principal of an Authorization header value, or null. */
  authenticate(header: string | undefined): Principal | null {
    if (header === undefined) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) return null;
    const presented = sha256(match[1]!);
    let found: Principal | null = null;
    for (const key of this.keys) {
      if (timingSafeEqual(presented, key.digest) && found === null) found = key.principal;
    }
    return found;
  }
}

/** One-shot hashing (the UTF-8 bytes of the text): half the cost of a Hash object per request. */
function sha256(text: string): Buffer {
  return hash('sha256', text, 'buffer');
}
