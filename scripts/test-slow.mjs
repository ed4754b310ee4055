// `npm run test:slow`: the unit tests with every property and exhaustive suite at its full case
// count (TEST_EXHAUSTIVE=1), not the fixed-seed subsets `npm test` runs. Extra arguments go to
// Vitest, e.g. `npm run test:slow -- packages/dice`.
import path from 'node:path';
import { root, run } from './lib/bootstrap.mjs';

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const args = ['run', '--project', 'unit', ...process.argv.slice(2)];
process.exit(run(vitest, args, { env: { ...process.env, TEST_EXHAUSTIVE: '1' } }));
