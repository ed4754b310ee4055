import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@muster/contracts/error-codes';
import { HttpError } from '../http/error-handler';
import { type PoolStats, PoolStatsRecorder } from './pool-stats';

/** A pool of worker threads running one kind of CPU-heavy job off the request thread. */
export type WorkerPool<Input, Output> = {
  run(input: Input, options?: RunOptions): Promise<Output>;
  /** Queue depth, waits and outcomes, for the admin dashboard and the logs. */
  stats(): PoolStats;
  /** At least one worker is warm (or starting one is not needed). */
  ready(): boolean;
  /** Resolves when the first worker is warm. */
  firstWarm(): Promise<void>;
  close(): Promise<void>;
};

type RunOptions = {
  /** This job's own deadline (else the pool's). It runs from when a warm worker takes the job. */
  timeoutMs?: number;
  /** Aborted when the client went away: the job leaves the queue, or its worker is replaced. */
  signal?: AbortSignal;
  /**
   * Jobs with the same key replace each other: a newer one cancels the one queued or running
   * (the same player asking again for the same thing, e.g. after correcting an input).
   */
  supersede?: string;
  /** Names the job in stats and logs ("analyse"). */
  kind?: string;
  /**
   * Whose job this is ("user:…", "addr:…"): each owner has a queue of its own, owners take turns
   * for free workers, and no owner runs more than the pool's `perOwner` jobs at once.
   */
  owner?: string;
};

/**
 * The job's worker ended without answering: it ran out of its memory limit, or crashed. The input
 * is the likely cause (the worker has been replaced), so callers may answer it as a bad input.
 */
