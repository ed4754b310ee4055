// Event day at Grand Tournament scale: the built server on a throwaway embedded PostgreSQL, an
// 800-player event with round 1 paired and started, 800 open event pages (each a player's phone:
// pairings, "your game" and the live stream, kept as the web app keeps them; one in ten also shows
// the standings), then every result of the round reported and confirmed over five minutes while
// /healthz is polled. Prints write latencies, /healthz latency, server CPU per result and how long
// the pages took to show each result. Needs `npm run build` first.
//
// EVENT_DAY_PLAYERS (800), EVENT_DAY_SECONDS (300), EVENT_DAY_STRESS=1 (a busy-loop process per
// core for the whole round) and EVENT_DAY_FAULT=postgres-crash (half-way through the round, one
// PostgreSQL backend is killed with SIGKILL: PostgreSQL then ends every connection and recovers,
// as after a crash) change the run. Players whose write fails try again after a second, as a player
// taps again; the figures say how many writes needed that and how many never got through.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Round } from '@muster/contracts';
import { type LiveEventPage, openLiveEventPage } from '../src/test-support/live-event-page';
import {
  type BenchServer,
  builtServerExists,
  cpuSecondsOf,
  createOpenEvent,
  inBatches,
  type Session,
  startBuiltServer,
} from './bench-server';
import { percentile } from './bench-stats';

const PLAYERS = Number(process.env.EVENT_DAY_PLAYERS ?? 800);
const ROUND_SECONDS = Number(process.env.EVENT_DAY_SECONDS ?? 300);
const STRESS = process.env.EVENT_DAY_STRESS === '1';
const FAULT = process.env.EVENT_DAY_FAULT ?? '';
if (FAULT && FAULT !== 'postgres-crash')
  throw new Error(`EVENT_DAY_FAULT: only postgres-crash, not ${FAULT}`);
const WRITE_ATTEMPTS = 10;
const SETUP_CONCURRENCY = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds of a process and all its descendants, exited children included (PostgreSQL). */
function treeCpuSeconds(rootPid: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      parents.set(Number(name), Number(fields[1]));
      // utime, stime, cutime, cstime (fields 14–17): the children's shares count exited backends.
      cpu.set(Number(name), fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / 100);
    } catch {
      // exited while listing
    }
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at))
      if (at === rootPid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, seconds] of cpu) if (pid !== rootPid && inTree(pid)) total += seconds;
  return total;
}

/** The server's processes by parent: its PostgreSQL is a child tree of it. */
function processTree(rootPid: number): { pid: number; parent: number; name: string }[] {
  const all: { pid: number; parent: number; name: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      all.push({ pid: Number(entry), parent, name });
    } catch {
      // exited while listing
    }
  }
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const inTree = (pid: number) => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = byPid.get(at)?.parent)
      if (at === rootPid) return true;
    return false;
  };
  return all.filter((p) => p.pid !== rootPid && inTree(p.pid));
}

/**
 * Kills one PostgreSQL backend (a postgres process whose parent is the postmaster) with SIGKILL:
 * the postmaster then terminates every other backend and runs crash recovery, so every connection
 * the app holds, its LISTEN connection included, is lost at once. Resolves with the seconds until
 * /readyz answers 200 again.
 */
