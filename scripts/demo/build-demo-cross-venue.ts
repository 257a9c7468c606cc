// `npm run demo:catalog`'s second step: the demo's cross-venue catalog, built by `settlegraph
// adapt` itself (the built command, dist/src/cli/main.js) with the arguments demo-cross-venue.ts
// names.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { demoCrossVenueAdaptArgs } from './demo-cross-venue';
import { repositoryRoot } from './repository-root';

if (require.main === module) {
  const args = demoCrossVenueAdaptArgs();
  process.stderr.write(`settlegraph adapt ${args.join(' ')}\n`);
  const command = join(repositoryRoot(), 'dist', 'src', 'cli', 'main.js');
  const run = spawnSync(process.execPath, [command, 'adapt', ...args], { stdio: 'inherit' });
  if (run.error !== undefined) throw run.error;
  process.exitCode = run.status ?? 1;
}
