// A catalog's or an NDJSON row's validation problem as a person reads it (docs/decisions.md,
// "Errors for people"): the JSON path of the field, the schema's reason, and what was received,
// bounded and quoted as REST's validation quotes it (src/domain/validation-wording.ts). The
// schemas are parsed with zod's `reportInput`, so each issue carries its value.
import type { z } from 'zod';
import { received } from '../domain/validation-wording';

/** `$.markets[3].payout_unit`: the issue's path in JSONPath, as every problem of ours names it. */
export function issuePath(issue: z.core.$ZodIssue): string {
  let path = '$';
  for (const part of issue.path) {
    path +=
      typeof part === 'number'
        ? `[${part}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(String(part))
          ? `.${String(part)}`
          : `[${JSON.stringify(String(part))}]`;
  }
  return path;
}

/**
 * The issue's message, with the value received where the message does not say it already. A
 * list or an object is left out: an object's own check names one of its fields as the path, and
 * its input is then the whole object, not that field.
 */
export function issueReason(issue: z.core.$ZodIssue): string {
  if (!('input' in issue) || /\breceived\b/.test(issue.message)) return issue.message;
  const input: unknown = issue.input;
  if (typeof input === 'object' && input !== null) return issue.message;
  return `${issue.message}; received ${received(input)}`;
}
