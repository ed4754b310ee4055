import type { GameData } from '@muster/army';
import { serveWorker } from '../../workers/serve-worker';
import { type GameDataTask, gameDataTasks } from './game-data-tasks';

// Game-data work (army resolution, analysis, counters, playbooks, coaching) runs here, off the
// server's event loop. The 38 MB data set loads once per worker, on its first task.
let data: Promise<GameData> | null = null;

serveWorker(async (task: GameDataTask) => {
  data ??= import('@alpaca-software/40kdc-data');
  const run = gameDataTasks[task.kind] as (data: GameData, input: GameDataTask['input']) => unknown;
  return run(await data, task.input);
});
