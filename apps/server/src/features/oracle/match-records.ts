import type { MatchRecord } from '@muster/meta';
import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matchRowColumns } from '../game-data/match-rows-json';
import { matchRecords } from './oracle.table';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert'>;
export type MatchRecordRow = typeof matchRecords.$inferSelect;
type NewMatchRecordRow = typeof matchRecords.$inferInsert;
type Source = Pick<NewMatchRecordRow, 'uploadId' | 'tournamentId' | 'tournamentGameId' | 'row' | 'community'>;

export function toMatchRecord(row: MatchRecordRow): MatchRecord {
  return {
    playedOn: row.playedOn,
    event: row.event,
    a: {
      player: row.playerA,
      playerId: row.playerAId,
      faction: row.factionA,
      detachment: row.detachmentA,
      forceDisposition: row.dispositionA,
      vp: row.vpA,
    },
    b: {
      player: row.playerB,
      playerId: row.playerBId,
      faction: row.factionB,
      detachment: row.detachmentB,
      forceDisposition: row.dispositionB,
      vp: row.vpB,
    },
    mission: row.mission,
    deployment: row.deployment,
    firstTurn: row.firstTurn,
  };
}

export function toMatchRecordRow(record: MatchRecord, source: Source): NewMatchRecordRow {
  return {
    ...source,
    playedOn: record.playedOn,
    event: record.event,
    playerA: record.a.player,
    playerAId: record.a.playerId,
    factionA: record.a.faction,
    detachmentA: record.a.detachment,
    dispositionA: record.a.forceDisposition,
    vpA: record.a.vp,
    playerB: record.b.player,
    playerBId: record.b.playerId,
    factionB: record.b.faction,
    detachmentB: record.b.detachment,
    dispositionB: record.b.forceDisposition,
    vpB: record.b.vp,
    mission: record.mission,
    deployment: record.deployment,
    firstTurn: record.firstTurn,
  };
}

/** PostgreSQL takes at most 65,535 parameters a statement; 20 columns × 1,000 rows stays well under. */
const INSERT_BATCH = 1000;

export async function insertMatchRecords(db: Writer, rows: NewMatchRecordRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(matchRecords).values(rows.slice(start, start + INSERT_BATCH));
  }
}

type Executor = Pick<Database, 'execute'>;

const jsonColumns = sql.raw(matchRowColumns.map(([name]) => `"${name}"`).join(', '));
const jsonColumnTypes = sql.raw(matchRowColumns.map(([name, type]) => `"${name}" ${type}`).join(', '));

/**
 * Inserts one batch of a match file's games made by matchRowBatches (in the worker that read the
 * file): PostgreSQL parses the JSON, so this thread sends one parameter and builds nothing per row.
 */
export async function insertMatchRowBatch(
  db: Executor,
  batch: string,
  source: { uploadId: string; community: boolean },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO match_records (upload_id, community, ${jsonColumns})
    SELECT ${source.uploadId}::uuid, ${source.community}, ${jsonColumns}
    FROM json_to_recordset(${batch}::json) AS games(${jsonColumnTypes})`);
}

/** Games matching `where` (and an optional date range), oldest first. */
export async function loadMatchRecords(
  db: Reader,
  where: SQL | undefined,
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<MatchRecord[]> {
  const rows = await db
    .select()
    .from(matchRecords)
    .where(
      and(
        where,
        range.from ? gte(matchRecords.playedOn, range.from) : undefined,
        range.to ? lte(matchRecords.playedOn, range.to) : undefined,
      ),
    )
    .orderBy(matchRecords.playedOn, matchRecords.row);
  return rows.map(toMatchRecord);
}
