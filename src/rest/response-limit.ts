// The last check of SETTLEGRAPH_RESPONSE_LIMIT_BYTES on REST (docs/decisions.md, "Bounded
// memory"): the service refuses what it can tell is too large before the work, from a lower bound
// (every decimal one digit); this measures the body as serialised, before it is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { evaluationResponseTooLarge } from '../services/evaluation-size';

export function responseLimit(
  limit: number,
): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> {
  return (_request, reply, payload) => {
    if (reply.statusCode !== 200) return Promise.resolve(payload);
    // A text, or the bytes of an answer written in parts (sliced-response.ts, splicedJson).
    const bytes = Buffer.isBuffer(payload)
      ? payload.length
      : typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : undefined;
    if (bytes === undefined) return Promise.resolve(payload);
    const refusal = evaluationResponseTooLarge(bytes, limit);
    return refusal ? Promise.reject(refusal) : Promise.resolve(payload);
  };
}
