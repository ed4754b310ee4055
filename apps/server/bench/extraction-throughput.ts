// PDF text extraction and screenshot OCR, the two slow import paths, timed as the worker runs
// them: median milliseconds per file over several runs. Run with `npm run bench`.
import { parseRosterUpload } from '../src/features/rosters/roster-upload';
import { ImageTextReader } from '../src/features/rosters/text-extraction/image-text';
import { buildTextPdf, renderListPng, sampleListLines } from '../src/test-support/roster-files';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function time(label: string, bytes: Uint8Array, runs: number, images: ImageTextReader) {
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = await parseRosterUpload(bytes, images);
    durations.push(performance.now() - started);
    if (!result.success) throw new Error(`${label} did not parse: ${JSON.stringify(result.errors)}`);
  }
  const ms = median(durations);
  console.log(
    `${label.padEnd(28)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB ${ms.toFixed(0).padStart(7)} ms/file ${(1000 / ms).toFixed(1).padStart(6)} files/s`,
  );
}

const images = new ImageTextReader();
const longList = [
  ...sampleListLines,
  ...Array.from({ length: 30 }, (_, i) => [`Unit ${i + 1} (50 points)`, '  • 1x Weapon']).flat(),
];
console.log('Import extraction (worker code path, one core), median of runs:');
const startedOcr = performance.now();
await images.read(new Uint8Array(await renderListPng(['warm up'])));
console.log(
  `${'OCR engine start-up'.padEnd(28)} ${''.padStart(10)} ${(performance.now() - startedOcr).toFixed(0).padStart(7)} ms`,
);
await time('PDF, 17-line list', new Uint8Array(buildTextPdf(sampleListLines)), 9, images);
await time('PDF, 77-line list', new Uint8Array(buildTextPdf(longList)), 9, images);
await time('PNG screenshot, 17 lines', new Uint8Array(await renderListPng(sampleListLines)), 5, images);
await images.close();
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
