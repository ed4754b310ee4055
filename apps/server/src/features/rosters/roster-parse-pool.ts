import type { ParseResult } from '@muster/roster-import';
import { createWorkerPool } from '../../workers/worker-pool';

export type RosterParser = {
  parse(input: Uint8Array | string): Promise<ParseResult>;
  close(): Promise<void>;
};

/** Spec: image OCR stops after 30 s; PDFs and text finish long before. */
export const PARSE_TIMEOUT_MS = 30_000;

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
  const pool = createWorkerPool<Uint8Array | string, ParseResult>({
    workerScript: options.workerScript,
    size: options.size,
    timeoutMs: options.timeoutMs ?? PARSE_TIMEOUT_MS,
    onTimeout: timedOut,
    label: 'Roster parser',
    busy: { code: 'PARSER_BUSY', message: 'Too many imports are waiting. Try again in a minute.' },
  });
  return { parse: (input) => pool.run(input), close: () => pool.close() };
}
