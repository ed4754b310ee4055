import type {
  MatchUpload,
  MatchUploadRequest,
  MetaQuery,
  MetaReportView,
  OracleDashboard,
} from '@muster/contracts';
import { buildMetaReport, type MatchRecord } from '@muster/meta';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { runGameDataTask } from '../game-data/game-data-workers';
import { readSiteSettings } from '../site-settings/site-settings.service';
import { insertMatchRowBatch, loadMatchRecords } from './match-records';
import { requireUploader, requireVisibleUpload, uploadNotFound } from './match-upload.policy';
import { matchRecords, matchUploads } from './oracle.table';

/** Rejected rows kept per upload; the count says how many there were in all. */
const STORED_REJECTIONS = 500;

type UploadRow = typeof matchUploads.$inferSelect;
const toUpload = (row: UploadRow): MatchUpload => ({
  id: row.id,
  fileName: row.fileName,
  format: row.format,
  shared: row.shared,
  hidden: row.hidden,
  acceptedCount: row.acceptedCount,
  rejectedCount: row.rejectedCount,
  createdAt: row.createdAt.toISOString(),
});

export async function createUpload(
  db: Database,
  viewer: SessionUser,
  request: MatchUploadRequest,
  today: string,
) {
  // Read in a game-data worker thread: a large file of bad rows must not hold the request thread,
  // nor must 20,000 good ones (the worker hands back insert batches, not rows to build).
  const read = await runGameDataTask('read-match-file', {
    fileName: request.fileName,
    content: request.content,
    today,
    keepRejected: STORED_REJECTIONS,
  });
  if (!read.ok) throw new HttpError(400, 'MATCH_FILE_UNREADABLE', read.message);
  if (read.acceptedCount === 0)
    throw new HttpError(
      400,
      'NO_VALID_GAMES',
      `None of the ${read.rejectedCount} games could be read; fix the rows below and upload again.`,
      { rejected: read.rejected.slice(0, 50) },
    );
  const upload = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matchUploads)
      .values({
        userId: viewer.id,
        fileName: request.fileName,
        format: read.format,
        shared: request.shared,
        acceptedCount: read.acceptedCount,
        rejectedCount: read.rejectedCount,
        rejected: read.rejected,
      })
      .returning();
    if (!row) throw new HttpError(500, 'UPLOAD_SAVE_FAILED', 'The upload could not be saved.');
    for (const batch of read.batches) {
      await insertMatchRowBatch(tx, batch, { uploadId: row.id, community: request.shared });
    }
    return row;
  });
  return toUpload(upload);
}

export async function listUploads(db: Database, userId: string): Promise<MatchUpload[]> {
  const rows = await db
    .select()
    .from(matchUploads)
    .where(eq(matchUploads.userId, userId))
    .orderBy(desc(matchUploads.createdAt))
    .limit(100);
  return rows.map(toUpload);
}

async function report(db: Database, records: MatchRecord[]): Promise<MetaReportView> {
  const { metaSmallSampleBelow } = await readSiteSettings(db);
  return { ...buildMetaReport(records, metaSmallSampleBelow), smallSampleBelow: metaSmallSampleBelow };
}

export async function uploadAnalysis(db: Database, viewer: SessionUser, id: string) {
  const row = await requireVisibleUpload(db, viewer, id);
  const records = await loadMatchRecords(db, eq(matchRecords.uploadId, id));
  return { upload: toUpload(row), rejected: row.rejected, report: await report(db, records) };
}

export async function setUploadShared(db: Database, viewer: SessionUser, id: string, shared: boolean) {
  const row = await requireVisibleUpload(db, viewer, id);
  requireUploader(row, viewer);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(matchUploads)
      .set({ shared })
      .where(eq(matchUploads.id, id))
      .returning();
    await tx
      .update(matchRecords)
      .set({ community: shared && !row.hidden })
      .where(eq(matchRecords.uploadId, id));
    if (!updated) throw uploadNotFound();
    return toUpload(updated);
  });
}

/** A moderator's decision: hidden uploads leave the community meta but stay with their owner. */
export async function setUploadHidden(
  db: Pick<Database, 'update'>,
  id: string,
  hidden: boolean,
): Promise<void> {
  const [row] = await db.update(matchUploads).set({ hidden }).where(eq(matchUploads.id, id)).returning();
  if (!row) return;
  await db
    .update(matchRecords)
    .set({ community: row.shared && !hidden })
    .where(eq(matchRecords.uploadId, id));
}

export async function deleteUpload(db: Database, viewer: SessionUser, id: string): Promise<void> {
  await requireVisibleUpload(db, viewer, id);
  await db.delete(matchUploads).where(eq(matchUploads.id, id));
}

/** Community: shared uploads and public events. Mine: my uploads and the events I played. */
function scopeFilter(viewer: SessionUser, scope: MetaQuery['scope']) {
  if (scope === 'community') return eq(matchRecords.community, true);
  return or(
    sql`${matchRecords.uploadId} IN (SELECT id FROM match_uploads WHERE user_id = ${viewer.id})`,
    eq(matchRecords.playerAId, viewer.id),
    eq(matchRecords.playerBId, viewer.id),
  );
}

export async function metaReport(
  db: Database,
  viewer: SessionUser,
  query: MetaQuery,
): Promise<MetaReportView> {
  if (query.from && query.to && query.from > query.to)
    throw new HttpError(400, 'BAD_DATE_RANGE', 'The start date must not be after the end date.');
  return report(db, await loadMatchRecords(db, scopeFilter(viewer, query.scope), query));
}

export async function oracleDashboard(db: Database, viewer: SessionUser): Promise<OracleDashboard> {
  const meta = await report(db, await loadMatchRecords(db, eq(matchRecords.community, true)));
  const [sources] = await db
    .select({
      tournamentGames: count(matchRecords.tournamentGameId),
      uploadedGames: sql<number>`count(*) FILTER (WHERE ${matchRecords.uploadId} IS NOT NULL)`.mapWith(
        Number,
      ),
    })
    .from(matchRecords)
    .where(eq(matchRecords.community, true));
  return {
    community: {
      games: meta.totals.games,
      events: meta.totals.events,
      tournamentGames: sources?.tournamentGames ?? 0,
      uploadedGames: sources?.uploadedGames ?? 0,
      from: meta.totals.from,
      to: meta.totals.to,
    },
    topFactions: meta.factions.filter((f) => !f.smallSample).slice(0, 5),
    risingFactions: risingFactions(meta),
    firstTurn: meta.firstTurn,
    myUploads: (await listUploads(db, viewer.id)).slice(0, 5),
    smallSampleBelow: meta.smallSampleBelow,
  };
}

/** Largest month-on-month rate gains among factions with at least 10 games in both months. */
function risingFactions(meta: MetaReportView) {
  const [previous, latest] = meta.trends.months.slice(-2);
  if (!previous || !latest) return [];
  return meta.trends.factions
    .flatMap(({ faction, points }) => {
      const before = points.find((p) => p.month === previous);
      const now = points.find((p) => p.month === latest);
      if (!before || !now || before.games < 10 || now.games < 10) return [];
      return [{ faction, change: now.winRate - before.winRate, month: latest }];
    })
    .sort((x, y) => y.change - x.change)
    .slice(0, 3);
}
