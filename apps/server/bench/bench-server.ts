// The built server on a throwaway embedded PostgreSQL in a temp DATA_DIR, for the HTTP benchmarks:
// start it, sign accounts up from distinct client addresses (TRUST_PROXY), play a settled event
// through the API, load an endpoint with concurrent clients, and stop it and remove the temp dir
// whatever happens. Same approach as standings-load.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');
export const serverScript = path.join(root, 'apps/server/dist/main.js');

export type Session = { cookie: string; ip: string };
export type CallOptions = { raw?: { contentType: string; body: string } };
export type BenchServer = {
  origin: string;
  /** The server process, for reading its memory from /proc. */
  pid: number;
  /** One API call; throws on a non-2xx reply. */
  call: (
    session: Session | null,
    method: string,
    url: string,
    body?: unknown,
    options?: CallOptions,
  ) => Promise<{ response: Response; json: unknown }>;
  /** A fresh account from its own client address (so per-address rate limits never bite). */
  signUp: (name: string) => Promise<Session>;
  /** Stops the server and removes its data directory; safe to call more than once. */
  stop: () => Promise<void>;
};

/** False (with a message saying how to fix it) when there is no built server to run. */
export function builtServerExists(): boolean {
  if (existsSync(serverScript)) return true;
  console.error(`No built server at ${path.relative(root, serverScript)}: run \`npm run build\` first.`);
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts dist/main.js in production mode and waits until /readyz answers. */
export async function startBuiltServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const port = 3400 + Math.floor(Math.random() * 400);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server alone.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, serverScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      // The bench's clients connect directly and name their own addresses, as a proxy would.
      TRUST_PROXY: '127.0.0.1',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PUBLIC_ORIGIN: origin,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        const killed = await Promise.race([exited(server).then(() => true), sleep(20_000).then(() => false)]);
        if (!killed) {
          server.kill('SIGKILL');
          await exited(server);
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  // Ctrl-C during a run still removes the temp dir.
  const interrupted = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  let ipCounter = 0;
  const call: BenchServer['call'] = async (session, method, url, body, options = {}) => {
    const response = await fetch(origin + url, {
      method,
      headers: {
        origin,
        'x-forwarded-for': session?.ip ?? '203.0.113.250',
        ...(session?.cookie ? { cookie: session.cookie } : {}),
        ...(options.raw
          ? { 'content-type': options.raw.contentType }
          : body === undefined
            ? {}
            : { 'content-type': 'application/json' }),
      },
      body: options.raw ? options.raw.body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
    return { response, json: text ? JSON.parse(text) : null };
  };
  const signUp = async (name: string): Promise<Session> => {
    ipCounter += 1;
    const session: Session = {
      cookie: '',
      ip: `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    };
    const { response } = await call(session, 'POST', '/api/auth/sign-up/email', {
      email: `${name}@bench.test`,
      password: 'bench password 1',
      name,
      username: name,
    });
    session.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return session;
  };

  try {
    for (let i = 0; ; i += 1) {
      if (server.exitCode !== null || server.signalCode !== null) {
        throw new Error(`the server exited during start-up (${server.exitCode ?? server.signalCode})`);
      }
      try {
        if ((await fetch(`${origin}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 240) throw new Error('the server did not become ready within 120 s');
      await sleep(500);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: server.pid ?? 0, call, signUp, stop };
}

/**
 * A public event of `players` sign-ups with `rounds` rounds paired, reported, confirmed and closed
 * through the API (as standings-load.ts). Returns its id and the players' sessions.
 */
export async function settledEvent(
  server: BenchServer,
  { players: size, rounds }: { players: number; rounds: number },
): Promise<{ eventId: string; players: Session[] }> {
  const { call, signUp } = server;
  const organiser = await signUp('bench_to');
  const now = Date.now();
  const event = (
    await call(organiser, 'POST', '/api/tournaments', {
      name: 'Bench GT',
      edition: '11th',
      startsOn: new Date(now).toISOString().slice(0, 10),
      endsOn: new Date(now).toISOString().slice(0, 10),
      venue: 'Bench Hall',
      pointsLimit: 2000,
      rounds: 5,
      roundMinutes: 180,
      playerCap: null,
      registrationOpensAt: new Date(now - 3_600_000).toISOString(),
      registrationClosesAt: new Date(now + 3_600_000).toISOString(),
      listDeadline: null,
      visibility: 'public',
      scoringPresetId: 'wtc-20-0',
    })
  ).json as { id: string };
  const players = new Map<string, Session>();
  for (let i = 0; i < size; i += 1) {
    const session = await signUp(`bench_p${i}`);
    const entry = (await call(session, 'POST', `/api/tournaments/${event.id}/registration`, {})).json as {
      id: string;
    };
    players.set(entry.id, session);
  }
  for (let round = 1; round <= rounds; round += 1) {
    const paired = (await call(organiser, 'POST', `/api/tournaments/${event.id}/rounds`)).json as {
      games: { id: string; a: { entryId: string }; b: { entryId: string } | null }[];
    };
    for (const [i, game] of paired.games.entries()) {
      if (!game.b) continue;
      const a = players.get(game.a.entryId);
      const b = players.get(game.b.entryId);
      if (!a || !b) throw new Error('unknown player');
      const score = { myVp: 40 + ((i * 17 + round * 7) % 55), opponentVp: 35 + ((i * 11 + round * 5) % 55) };
      await call(a, 'POST', `/api/tournaments/${event.id}/games/${game.id}/report`, score);
      await call(b, 'POST', `/api/tournaments/${event.id}/games/${game.id}/confirm`);
    }
    await call(organiser, 'POST', `/api/tournaments/${event.id}/rounds/${round}/close`, { force: false });
  }
  return { eventId: event.id, players: [...players.values()] };
}

export type LoadResult = { latencies: number[]; failures: number; seconds: number };

/**
 * `clients` concurrent clients GETting `url` back to back until `durationMs` has passed, over
 * keep-alive connections of node:http (far cheaper per request than fetch, so on a shared 2-core
 * machine more of the CPU is left to the server being measured). Headers are sent as a phone
 * would: accepting gzip, and revalidating with the ETag it last saw when `revalidate` is set.
 */
export async function loadUrl(
  url: string,
  clients: number,
  durationMs: number,
  options: { revalidate?: boolean } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + durationMs;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  const client = async () => {
    let etag: string | undefined;
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
        if (options.revalidate && etag) headers['if-none-match'] = etag;
        const reply = await get(headers);
        if (reply.status === 200 || reply.status === 304) {
          latencies.push(performance.now() - started);
          etag = reply.etag ?? etag;
        } else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  return { latencies, failures, seconds: (performance.now() - began) / 1000 };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the ") " split; in clock ticks.
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/** Runs `run` over `items`, `size` at a time (a pool of workers, each taking the next item). */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await run(items[index] as T, index);
      }
    }),
  );
}

