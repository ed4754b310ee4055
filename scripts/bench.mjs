// npm run bench: builds each benchmark with esbuild (TypeScript, workspace packages inlined) and
// runs it in its own Node process, printing its figures. Figures are medians or ratios, never pass/fail.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const benches = [
  { name: 'roster parsing', entry: 'packages/roster-import/bench/parse-throughput.ts' },
  { name: 'dice engine', entry: 'packages/dice/bench/exact-vs-sampling.ts' },
  { name: 'PDF and OCR import', entry: 'apps/server/bench/extraction-throughput.ts' },
  { name: 'pairing', entry: 'packages/pairing/bench/pairing-time.ts' },
  { name: 'standings under load', entry: 'apps/server/bench/standings-load.ts' },
  { name: 'event-day', entry: 'apps/server/bench/event-day.ts' },
  { name: 'analysis time', entry: 'apps/server/bench/analysis-time.ts' },
  { name: 'standings under analysis load', entry: 'apps/server/bench/standings-under-analysis.ts' },
  { name: 'game-data', entry: 'apps/server/bench/game-data.ts' },
  { name: 'rating', entry: 'apps/server/bench/rating-validation.ts' },
  { name: 'hostile files', entry: 'apps/server/bench/hostile-files.ts' },
  { name: 'first load', entry: 'apps/server/bench/first-load.ts' },
  { name: 'lighthouse', entry: 'apps/server/bench/lighthouse.ts' },
];
const only = process.argv.slice(2);
// Inside the repository, so the bundles' third-party imports resolve from node_modules.
const outDir = path.join(root, 'node_modules', '.cache', 'muster-bench');
mkdirSync(outDir, { recursive: true });

let failed = false;
for (const bench of benches) {
  if (only.length > 0 && !only.some((word) => bench.name.includes(word))) continue;
  const outfile = path.join(outDir, `${path.basename(bench.entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(root, bench.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    logLevel: 'warning',
    define: { 'import.meta.dirname': JSON.stringify(path.dirname(path.join(root, bench.entry))) },
    plugins: [
      {
        name: 'externalise-third-party',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@muster/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  console.log(`\n== ${bench.name} (${bench.entry})`);
  const run = spawnSync(process.execPath, [outfile], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) failed = true;
}
rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
