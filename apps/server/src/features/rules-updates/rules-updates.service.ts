import { compareDataVersions, type DatasheetPoints, diffPoints } from '@muster/army';
import {
  gameDataCredit,
  type PointsChangesQuery,
  type PointsVersion,
  pointsChangesReplySchema,
  pointsVersionsReplySchema,
  rulesOverviewSchema,
} from '@muster/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { type SerialisedReply, serialiseReply } from '../../http/serialised-reply';
import type { DataRelease } from '../game-data/data-release';
import { runGameDataTask } from '../game-data/game-data-workers';
import { coreRuleGroups, supportedEditions, woundTables } from './core-rules-reference';
import { type GameDataPackage, gameDataPackage } from './data-package';
import { pointsSnapshots } from './rules-updates.table';

/** Forgets a failed attempt, so the next request tries again. */
function remembered<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  return promise.catch((error: unknown) => {
    forget();
    throw error;
  });
}

let release: Promise<DataRelease> | null = null;
/** The data's edition and dataslates, read once in a game-data worker: they never change while it runs. */
function dataRelease(): Promise<DataRelease> {
  release ??= remembered(runGameDataTask('data-release', {}), () => {
    release = null;
  });
  return release;
}

let overview: Promise<SerialisedReply> | null = null;

async function buildOverview(): Promise<SerialisedReply> {
  const dataPackage = gameDataPackage();
  const { edition, releases } = await dataRelease();
  return serialiseReply(
    rulesOverviewSchema.parse({
      data: {
        packageName: dataPackage.name,
        packageVersion: dataPackage.version,
        edition,
        release: releases[0] ?? null,
        releases,
        credit: gameDataCredit,
      },
      editions: supportedEditions(edition),
      woundTables: woundTables(),
      coreRules: coreRuleGroups(),
    }),
  );
}

/**
 * The game data and editions the app runs on and the dice engine's core-rule numbers: fixed while
 * the server runs, so worked out once and served as bytes with an ETag.
 */
export function rulesOverviewReply(): Promise<SerialisedReply> {
  overview ??= remembered(buildOverview(), () => {
    overview = null;
  });
  return overview;
}

/** A data version's points as the snapshot stores them. */
export type PointsSnapshotInput = {
  version: string;
  packageName: string;
  edition: string;
  dataslate: string | null;
  releaseLabel: string | null;
  effectiveDate: string | null;
  points: DatasheetPoints[];
  /** Defaults to now. */
  recordedAt?: Date;
};

/**
 * Stores one version's snapshot unless that version is already recorded (by this server or another
 * starting at the same moment): the unique data version decides, and the first one stays.
 */
export async function storePointsSnapshot(db: Database, snapshot: PointsSnapshotInput): Promise<boolean> {
  const inserted = await db
    .insert(pointsSnapshots)
    .values({
      dataVersion: snapshot.version,
      packageName: snapshot.packageName,
      edition: snapshot.edition,
      dataslate: snapshot.dataslate,
      releaseLabel: snapshot.releaseLabel,
      effectiveDate: snapshot.effectiveDate,
      datasheetCount: snapshot.points.length,
      points: snapshot.points,
      ...(snapshot.recordedAt ? { recordedAt: snapshot.recordedAt } : {}),
    })
    .onConflictDoNothing({ target: pointsSnapshots.dataVersion })
    .returning({ id: pointsSnapshots.id });
  return inserted.length > 0;
}

/**
 * Records every datasheet's points for the game-data version this server runs on, the first time a
 * server of the site starts on it. The points are read in a game-data worker, off the request thread.
 */
