#!/usr/bin/env node
// Builds dist/ only when its sources changed: `npm run build`, `npm ci` (prepare), `npm start` and
// the settlegraph command all come through here (docs/decisions.md, "Start in seconds").
//
// Each part (the server's tsc build, the explorer's vite build) has a stamp in dist/.build: a
// hash of the content of every file it is built from. A part whose stamp matches and whose output
// is there is not built again; anything else is, so a changed source is never run stale. Content,
// not modification times: a checkout or a copy that changes no byte builds nothing. A stamp is
// written after its build succeeded, with the hash taken before it started, so an edit made
// during a build is built next time; an interrupted build leaves no stamp and is done again.
// The stamp also names the output it vouches for (the modification time and size of a file every
// build of the part rewrites): a build by other means (`tsc -p tsconfig.build.json`, the watch
// of `npm run dev`) may have compiled sources since changed back, so after one the part is built
// again.
//
//   node bin/build-if-changed.js [--force] [--server]
//     --force   build every part (a full tsc build: its incremental state is dropped)
//     --server  the server only (what every command but serve needs)
'use strict';
const { createHash } = require('node:crypto');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const STAMPS = path.join(ROOT, 'dist', '.build');

/** The parts of dist/, each with what it is built from and how. */
const PARTS = [
  {
    name: 'server',
    // Everything tsconfig.build.json compiles, JSON it imports, and what decides how.
    inputs: ['src', 'bench', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    exclude: [path.join('src', 'explorer')],
    output: path.join('dist', 'src', 'cli', 'main.js'),
    // Rewritten by every tsc build of tsconfig.build.json (incremental).
    witness: path.join('dist', '.build', 'server.tsbuildinfo'),
    // tsc -p tsconfig.build.json, incremental: its state is dist/.build/server.tsbuildinfo.
    command: () => [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    incrementalState: path.join(STAMPS, 'server.tsbuildinfo'),
  },
  {
    name: 'explorer',
    inputs: [path.join('src', 'explorer'), 'package-lock.json'],
    exclude: [],
    output: path.join('dist', 'explorer', 'index.html'),
    witness: path.join('dist', 'explorer', 'index.html'),
    command: () => [
      path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--config',
      path.join('src', 'explorer', 'vite.config.mts'),
    ],
  },
];

/** Every file under `inputs` (relative to the root), sorted, without `exclude`d folders. */
function filesOf(inputs, exclude) {
  const files = [];
  const visit = (relative) => {
    if (exclude.includes(relative)) return;
    let stat;
    try {
      stat = fs.statSync(path.join(ROOT, relative));
    } catch {
      return; // an input that is not there is part of the state too: its name is not hashed
    }
    if (stat.isDirectory())
      for (const entry of fs.readdirSync(path.join(ROOT, relative)).sort())
        visit(path.join(relative, entry));
    else if (stat.isFile()) files.push(relative);
  };
  for (const input of inputs) visit(input);
  return files;
}

/**
 * The hash of the part's sources: every file's name and content (package-lock.json names the
 * compilers' versions), and the Node major version.
 */
function fingerprint(part) {
  const hash = createHash('sha256');
  hash.update(`${part.name}\0${process.versions.node.split('.')[0]}\0`);
  for (const file of filesOf(part.inputs, part.exclude)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampFile(part) {
  return path.join(STAMPS, `${part.name}.stamp`);
}

/** The output a stamp vouches for: its witness file's modification time and size. */
function outputOf(part) {
  try {
    const stat = fs.statSync(path.join(ROOT, part.witness));
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

function isFresh(part, print) {
  let stamp;
  try {
    stamp = fs.readFileSync(stampFile(part), 'utf8').trim();
  } catch {
    return false;
  }
  return stamp === `${print} ${outputOf(part)}` && fs.existsSync(path.join(ROOT, part.output));
}

/**
 * One build at a time: a second command waits for the first rather than writing the same files.
 * The lock holds the builder's pid; a lock whose process is gone (an interrupted build) is taken.
 */
function withLock(body) {
  fs.mkdirSync(STAMPS, { recursive: true });
  const lock = path.join(STAMPS, 'lock');
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder;
      try {
        holder = fs.readFileSync(lock, 'utf8');
      } catch {
        continue; // released meanwhile
      }
      // Empty: its builder has created it and not yet written its pid.
      if (holder !== '' && !isAlive(Number(holder))) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  const release = () => fs.rmSync(lock, { force: true });
  return Promise.resolve().then(body).finally(release);
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Runs `command` with node, its output on stderr; resolves with the exit status or signal. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command, { cwd: ROOT, stdio: ['ignore', 2, 2] });
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(code === 0 ? null : (signal ?? `exit ${code}`)));
  });
}

async function build(part) {
  const print = fingerprint(part);
  const started = Date.now();
  process.stderr.write(`settlegraph: building ${part.name} (its sources changed)…\n`);
  fs.rmSync(stampFile(part), { force: true });
  // tsc's incremental state says what it emitted; when the output is gone it would emit
  // nothing, so it is kept only to rebuild over an existing output.
  if (part.incrementalState && !fs.existsSync(path.join(ROOT, part.output)))
    fs.rmSync(part.incrementalState, { force: true });
  const failure = await run(part.command());
  if (failure !== null) {
    process.stderr.write(`settlegraph: the ${part.name} build failed (${failure})\n`);
    return false;
  }
  const stamp = stampFile(part);
  fs.writeFileSync(`${stamp}.partial`, `${print} ${outputOf(part)}\n`);
  fs.renameSync(`${stamp}.partial`, stamp);
  process.stderr.write(
    `settlegraph: built ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return true;
}

/**
 * Builds the parts whose sources changed, side by side (they write apart: dist/src and
 * dist/bench, dist/explorer); resolves true when all are built. What it prints goes to stderr,
 * so a command's stdout (a catalog, JSON) stays its own.
 */
async function ensureBuilt({ force = false, serverOnly = false } = {}) {
  const parts = PARTS.filter((p) => !serverOnly || p.name === 'server');
  const stale = () => parts.filter((p) => force || !isFresh(p, fingerprint(p)));
  if (stale().length === 0) return true;
  return withLock(async () => {
    if (force)
      for (const part of parts)
        if (part.incrementalState) fs.rmSync(part.incrementalState, { force: true });
    // Another command may have built while this one waited.
    const built = await Promise.all((force ? parts : stale()).map(build));
    return built.every(Boolean);
  });
}

module.exports = { ensureBuilt };

if (require.main === module) {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--force' && a !== '--server');
  if (unknown.length > 0) {
    process.stderr.write(
      `unknown option ${unknown[0]}\nusage: node bin/build-if-changed.js [--force] [--server]\n`,
    );
    process.exit(2);
  }
  ensureBuilt({ force: args.includes('--force'), serverOnly: args.includes('--server') }).then(
    (built) => process.exit(built ? 0 : 1),
  );
}
