import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRosterParsePool } from '../features/rosters/roster-parse-pool';
import { createWorkerPool, WorkerDiedError } from './worker-pool';

// A worker speaking the pool's protocol: "echo:x" answers x, "hog" fills its heap until V8 stops it.
const directory = mkdtempSync(path.join(os.tmpdir(), 'muster-pool-'));
const workerScript = path.join(directory, 'hog.mjs');
writeFileSync(
  workerScript,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, input }) => {
  if (input === 'hog') {
    const kept = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  }
  parentPort.postMessage({ id, result: String(input).replace(/^echo:/, '') });
});`,
);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('worker pool', () => {
  it('ends a job that exceeds its heap limit, and a fresh worker takes the next', async () => {
    const pool = createWorkerPool<string, string>({
      workerScript,
      size: 1,
      timeoutMs: 30_000,
      onTimeout: () => new Error('timed out'),
      maxOldGenerationSizeMb: 32,
      label: 'Test worker',
    });
    try {
      expect(await pool.run('echo:first')).toBe('first');
      const died = await pool.run('hog').catch((error: unknown) => error);
      expect(died).toBeInstanceOf(WorkerDiedError);
      expect((died as WorkerDiedError).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
      expect(await pool.run('echo:after')).toBe('after');
    } finally {
      await pool.close();
    }
  });

  it('answers a roster whose parse ran out of memory as an unreadable file, not a server error', async () => {
    const parser = createRosterParsePool({ workerScript });
    try {
      const result = await parser.parse('hog');
      expect(result).toMatchObject({ success: false, errors: [{ code: 'FILE_TOO_DEMANDING' }] });
    } finally {
      await parser.close();
    }
  });
});
