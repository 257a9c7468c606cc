// Catalog and market-data files are UTF-8: a file with invalid bytes is refused, naming it,
// rather than read with U+FFFD in place of what it held (docs/catalog-format.md).
import { readFile } from 'node:fs/promises';
import { ServiceError } from '../domain/errors';

const decoder = new TextDecoder('utf-8', { fatal: true });

export async function readTextFile(file: string): Promise<string> {
  const bytes = await readFile(file);
  try {
    return decoder.decode(bytes);
  } catch {
    throw new ServiceError(
      'INVALID_REQUEST',
      `${file} is not valid UTF-8; nothing was read from it`,
    );
  }
}
