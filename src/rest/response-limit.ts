// The last check of SETTLEGRAPH_RESPONSE_LIMIT_BYTES on REST (docs/decisions.md, "Bounded
// memory"): the service refuses what it can tell is too large before the work, from a lower bound
// (every decimal one digit); this measures the body as serialised, before it is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../domain/errors';

export function responseLimit(
  limit: number,
): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> {
  return (_request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return Promise.resolve(payload);
    const bytes = Buffer.byteLength(payload);
    if (bytes <= limit) return Promise.resolve(payload);
    return Promise.reject(
      new ServiceError(
        'INVALID_REQUEST',
        `the response holds ${bytes} bytes, more than the ${limit} this service answers: ask for fewer positions, candidates or scenarios, or leave PAYOUTS and CONTRIBUTIONS out of include`,
        { responseLimitBytes: limit, responseBytesAtLeast: bytes },
      ),
    );
  };
}
