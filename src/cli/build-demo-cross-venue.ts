// `npm run demo:catalog`'s second step: the demo's cross-venue catalog, built by
// `settlegraph adapt` itself with the arguments src/catalog/demo/demo-cross-venue.ts names.
import { demoCrossVenueAdaptArgs } from '../catalog/demo/demo-cross-venue';
import { runCommandLine } from './commands';

if (require.main === module) {
  const args = demoCrossVenueAdaptArgs();
  process.stderr.write(`settlegraph adapt ${args.join(' ')}\n`);
  void runCommandLine('adapt', args, {
    stdout: (text) => new Promise((done) => process.stdout.write(text, () => done())),
    stderr: (text) => void process.stderr.write(text),
  }).then((code) => {
    process.exitCode = code;
  });
}