export class WorkerDiedError extends Error {
  constructor(
    message: string,
    /** Node's code, e.g. ERR_WORKER_OUT_OF_MEMORY. */
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The job was withdrawn before it finished: its client went away, or asked again. */
export class JobCancelledError extends HttpError {
  constructor(reason: 'client-gone' | 'superseded') {
    super(
      409,
      'CANCELLED',
      reason === 'superseded'
        ? 'A newer request for the same thing replaced this one.'
        : 'The request was cancelled before it finished.',
    );
  }
}

type Job<Input, Output> = {
  id: number;
  input: Input;
  kind: string;
  timeoutMs: number;
  enqueuedAt: number;
  supersede?: string;
  owner: string;
  settle: (outcome: { result: Output } | { error: Error }) => void;
  detach: () => void;
};
type Slot<Input, Output> = {
  worker: Worker;
  state: 'warming' | 'ready' | 'busy';
  job: Job<Input, Output> | null;
  timer: NodeJS.Timeout | null;
  startedAt: number;
};
type Reply<Output> = { id?: number; result?: Output; error?: string; ready?: boolean };

export type PoolEvent =
  | { type: 'warm'; ms: number }
  | { type: 'warm-failed'; error: string; retryInMs: number }
  | { type: 'timeout'; kind: string; ms: number }
  | { type: 'died'; kind: string | null; error: string }
  | { type: 'slow-wait'; kind: string; waitMs: number; queued: number }
  | { type: 'cancelled'; kind: string; reason: 'client-gone' | 'superseded' };

export type WorkerPoolOptions<Output> = {
  workerScript: URL | string;
  /** Data the worker reads at start (worker_threads workerData), e.g. where its cache lives. */
  workerData?: unknown;
  size?: number;
  /** The default deadline of a job, from when a warm worker takes it. */
  timeoutMs: number;
  /** What a job that overran its time answers; its worker is terminated and replaced. */
  onTimeout: () => Output | Error;
  /**
   * Heap ceiling per worker: a job that exceeds it ends its worker, not the server, and a fresh
   * worker takes the next job. (Buffers live outside the heap: inputs that could inflate into
   * them are measured before they are decoded.)
   */
  maxOldGenerationSizeMb?: number;
  maxQueued?: number;
  /**
   * Workers that load something before they can work (serveWorker's warmUp) say so with a ready
   * message; until then they take no job, and their warm-up never counts against a job's deadline.
   * Workers start one at a time, so the first warm-up can leave a cache for the next ones.
   */
  warmUp?: { timeoutMs: number };
  /** Jobs of one owner running at once (default 1): the rest of its jobs wait their turn. */
  perOwner?: number;
  /** Jobs one owner may have waiting (default a fifth of maxQueued); past it, that owner gets 503. */
  maxQueuedPerOwner?: number;
  /** A job still waiting for a worker after this long is answered busy (503). */
  maxWaitMs?: number;
  /** Names the pool in errors ("Roster parser", "Game data worker"). */
  label: string;
  /** The 503 a caller gets while the queue is full. */
  busy?: { code: ErrorCode; message: string };
  /** Warm-ups, timeouts, deaths, slow waits: for the log. */
  onEvent?: (event: PoolEvent) => void;
  /**
   * Start no worker before this settles (another pool's first warm-up: it builds the cache this
   * pool's workers then read, instead of both building it at once).
   */
  startAfter?: Promise<unknown>;
};

/** A wait longer than this is logged (with the queue depth at the time). */
const SLOW_WAIT_MS = 2_000;

/** The owner of jobs queued without one (background work). */
export const NO_OWNER = 'background';

/**
 * The waiting jobs, one first-in-first-out queue per owner, served in turn: a free worker takes
 * the oldest job of the owner served least recently among those under their running limit. One
 * owner's ten heavy uploads therefore hold another owner's paste for at most the job already
 * running.
 */
export class FairQueue<J extends { owner: string }> {
  private readonly byOwner = new Map<string, J[]>();
  /** When each owner was last served (a count of jobs taken); owners never served come first. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private count = 0;

  get length(): number {
    return this.count;
  }

  queuedFor(owner: string): number {
    return this.byOwner.get(owner)?.length ?? 0;
  }

  push(job: J): void {
    const jobs = this.byOwner.get(job.owner);
    if (jobs) jobs.push(job);
    else this.byOwner.set(job.owner, [job]);
    this.count += 1;
  }

  /** The next job whose owner runs fewer than `limit` jobs (by `running`), or null. */
  take(running: (owner: string) => number, limit: number): J | null {
    let next: string | null = null;
    let nextServed = Number.POSITIVE_INFINITY;
    for (const owner of this.byOwner.keys()) {
      const served = this.lastServed.get(owner) ?? 0;
      if (served < nextServed && running(owner) < limit) {
        next = owner;
        nextServed = served;
      }
    }
    if (next === null) return null;
    const jobs = this.byOwner.get(next) as J[];
    const job = jobs.shift() as J;
    if (jobs.length === 0) this.byOwner.delete(next);
    this.count -= 1;
    this.served += 1;
    this.lastServed.set(next, this.served);
    this.forgetLongAgo();
    return job;
  }

  remove(job: J): boolean {
    const jobs = this.byOwner.get(job.owner);
    const index = jobs?.indexOf(job) ?? -1;
    if (!jobs || index < 0) return false;
    jobs.splice(index, 1);
    this.count -= 1;
    if (jobs.length === 0) this.byOwner.delete(job.owner);
    return true;
  }

  /** Every waiting job, oldest first. */
  all(): J[] {
    return [...this.byOwner.values()].flat().sort((a, b) => ordinal(a) - ordinal(b));
  }

  /** Takes every waiting job out. */
  drain(): J[] {
    const jobs = this.all();
    this.byOwner.clear();
    this.count = 0;
    return jobs;
  }

  /** Owners served over a thousand jobs ago and waiting for none count as never served. */
  private forgetLongAgo(): void {
    if (this.lastServed.size <= 1_000) return;
    for (const [owner, served] of this.lastServed) {
      if (this.served - served > 1_000 && !this.byOwner.has(owner)) this.lastServed.delete(owner);
    }
  }
}

const ordinal = (job: object) => (job as { id?: number }).id ?? 0;

/**
 * Runs jobs in worker threads, one job per worker at a time, queueing the rest (up to `maxQueued`,
 * then 503). Workers start with the pool and are replaced as soon as one is lost. A job that
 * overruns its time has its worker terminated and fails alone (never retried); a worker that dies
 * (out of memory, crash) fails only its own job.
 */
export function createWorkerPool<Input, Output>(
  options: WorkerPoolOptions<Output>,
): WorkerPool<Input, Output> {
  const size = Math.max(1, options.size ?? 1);
  const maxQueued = options.maxQueued ?? 50;
  const perOwner = Math.max(1, options.perOwner ?? 1);
  const maxQueuedPerOwner = options.maxQueuedPerOwner ?? Math.max(1, Math.ceil(maxQueued / 5));
  const slots: Slot<Input, Output>[] = [];
  const queue = new FairQueue<Job<Input, Output>>();
  const runningFor = (owner: string) => slots.filter((slot) => slot.job?.owner === owner).length;
  const recorder = new PoolStatsRecorder(options.label, size);
  const emit = (event: PoolEvent) => options.onEvent?.(event);
  let nextId = 1;
  let closed = false;
  let warmFailures = 0;
  let respawnTimer: NodeJS.Timeout | null = null;
  let waitSweep: NodeJS.Timeout | null = null;
  let held = options.startAfter !== undefined;
  let markWarm: () => void = () => {};
  const warmOnce = new Promise<void>((resolve) => {
    markWarm = resolve;
  });

  const busyError = () => {
    const busy = options.busy ?? {
      code: 'SERVER_BUSY',
      message: 'The server is busy with other work. Try again in a minute.',
    };
    return new HttpError(503, busy.code, busy.message);
  };

  const clearTimer = (slot: Slot<Input, Output>) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  };

  /** Removes a slot for good (its worker is terminated) and starts its replacement. */
  const retire = (slot: Slot<Input, Output>) => {
    clearTimer(slot);
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    void slot.worker.terminate();
    ensureWorkers();
  };

  const warmFailed = (slot: Slot<Input, Output>, error: string) => {
    warmFailures += 1;
    const retryInMs = Math.min(30_000, 1_000 * 2 ** (warmFailures - 1));
    recorder.warmFailed();
    emit({ type: 'warm-failed', error, retryInMs });
    clearTimer(slot);
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    void slot.worker.terminate();
    if (closed) return;
    respawnTimer = setTimeout(() => {
      respawnTimer = null;
      ensureWorkers();
    }, retryInMs);
    respawnTimer.unref();
  };

  const spawn = () => {
    const worker = new Worker(options.workerScript, {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 768 },
    });
    const slot: Slot<Input, Output> = {
      worker,
      state: options.warmUp ? 'warming' : 'ready',
      job: null,
      timer: null,
      startedAt: Date.now(),
    };
    if (options.warmUp) {
      const warmUpMs = options.warmUp.timeoutMs;
      slot.timer = setTimeout(() => warmFailed(slot, `warm-up took over ${warmUpMs} ms`), warmUpMs);
    }
    worker.on('message', (message: Reply<Output>) => {
      if (message.ready !== undefined) {
        if (slot.state !== 'warming') return;
        clearTimer(slot);
        if (!message.ready) return warmFailed(slot, message.error ?? 'warm-up failed');
        warmFailures = 0;
        slot.state = 'ready';
        markWarm();
        const ms = Date.now() - slot.startedAt;
        recorder.warmed(ms);
        emit({ type: 'warm', ms });
        ensureWorkers();
        pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      clearTimer(slot);
      slot.job = null;
      slot.state = 'ready';
      if ('result' in message) {
        recorder.finished(job.kind, 'completed', Date.now() - job.enqueuedAt);
        job.settle({ result: message.result as Output });
      } else {
        recorder.finished(job.kind, 'failed', Date.now() - job.enqueuedAt);
        job.settle({ error: new Error(message.error ?? `${options.label} failed`) });
      }
      pump();
    });
    const lost = (error: WorkerDiedError) => {
      if (!slots.includes(slot)) return;
      if (slot.state === 'warming') return warmFailed(slot, error.message);
      const job = slot.job;
      slot.job = null;
      emit({ type: 'died', kind: job?.kind ?? null, error: error.message });
      if (job) {
        recorder.finished(job.kind, 'died', Date.now() - job.enqueuedAt);
        job.settle({ error });
      }
      retire(slot);
      pump();
    };
    worker.on('error', (error: Error & { code?: string }) =>
      lost(new WorkerDiedError(`${options.label} stopped: ${error.message}`, error.code)),
    );
    worker.on('exit', (code) =>
      lost(new WorkerDiedError(`${options.label} stopped (exit ${code})`, undefined)),
    );
    worker.unref();
    slots.push(slot);
  };

  /** Keeps `size` workers, starting warm-up workers one at a time. */
  function ensureWorkers(): void {
    if (closed || respawnTimer || held) return;
    while (slots.length < size) {
      if (options.warmUp && slots.some((slot) => slot.state === 'warming')) return;
      spawn();
    }
  }

  const start = (slot: Slot<Input, Output>, job: Job<Input, Output>) => {
    slot.job = job;
    slot.state = 'busy';
    const waited = Date.now() - job.enqueuedAt;
    recorder.started(waited);
    if (waited > SLOW_WAIT_MS)
      emit({ type: 'slow-wait', kind: job.kind, waitMs: waited, queued: queue.length });
    slot.timer = setTimeout(() => {
      slot.job = null;
      recorder.finished(job.kind, 'timed-out', Date.now() - job.enqueuedAt);
      emit({ type: 'timeout', kind: job.kind, ms: job.timeoutMs });
      const outcome = options.onTimeout();
      job.settle(outcome instanceof Error ? { error: outcome } : { result: outcome });
      retire(slot);
      pump();
    }, job.timeoutMs);
    slot.worker.postMessage({ id: job.id, input: job.input });
  };

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.state === 'ready');
      if (!slot) return;
      const job = queue.take(runningFor, perOwner);
      if (!job) return;
      start(slot, job);
    }
  }

  /** Withdraws a job: out of the queue, or its worker replaced (a running job cannot be stopped). */
  const cancel = (job: Job<Input, Output>, reason: 'client-gone' | 'superseded') => {
    queue.remove(job);
    const slot = slots.find((s) => s.job === job);
    recorder.finished(job.kind, 'cancelled', Date.now() - job.enqueuedAt);
    emit({ type: 'cancelled', kind: job.kind, reason });
    job.settle({ error: new JobCancelledError(reason) });
    if (slot) {
      slot.job = null;
      retire(slot);
      pump();
    }
  };

  /** Answers busy to jobs that waited too long for a worker (every worker lost, or stuck warming). */
  const sweepWaits = () => {
    const limit = options.maxWaitMs;
    if (!limit) return;
    const now = Date.now();
    for (const job of queue.all()) {
      if (now - job.enqueuedAt < limit) continue;
      queue.remove(job);
      recorder.finished(job.kind, 'failed', now - job.enqueuedAt);
      job.settle({ error: busyError() });
    }
  };
  if (options.maxWaitMs) {
    waitSweep = setInterval(sweepWaits, Math.min(1_000, options.maxWaitMs));
    waitSweep.unref();
  }

  const shuttingDown = () => new HttpError(503, 'SHUTTING_DOWN', 'The server is shutting down.');

  if (options.startAfter) {
    const release = () => {
      held = false;
      ensureWorkers();
    };
    options.startAfter.then(release, release);
  } else {
    ensureWorkers();
  }
  if (!options.warmUp) markWarm();

  return {
    run(input, runOptions = {}) {
      if (closed) return Promise.reject(shuttingDown());
      if (runOptions.signal?.aborted) return Promise.reject(new JobCancelledError('client-gone'));
      if (runOptions.supersede) {
        const key = runOptions.supersede;
        const stale = [...queue.all(), ...slots.flatMap((s) => (s.job ? [s.job] : []))].filter(
          (job) => job.supersede === key,
        );
        for (const job of stale) cancel(job, 'superseded');
      }
      const owner = runOptions.owner ?? NO_OWNER;
      if (queue.length >= maxQueued || queue.queuedFor(owner) >= maxQueuedPerOwner) {
        recorder.rejected();
        return Promise.reject(busyError());
      }
      return new Promise<Output>((resolve, reject) => {
        const signal = runOptions.signal;
        const onAbort = () => cancel(job, 'client-gone');
        let settled = false;
        const job: Job<Input, Output> = {
          id: nextId++,
          input,
          kind: runOptions.kind ?? 'job',
          timeoutMs: runOptions.timeoutMs ?? options.timeoutMs,
          enqueuedAt: Date.now(),
          supersede: runOptions.supersede,
          owner,
          settle: (outcome) => {
            if (settled) return;
            settled = true;
            job.detach();
            if ('result' in outcome) resolve(outcome.result);
            else reject(outcome.error);
          },
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    stats: () =>
      recorder.snapshot({
        queued: queue.length,
        warming: slots.filter((s) => s.state === 'warming').length,
        ready: slots.filter((s) => s.state === 'ready').length,
        busy: slots.filter((s) => s.state === 'busy').length,
        oldestWaitMs: queue.length > 0 ? Date.now() - (queue.all()[0] as Job<Input, Output>).enqueuedAt : 0,
      }),
    ready: () => slots.some((slot) => slot.state !== 'warming'),
    firstWarm: () => warmOnce,
    async close() {
      closed = true;
      if (respawnTimer) clearTimeout(respawnTimer);
      if (waitSweep) clearInterval(waitSweep);
      for (const job of queue.drain()) job.settle({ error: shuttingDown() });
      const all = slots.splice(0);
      for (const slot of all) {
        clearTimer(slot);
        slot.job?.settle({ error: shuttingDown() });
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
