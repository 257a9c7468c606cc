// Key IDs in logs are keyed with the server's secret (src/http/auth.ts): not the key's plain
// SHA-256 prefix, which would let a reader of the logs test guesses of a weak key offline.
import { createHash } from 'node:crypto';
import { ApiKeys } from '../../src/http/auth';

const KEY = 'weak-key-1';

function keyIdOf(keys: ApiKeys): string {
  const principal = keys.authenticate(`Bearer ${KEY}`);
  if (principal === null) throw new Error('the key was not accepted');
  return principal.keyId;
}

test('a key ID is stable for one secret, differs for another, and is not the unkeyed digest', () => {
  const config = [{ key: KEY, scopes: ['s'] }];
  const id = keyIdOf(new ApiKeys(config, 'secret-a'));
  expect(id).toMatch(/^[0-9a-f]{12}$/);
  expect(keyIdOf(new ApiKeys(config, 'secret-a'))).toBe(id);
  expect(keyIdOf(new ApiKeys(config, 'secret-b'))).not.toBe(id);
  const unkeyed = createHash('sha256').update(KEY).digest('hex').slice(0, 12);
  expect(id).not.toBe(unkeyed);
  expect(keyIdOf(new ApiKeys(config))).not.toBe(unkeyed);
});
