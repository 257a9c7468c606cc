// The one parser of JSON bodies, REST's and /graphql's. In order, each before anything costlier:
// the shape of the bytes (src/domain/json-shape.ts: nesting, list and object sizes, string
// lengths; docs/decisions.md, "Bad input: JSON refused by its shape"), strict UTF-8 (Fastify's
// parser decodes leniently, so invalid bytes became U+FFFD and were answered, or stored, as if
// sent: docs/decisions.md, "Strict UTF-8 query strings"), then Fastify's own JSON parser with its
// usual protections. Every refusal is 400 INVALID_REQUEST; /graphql answers it in GraphQL's shape
// (app.ts's error handler).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../domain/errors';
import { jsonShapeRefusal, jsonTextExcess } from '../domain/json-shape';
import type { KeyCpuBudget } from './key-cpu-budget';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as sent (decoded), kept for keys of what it asks (the response cache). */
    bodyText: string | undefined;
  }
}

/** `cpu`: the key's CPU budget, charged with what reading its body costs (key-cpu-budget.ts). */
export function jsonBodies(app: FastifyInstance, cpu: KeyCpuBudget): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.decorateRequest('bodyText', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body, done) =>
      cpu.measure(request.principal?.keyId, () => {
        const excess = jsonTextExcess(body as Buffer);
        if (excess) {
          done(jsonShapeRefusal(excess, 'body'), undefined);
          return;
        }
        let text: string;
        try {
          text = decoder.decode(body as Buffer);
        } catch {
          done(
            new ServiceError('INVALID_REQUEST', 'the request body is not valid UTF-8'),
            undefined,
          );
          return;
        }
        request.bodyText = text;
        void parseJson(request, text, done);
      }),
  );
}
