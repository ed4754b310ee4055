import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRosterParsePool } from '../features/rosters/roster-parse-pool';
import { OCR_MAX_PIXELS } from '../features/rosters/text-extraction/image-size-guard';
import { buildPngBomb } from '../test-support/roster-files';
import { createWorkerPool, FairQueue, JobCancelledError, WorkerDiedError } from './worker-pool';

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
// A worker that warms up for `workerData.warmMs` (or fails to, with `workerData.failWarm`), then
// answers "echo:x" with x and "spin:n" after n ms of busy work.
const warmingScript = path.join(directory, 'warming.mjs');
writeFileSync(
  warmingScript,
  `import { parentPort, workerData } from 'node:worker_threads';
const until = Date.now() + (workerData?.warmMs ?? 0);
while (Date.now() < until) {}
parentPort.postMessage(workerData?.failWarm ? { ready: false, error: 'no data' } : { ready: true });
parentPort.on('message', ({ id, input }) => {
  if (input.startsWith('spin:')) {
    const end = Date.now() + Number(input.slice(5));
    while (Date.now() < end) {}
  }
  parentPort.postMessage({ id, result: input.replace(/^(echo|spin):/, '') });
});`,
);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const warmingPool = (overrides: Partial<Parameters<typeof createWorkerPool<string, string>>[0]> = {}) =>
  createWorkerPool<string, string>({
    workerScript: warmingScript,
    workerData: { warmMs: 300 },
    size: 1,
    timeoutMs: 200,
    warmUp: { timeoutMs: 10_000 },
    onTimeout: () => new Error('timed out'),
    label: 'Warming worker',
    ...overrides,
  });

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

  it('answers a roster whose parse ran out of memory as an unreadable file, not a server error', {
    timeout: 30_000,
  }, async () => {
    const parser = createRosterParsePool({ workerScript });
    try {
      const result = await parser.parse('hog');
      expect(result).toMatchObject({ success: false, errors: [{ code: 'FILE_TOO_DEMANDING' }] });
    } finally {
      await parser.close();
    }
  });

  it('refuses a screenshot over the pixel cap from its header, before it takes a worker', async () => {
    // The hog worker would answer any job it were given; the refusal must come without one.
    const parser = createRosterParsePool({ workerScript });
    try {
      const result = await parser.parse(new Uint8Array(buildPngBomb(30_000, 30_000)));
      expect(result).toMatchObject({ success: false, errors: [{ code: 'IMAGE_TOO_LARGE' }] });
      expect(result.errors[0]?.message).toContain(`${OCR_MAX_PIXELS / 1_000_000} million pixels`);
      expect(parser.stats().counts).toMatchObject({ completed: 0, failed: 0, died: 0 });
      expect(parser.stats().totalMs.max).toBe(0);
    } finally {
      await parser.close();
    }
  });

  it('never counts a worker’s warm-up against a job’s deadline', async () => {
    // The worker warms for 300 ms; the job's deadline is 200 ms from when a warm worker takes it.
    const pool = warmingPool();
    try {
      expect(pool.ready()).toBe(false);
      expect(await pool.run('echo:first')).toBe('first');
      expect(pool.ready()).toBe(true);
      expect(pool.stats().counts.warmUps).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('fails a job past its deadline alone, and warms the replacement before the next job', async () => {
    const pool = warmingPool();
    try {
      const late = await pool.run('spin:1000').catch((error: unknown) => error);
      expect(late).toBeInstanceOf(Error);
      expect((late as Error).message).toBe('timed out');
      // The next job waits for the new worker's warm-up, then runs well within its own deadline.
      expect(await pool.run('spin:50')).toBe('50');
      const stats = pool.stats();
      expect(stats.counts).toMatchObject({ timedOut: 1, completed: 1, warmUps: 2 });
    } finally {
      await pool.close();
    }
  });

  it('gives each job its own deadline', async () => {
    const pool = warmingPool();
    try {
      expect(await pool.run('spin:400', { timeoutMs: 5_000 })).toBe('400');
    } finally {
      await pool.close();
    }
  });

  it('withdraws a queued job whose client went away, and replaces the worker of a running one', async () => {
    const pool = warmingPool({ timeoutMs: 10_000 });
    try {
      const running = new AbortController();
      const queued = new AbortController();
      const first = pool.run('spin:5000', { signal: running.signal }).catch((error: unknown) => error);
      const second = pool.run('echo:never', { signal: queued.signal }).catch((error: unknown) => error);
      const third = pool.run('echo:third');
      queued.abort();
      expect(await second).toBeInstanceOf(JobCancelledError);
      running.abort();
      expect(await first).toBeInstanceOf(JobCancelledError);
      // The spinning worker was terminated: the third job runs on its warm replacement at once.
      expect(await third).toBe('third');
      expect(pool.stats().counts.cancelled).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('lets a newer job replace an older one with the same key', async () => {
    const pool = warmingPool({ timeoutMs: 10_000 });
    try {
      const stale = pool.run('spin:5000', { supersede: 'player-1' }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const fresh = pool.run('echo:corrected', { supersede: 'player-1' });
      const superseded = await stale;
      expect(superseded).toBeInstanceOf(JobCancelledError);
      expect((superseded as JobCancelledError).statusCode).toBe(409);
      expect(await fresh).toBe('corrected');
    } finally {
      await pool.close();
    }
  });

  it('answers busy to a job that waited too long for a worker that cannot warm up, and keeps retrying', async () => {
    const events: string[] = [];
    const pool = warmingPool({
      workerData: { failWarm: true },
      maxWaitMs: 500,
      onEvent: (event) => events.push(event.type),
    });
    try {
      const waited = await pool.run('echo:x').catch((error: unknown) => error);
      expect(waited).toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
      expect(events).toContain('warm-failed');
      expect(pool.stats().counts.warmUpFailures).toBeGreaterThanOrEqual(1);
    } finally {
      await pool.close();
    }
  });
});

describe('fair queue', () => {
  type J = { id: number; owner: string };
  const none = () => 0;

  it('serves owners in turn, each owner’s jobs in the order they came', () => {
    const queue = new FairQueue<J>();
    for (let id = 1; id <= 4; id++) queue.push({ id, owner: 'x' });
    queue.push({ id: 5, owner: 'y' });
    queue.push({ id: 6, owner: 'z' });
    queue.push({ id: 7, owner: 'y' });
    const order: number[] = [];
    for (let job = queue.take(none, 1); job; job = queue.take(none, 1)) order.push(job.id);
    expect(order).toEqual([1, 5, 6, 2, 7, 3, 4]);
    expect(queue.length).toBe(0);
  });

  it('puts an owner just served behind one who came later', () => {
    const queue = new FairQueue<J>();
    queue.push({ id: 1, owner: 'x' });
    expect(queue.take(none, 1)?.id).toBe(1);
    // X's next job arrives while its first runs, then Y's paste: Y is served first.
    queue.push({ id: 2, owner: 'x' });
    queue.push({ id: 3, owner: 'y' });
    expect(queue.take(none, 1)?.id).toBe(3);
    expect(queue.take(none, 1)?.id).toBe(2);
    expect(queue.length).toBe(0);
  });

  it('passes over an owner already running its limit', () => {
    const queue = new FairQueue<J>();
    queue.push({ id: 1, owner: 'x' });
    queue.push({ id: 2, owner: 'y' });
    const running = (owner: string) => (owner === 'x' ? 1 : 0);
    expect(queue.take(running, 1)?.id).toBe(2);
    expect(queue.take(running, 1)).toBeNull();
    expect(queue.take(running, 2)?.id).toBe(1);
  });

  it('forgets withdrawn jobs and lists the rest oldest first', () => {
    const queue = new FairQueue<J>();
    const jobs = [
      { id: 1, owner: 'x' },
      { id: 2, owner: 'y' },
      { id: 3, owner: 'x' },
    ];
    for (const job of jobs) queue.push(job);
    expect(queue.remove(jobs[1] as J)).toBe(true);
    expect(queue.remove(jobs[1] as J)).toBe(false);
    expect(queue.all().map((job) => job.id)).toEqual([1, 3]);
    expect(queue.queuedFor('x')).toBe(2);
    expect(queue.queuedFor('y')).toBe(0);
    expect(queue.drain().map((job) => job.id)).toEqual([1, 3]);
    expect(queue.length).toBe(0);
  });
});

describe('worker pool fairness', () => {
  it('runs another owner’s job right after the one running, ahead of the first owner’s backlog', async () => {
    const pool = warmingPool({ workerData: { warmMs: 0 }, timeoutMs: 10_000 });
    try {
      await pool.firstWarm();
      const finished: string[] = [];
      const track = (promise: Promise<string>) => promise.then((result) => finished.push(result));
      const heavy = Array.from({ length: 6 }, (_, index) =>
        track(pool.run(`spin:${200 + index}`, { owner: 'user:x' })),
      );
      const paste = track(pool.run('echo:paste', { owner: 'user:y' }));
      await Promise.all([...heavy, paste]);
      // X's first job was running (or about to); Y's paste goes next, before X's other five.
      expect(finished.indexOf('paste')).toBe(1);
      expect(finished.filter((result) => result !== 'paste')).toEqual([
        '200',
        '201',
        '202',
        '203',
        '204',
        '205',
      ]);
    } finally {
      await pool.close();
    }
  });

  it('answers busy to an owner past its own queue limit while others still queue', async () => {
    const pool = warmingPool({ workerData: { warmMs: 0 }, timeoutMs: 10_000, maxQueuedPerOwner: 2 });
    try {
      await pool.firstWarm();
      const x = ['spin:300', 'echo:a', 'echo:b'].map((input) =>
        pool.run(input, { owner: 'user:x' }).catch((error: unknown) => error),
      );
      const refused = await pool.run('echo:c', { owner: 'user:x' }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ statusCode: 503 });
      expect(await pool.run('echo:y', { owner: 'user:y' })).toBe('y');
      expect(await Promise.all(x)).toEqual(['300', 'a', 'b']);
    } finally {
      await pool.close();
    }
  });
});
