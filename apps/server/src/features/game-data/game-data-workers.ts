import os from 'node:os';
import type { Roster } from '@muster/roster-import';
import { HttpError } from '../../http/error-handler';
import { currentJobOwner } from '../../workers/job-owner';
import type { PoolStats } from '../../workers/pool-stats';
import { createWorkerPool, type PoolEvent, type WorkerPool } from '../../workers/worker-pool';
import type {
  GameDataTask,
  GameDataTaskInput,
  GameDataTaskKind,
  GameDataTaskOutput,
} from './game-data-tasks';
import type { TabletopCatalogue } from './tabletop-catalogue';

/**
 * Two lanes of game-data workers, so quick interactive work never queues behind long work: a
 * player's import, export or legality check does not wait for someone's playbook.
 */
type Lane = 'interactive' | 'long';

/** Each task's lane and deadline (from when a warm worker takes it; warm-up never counts). */
const taskPolicy: Record<GameDataTaskKind, { lane: Lane; deadlineMs: number }> = {
  'resolve-army': { lane: 'interactive', deadlineMs: 15_000 },
  'export-roster': { lane: 'interactive', deadlineMs: 10_000 },
  'roster-legality': { lane: 'interactive', deadlineMs: 10_000 },
  'detachment-rules': { lane: 'interactive', deadlineMs: 10_000 },
  'check-built-list': { lane: 'interactive', deadlineMs: 10_000 },
  'built-list-roster': { lane: 'interactive', deadlineMs: 15_000 },
  'roster-built-list': { lane: 'interactive', deadlineMs: 10_000 },
  'builder-factions': { lane: 'interactive', deadlineMs: 10_000 },
  'builder-catalogue': { lane: 'interactive', deadlineMs: 15_000 },
  tabletop: { lane: 'interactive', deadlineMs: 30_000 },
  'data-release': { lane: 'interactive', deadlineMs: 10_000 },
  'points-snapshot': { lane: 'interactive', deadlineMs: 30_000 },
  'read-match-file': { lane: 'interactive', deadlineMs: 20_000 },
  analyse: { lane: 'long', deadlineMs: 45_000 },
  'counter-plan': { lane: 'long', deadlineMs: 45_000 },
  playbook: { lane: 'long', deadlineMs: 60_000 },
  simulate: { lane: 'long', deadlineMs: 60_000 },
  'coaching-answer': { lane: 'long', deadlineMs: 30_000 },
  'coaching-plan': { lane: 'long', deadlineMs: 30_000 },
};

/** Loading the data and the cached population takes ~1 s idle; building it once, ~10 s idle. */
const WARM_UP_TIMEOUT_MS = 180_000;
/** A task still waiting for a worker after this long is answered busy rather than kept. */
const MAX_WAIT_MS = 60_000;

/** Lane sizes from the machine: one interactive worker per 4 cores, the rest of the cores for long work. */
function defaultLaneSizes(cores = os.availableParallelism()): Record<Lane, number> {
  return {
    interactive: Math.max(1, Math.min(2, Math.floor(cores / 4))),
    long: Math.max(1, Math.min(4, cores - 1)),
  };
}

let lanes: Record<Lane, WorkerPool<GameDataTask, unknown>> | null = null;

export type GameDataWorkerOptions = {
  workerScript: URL | string;
  /** Where the reference population is cached between starts (else built in each worker). */
  cacheDir?: string;
  sizes?: Partial<Record<Lane, number>>;
  log?: (message: string) => void;
};

function describe(lane: Lane, event: PoolEvent): string | null {
  const name = `Game data (${lane})`;
  switch (event.type) {
    case 'warm':
      return `${name}: a worker is warm after ${event.ms} ms`;
    case 'warm-failed':
      return `${name}: a worker failed to warm up (${event.error}); trying again in ${event.retryInMs} ms`;
    case 'timeout':
      return `${name}: a ${event.kind} task passed its ${event.ms} ms deadline; its worker is replaced`;
    case 'died':
      return `${name}: a worker stopped during ${event.kind ?? 'warm-up'}: ${event.error}`;
    case 'slow-wait':
      return `${name}: a ${event.kind} task waited ${event.waitMs} ms for a worker (${event.queued} still queued)`;
    case 'cancelled':
      return null;
  }
}

