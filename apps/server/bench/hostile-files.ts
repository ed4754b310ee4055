// Feeds the hostile-file set (issue 16: decompression bombs, enormous canvases, XML attacks) to
// the built server, one file at a time, and prints per file: the reply, its time, the server's
// peak memory growth while it was handled, its memory 10 s later, and the health check's p99
// meanwhile. The targets: a 4xx in under 2 s, under 100 MiB of growth, memory given back, and
// /healthz answering throughout.
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

if (!builtServerExists()) process.exit(1);
const server = await startBuiltServer();
try {
  const player: Session = await server.signUp('bench_hostile');
  const send = async (method: string, url: string, body: Uint8Array, contentType: string) => {
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
  for (const file of hostileFiles()) {
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
    const reply = await send(file.method, file.route, file.body, file.contentType);
    await sleep(10_000);
    const after = rssOf(server.pid);
    watching = false;
    await Promise.all([memoryWatch, healthWatch]);
    rows.push([
      file.name,
      `${(file.body.length / MiB).toFixed(1)} MiB`,
      `${reply.status} ${reply.code}`,
      `${Math.round(reply.ms)} ms`,
      `${Math.round((peak - baseline) / MiB)} MiB`,
      `${Math.round((after - baseline) / MiB)} MiB`,
      `${percentile(health, 0.99).toFixed(1)} ms${healthFailures ? ` (${healthFailures} failed)` : ''}`,
    ]);
  }

  const header = ['file', 'size', 'reply', 'time', 'peak RSS growth', 'RSS after 10 s', 'healthz p99'];
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
