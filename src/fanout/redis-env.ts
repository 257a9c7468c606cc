// The Redis that carries live market data from the ingest to every gateway and holds the shared
// rate limits (README.md, "Several gateways: live data and limits through Redis"); unset: one
// process, everything in memory.
import { Type, type Static } from '@sinclair/typebox';

export const REDIS_ENV = Type.Object({
  SETTLEGRAPH_REDIS_URL: Type.Optional(
    Type.String({ description: 'A redis:// or rediss:// URL; unset: one process, all in memory.' }),
  ),
});

export function redisUrl(env: Static<typeof REDIS_ENV>): string | undefined {
  const raw = env.SETTLEGRAPH_REDIS_URL;
  if (raw === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['redis:', 'rediss:'].includes(parsed.protocol) || parsed.hostname === '')
    throw new Error(
      `SETTLEGRAPH_REDIS_URL must be a redis:// or rediss:// URL such as redis://redis:6379/0, got "${raw}"`,
    );
  return raw;
}
