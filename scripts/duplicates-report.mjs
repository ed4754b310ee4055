// The last step of `npm run check`: what the uncommitted change writes again, from the workplace's
// `duplicates` tool (pairs of places sharing six or more identical or same-shape lines). A row is a
// place to look, not a verdict, so this never fails the check; on a machine without the tool (CI's
// bare image) it says so and moves on. `npm run duplicates` lists the whole tree's worst pairs.
import { spawnSync } from 'node:child_process';

const whole = process.argv.includes('--whole');
const args = whole ? ['--most', '40', '--seconds', '120'] : ['--change', '--most', '20'];
const run = spawnSync('duplicates', args, { encoding: 'utf8' });
if (run.error) {
  console.log('duplicates: the tool is not installed here; skipped (it only reports, never fails).');
  process.exit(0);
}
const report = (run.stdout || run.stderr).trim();
console.log(whole ? report : `duplicates in the uncommitted change:\n${report}`);
