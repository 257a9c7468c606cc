// Prints the OpenAPI document the /v1 routes declare (npm run schema:openapi writes it to
// schema/openapi.yaml).
import 'reflect-metadata';
import Fastify from 'fastify';
import { Document, parse, visit } from 'yaml';
import { createServices } from '../services/services';
import { headSnapshot } from '../services/snapshot';
import { MemoryStore } from '../store/memory/memory-store';
import { registerRest } from './register-rest';
import { ResponseCache } from '../http/response-cache';

export async function openApiYaml(): Promise<string> {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  });
  const services = createServices(new MemoryStore());
  const noCache = new ResponseCache(() => headSnapshot(services.store), { maxBytes: 0 });
  await registerRest(app, services, noCache);
  await app.ready();
  // As @fastify/swagger writes YAML (yaml's stringify, strict off), except that a text is quoted
  // wherever a plain scalar would read as anything else in YAML 1.1 or 1.2 (docs/decisions.md,
  // "The OpenAPI document reads the same in YAML 1.1"): PyYAML, so schemathesis, reads YAML 1.1,
  // where `yes`, `off`, `y` are booleans, `1_000` a number and `2026-01-01` a date; and a bare `=`
  // is its `value` tag, which it refuses (the comparator enum of settlement terms holds "=").
  const doc = new Document(app.swagger(), { strict: false });
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && !readsAsItselfInBothVersions(node.value))
        node.type = 'QUOTE_DOUBLE';
    },
  });
  await app.close();
  return doc.toString();
}

/**
 * Whether a text that YAML 1.2 would write plain reads back as itself in YAML 1.1 too. A text that
 * would read as something else in 1.2 is quoted by the writer already, and quoted scalars and the
 * block scalars of texts of several lines are texts in both versions.
 */
function readsAsItselfInBothVersions(text: string): boolean {
  if (text === '=') return false;
  if (text.includes('\n')) return true;
  try {
    return parse(text, { version: '1.2' }) !== text || parse(text, { version: '1.1' }) === text;
  } catch {
    return true;
  }
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
