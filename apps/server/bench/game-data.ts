// Game data under load (issue 32). Three parts, each printing figures, never pass/fail:
//  1. Resolution of every datasheet at every size, in-process: its default loadout, and its most
//     complex one (every wargear option at its cap), each as a one-unit list through resolveArmy.
//     Target: every unit under 50 ms idle.
//  2. A fresh game-data worker (the built dist/game-data-worker.js): time to its first answer,
//     with the reference population cached and, once, without. Target: within 1 s cached.
//  3. The built server: analyses, playbooks and every export format with 4 concurrent clients,
//     idle and then while a busy loop per core saturates the CPU. Target: exports under 100 ms
//     median idle, and the stressed run completes every task (slower) with 0 failures.
// Run with `npm run bench -- game-data` after `npm run build`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { datasheetUnit, type GameData, resolveArmy, type UnitView, wargearName } from '@muster/army';
import { rosterExportFormats } from '@muster/contracts';
import type { Roster, RosterUnit } from '@muster/roster-import';
import { type BenchServer, builtServerExists, root, type Session, startBuiltServer } from './bench-server';
import { percentile } from './bench-stats';

const CLIENTS = 4;
const ROUNDS_PER_CLIENT = 3;
/** Every format the data package's exporters write (Muster's own text and JSON cost nothing). */
const EXPORT_FORMATS = rosterExportFormats.filter((format) => format !== 'text' && format !== 'json');
const tauFixture = path.join(
  root,
  'packages/roster-import/fixtures/newrecruit/compactor__NR-Tournament-Sample-Tau.txt',
);
const gwFixture = path.join(root, 'packages/roster-import/fixtures/gwapp/compactor__GWAPPSample.txt');

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const spread = (values: number[]) =>
  `median ${ms(percentile(values, 0.5))}, p99 ${ms(percentile(values, 0.99))}, max ${ms(Math.max(0, ...values))}`;

// ── 1. Every datasheet at every size ────────────────────────────────────────────────────────────

function sizesOf(view: UnitView): number[] {
  const sizes = new Set<number>();
  for (const tier of view.points ?? []) {
    sizes.add(tier.models);
    sizes.add(tier.models_max ?? tier.models);
  }
  return sizes.size > 0 ? [...sizes] : [view.modelCount?.min ?? 1];
}

/** The datasheet at `size` with every option taken at its cap: the most wargear lines it can print. */
function mostComplexUnit(data: GameData, view: UnitView, size: number): RosterUnit {
  const unit = datasheetUnit(data, view, size);
  const options = data.dataset.wargearOptionsOf(view.raw);
  const models = data.dataset.unitCompositionOf(view.raw)?.models;
  const counts = data.maximalLoadout(view.raw, size, options, models).counts;
  const wargear = [...counts]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ name: wargearName(data, view, id), count }));
  const { resolution: _resolution, ...bare } = unit;
  return { ...bare, wargear, weapons: [] };
}

function oneUnitRoster(data: GameData, view: UnitView, unit: RosterUnit): Roster {
  const faction = data.dataset.factions.get(view.factionId)?.name ?? view.factionId;
  return {
    name: 'bench',
    faction,
    subFaction: null,
    detachments: [],
    pointsTotal: unit.points,
    pointsLimit: 2000,
    units: [{ ...unit, resolution: undefined }],
    enhancements: [],
    attachedLeaders: [],
    warlord: null,
    battleSize: null,
    forceDisposition: null,
    edition: '11th',
  } as unknown as Roster;
}

