// Standings under analysis load: the built server (production mode, game-data workers as configured
// by GAME_DATA_WORKERS, default 1) with a 64-player event after three settled rounds. 50 clients
// read the standings for 8 s idle, then for 8 s while 4 clients analyse a 2,000-point list back to
// back (POST /api/rosters/:id/analyses, one full analysis each, paid from the free-tier credits of
// the bench accounts), then idle again. Prints req/s and p99 of each, the ratio loaded/idle, and
// the analyses completed in the loaded window with their latency. Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BenchServer,
  builtServerExists,
  type LoadResult,
  loadUrl,
  root,
  type Session,
  settledEvent,
  startBuiltServer,
} from './bench-server';
import { percentile } from './bench-stats';

const WINDOW_MS = 8_000;
const STANDINGS_CLIENTS = 50;
const ANALYSIS_CLIENTS = 4;
/** Free-tier accounts start with 3 credits: the 64 players plus these fund every analysis. */
const EXTRA_ACCOUNTS = 64;
const CREDITS_PER_ACCOUNT = 3;
const fixture = path.join(root, 'packages/roster-import/fixtures/gwapp/compactor__GWAPPSample.txt');

type Slot = { session: Session; rosterId: string };
type AnalysisRun = {
  latencies: number[];
  completed: number;
  failures: string[];
  ranOutAfterMs: number | null;
};

/** Each account saves the fixture list (resolved by the server as on any save). */
async function fundedSlots(server: BenchServer, accounts: Session[]): Promise<Slot[]> {
  const [first] = accounts;
  if (!first) throw new Error('no accounts');
  const parsed = (
    await server.call(first, 'POST', '/api/rosters/parse', undefined, {
      raw: { contentType: 'text/plain', body: readFileSync(fixture, 'utf8') },
    })
  ).json as { roster: ({ pointsTotal: number } & Record<string, unknown>) | null; detectedFormat: string };
  if (!parsed.roster) throw new Error('the fixture list did not parse on the server');
  const saved: Slot[] = [];
  for (const session of accounts) {
    const roster = (
      await server.call(session, 'POST', '/api/rosters', {
        roster: parsed.roster,
        sourceFormat: parsed.detectedFormat,
        sourceFileName: null,
      })
    ).json as { id: string };
    saved.push({ session, rosterId: roster.id });
  }
  // Round-robin over accounts, so no address sends its analyses in a burst.
  return Array.from({ length: CREDITS_PER_ACCOUNT }, () => saved).flat();
}

/** `clients` clients each analysing back to back until the deadline or the credits run out. */
async function analyseUntil(
  server: BenchServer,
  slots: Slot[],
  clients: number,
  began: number,
  deadline: number,
): Promise<AnalysisRun> {
  const run: AnalysisRun = { latencies: [], completed: 0, failures: [], ranOutAfterMs: null };
  const client = async () => {
    while (Date.now() < deadline) {
      const slot = slots.shift();
      if (!slot) {
        run.ranOutAfterMs ??= Date.now() - began;
        return;
      }
      const started = performance.now();
      try {
        await server.call(slot.session, 'POST', `/api/rosters/${slot.rosterId}/analyses`, {
          modelType: 'standard',
        });
        if (Date.now() <= deadline) {
          run.completed += 1;
          run.latencies.push(performance.now() - started);
        }
      } catch (error) {
        run.failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return run;
}

const rate = (load: LoadResult) => load.latencies.length / load.seconds;
const describe = (label: string, load: LoadResult) =>
  `  ${label.padEnd(22)} ${rate(load).toFixed(0).padStart(6)} req/s, p50 ${percentile(load.latencies, 0.5).toFixed(1)} ms, ` +
  `p99 ${percentile(load.latencies, 0.99).toFixed(1)} ms, ${load.failures} failures`;

async function main(server: BenchServer) {
  const setupStarted = performance.now();
  const { eventId, players } = await settledEvent(server, { players: 64, rounds: 3 });
  const extra: Session[] = [];
  for (let i = 0; i < EXTRA_ACCOUNTS; i += 1) extra.push(await server.signUp(`bench_analyst${i}`));
  const slots = await fundedSlots(server, [...players, ...extra]);

  // The first analysis in a worker waits for its reference population (warmed at start-up); take
  // that wait here, and warm the standings route, before anything is measured.
  const warmSlot = slots.pop();
  if (!warmSlot) throw new Error('no credits');
  const warmStarted = performance.now();
  await server.call(warmSlot.session, 'POST', `/api/rosters/${warmSlot.rosterId}/analyses`, {
    modelType: 'standard',
  });
  const warmMs = performance.now() - warmStarted;
  const url = `${server.origin}/api/tournaments/${eventId}/standings`;
  await loadUrl(url, STANDINGS_CLIENTS, 2_000);
  console.log(
    `Set-up ${((performance.now() - setupStarted) / 1000).toFixed(0)} s (event, ${slots.length + 1} credits funded); ` +
      `first analysis after set-up ${warmMs.toFixed(0)} ms; GAME_DATA_WORKERS=${process.env.GAME_DATA_WORKERS ?? '1 (default)'}`,
  );

  const idle = await loadUrl(url, STANDINGS_CLIENTS, WINDOW_MS);

  const began = Date.now();
  const deadline = began + WINDOW_MS;
  const [loaded, analyses] = await Promise.all([
    loadUrl(url, STANDINGS_CLIENTS, WINDOW_MS),
    analyseUntil(server, slots, ANALYSIS_CLIENTS, began, deadline),
  ]);

  const idleAfter = await loadUrl(url, STANDINGS_CLIENTS, WINDOW_MS);

  console.log(
    `GET standings of a 64-player event after 3 rounds, ${STANDINGS_CLIENTS} concurrent clients, ${WINDOW_MS / 1000} s each:`,
  );
  console.log(describe('idle', idle));
  console.log(describe(`${ANALYSIS_CLIENTS} analyses running`, loaded));
  console.log(describe('idle again (drift)', idleAfter));
  const idleMean = (rate(idle) + rate(idleAfter)) / 2;
  console.log(
    `  ratio loaded/idle: ${(rate(loaded) / rate(idle)).toFixed(2)} ` +
      `(${(rate(loaded) / idleMean).toFixed(2)} against the mean of both idle runs); ` +
      `p99 ratio ${(percentile(loaded.latencies, 0.99) / percentile(idle.latencies, 0.99)).toFixed(2)}`,
  );
  console.log(
    `POST analyses of a 2,000-point list, ${ANALYSIS_CLIENTS} clients back to back during the loaded window:`,
  );
  console.log(
    `  ${analyses.completed} completed (${(analyses.completed / (WINDOW_MS / 1000)).toFixed(1)}/s), ` +
      `latency p50 ${percentile(analyses.latencies, 0.5).toFixed(0)} ms, p90 ${percentile(analyses.latencies, 0.9).toFixed(0)} ms, ` +
      `${analyses.failures.length} failures`,
  );
  if (analyses.failures.length > 0) console.log(`  first failure: ${analyses.failures[0]}`);
  if (analyses.ranOutAfterMs !== null) {
    console.log(
      `  NOTE: credits ran out ${(analyses.ranOutAfterMs / 1000).toFixed(1)} s into the window; ` +
        'the rest of it was not under full analysis load (raise EXTRA_ACCOUNTS).',
    );
  }
}

if (!builtServerExists()) {
  process.exitCode = 1;
} else {
  const server = await startBuiltServer();
  try {
    await main(server);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
