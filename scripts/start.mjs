// `npm start`: install what is missing, build what changed, then run the server in this process
// (it starts the embedded PostgreSQL, migrates, seeds and serves on PORT, default 3000).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, ensureSupportedNode, requireNode, root } from './lib/bootstrap.mjs';

requireNode();
ensureInstalled();
await ensureSupportedNode();
ensureBuilt();
process.env.NODE_ENV ??= 'development';
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
