import { Worker } from 'node:worker_threads';
import type { ParseResult } from '@muster/roster-import';
import { HttpError } from '../../http/error-handler';

export type RosterParser = {
  parse(input: Uint8Array | string): Promise<ParseResult>;
  close(): Promise<void>;
};

type Job = {
  id: number;
  input: Uint8Array | string;
  resolve: (result: ParseResult) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

/** Spec: image OCR stops after 30 s; PDFs and text finish long before. */
export const PARSE_TIMEOUT_MS = 30_000;
const MAX_QUEUED = 50;

const timedOut = (): ParseResult => ({
  success: false,
  roster: null,
  confidenceScore: 0,
  warnings: [],
  errors: [
    { code: 'PARSE_TIMEOUT', message: 'Reading this file took longer than 30 seconds, so it was stopped.' },
  ],
  partialData: null,
  missingFields: [],
  detectedFormat: 'unknown',
});

/**
 * Parses uploads in worker threads so a large PDF or a slow OCR never blocks requests. A job that
 * overruns its time has its worker terminated (taking Tesseract with it) and a fresh one started.
 */
export function createRosterParsePool(options: {
  workerScript: URL | string;
  size?: number;
  timeoutMs?: number;
}): RosterParser {
  const size = Math.max(1, options.size ?? 1);
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    pump();
  };

  const retire = (slot: Slot) => {
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
  };

  const spawn = (): Slot => {
    const worker = new Worker(options.workerScript, { resourceLimits: { maxOldGenerationSizeMb: 768 } });
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (message: { id: number; result?: ParseResult; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (message.result) job.resolve(message.result);
      else job.reject(new Error(message.error ?? 'Roster parsing failed'));
      finish(slot);
    });
    const fail = (error: Error) => {
      slot.job?.reject(error);
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = null;
      if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1);
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`Roster parser stopped (exit ${code})`));
    });
    worker.unref();
    slots.push(slot);
    return slot;
  };

  const run = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.timer = setTimeout(() => {
      job.resolve(timedOut());
      slot.job = null;
      retire(slot);
      pump();
    }, timeoutMs);
    slot.worker.postMessage({ id: job.id, bytes: job.input });
  };

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : undefined);
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) return;
      run(slot, job);
    }
  }

  return {
    parse(input) {
      if (closed) return Promise.reject(new HttpError(503, 'SHUTTING_DOWN', 'The server is shutting down.'));
      if (queue.length >= MAX_QUEUED) {
        return Promise.reject(
          new HttpError(503, 'PARSER_BUSY', 'Too many imports are waiting. Try again in a minute.'),
        );
      }
      return new Promise<ParseResult>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new HttpError(503, 'SHUTTING_DOWN', 'The server is shutting down.'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
