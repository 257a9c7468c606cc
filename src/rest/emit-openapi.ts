// Prints the OpenAPI document the /v1 routes declare (npm run schema:openapi writes it to
// schema/openapi.yaml).
import 'reflect-metadata';
import Fastify from 'fastify';
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
  const yaml = app.swagger({ yaml: true });
  await app.close();
  return yaml;
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
