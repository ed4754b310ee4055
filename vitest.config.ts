import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { gameDataScoringAlias } from './apps/web/build-plugins/game-data-scoring.ts';

/**
 * Tests of the web app that need a browser's globals (document, window, localStorage, navigator):
 * React components (`*.test.tsx`) and `*.dom.test.ts`. They run in jsdom; every other web test is
 * plain logic and runs in Node, 4–5× faster (jsdom costs about 2 s of start-up per file). A
 * `*.test.ts` that touches a browser global fails in Node with "… is not defined": rename it
 * `*.dom.test.ts`. So does one reaching storage/local-store.ts or notifications-api.ts, which
 * check `typeof window` and would quietly take their no-browser path in Node.
 */
const webDomTests = ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.dom.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process (one worker on CI's two cores), which
    // mostly waits; the integration files wait on PostgreSQL and worker threads too. One worker
    // per core fills the machine.
    maxWorkers: os.availableParallelism(),
    // Vitest's 5 s default failed CPU-bound tests of about 1.5 s idle on this 2-core machine with a
    // busy loop per core (3–4× slower). Heavy suites state their own budgets (30–120 s); this is
    // the floor for the rest. Speed is the benchmarks' business (`npm run bench`), not the tests'.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web-node',
          alias: gameDataScoringAlias,
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build-plugins/**/*.test.ts'],
          exclude: [...webDomTests, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web-dom',
          alias: gameDataScoringAlias,
          include: webDomTests,
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test-support/integration-global-setup.ts'],
          // The files share their worker processes: Fastify, better-auth, pg and the game data load
          // once per process instead of once per file (about 3 s each, 40 % of this project's time).
          // The setup file gives each file fresh app modules (no cache or pool crosses files).
          isolate: false,
          setupFiles: ['apps/server/src/test-support/integration-file-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