type PairedGame = { id: string; table: number; a: { entryId: string }; b: { entryId: string } | null };

/**
 * An event on its day, as a player's phone finds it mid-afternoon: `players` signed up and
 * registered (one in three with a club), `played` rounds paired, every result reported and
 * confirmed through the API and closed, and the next round paired and started. Returns the event,
 * each player's session by entry id, and the games of the round being played.
 */
export async function runningEvent(
  server: BenchServer,
  { players: size, played, name }: { players: number; played: number; name: string },
): Promise<{ eventId: string; players: Map<string, Session>; current: PairedGame[] }> {
  const { call, signUp } = server;
  const organiser = await signUp(`${name}_to`);
  const eventId = await createOpenEvent(server, organiser, `${name} GT`, played + 2);
  const players = new Map<string, Session>();
  const clubs = ['Iron Warband', 'Dice Hall', 'North Gamers', 'The Long Table', 'Red Keep Club'];
  await inBatches(
    Array.from({ length: size }, (_, i) => i),
    8,
    async (i) => {
      const session = await signUp(`${name}_p${i}`);
      const club = i % 3 === 0 ? clubs[i % clubs.length] : null;
      const entry = (await call(session, 'POST', `/api/tournaments/${eventId}/registration`, { club }))
        .json as { id: string };
      players.set(entry.id, session);
    },
  );
  const sessionOf = (entryId: string) => {
    const session = players.get(entryId);
    if (!session) throw new Error('unknown player');
    return session;
  };
  for (let round = 1; ; round += 1) {
    const paired = (await call(organiser, 'POST', `/api/tournaments/${eventId}/rounds`)).json as {
      games: PairedGame[];
    };
    await call(organiser, 'POST', `/api/tournaments/${eventId}/rounds/${round}/start`);
    if (round > played) return { eventId, players, current: paired.games };
    await inBatches(paired.games, 8, async (game, i) => {
      if (!game.b) return;
      const score = { myVp: 40 + ((i * 17 + round * 7) % 55), opponentVp: 35 + ((i * 11 + round * 5) % 55) };
      const url = `/api/tournaments/${eventId}/games/${game.id}`;
      await call(sessionOf(game.a.entryId), 'POST', `${url}/report`, score);
      await call(sessionOf(game.b.entryId), 'POST', `${url}/confirm`);
    });
    await call(organiser, 'POST', `/api/tournaments/${eventId}/rounds/${round}/close`, { force: false });
  }
}

/** A public one-day 11th-edition event with registration open, created by `organiser`. */
export async function createOpenEvent(
  server: BenchServer,
  organiser: Session,
  name: string,
  rounds = 3,
): Promise<string> {
  const now = Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  const { json } = await server.call(organiser, 'POST', '/api/tournaments', {
    name,
    edition: '11th',
    startsOn: day,
    endsOn: day,
    venue: 'Hall',
    pointsLimit: 2000,
    rounds,
    roundMinutes: 180,
    playerCap: null,
    registrationOpensAt: new Date(now - 3_600_000).toISOString(),
    registrationClosesAt: new Date(now + 3_600_000).toISOString(),
    listDeadline: null,
    listsPublishAt: null,
    visibility: 'public',
    scoringPresetId: 'win-draw-loss-vp',
  });
  return (json as { id: string }).id;
}