async function everyDatasheet(): Promise<void> {
  const data: GameData = await import('@alpaca-software/40kdc-data');
  const timings: Record<'default' | 'complex', { name: string; ms: number }[]> = { default: [], complex: [] };
  const undecidedBefore = data.loadoutSearchesUndecided();
  // One warm-up pass over a few datasheets, so the first figures are not the JIT's.
  for (const view of data.dataset.units.all.slice(0, 20))
    resolveArmy(data, oneUnitRoster(data, view, datasheetUnit(data, view)));
  for (const view of data.dataset.units.all) {
    for (const size of sizesOf(view)) {
      for (const kind of ['default', 'complex'] as const) {
        const unit = kind === 'default' ? datasheetUnit(data, view, size) : mostComplexUnit(data, view, size);
        const roster = oneUnitRoster(data, view, unit);
        const started = performance.now();
        resolveArmy(data, roster);
        timings[kind].push({
          name: `${view.name} (${view.factionId}) ×${size}`,
          ms: performance.now() - started,
        });
      }
    }
  }
  console.log(
    '\n1. Resolving every datasheet at every size (one-unit lists through resolveArmy, in-process)',
  );
  for (const kind of ['default', 'complex'] as const) {
    const values = timings[kind].map((t) => t.ms);
    const slowest = [...timings[kind]].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `   ${kind === 'default' ? 'default loadout     ' : 'every option at cap '}: ${values.length} units, ${spread(values)}; over 50 ms: ${values.filter((v) => v > 50).length}`,
    );
    console.log(`      slowest: ${slowest.map((t) => `${t.name} ${ms(t.ms)}`).join('; ')}`);
  }
  console.log(
    `   loadout searches that ran out of budget (answered "undecided"): ${data.loadoutSearchesUndecided() - undecidedBefore}`,
  );
}

// ── 2. A fresh worker ───────────────────────────────────────────────────────────────────────────

const workerScript = path.join(root, 'apps/server/dist/game-data-worker.js');

/** Milliseconds from `new Worker` to its ready message and to the answer of a one-unit resolution. */
function freshWorker(cacheDir: string, roster: Roster): Promise<{ ready: number; answer: number }> {
  const started = performance.now();
  const worker = new Worker(workerScript, { workerData: { cacheDir } });
  return new Promise((resolve, reject) => {
    let ready = 0;
    worker.on('message', (message: { ready?: boolean; id?: number; error?: string }) => {
      if (message.ready === false) reject(new Error(message.error));
      if (message.ready) {
        ready = performance.now() - started;
        worker.postMessage({ id: 1, input: { kind: 'resolve-army', input: { roster } } });
      }
      if (message.id === 1) {
        const answer = performance.now() - started;
        void worker.terminate().then(() => resolve({ ready, answer }));
      }
    });
    worker.on('error', reject);
  });
}