async function crashPostgres(server: BenchServer): Promise<number> {
  const tree = processTree(server.pid);
  const postmaster = tree.find(
    (p) => p.name === 'postgres' && !tree.some((q) => q.pid === p.parent && q.name === 'postgres'),
  );
  const backend = tree.find((p) => p.parent === postmaster?.pid && p.name === 'postgres');
  if (!backend) throw new Error('no PostgreSQL backend to kill');
  const killedAt = performance.now();
  process.kill(backend.pid, 'SIGKILL');
  await sleep(200);
  for (;;) {
    const ready = await fetch(`${server.origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return (performance.now() - killedAt) / 1000;
    await sleep(100);
  }
}

function stressors(): ChildProcess[] {
  if (!STRESS) return [];
  return os.cpus().map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

async function setUpEvent(server: BenchServer) {
  const organiser = await server.signUp('eventday_to');
  const eventId = await createOpenEvent(server, organiser, 'Event Day GT');
  const byEntry = new Map<string, Session>();
  const names = Array.from({ length: PLAYERS }, (_, i) => `eventday_p${i}`);
  await inBatches(names, SETUP_CONCURRENCY, async (name) => {
    const session = await server.signUp(name);
    const entry = (await server.call(session, 'POST', `/api/tournaments/${eventId}/registration`, {}))
      .json as {
      id: string;
    };
    byEntry.set(entry.id, session);
  });
  const pairStarted = performance.now();
  const round = (await server.call(organiser, 'POST', `/api/tournaments/${eventId}/rounds`)).json as Round;
  const pairingMs = performance.now() - pairStarted;
  await server.call(organiser, 'POST', `/api/tournaments/${eventId}/rounds/1/start`);
  return { eventId, round, byEntry, pairingMs };
}

/**
 * Probes /healthz every 250 ms from a thread of its own: on the bench's main thread, each probe's
 * reply waited behind the 800 simulated pages handling a live message, so the figure measured the
 * load client's event loop as much as the server. A load balancer's probe has a loop to itself.
 */
function startHealthProbe(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    let running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(workerData.url);
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
        } catch {
          latencies.push(Number.POSITIVE_INFINITY);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url } },
  );
  return {
    stop: () =>
      new Promise<number[]>((resolve) => {
        worker.once('message', (latencies: number[]) => {
          void worker.terminate();
          resolve(latencies);
        });
        worker.postMessage('stop');
      }),
  };
}

async function main() {
  if (!builtServerExists()) {
    process.exitCode = 1;
    return;
  }
  const server = await startBuiltServer();
  const pages: LiveEventPage[] = [];
  let stress: ChildProcess[] = [];
  try {
    const setupStarted = performance.now();
    const { eventId, round, byEntry, pairingMs } = await setUpEvent(server);
    console.log(
      `${PLAYERS} players signed up and registered, round 1 paired (${pairingMs.toFixed(0)} ms through the API) and started in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const pageErrors: unknown[] = [];
    const openStarted = performance.now();
    const sessions = [...byEntry.values()];
    await inBatches(sessions, 32, async (session, i) => {
      const page = openLiveEventPage({
        origin: server.origin,
        tournamentId: eventId,
        agent,
        cookie: session.cookie,
        showsStandings: i % 10 === 0,
        onError: (error) => pageErrors.push(error),
      });
      pages.push(page);
      await page.ready;
    });
    console.log(
      `${pages.length} live pages open in ${((performance.now() - openStarted) / 1000).toFixed(1)} s`,
    );

    const games = round.games.filter((game) => game.b !== null);
    const reportLatencies: number[] = [];
    const confirmLatencies: number[] = [];
    const healthz: number[] = [];
    const writeFailures: string[] = [];
    const retried: string[] = [];
    const wroteAt = new Map<string, number>();

    stress = stressors();
    const cpuBefore = cpuSecondsOf(server.pid);
    const dbCpuBefore = treeCpuSeconds(server.pid);
    const roundStarted = performance.now();
    const poller = startHealthProbe(`${server.origin}/healthz`);
    const fault: Promise<number | string | null> = FAULT
      ? sleep(ROUND_SECONDS * 500)
          .then(() => crashPostgres(server))
          .catch((error: unknown) => `the fault could not be injected: ${String(error)}`)
      : Promise.resolve(null);

    // Each game reported at a random moment of the first 90 % of the round, confirmed 0–10 % later.
    const spread = ROUND_SECONDS * 1000;
    await Promise.all(
      games.map(async (game, i) => {
        const a = byEntry.get(game.a.entryId);
        const b = byEntry.get(game.b?.entryId ?? '');
        if (!a || !b) throw new Error('unknown player');
        const reportAt = Math.random() * spread * 0.9;
        await sleep(reportAt);
        const timed = async (latencies: number[], method: string, url: string, body?: unknown) => {
          for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
            const started = performance.now();
            try {
              await server.call(method === 'report' ? a : b, 'POST', url, body);
              latencies.push(performance.now() - started);
              if (attempt > 1) retried.push(method);
              return;
            } catch (error) {
              // A retry of a write that had gone through before its reply was lost: it stands.
              if (attempt > 1 && /: 409 /.test(String(error))) {
                retried.push(method);
                return;
              }
              if (attempt === WRITE_ATTEMPTS) writeFailures.push(String(error).slice(0, 160));
              else await sleep(1000);
            }
          }
        };
        const score = { myVp: 40 + ((i * 17) % 55), opponentVp: 35 + ((i * 11) % 55) };
        await timed(reportLatencies, 'report', `/api/tournaments/${eventId}/games/${game.id}/report`, score);
        wroteAt.set(`${game.id} reported`, performance.now());
        await sleep(Math.random() * spread * 0.1);
        await timed(confirmLatencies, 'confirm', `/api/tournaments/${eventId}/games/${game.id}/confirm`);
        wroteAt.set(`${game.id} confirmed`, performance.now());
      }),
    );
    // Let the last messages land before reading the figures.
    await sleep(3000);
    healthz.push(...(await poller.stop()));
    const roundSeconds = (performance.now() - roundStarted) / 1000;
    const serverCpu = cpuSecondsOf(server.pid) - cpuBefore;
    const dbCpu = treeCpuSeconds(server.pid) - dbCpuBefore;
    for (const child of stress) child.kill('SIGKILL');
    stress = [];

    // How long after each write the slowest page showed it (negative: before the reply arrived).
    // A report confirmed within the same live message is shown as confirmed straight away: the
    // page is as fresh as it can be, so the confirmed state counts for it.
    const lags: number[] = [];
    let missing = 0;
    for (const [key, at] of wroteAt) {
      let slowest = Number.NEGATIVE_INFINITY;
      for (const page of pages) {
        const later = key.endsWith(' reported')
          ? page.seen.get(key.replace(/ reported$/, ' confirmed'))
          : undefined;
        const seenAt = page.seen.get(key) ?? later;
        if (seenAt === undefined) {
          missing += 1;
          slowest = Number.POSITIVE_INFINITY;
          break;
        }
        slowest = Math.max(slowest, seenAt - at);
      }
      lags.push(slowest);
    }
    const truth = (await server.call(null, 'GET', `/api/tournaments/${eventId}/rounds`)).json as {
      rounds: Round[];
    };
    const truthText = JSON.stringify(truth.rounds);
    const stalePages = pages.filter((page) => JSON.stringify(page.rounds()) !== truthText);
    const stale = stalePages.length;
    const standingsFetches = pages.reduce((sum, page) => sum + page.standingsFetches(), 0);

    const ms = (values: number[], p: number) => percentile(values, p).toFixed(0);
    console.log(
      `\nRound of ${games.length} games (${games.length * 2} writes) over ${roundSeconds.toFixed(0)} s, ${pages.length} live pages${STRESS ? `, with ${os.cpus().length} busy-loop processes` : ''}${FAULT ? `, fault: ${FAULT}` : ''}:`,
    );
    console.log(`  report   p50 ${ms(reportLatencies, 0.5)} ms, p99 ${ms(reportLatencies, 0.99)} ms`);
    console.log(`  confirm  p50 ${ms(confirmLatencies, 0.5)} ms, p99 ${ms(confirmLatencies, 0.99)} ms`);
    console.log(
      `  /healthz p50 ${ms(healthz, 0.5)} ms, p99 ${ms(healthz, 0.99)} ms (${healthz.length} probes)`,
    );
    console.log(
      `  server CPU ${((serverCpu / games.length) * 1000).toFixed(1)} ms per result (report + confirm, every listener included); PostgreSQL ${((dbCpu / games.length) * 1000).toFixed(1)} ms`,
    );
    console.log(
      `  every page showed each write within: p50 ${ms(lags, 0.5)} ms, p99 ${ms(lags, 0.99)} ms, max ${ms(lags, 1)} ms; ${missing} writes some page never showed`,
    );
    console.log(
      `  pages on the final pairings: ${pages.length - stale} of ${pages.length}; standings refetches by the ${Math.ceil(pages.length / 10)} standings pages: ${standingsFetches}`,
    );
    if (stale > 0) {
      // What the pages that fell behind are waiting on: a read that never answers stalls a page.
      const now = performance.now();
      const waits = new Map<string, { pages: number; longest: number }>();
      for (const page of stalePages)
        for (const pending of page.pendingReads()) {
          const entry = waits.get(pending.path) ?? { pages: 0, longest: 0 };
          entry.pages += 1;
          entry.longest = Math.max(entry.longest, now - pending.since);
          waits.set(pending.path, entry);
        }
      const withStandings = stalePages.filter((page) => page.showsStandings).length;
      console.log(
        `  pages behind: ${stale} (${withStandings} showing standings); waiting on: ${
          [...waits]
            .map(([path, w]) => `${path} ×${w.pages} (longest ${(w.longest / 1000).toFixed(0)} s)`)
            .join(', ') || 'no read'
        }`,
      );
    }
    const recovery = await fault;
    if (typeof recovery === 'string') console.log(`  ${recovery}`);
    else if (recovery !== null)
      console.log(
        `  PostgreSQL crashed half-way (one backend SIGKILLed): ready again after ${recovery.toFixed(1)} s`,
      );
    console.log(
      `  writes that needed another try: ${retried.length}; failed writes (after ${WRITE_ATTEMPTS} tries): ${writeFailures.length}${writeFailures[0] ? ` (first: ${writeFailures[0]})` : ''}`,
    );
    console.log(
      `  page errors: ${pageErrors.length}${pageErrors[0] ? ` (first: ${String(pageErrors[0])})` : ''}`,
    );
    agent.destroy();
  } finally {
    for (const child of stress) child.kill('SIGKILL');
    for (const page of pages) page.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
