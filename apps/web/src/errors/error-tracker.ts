import type { ErrorReport } from '@muster/contracts';
import type { AppError } from './app-error';
import { errorTrackingConfig as limits } from './error-tracking-constants';

export type ErrorTransport = (batch: ErrorReport[]) => Promise<boolean>;
export type RecoveryStrategy = (error: AppError) => Promise<boolean> | boolean;
export type ErrorStats = { minute: number; hour: number; day: number };

type TrackerOptions = {
  transport?: ErrorTransport;
  random?: () => number;
  now?: () => number;
  loadStored?: () => AppError[];
  saveStored?: (errors: AppError[]) => void;
};

function toReport(error: AppError): ErrorReport {
  return {
    code: error.code,
    message: error.message,
    severity: error.severity,
    source: error.source,
    timestamp: error.timestamp,
    ...(error.data ? { data: error.data } : {}),
  };
}

/**
 * Keeps the latest errors in memory (50) and in storage (100), reports them to the server in
 * batches of 10, and runs the recovery strategy registered for a recoverable error's code.
 */
export class ErrorTracker {
  private history: AppError[] = [];
  private stored: AppError[];
  private pending: AppError[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly recoveries = new Map<string, RecoveryStrategy>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private dirty = false;

  constructor(private readonly options: TrackerOptions = {}) {
    this.stored = options.loadStored?.() ?? [];
  }

  track(error: AppError): void {
    this.history = [...this.history, error].slice(-limits.historySize);
    this.stored = [...this.stored, error].slice(-limits.storedErrors);
    this.dirty = true;
    if ((this.options.random ?? Math.random)() < limits.samplingRate) {
      this.pending = [...this.pending, error].slice(-limits.storedErrors);
    }
    this.emit();
    void this.recover(error);
  }

  registerRecovery(code: string, strategy: RecoveryStrategy): void {
    this.recoveries.set(code, strategy);
  }

  /** Recovery runs only for recoverable errors that have a strategy for their code. */
  async recover(error: AppError): Promise<boolean> {
    const strategy = this.recoveries.get(error.code);
    if (!error.isRecoverable || !strategy) return false;
    try {
      return await strategy(error);
    } catch {
      return false;
    }
  }

  getHistory(): AppError[] {
    return this.history;
  }

  pendingCount(): number {
    return this.pending.length;
  }

  stats(): ErrorStats {
    const now = (this.options.now ?? Date.now)();
    const since = (ms: number) =>
      this.stored.filter((error) => now - Date.parse(error.timestamp) < ms).length;
    const { minute, hour, day } = limits.timeframesMs;
    return { minute: since(minute), hour: since(hour), day: since(day) };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Writes the stored log if it changed since the last flush. */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.options.saveStored?.(this.stored);
  }

  /** Sends every pending error in batches; a failed batch stays queued for the next round. */
  async report(): Promise<void> {
    const transport = this.options.transport;
    if (!transport) return;
    while (this.pending.length > 0) {
      const batch = this.pending.slice(0, limits.reportingBatchSize);
      const delivered = await transport(batch.map(toReport)).catch(() => false);
      if (!delivered) return;
      this.pending = this.pending.slice(batch.length);
    }
  }

  start(): void {
    if (this.timers.length > 0) return;
    this.timers = [
      setInterval(() => this.flush(), limits.flushIntervalMs),
      setInterval(() => void this.report(), limits.reportIntervalMs),
    ];
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
