// Roster parsing throughput on the fixture set: files/s and MB/s per format, medians of 5 runs,
// and the process's peak RSS. Run with `npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRosterInput } from '../src/index';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const files = ['ros', 'rosz', 'newrecruit', 'gwapp', 'other'].flatMap((dir) =>
  readdirSync(path.join(fixtures, dir)).map(
    (name) => new Uint8Array(readFileSync(path.join(fixtures, dir, name))),
  ),
);

/** Groups files by what the parser says they are (content, not extension). */
const groups = new Map<string, Uint8Array[]>();
for (const bytes of files) {
  const format = parseRosterInput(bytes).detectedFormat.replace(/-(rosz|xml)$/, (_, c) => ` ${c}`);
  const family = /^(battlescribe|newrecruit) (rosz|xml)$/.test(format)
    ? `.${format.endsWith('rosz') ? 'rosz' : 'ros'} (XML)`
    : format === 'newrecruit-json'
      ? 'New Recruit JSON'
      : 'text lists';
  groups.set(family, [...(groups.get(family) ?? []), bytes]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function measure(batch: Uint8Array[]): { filesPerSecond: number; megabytesPerSecond: number } {
  const bytes = batch.reduce((sum, file) => sum + file.length, 0);
  const rounds: { files: number; mb: number }[] = [];
  for (let run = 0; run < 5; run += 1) {
    let parsed = 0;
    const started = performance.now();
    while (performance.now() - started < 400) {
      for (const file of batch) parseRosterInput(file);
      parsed += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    rounds.push({ files: (parsed * batch.length) / seconds, mb: (parsed * bytes) / 1024 / 1024 / seconds });
  }
  return {
    filesPerSecond: median(rounds.map((r) => r.files)),
    megabytesPerSecond: median(rounds.map((r) => r.mb)),
  };
}

console.log(
  'Roster parsing (in process, one core), median of 5 runs; MB/s counts input bytes (compressed for .rosz):',
);
console.log(
  `${'format'.padEnd(20)} ${'files'.padStart(5)} ${'KB'.padStart(8)} ${'files/s'.padStart(10)} ${'MB/s'.padStart(8)}`,
);
for (const [family, batch] of [...groups].sort()) {
  const kb = batch.reduce((sum, file) => sum + file.length, 0) / 1024;
  const { filesPerSecond, megabytesPerSecond } = measure(batch);
  console.log(
    `${family.padEnd(20)} ${String(batch.length).padStart(5)} ${kb.toFixed(0).padStart(8)} ${filesPerSecond.toFixed(0).padStart(10)} ${megabytesPerSecond.toFixed(2).padStart(8)}`,
  );
}
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
