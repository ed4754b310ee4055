// Install and build steps shared by `npm start` and `npm test`. Node built-ins only: this runs
// before node_modules exists on a fresh clone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Muster needs Node.js 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
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
  mustRun(npm, ['install', '--include=dev', '--no-audit', '--no-fund'], 'npm install');
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
