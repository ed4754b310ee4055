import type { AcceptedRow } from '@muster/meta';

/**
 * A match file's games as JSON text for PostgreSQL's json_to_recordset, made in the worker that
 * read the file: the request thread passes each batch on as one parameter instead of building
 * 20,000 rows of 20 parameters (which held it for over a second and kept hundreds of MiB).
 * It lives beside the worker's tasks (game-data-tasks.ts); the Oracle's match-records.ts inserts
 * the batches by these columns.
 */
export const matchRowColumns = [
  ['row', 'integer'],
  ['played_on', 'date'],
  ['event', 'text'],
  ['player_a', 'text'],
  ['player_a_id', 'uuid'],
  ['faction_a', 'text'],
  ['detachment_a', 'text'],
  ['disposition_a', 'text'],
  ['vp_a', 'integer'],
  ['player_b', 'text'],
  ['player_b_id', 'uuid'],
  ['faction_b', 'text'],
  ['detachment_b', 'text'],
  ['disposition_b', 'text'],
  ['vp_b', 'integer'],
  ['mission', 'text'],
  ['deployment', 'text'],
  ['first_turn', 'text'],
] as const;

/** Games per batch: one INSERT each, so a transaction of 20,000 games is 10 statements. */
const MATCH_ROWS_PER_BATCH = 2_000;

type Column = (typeof matchRowColumns)[number][0];

function rowOf({ row, record }: AcceptedRow): Record<Column, string | number | null> {
  return {
    row,
    played_on: record.playedOn,
    event: record.event,
    player_a: record.a.player,
    player_a_id: record.a.playerId,
    faction_a: record.a.faction,
    detachment_a: record.a.detachment,
    disposition_a: record.a.forceDisposition,
    vp_a: record.a.vp,
    player_b: record.b.player,
    player_b_id: record.b.playerId,
    faction_b: record.b.faction,
    detachment_b: record.b.detachment,
    disposition_b: record.b.forceDisposition,
    vp_b: record.b.vp,
    mission: record.mission,
    deployment: record.deployment,
    first_turn: record.firstTurn,
  };
}

/** The accepted games as JSON arrays of at most MATCH_ROWS_PER_BATCH rows each. */
export function matchRowBatches(accepted: AcceptedRow[]): string[] {
  const batches: string[] = [];
  for (let start = 0; start < accepted.length; start += MATCH_ROWS_PER_BATCH) {
    batches.push(JSON.stringify(accepted.slice(start, start + MATCH_ROWS_PER_BATCH).map(rowOf)));
  }
  return batches;
}
