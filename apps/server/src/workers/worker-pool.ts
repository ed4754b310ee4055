import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/error-handler';

/** A pool of worker threads running one kind of CPU-heavy job off the request thread. */
export type WorkerPool<Input, Output> = {
  run(input: Input): Promise<Output>;
  close(): Promise<void>;
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

type Job<Input, Output> = {
  id: number;
  input: Input;
  resolve: (result: Output) => void;
  reject: (error: Error) => void;
};
type Slot<Input, Output> = { worker: Worker; job: Job<Input, Output> | null; timer: NodeJS.Timeout | null };
type Reply<Output> = { id: number; result?: Output; error?: string };

export type WorkerPoolOptions<Output> = {
  workerScript: URL | string;
  size?: number;
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
  /** Names the pool in errors ("Roster parser", "Game data worker"). */
  label: string;
  /** The 503 a caller gets while the queue is full. */
  busy?: { code: string; message: string };
};

/**
 * Runs jobs in worker threads, one job per worker at a time, queueing the rest (up to `maxQueued`,
 * then 503). A job that overruns its time has its worker terminated and a fresh one started; a
 * worker that dies (out of memory, crash) fails only its own job.
 */
export function createWorkerPool<Input, Output>(
  options: WorkerPoolOptions<Output>,
): WorkerPool<Input, Output> {
  const size = Math.max(1, options.size ?? 1);
  const maxQueued = options.maxQueued ?? 50;
  const slots: Slot<Input, Output>[] = [];
  const queue: Job<Input, Output>[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot<Input, Output>) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    pump();
  };

  const retire = (slot: Slot<Input, Output>) => {
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
  };

  const spawn = (): Slot<Input, Output> => {
    const worker = new Worker(options.workerScript, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 768 },
    });
    const slot: Slot<Input, Output> = { worker, job: null, timer: null };
    worker.on('message', (message: Reply<Output>) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if ('result' in message) job.resolve(message.result as Output);
      else job.reject(new Error(message.error ?? `${options.label} failed`));
      finish(slot);
    });
    const fail = (error: Error) => {
      slot.job?.reject(error);
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = null;
      if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1);
      pump();
    };
    worker.on('error', (error: Error & { code?: string }) =>
      fail(new WorkerDiedError(`${options.label} stopped: ${error.message}`, error.code)),
    );
    worker.on('exit', (code) => {
      if (slots.includes(slot))
        fail(new WorkerDiedError(`${options.label} stopped (exit ${code})`, undefined));
    });
    worker.unref();
    slots.push(slot);
    return slot;
  };

  const run = (slot: Slot<Input, Output>, job: Job<Input, Output>) => {
    slot.job = job;
    slot.timer = setTimeout(() => {
      const outcome = options.onTimeout();
      if (outcome instanceof Error) job.reject(outcome);
      else job.resolve(outcome);
      slot.job = null;
      retire(slot);
      pump();
    }, options.timeoutMs);
    slot.worker.postMessage({ id: job.id, input: job.input });
  };

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : undefined);
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) return;
      run(slot, job);
    }
  }

  const shuttingDown = () => new HttpError(503, 'SHUTTING_DOWN', 'The server is shutting down.');

  return {
    run(input) {
      if (closed) return Promise.reject(shuttingDown());
      if (queue.length >= maxQueued) {
        const busy = options.busy ?? {
          code: 'SERVER_BUSY',
          message: 'The server is busy with other work. Try again in a minute.',
        };
        return Promise.reject(new HttpError(503, busy.code, busy.message));
      }
      return new Promise<Output>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(shuttingDown());
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
