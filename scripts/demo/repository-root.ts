// Where the demo scripts write: found from the file itself, so the scripts run alike from
// scripts/ (tests) and from their compiled copy (tsconfig.scripts.json).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository's root: the nearest directory above this file that holds package.json. */
export function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
}
