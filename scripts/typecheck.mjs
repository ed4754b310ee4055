// Type-checks every workspace and the e2e suite, each with its own tsconfig (DOM vs Node types).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['.', 'e2e', 'apps/web/service-worker'];
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(path.join(root, group))) projects.push(path.join(group, name));
}

let failed = false;
for (const project of projects) {
  const config = path.join(root, project, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', config],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed = true;
  else console.log(`typecheck ok: ${project}`);
}
process.exit(failed ? 1 : 0);