export async function recordPointsSnapshot(
  db: Database,
  dataPackage: GameDataPackage = gameDataPackage(),
): Promise<'recorded' | 'already-recorded'> {
  const known = await db
    .select({ id: pointsSnapshots.id })
    .from(pointsSnapshots)
    .where(eq(pointsSnapshots.dataVersion, dataPackage.version))
    .limit(1);
  if (known.length > 0) return 'already-recorded';
  const [{ edition, releases }, points] = await Promise.all([
    dataRelease(),
    runGameDataTask('points-snapshot', {}),
  ]);
  const latest = releases[0] ?? null;
  const stored = await storePointsSnapshot(db, {
    version: dataPackage.version,
    packageName: dataPackage.name,
    edition,
    dataslate: latest?.dataslate ?? null,
    releaseLabel: latest?.label ?? null,
    effectiveDate: latest?.effectiveDate ?? null,
    points,
  });
  return stored ? 'recorded' : 'already-recorded';
}

type RecordedVersion = PointsVersion & { id: string };

/** Every recorded version without its points, newest first (by version number). */
async function recordedVersions(db: Database): Promise<RecordedVersion[]> {
  const rows = await db
    .select({
      id: pointsSnapshots.id,
      version: pointsSnapshots.dataVersion,
      packageName: pointsSnapshots.packageName,
      edition: pointsSnapshots.edition,
      dataslate: pointsSnapshots.dataslate,
      releaseLabel: pointsSnapshots.releaseLabel,
      effectiveDate: pointsSnapshots.effectiveDate,
      recordedAt: pointsSnapshots.recordedAt,
      datasheets: pointsSnapshots.datasheetCount,
    })
    .from(pointsSnapshots);
  return rows
    .map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() }))
    .sort((a, b) => compareDataVersions(b.version, a.version));
}

const publicVersion = ({ id: _id, ...version }: RecordedVersion): PointsVersion => version;

export async function pointsVersionsReply(db: Database): Promise<SerialisedReply> {
  const versions = await recordedVersions(db);
  return serialiseReply(
    pointsVersionsReplySchema.parse({
      current: gameDataPackage().version,
      versions: versions.map(publicVersion),
    }),
  );
}

/** Diffs kept as bytes, by the two snapshots' row ids: a snapshot never changes once stored. */
const diffs = new Map<string, Promise<SerialisedReply>>();
const MAX_CACHED_DIFFS = 32;

async function buildDiff(db: Database, from: RecordedVersion, to: RecordedVersion): Promise<SerialisedReply> {
  const rows = await db
    .select({ id: pointsSnapshots.id, points: pointsSnapshots.points })
    .from(pointsSnapshots)
    .where(inArray(pointsSnapshots.id, [from.id, to.id]));
  const pointsOf = (id: string) => rows.find((row) => row.id === id)?.points ?? [];
  return serialiseReply(
    pointsChangesReplySchema.parse({
      from: publicVersion(from),
      to: publicVersion(to),
      factions: diffPoints(pointsOf(from.id), pointsOf(to.id)),
    }),
  );
}

/**
 * What changed in every datasheet's points from one recorded version to another; by default from
 * the version before the newest to the newest. `from` is null while only one version is recorded.
 */
export async function pointsChangesReply(db: Database, query: PointsChangesQuery): Promise<SerialisedReply> {
  const versions = await recordedVersions(db);
  const find = (version: string) => {
    const found = versions.find((v) => v.version === version);
    if (!found)
      throw new HttpError(
        404,
        'POINTS_VERSION_NOT_FOUND',
        `No points are recorded for data version ${version}.`,
      );
    return found;
  };
  const to = query.to ? find(query.to) : versions[0];
  const from = query.from ? find(query.from) : to ? (versions[versions.indexOf(to) + 1] ?? null) : null;
  if (from && to && from.id === to.id)
    throw new HttpError(400, 'SAME_POINTS_VERSION', 'Choose two different data versions to compare.');
  if (!from || !to) {
    return serialiseReply(
      pointsChangesReplySchema.parse({ from: null, to: to ? publicVersion(to) : null, factions: [] }),
    );
  }
  const key = `${from.id}:${to.id}`;
  let cached = diffs.get(key);
  if (!cached) {
    if (diffs.size >= MAX_CACHED_DIFFS) diffs.delete(diffs.keys().next().value as string);
    cached = remembered(buildDiff(db, from, to), () => diffs.delete(key));
    diffs.set(key, cached);
  }
  return cached;
}
