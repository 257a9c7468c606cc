// Prints the OpenAPI document the /v1 routes declare (npm run schema:openapi writes it to
// schema/openapi.yaml).
import 'reflect-metadata';
import Fastify from 'fastify';
import { Document, visit } from 'yaml';
import { createServices } from '../services/services';
import { headSnapshot } from '../services/snapshot';
import { MemoryStore } from '../store/memory/memory-store';
import { registerRest } from './register-rest';
import { ResponseCache } from '../server/response-cache';

export async function openApiYaml(): Promise<string> {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  });
  const services = createServices(new MemoryStore());
  const noCache = new ResponseCache(() => headSnapshot(services.store), { maxBytes: 0 });
  await registerRest(app, services, noCache);
  await app.ready();
  // As @fastify/swagger writes YAML (yaml's stringify, strict off), except that a bare `=` is
  // quoted: YAML 1.1 readers (PyYAML, so schemathesis) take it for the `value` tag and refuse the
  // document (the comparator enum of settlement terms holds "=").
  const doc = new Document(app.swagger(), { strict: false });
  visit(doc, {
    Scalar(_key, node) {
      if (node.value === '=') node.type = 'QUOTE_DOUBLE';
    },
  });
  await app.close();
  return doc.toString();
}

if (require.main === module) {
  openApiYaml().then(
    (yaml) => process.stdout.write(yaml),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
