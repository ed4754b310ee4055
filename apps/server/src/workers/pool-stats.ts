/** A worker pool's state and recent history, as the admin dashboard shows it. */
export type PoolStats = {
  label: string;
  size: number;
  warming: number;
  ready: number;
  busy: number;
  queued: number;
  /** How long the oldest queued job has waited so far. */
  oldestWaitMs: number;
  /** Over the last jobs started: how long they waited for a worker. */
  waitMs: { median: number; p95: number; max: number };
  /** Over the last jobs finished: enqueue to answer. */
  totalMs: { median: number; p95: number; max: number };
  /** Since the server started. */
  counts: {
    completed: number;
    failed: number;
    timedOut: number;
    cancelled: number;
    died: number;
    rejectedBusy: number;
    warmUps: number;
    warmUpFailures: number;
  };
  lastWarmUpMs: number | null;
  /** Per job kind: finished jobs and the slowest recent one. */
  kinds: { kind: string; finished: number; timedOut: number; maxMs: number }[];
};

type Outcome = 'completed' | 'failed' | 'timed-out' | 'cancelled' | 'died';

/** Keeps the last this many waits and durations, so figures follow the recent load. */
const WINDOW = 200;

function summary(values: number[]) {
  if (values.length === 0) return { median: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

/** Counts and rolling windows of one pool (main thread only: plain numbers, no locking). */
export class PoolStatsRecorder {
  private readonly waits: number[] = [];
  private readonly totals: number[] = [];
  private readonly counts: PoolStats['counts'] = {
    completed: 0,
    failed: 0,
    timedOut: 0,
    cancelled: 0,
    died: 0,
    rejectedBusy: 0,
    warmUps: 0,
    warmUpFailures: 0,
  };
  private readonly kinds = new Map<string, { finished: number; timedOut: number; recent: number[] }>();
  private lastWarmUpMs: number | null = null;

  constructor(
    private readonly label: string,
    private readonly size: number,
  ) {}

  private static push(window: number[], value: number) {
    window.push(value);
    if (window.length > WINDOW) window.shift();
  }

  started(waitedMs: number) {
    PoolStatsRecorder.push(this.waits, waitedMs);
  }

  finished(kind: string, outcome: Outcome, totalMs: number) {
    const key = outcome === 'timed-out' ? 'timedOut' : outcome;
    this.counts[key] += 1;
    PoolStatsRecorder.push(this.totals, totalMs);
    const entry = this.kinds.get(kind) ?? { finished: 0, timedOut: 0, recent: [] };
    entry.finished += 1;
    if (outcome === 'timed-out') entry.timedOut += 1;
    PoolStatsRecorder.push(entry.recent, totalMs);
    this.kinds.set(kind, entry);
  }

  rejected() {
    this.counts.rejectedBusy += 1;
  }

  warmed(ms: number) {
    this.counts.warmUps += 1;
    this.lastWarmUpMs = ms;
  }

  warmFailed() {
    this.counts.warmUpFailures += 1;
  }

  snapshot(now: {
    queued: number;
    warming: number;
    ready: number;
    busy: number;
    oldestWaitMs: number;
  }): PoolStats {
    return {
      label: this.label,
      size: this.size,
      ...now,
      waitMs: summary(this.waits),
      totalMs: summary(this.totals),
      counts: { ...this.counts },
      lastWarmUpMs: this.lastWarmUpMs,
      kinds: [...this.kinds]
        .map(([kind, entry]) => ({
          kind,
          finished: entry.finished,
          timedOut: entry.timedOut,
          maxMs: Math.max(0, ...entry.recent),
        }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    };
  }
}
