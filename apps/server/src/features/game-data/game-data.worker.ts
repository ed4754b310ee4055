import { type GameData, resolveArmy } from '@muster/army';
import type { Roster } from '@muster/roster-import';
import { serveWorker } from '../../workers/serve-worker';

// Game-data work (army resolution: datasheets, loadouts) runs here, off the server's event loop.
// The 38 MB data set loads once per worker, on its first task.
export type GameDataTask = { kind: 'resolve-army'; roster: Roster };

let data: Promise<GameData> | null = null;

serveWorker(async (task: GameDataTask) => {
  data ??= import('@alpaca-software/40kdc-data');
  const loaded = await data;
  switch (task.kind) {
    case 'resolve-army':
      return resolveArmy(loaded, task.roster);
  }
});