/**
 * Starts the game-data worker threads (one process-wide pair of lanes: every feature that reads
 * the game data shares them). main.ts and the test app start them with the built worker script.
 */
export function startGameDataWorkers(options: GameDataWorkerOptions): void {
  if (lanes) return;
  const sizes = { ...defaultLaneSizes(), ...options.sizes };
  const lane = (which: Lane, startAfter?: Promise<unknown>) =>
    createWorkerPool<GameDataTask, unknown>({
      startAfter,
      workerScript: options.workerScript,
      workerData: { cacheDir: options.cacheDir },
      size: sizes[which],
      // Per account: two tasks at once, the rest in turn with other accounts' tasks.
      perOwner: 2,
      timeoutMs: 20_000,
      warmUp: { timeoutMs: WARM_UP_TIMEOUT_MS },
      maxWaitMs: MAX_WAIT_MS,
      onTimeout: () =>
        new HttpError(
          503,
          'GAME_DATA_TIMEOUT',
          'Working this out took too long, so it was stopped. Try again.',
        ),
      label: `Game data worker (${which})`,
      onEvent: (event) => {
        const message = describe(which, event);
        if (message) options.log?.(message);
      },
    });
  // The long lane starts once the interactive lane has a warm worker: on a new data or code version
  // that first worker builds the cached reference population, which the others then read.
  const interactive = lane('interactive');
  // (Or after a warm-up's time at most, should that worker never warm.)
  const orLater = new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_TIMEOUT_MS).unref());
  lanes = { interactive, long: lane('long', Promise.race([interactive.firstWarm(), orLater])) };
}

export async function stopGameDataWorkers(): Promise<void> {
  const running = lanes;
  lanes = null;
  if (running) await Promise.all([running.interactive.close(), running.long.close()]);
}

function running(): Record<Lane, WorkerPool<GameDataTask, unknown>> {
  if (!lanes) throw new Error('Game data workers are not started');
  return lanes;
}

/** Both lanes have a warm worker (for /readyz). */
export function gameDataWorkersReady(): boolean {
  return Boolean(lanes?.interactive.ready() && lanes.long.ready());
}

/** Each lane's queue, waits and outcomes (admin dashboard). */
export function gameDataWorkerStats(): PoolStats[] {
  if (!lanes) return [];
  return [lanes.interactive.stats(), lanes.long.stats()];
}

export type GameDataRunOptions = {
  /** Aborted when the client went away: the task is withdrawn. */
  signal?: AbortSignal;
  /** A newer task with the same key replaces this one (same player, same thing asked again). */
  supersede?: string;
  /** A tighter deadline than the task's own (the resilience test injects an overrun with it). */
  timeoutMs?: number;
};

/** Runs one game-data task in a worker thread of its lane (see game-data-tasks.ts for the tasks). */
export async function runGameDataTask<K extends GameDataTaskKind>(
  kind: K,
  input: GameDataTaskInput<K>,
  options: GameDataRunOptions = {},
): Promise<GameDataTaskOutput<K>> {
  const policy = taskPolicy[kind];
  const owner = await currentJobOwner();
  return (await running()[policy.lane].run({ kind, input } as GameDataTask, {
    kind,
    owner,
    timeoutMs: Math.min(policy.deadlineMs, options.timeoutMs ?? policy.deadlineMs),
    signal: options.signal,
    supersede: options.supersede ? `${kind}:${options.supersede}` : undefined,
  })) as GameDataTaskOutput<K>;
}

/** Every unit matched to its datasheet with its real loadout (see @muster/army resolveArmy). */
export function resolveArmyOffThread(roster: Roster, options?: GameDataRunOptions): Promise<Roster> {
  return runGameDataTask('resolve-army', { roster }, options);
}

let tabletop: Promise<TabletopCatalogue> | null = null;

/**
 * The 11th-edition deployment patterns and terrain layouts (see tabletop-catalogue.ts), worked out
 * once in a worker and kept here: they are a few hundred kilobytes and never change while the
 * server runs. A failed attempt is forgotten, so the next request tries again.
 */
export function tabletopCatalogue(): Promise<TabletopCatalogue> {
  tabletop ??= runGameDataTask('tabletop', {}).catch((error: unknown) => {
    tabletop = null;
    throw error;
  });
  return tabletop;
}
