// Install and build steps shared by `npm start` and `npm test`. Node built-ins only: this runs
// before node_modules exists on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const nodeMajor = Number(process.versions.node.split('.')[0]);
/** The Node.js the project runs on: the LTS lines (22 and 24). Node 20 reached its end of life on 2026-04-30. */
const supportedNodeMajor = 22;
/** Node 24 from the npm registry (the `node` package, a dev dependency), for machines with an older one. */
const projectNode = path.join(root, 'node_modules', 'node', 'bin', 'node');

/** The bootstrap itself only needs an npm that installs the project; the app runs on `supportedNodeMajor` or newer. */
export function requireNode() {
  if (nodeMajor < 18) {
    console.error(
      `Muster runs on Node.js 22 or 24 (LTS); this is ${process.version}, too old even to install it. Install Node.js 24 LTS from https://nodejs.org and run the command again.`,
    );
    process.exit(1);
  }
}

/**
 * On a machine whose Node.js is older than the supported LTS lines, runs this same script again on
 * the project's own Node 24 (installed from the npm registry into node_modules by ensureInstalled)
 * and never resolves: this process only passes signals on and exits with the child's status, so a
 * supervisor's SIGTERM still reaches the server. On a supported Node it returns at once.
 */
export function ensureSupportedNode() {
  if (nodeMajor >= supportedNodeMajor) return Promise.resolve();
  if (!existsSync(projectNode)) {
    console.error(
      [
        `Muster runs on Node.js 22 or 24 (LTS); this is ${process.version}, which reached its end of life on 2026-04-30.`,
        'The install should have brought Node.js 24 from the npm registry to node_modules/node, but it is not there.',
        'Either run `npm install --include=dev` again (it needs the npm registry), or install Node.js 24 LTS',
        '(https://nodejs.org, or `npm install --global node@24`) and run the command again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `Node.js ${process.version} is past its end of life: running on the project's Node.js 24 instead.`,
  );
  const bin = path.join(root, 'node_modules', '.bin');
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    // Tools started from here (vitest, playwright, the e2e server) find the same Node first.
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, what) {
  if (run(command, args) !== 0) {
    console.error(`\n${what} failed.`);
    process.exit(1);
  }
}

/** The lockfile and the patches applied after install (patches/, by patch-package), as one hash. */
function installInputsHash() {
  const lockfile = path.join(root, 'package-lock.json');
  const hash = createHash('sha256');
  hash.update(existsSync(lockfile) ? readFileSync(lockfile) : 'none');
  const patches = path.join(root, 'patches');
  if (existsSync(patches)) {
    for (const name of readdirSync(patches).sort())
      hash.update(name).update(readFileSync(path.join(patches, name)));
  }
  return hash.digest('hex');
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const stampFile = path.join(root, 'node_modules', '.muster-install-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === installInputsHash()) return;
  console.log('Installing dependencies…');
  // `npm install` honours the lockfile and adds only what is missing. (`npm ci` is stricter than
  // needed: it rejects lockfiles that omit optional binaries for platforms npm could not resolve.)
  // Dev dependencies build the app, so they are needed even when NODE_ENV=production.
  // On a Node older than the supported lines, .npmrc's engine-strict would refuse the install that
  // brings the project's own Node 24 (ensureSupportedNode then runs on it): let it through once.
  const olderNode = nodeMajor < supportedNodeMajor ? ['--engine-strict=false'] : [];
  mustRun(npm, ['install', '--include=dev', '--no-audit', '--no-fund', ...olderNode], 'npm install');
  // Hashed after the install: when npm rewrites the lockfile (it may tidy it), the stamp matches
  // the rewritten file, so the next run does not install again.
  writeFileSync(stampFile, installInputsHash());
}

const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/drizzle',
  'packages',
  'package-lock.json',
  'patches',
];
const buildOutputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
/**
 * Not part of the build: tests and their helpers (neither bundle imports them), so editing a test
 * does not make `npm test` rebuild the app.
 */
const notBuilt = (entry) => /\.test\.tsx?$/.test(entry) || entry === 'test-support';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || notBuilt(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the web app and the server unless the build is newer than every source file. */
export function ensureBuilt() {
  const outputs = buildOutputs.map((output) => path.join(root, output));
  const built = outputs.every((output) => existsSync(output));
  const oldestOutput = built ? Math.min(...outputs.map((output) => statSync(output).mtimeMs)) : 0;
  const newestInput = Math.max(...buildInputs.map((input) => newestMtime(path.join(root, input))));
  if (built && oldestOutput >= newestInput) return;
  console.log('Building…');
  mustRun(npm, ['run', 'build'], 'Build');
}
