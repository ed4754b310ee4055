import { afterAll, vi } from 'vitest';

/**
 * The integration files share their worker processes (isolate: false in vitest.config.ts), so
 * Fastify, better-auth, pg and the game data are loaded once per process rather than once per file
 * (about 3 s a file). Each file still gets the app's own modules fresh: every module under src/ is
 * evaluated again for it, so no cache or pool of one file's database reaches another's.
 */
vi.resetModules();

afterAll(async () => {
  // The game-data worker threads of this file's module instance (a process-wide pool per instance,
  // which a process per file used to end).
  const { stopGameDataWorkers } = await import('../features/game-data/game-data-workers');
  await stopGameDataWorkers();
});
