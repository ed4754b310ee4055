import { workerData } from 'node:worker_threads';
import type { GameData } from '@muster/army';
import { serveWorker } from '../../workers/serve-worker';
import { type GameDataTask, gameDataTasks, useReferencePopulation } from './game-data-tasks';
import { loadReferencePopulation } from './reference-population-artefact';

// Game-data work (army resolution, analysis, counters, playbooks, coaching) runs here, off the
// server's event loop. The worker is warm before its pool gives it a task: the 38 MB data set
// loaded and the reference population read from the cache (built and cached by the first worker
// of a new data or code version).
const { cacheDir } = (workerData ?? {}) as { cacheDir?: string };
let data: GameData | null = null;

serveWorker(
  async (task: GameDataTask) => {
    const run = gameDataTasks[task.kind] as (data: GameData, input: GameDataTask['input']) => unknown;
    return run(data as GameData, task.input);
  },
  async () => {
    data = await import('@alpaca-software/40kdc-data');
    // Without the patch (patches/, applied by patch-package after install) a loadout search can
    // run for minutes: refuse to serve rather than stall under load.
    if (typeof data.loadoutSearchesUndecided !== 'function') {
      throw new Error('the game-data package is not patched (run npm install to apply patches/)');
    }
    useReferencePopulation(loadReferencePopulation(data, cacheDir).population);
  },
);
