// Feeds the hostile-file set (issue 16: decompression bombs, enormous canvases, XML attacks) to
// the built server, one file at a time, and prints per file: the reply, its time, the server's
// peak memory growth while it was handled, its memory 10 s later, and the health check's p99
// meanwhile. The targets: a 4xx in under 2 s, under 100 MiB of growth, memory given back, and
// /healthz answering throughout. Then the large inputs of issue 35 (a 45,000-unit .ros, a
// 19,999-game Oracle CSV, 900k character references, a paste at the 1,000-unit cap): the target
// there is a /healthz stall under 100 ms and under 100 MiB kept once the upload has ended.
import { readFileSync } from 'node:fs';
import { hostileFiles } from '../src/test-support/hostile-files';
import { buildTextPdf, renderListPng, sampleListLines } from '../src/test-support/roster-files';
import { builtServerExists, type Session, startBuiltServer } from './bench-server';
import { percentile } from './bench-stats';

const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kib ?? 0) * 1024;
}

/** Valid but large inputs (issue 35): each once stalled /healthz for seconds or kept 250 MiB. */
function largeInputs() {
  const unit = (index: number) =>
    `<selection id="u${index}" name="Necron Warriors" entryId="nw" number="1" type="unit" from="entry"/>`;
  const ros = (units: number) =>
    `<?xml version="1.0" encoding="UTF-8"?><roster name="Horde" gameSystemName="Warhammer 40,000 10th Edition"><forces><force name="Army"><selections>${Array.from({ length: units }, (_, index) => unit(index)).join('')}</selections></force></forces></roster>`;
  const oracleHeader = 'date,event,player_a,faction_a,vp_a,player_b,faction_b,vp_b,mission,first_turn';
  const games = [oracleHeader];
  for (let game = 1; game <= 19_999; game++)
    games.push(`2026-09-01,Club ${game},Ann ${game},Orks,${game % 100},Ben ${game},Necrons,50,,b`);
  const paste = ['Horde (2000 points)', '', 'Necrons', 'Strike Force (2000 points)', 'Awakened Dynasty', ''];
  paste.push('BATTLELINE', '');
  for (let unit = 0; unit < 1_000; unit++)
    paste.push('Necron Warriors (90 points)', '  • 10x Necron Warrior', '');
  return [
    {
      name: 'ros-45000-units',
      method: 'POST',
      route: '/api/rosters/parse',
      body: ros(45_000),
      contentType: 'application/xml',
    },
    {
      name: 'ros-900k-char-refs',
      method: 'POST',
      route: '/api/rosters/parse',
      body: `<roster name="${'&#65;'.repeat(900_000)}"></roster>`,
      contentType: 'application/xml',
    },
    {
      name: 'paste-1000-units',
      method: 'POST',
      route: '/api/rosters/parse',
      body: paste.join('\n'),
      contentType: 'text/plain',
    },
    {
      name: 'oracle-csv-19999-games',
      method: 'POST',
      route: '/api/oracle/uploads',
      body: JSON.stringify({ fileName: 'club.csv', content: games.join('\n'), shared: false }),
      contentType: 'application/json',
    },
  ];
}

if (!builtServerExists()) process.exit(1);
const server = await startBuiltServer();
try {
  const player: Session = await server.signUp('bench_hostile');
  const send = async (method: string, url: string, body: Uint8Array | string, contentType: string) => {
    const started = performance.now();
    const response = await fetch(server.origin + url, {
      method,
      headers: {
        origin: server.origin,
        cookie: player.cookie,
        'x-forwarded-for': player.ip,
        'content-type': contentType,
      },
      body,
    });
    const text = await response.text();
    const code = (() => {
      try {
        return (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
      } catch {
        return '';
      }
    })();
    return { status: response.status, code, ms: performance.now() - started };
  };

  // Honest files first, so PDF.js and Tesseract are loaded before anything is measured.
  await send('POST', '/api/rosters/parse', buildTextPdf(sampleListLines), 'application/pdf');
  await send('POST', '/api/rosters/parse', await renderListPng(sampleListLines), 'image/png');
  await sleep(2_000);

  const rows: string[][] = [];
  const measure = async (
    name: string,
    request: { method: string; route: string; body: Uint8Array | string; contentType: string },
  ) => {
    const baseline = rssOf(server.pid);
    let peak = baseline;
    let watching = true;
    const health: number[] = [];
    let healthFailures = 0;
    const memoryWatch = (async () => {
      while (watching) {
        peak = Math.max(peak, rssOf(server.pid));
        await sleep(10);
      }
    })();
    const healthWatch = (async () => {
      while (watching) {
        const started = performance.now();
        const ok = await fetch(`${server.origin}/healthz`)
          .then((response) => response.ok)
          .catch(() => false);
        if (ok) health.push(performance.now() - started);
        else healthFailures += 1;
        await sleep(50);
      }
    })();
    const reply = await send(request.method, request.route, request.body, request.contentType);
    await sleep(10_000);
    const after = rssOf(server.pid);
    watching = false;
    await Promise.all([memoryWatch, healthWatch]);
    rows.push([
      name,
      `${(request.body.length / MiB).toFixed(1)} MiB`,
      `${reply.status} ${reply.code}`,
      `${Math.round(reply.ms)} ms`,
      `${Math.round((peak - baseline) / MiB)} MiB`,
      `${Math.round((after - baseline) / MiB)} MiB`,
      `${Math.max(0, ...health).toFixed(1)} ms`,
      `${percentile(health, 0.99).toFixed(1)} ms${healthFailures ? ` (${healthFailures} failed)` : ''}`,
    ]);
  };
  for (const file of hostileFiles()) await measure(file.name, file);
  for (const input of largeInputs()) await measure(input.name, input);

  const header = [
    'file',
    'size',
    'reply',
    'time',
    'peak RSS growth',
    'RSS after 10 s',
    'healthz slowest',
    'healthz p99',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    'RSS growth is against the server process just before each file (its worker threads included).',
  );
} finally {
  await server.stop();
}
