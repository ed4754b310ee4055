import { imageMediaType, type ParseResult } from '@muster/roster-import';
import { currentJobOwner } from '../../workers/job-owner';
import type { PoolStats } from '../../workers/pool-stats';
import { createWorkerPool, WorkerDiedError } from '../../workers/worker-pool';
import { checkImageSize, ImageSizeError } from './text-extraction/image-size-guard';

export type RosterParser = {
  parse(input: Uint8Array | string): Promise<ParseResult>;
  /** Queue depth, waits and outcomes (admin dashboard). */
  stats(): PoolStats;
  close(): Promise<void>;
};

/** Spec: image OCR stops after 30 s; PDFs and text finish long before. */
const PARSE_TIMEOUT_MS = 30_000;

/** A parse still waiting for a worker after this long is answered busy (503) instead of kept. */
const PARSE_MAX_WAIT_MS = 60_000;

/** Memory for one parse: a 5 MiB roster needs a small part of this. */
const PARSE_WORKER_HEAP_MB = 384;

const failed = (code: string, message: string): ParseResult => ({
  success: false,
  roster: null,
  confidenceScore: 0,
  warnings: [],
  errors: [{ code, message }],
  partialData: null,
  missingFields: [],
  detectedFormat: 'unknown',
});

const timedOut = () =>
  failed('PARSE_TIMEOUT', 'Reading this file took longer than 30 seconds, so it was stopped.');

/**
 * Parses uploads in worker threads so a large PDF or a slow OCR never blocks requests. A job that
 * overruns its time has its worker terminated (taking Tesseract with it) and a fresh one started.
 */
export function createRosterParsePool(options: {
  workerScript: URL | string;
  size?: number;
  timeoutMs?: number;
}): RosterParser {
  const pool = createWorkerPool<Uint8Array | string, ParseResult>({
    workerScript: options.workerScript,
    size: options.size,
    timeoutMs: options.timeoutMs ?? PARSE_TIMEOUT_MS,
    onTimeout: timedOut,
    maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB,
    maxWaitMs: PARSE_MAX_WAIT_MS,
    // One parse per account at a time; accounts take turns for the workers (fair queue).
    perOwner: 1,
    label: 'Roster parser',
    busy: { code: 'PARSER_BUSY', message: 'Too many imports are waiting. Try again in a minute.' },
  });
  return {
    // A worker that died on this input (over its memory limit) has been replaced; the file is
    // answered like any other unreadable file.
    parse: async (input) => {
      // An image's canvas is measured from its header before it queues: one over the pixel cap is
      // refused at once instead of taking a worker for up to the whole OCR deadline.
      if (typeof input !== 'string' && imageMediaType(input)) {
        try {
          await checkImageSize(input);
        } catch (error) {
          if (error instanceof ImageSizeError) return failed(error.code, error.message);
          throw error;
        }
      }
      return pool.run(input, { owner: await currentJobOwner() }).catch((error: unknown) => {
        if (!(error instanceof WorkerDiedError)) throw error;
        return failed(
          'FILE_TOO_DEMANDING',
          'Reading this file needed far more memory than any roster does, so it was stopped.',
        );
      });
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
