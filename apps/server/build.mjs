// Bundles the server (dist/main.js) and its roster-parse worker (dist/roster-parse-worker.js).
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

await build(serverBuildOptions);