async function freshWorkers(): Promise<void> {
  const data: GameData = await import('@alpaca-software/40kdc-data');
  const view = data.dataset.units.all.find((unit) => unit.name === 'Broadside Battlesuits');
  if (!view) throw new Error('no Broadside Battlesuits in the data');
  const roster = oneUnitRoster(data, view, datasheetUnit(data, view, 3));
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'muster-bench-cache-'));
  try {
    console.log('\n2. A fresh game-data worker (dist/game-data-worker.js), to its first answer');
    const cold = await freshWorker(cacheDir, roster);
    console.log(
      `   no cached population (builds and caches it): ready ${ms(cold.ready)}, first answer ${ms(cold.answer)}`,
    );
    const warm: { ready: number; answer: number }[] = [];
    for (let run = 0; run < 5; run += 1) warm.push(await freshWorker(cacheDir, roster));
    console.log(
      `   population cached (median of 5): ready ${ms(
        percentile(
          warm.map((w) => w.ready),
          0.5,
        ),
      )}, first answer ${ms(
        percentile(
          warm.map((w) => w.answer),
          0.5,
        ),
      )}`,
    );
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

// ── 3. The server, idle and stressed ────────────────────────────────────────────────────────────

type Client = { session: Session; rosterId: string; opponentId: string };

async function preparedClient(server: BenchServer, index: number, lists: string[]): Promise<Client> {
  const session = await server.signUp(`bench_gd_${index}_${Date.now() % 100_000}`);
  const ids: string[] = [];
  for (const [n, text] of lists.entries()) {
    const parsed = (
      await server.call(session, 'POST', '/api/rosters/parse', undefined, {
        raw: { contentType: 'text/plain', body: text },
      })
    ).json as {
      roster: Record<string, unknown> | null;
      partialData: Record<string, unknown> | null;
      detectedFormat: string;
    };
    const roster = { ...(parsed.roster ?? parsed.partialData), name: `bench list ${n}` };
    ids.push(
      (
        (
          await server.call(session, 'POST', '/api/rosters', {
            roster,
            sourceFormat: parsed.detectedFormat,
            sourceFileName: null,
          })
        ).json as { id: string }
      ).id,
    );
  }
  return { session, rosterId: ids[0] as string, opponentId: ids[1] as string };
}

/** An export is a file, not JSON: fetched as text, and it must say something. */
async function exported(server: BenchServer, client: Client, format: string): Promise<void> {
  const response = await fetch(`${server.origin}/api/rosters/${client.rosterId}/export?format=${format}`, {
    headers: { cookie: client.session.cookie, 'x-forwarded-for': client.session.ip, origin: server.origin },
  });
  const text = await response.text();
  if (!response.ok || text.length === 0)
    throw new Error(`${format}: ${response.status} ${text.slice(0, 160)}`);
}

async function loadPhase(
  server: BenchServer,
  label: string,
  lists: string[],
  firstIndex: number,
): Promise<void> {
  // Fresh accounts each phase: an analysis costs a credit, and free accounts hold three.
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => preparedClient(server, firstIndex + i, lists)),
  );
  const times = new Map<string, number[]>();
  const failures: string[] = [];
  const timed = async (kind: string, call: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await call();
      times.set(kind, [...(times.get(kind) ?? []), performance.now() - started]);
    } catch (error) {
      failures.push(`${kind}: ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`);
    }
  };
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let round = 0; round < ROUNDS_PER_CLIENT; round += 1) {
        await timed('analysis', () =>
          server.call(client.session, 'POST', `/api/rosters/${client.rosterId}/analyses`, {
            modelType: 'standard',
          }),
        );
        await timed('playbook', () =>
          server.call(client.session, 'POST', '/api/playbooks', {
            rosterId: client.rosterId,
            opponentRosterId: client.opponentId,
          }),
        );
        for (const format of EXPORT_FORMATS) {
          await timed('export', () => exported(server, client, format));
        }
      }
    }),
  );
  const wall = performance.now() - started;
  console.log(`   ${label} (${CLIENTS} clients, ${(wall / 1000).toFixed(1)} s):`);
  for (const kind of ['analysis', 'playbook', 'export']) {
    const values = times.get(kind) ?? [];
    console.log(`      ${kind.padEnd(9)} ${String(values.length).padStart(3)} done: ${spread(values)}`);
  }
  console.log(
    `      failures: ${failures.length}${failures.length ? ` (${failures.slice(0, 3).join(' | ')})` : ''}`,
  );
}

/** One busy-loop process per core, as a tournament weekend's other work. */
function stressCpu(): ChildProcess[] {
  return Array.from({ length: os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

async function serverUnderLoad(): Promise<void> {
  const lists = [readFileSync(tauFixture, 'utf8'), readFileSync(gwFixture, 'utf8')];
  const server = await startBuiltServer();
  let stressors: ChildProcess[] = [];
  try {
    console.log(
      `\n3. The built server: analysis, playbook and ${EXPORT_FORMATS.length} export formats (T'au list with Broadsides)`,
    );
    await loadPhase(server, 'idle', lists, 0);
    stressors = stressCpu();
    await loadPhase(server, `with ${stressors.length} busy-loop processes`, lists, 100);
  } finally {
    for (const stressor of stressors) stressor.kill('SIGKILL');
    await server.stop();
  }
}

if (builtServerExists()) {
  const only = process.env.GAME_DATA_BENCH_PART;
  if (!only || only === '1') await everyDatasheet();
  if (!only || only === '2') await freshWorkers();
  if (!only || only === '3') await serverUnderLoad();
} else {
  process.exitCode = 1;
}
