import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const GAME_DATA_PACKAGE = '@alpaca-software/40kdc-data';

export type GameDataPackage = { name: string; version: string };

let cached: GameDataPackage | null = null;

/**
 * The name and version of the installed game-data package, from its package.json. The package does
 * not export its package.json, so it is found from the resolved entry point, walking up.
 */
export function gameDataPackage(): GameDataPackage {
  if (cached) return cached;
  let dir = path.dirname(createRequire(import.meta.url).resolve(GAME_DATA_PACKAGE));
  for (;;) {
    const file = path.join(dir, 'package.json');
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (manifest.name === GAME_DATA_PACKAGE && typeof manifest.version === 'string') {
        cached = { name: manifest.name, version: manifest.version };
        return cached;
      }
    } catch {
      // No package.json here: keep walking up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${GAME_DATA_PACKAGE} has no readable package.json`);
    dir = parent;
  }
}
