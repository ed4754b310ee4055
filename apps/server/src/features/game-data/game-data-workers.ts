import type { Roster } from '@muster/roster-import';
import { HttpError } from '../../http/error-handler';
import { createWorkerPool, type WorkerPool } from '../../workers/worker-pool';
import type {
  GameDataTask,
  GameDataTaskInput,
  GameDataTaskKind,
  GameDataTaskOutput,
} from './game-data-tasks';
import type { TabletopCatalogue } from './tabletop-catalogue';

/** A roster of hundreds of units resolves in well under this; past it the worker is replaced. */
const GAME_DATA_TIMEOUT_MS = 20_000;

let pool: WorkerPool<GameDataTask, unknown> | null = null;

/**
 * Starts the game-data worker threads (one process-wide pool: every feature that reads the game
 * data shares it). main.ts and the test app start it with the built worker script.
 */
export function startGameDataWorkers(options: { workerScript: URL | string; size?: number }): void {
  if (pool) return;
  pool = createWorkerPool<GameDataTask, unknown>({
    workerScript: options.workerScript,
    size: options.size,
    timeoutMs: GAME_DATA_TIMEOUT_MS,
    onTimeout: () =>
      new HttpError(
        503,
        'GAME_DATA_TIMEOUT',
        'Working this out took too long, so it was stopped. Try again.',
      ),
    label: 'Game data worker',
  });
}

export async function stopGameDataWorkers(): Promise<void> {
  await pool?.close();
  pool = null;
}

function running(): WorkerPool<GameDataTask, unknown> {
  if (!pool) throw new Error('Game data workers are not started');
  return pool;
}

/** Runs one game-data task in a worker thread (see game-data-tasks.ts for the tasks). */
export async function runGameDataTask<K extends GameDataTaskKind>(
  kind: K,
  input: GameDataTaskInput<K>,
): Promise<GameDataTaskOutput<K>> {
  return (await running().run({ kind, input } as GameDataTask)) as GameDataTaskOutput<K>;
}

/** Every unit matched to its datasheet with its real loadout (see @muster/army resolveArmy). */
export function resolveArmyOffThread(roster: Roster): Promise<Roster> {
  return runGameDataTask('resolve-army', { roster });
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
