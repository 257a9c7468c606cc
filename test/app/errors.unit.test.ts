// The error codes are a closed set: each has a status, and each is documented.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, ServiceError } from '../../src/domain/errors';
import { HTTP_STATUS, normalizeError } from '../../src/http/errors';

const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'errors.md'), 'utf8');

test.each(ERROR_CODES.map((c) => [c]))(
  '%s is documented in docs/errors.md with its HTTP status',
  (code) => {
    const row = new RegExp(`^\\|\\s*\`${code}\`\\s*\\|\\s*${HTTP_STATUS[code]}\\s*\\|`, 'm');
    expect(doc).toMatch(row);
  },
);

test('a service error keeps its code, message and details', () => {
  const error = new ServiceError('FORBIDDEN', 'no', {
    problems: [{ path: 'scope_id', reason: 'not yours' }],
  });
  expect(normalizeError(error)).toEqual({
    code: 'FORBIDDEN',
    status: 403,
    message: 'no',
    details: { problems: [{ path: 'scope_id', reason: 'not yours' }] },
  });
});

test.each([
  [new Error('secret connection string bolt://user:pw@host')],
  ['a string'],
  [null],
  [{ weird: true }],
])('anything unexpected (%p) becomes INTERNAL without leaking its text', (thrown) => {
  const normalized = normalizeError(thrown);
  expect(normalized.code).toBe('INTERNAL');
  expect(normalized.status).toBe(500);
  expect(normalized.message).not.toContain('secret');
});
