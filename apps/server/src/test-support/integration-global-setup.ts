import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrations';

export const TEMPLATE_DATABASE = 'muster_template';
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    rosterWorkerScript: string;
    gameDataWorkerScript: string;
    gameDataCacheDir: string;
  }
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * The worker threads (roster parsing, game data) run as built JavaScript, exactly as in
 * production. They are built inside the repository so their third-party imports resolve from
 * node_modules as they do from dist/.
 */
async function buildWorkers(): Promise<{ roster: string; gameData: string }> {
  await mkdir(path.join(serverDir, '.test-build'), { recursive: true });
  const outdir = await mkdtemp(path.join(serverDir, '.test-build', 'worker-'));
  const { serverBuildOptions } = await import(pathToFileURL(path.join(serverDir, 'build-options.mjs')).href);
  await build({
    ...serverBuildOptions,
    absWorkingDir: serverDir,
    entryPoints: {
      'roster-parse-worker': 'src/features/rosters/roster-parse.worker.ts',
      'game-data-worker': 'src/features/game-data/game-data.worker.ts',
    },
    outdir,
    sourcemap: false,
  });
  return {
    roster: path.join(outdir, 'roster-parse-worker.js'),
    gameData: path.join(outdir, 'game-data-worker.js'),
  };
}

/**
 * Warms one game-data worker, which builds the reference population into the cache directory,
 * so every test file's workers then read it instead of each building it (~10 s of CPU each).
 */
async function buildGameDataCache(workerScript: string, cacheDir: string): Promise<void> {
  const worker = new Worker(workerScript, { workerData: { cacheDir } });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: boolean; error?: string }) =>
        message.ready ? resolve() : reject(new Error(`game-data warm-up failed: ${message.error}`)),
      );
      worker.on('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * One throwaway PostgreSQL per test run, with a migrated template database. Each test file clones
 * the template (CREATE DATABASE ... TEMPLATE), so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-int-'));
  const cluster = await startEmbeddedPostgres(dataDir, { info: () => {}, warn: console.warn });
  const adminUrl = cluster.connectionString.replace(/\/muster$/, '/postgres');

  const admin = connectDatabase(adminUrl);
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = connectDatabase(adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`));
  await runMigrations(template.db, migrationsFolder);
  await template.close();

  project.provide('postgresAdminUrl', adminUrl);
  const workers = await buildWorkers();
  project.provide('rosterWorkerScript', workers.roster);
  project.provide('gameDataWorkerScript', workers.gameData);
  const gameDataCacheDir = path.join(path.dirname(workers.gameData), 'cache');
  await buildGameDataCache(workers.gameData, gameDataCacheDir);
  project.provide('gameDataCacheDir', gameDataCacheDir);
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(path.dirname(workers.roster), { recursive: true, force: true });
  };
}
