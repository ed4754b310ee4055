// `npm run dev`: the loop for working on Muster. The web app comes from Vite's dev server on
// http://localhost:5173 (hot reload; it proxies /api to the server), and the server runs on :3000,
// rebuilt by esbuild in watch mode and restarted after every save that builds (about a second
// instead of `npm run build`'s full build and a manual restart). A save that does not build keeps
// the last good server running and prints the errors. `npm run dev -- --server-only` leaves Vite out.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { context } from 'esbuild';
import { serverBuildOptions } from '../apps/server/build-options.mjs';
import { root } from './lib/bootstrap.mjs';

const serverDir = path.join(root, 'apps/server');
const serverOnly = process.argv.includes('--server-only');
let server = null;
let queue = Promise.resolve();

function stopServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM'); // the server's own graceful shutdown stops its PostgreSQL too
  });
}

function startServer() {
  server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  });
}

const restartOnBuild = {
  name: 'restart-server',
  setup(build) {
    let first = true;
    build.onEnd((result) => {
      if (result.errors.length > 0) {
        console.error(
          `[dev] the server did not build (${result.errors.length} errors); the last good one keeps running`,
        );
        return;
      }
      console.log(first ? '[dev] server built, starting it' : '[dev] server rebuilt, restarting it');
      first = false;
      queue = queue.then(stopServer).then(startServer);
    });
  },
};

const builder = await context({
  ...serverBuildOptions,
  absWorkingDir: serverDir,
  plugins: [...serverBuildOptions.plugins, restartOnBuild],
});
await builder.watch();

const vite = serverOnly
  ? null
  : spawn(path.join(root, 'node_modules/.bin/vite'), [], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    });

async function shutDown() {
  vite?.kill('SIGTERM');
  await builder.dispose();
  await queue;
  await stopServer();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutDown());
