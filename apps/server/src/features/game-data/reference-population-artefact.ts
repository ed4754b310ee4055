import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReferencePopulation, type ReferencePopulation } from '@muster/analysis';
import { datasheetUnit, dataVersionLabel, type GameData } from '@muster/army';

/**
 * The reference population (every datasheet at its default loadout and hundreds of generated
 * lists, measured by the dice engine) is a pure function of the game data and of our code: it
 * took 8 s to build idle and 32 s on a loaded server, inside the first analysis's deadline. It is
 * now built once per data version and code version, written to the cache directory, and read by
 * every later worker in milliseconds.
 */

const require = createRequire(import.meta.url);

/** The files whose contents decide the population: the data package (with our patch) and this bundle. */
function keyParts(): string[] {
  const entry = require.resolve('@alpaca-software/40kdc-data');
  const packageRoot = path.resolve(path.dirname(entry), '..');
  return [
    path.join(packageRoot, 'package.json'),
    path.join(packageRoot, 'dist', 'data', 'loadout.js'),
    path.join(packageRoot, 'dist', 'data', 'dataset.js'),
    fileURLToPath(import.meta.url),
  ];
}

/** What the artefact is named by: the data package's version and a hash of everything that shapes it. */
function referencePopulationKey(): string {
  const hash = createHash('sha256');
  let version = 'unknown';
  for (const file of keyParts()) {
    const content = readFileSync(file);
    if (file.endsWith('package.json'))
      version = (JSON.parse(content.toString('utf8')) as { version: string }).version;
    hash.update(file.split(path.sep).slice(-2).join('/')).update(content);
  }
  return `${version}-${hash.digest('hex').slice(0, 16)}`;
}

export function buildPopulationFromData(data: GameData): ReferencePopulation {
  return buildReferencePopulation(
    data.dataset.units.all.map((view) => ({ factionId: view.factionId, unit: datasheetUnit(data, view) })),
    { source: dataVersionLabel(data) },
  );
}

function isPopulation(value: unknown): value is ReferencePopulation {
  const candidate = value as Partial<ReferencePopulation> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.composite) &&
    typeof candidate.factionComposite === 'object' &&
    Array.isArray(candidate.unitBest) &&
    typeof candidate.size?.datasheets === 'number'
  );
}

/**
 * The population from the cache directory when this data and code built it before; else built
 * now and written there (atomically: a half-written file is never read). Without a cache
 * directory it is built in memory.
 */
export function loadReferencePopulation(
  data: GameData,
  cacheDir: string | undefined,
): { population: ReferencePopulation; from: 'cache' | 'built' } {
  if (!cacheDir) return { population: buildPopulationFromData(data), from: 'built' };
  const file = path.join(cacheDir, `reference-population-${referencePopulationKey()}.json`);
  try {
    const cached: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isPopulation(cached)) return { population: cached, from: 'cache' };
  } catch {
    // Not built yet for this version (or unreadable): build it below.
  }
  const population = buildPopulationFromData(data);
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, JSON.stringify(population));
    renameSync(partial, file);
    for (const stale of readdirStale(cacheDir, path.basename(file)))
      rmSync(path.join(cacheDir, stale), { force: true });
  } catch {
    // A read-only or full disk: the population still serves from memory.
  }
  return { population, from: 'built' };
}

/** Populations of other versions left in the cache (kept small: one file per version). */
function readdirStale(cacheDir: string, current: string): string[] {
  try {
    return readdirSync(cacheDir).filter(
      (name) => name.startsWith('reference-population-') && name !== current && name.endsWith('.json'),
    );
  } catch {
    return [];
  }
}
