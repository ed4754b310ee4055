import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The data package's scoring rules (scoreTurn, setPrimary, caps…) as one small file the browser
 * may load: `dist/scoring/index.js` has no imports, while the package entry pulls in the 38 MB data
 * set. The package's export map hides the file, so the app reaches it through this alias.
 */
export const gameDataScoringAlias = {
  '@game-data/scoring': path.join(
    path.dirname(createRequire(import.meta.url).resolve('@alpaca-software/40kdc-data')),
    'scoring',
    'index.js',
  ),
};
