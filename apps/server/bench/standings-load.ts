// Standings under load: the built server on a throwaway embedded PostgreSQL, a 64-player event with
// three settled rounds played through the API, then 50 concurrent clients reading the standings
// for 10 s. Prints requests per second and latency percentiles. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const serverScript = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(serverScript)) throw new Error('Build first: npm run build');
const port = 3400 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
const server = spawn(process.execPath, [serverScript], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PUBLIC_ORIGIN: origin,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

type Session = { cookie: string; ip: string };
let ipCounter = 0;
async function call(session: Session | null, method: string, url: string, body?: unknown) {
  const response = await fetch(origin + url, {
    method,
    headers: {
      origin,
      'x-forwarded-for': session?.ip ?? '203.0.113.250',
      ...(session?.cookie ? { cookie: session.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { response, json: text ? JSON.parse(text) : null };
}
async function signUp(name: string): Promise<Session> {
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
}

async function main() {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
  for (let i = 0; i < 64; i += 1) {
    const session = await signUp(`bench_p${i}`);
    const entry = (await call(session, 'POST', `/api/tournaments/${event.id}/registration`, {})).json as {
      id: string;
    };
    players.set(entry.id, session);
  }
  for (let round = 1; round <= 3; round += 1) {
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

  const url = `${origin}/api/tournaments/${event.id}/standings`;
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + 10_000;
  const client = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: 50 }, client));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  console.log('GET standings of a 64-player event after 3 rounds, 50 concurrent clients for 10 s:');
  console.log(`  ${(latencies.length / seconds).toFixed(0)} requests/s, ${failures} failures`);
  console.log(
    `  latency p50 ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    server.kill('SIGTERM');
    server.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  });
