import type { Roster } from '@muster/roster-import';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { insertMatchRecords, toMatchRecordRow } from './match-records';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type FinishedGame = {
  game_id: string;
  tournament_id: string;
  event: string;
  visibility: string;
  played_on: string;
  player_a: string;
  player_a_id: string;
  list_a: Roster | null;
  vp_a: number;
  player_b: string;
  player_b_id: string;
  list_b: Roster | null;
  vp_b: number;
};

/**
 * A finished Muster event's games join the Oracle on completion, in the same transaction that
 * finishes it (registered with tournaments' onTournamentFinished in app.ts). Each side's faction,
 * first detachment and force disposition come from the list the player submitted; games without a
 * list on either side (or byes) cannot say who played what and are left out. Public events count towards the community meta; unlisted ones only
 * towards their players' own analytics.
 */
export async function recordFinishedTournament(tx: Tx, tournamentId: string): Promise<number> {
  const result = await tx.execute<FinishedGame>(sql`
    SELECT g.id AS game_id, t.id AS tournament_id, t.name AS event, t.visibility,
           to_char(coalesce(r.closed_at, r.started_at, t.starts_on::timestamptz), 'YYYY-MM-DD') AS played_on,
           coalesce(ua.username, ua.name) AS player_a, ua.id AS player_a_id, la.snapshot AS list_a, g.vp_a,
           coalesce(ub.username, ub.name) AS player_b, ub.id AS player_b_id, lb.snapshot AS list_b, g.vp_b
    FROM tournament_games g
    JOIN tournaments t ON t.id = g.tournament_id
    JOIN tournament_rounds r ON r.id = g.round_id
    JOIN tournament_entries ea ON ea.id = g.entry_a
    JOIN tournament_entries eb ON eb.id = g.entry_b
    JOIN "user" ua ON ua.id = ea.user_id
    JOIN "user" ub ON ub.id = eb.user_id
    LEFT JOIN tournament_lists la ON la.entry_id = ea.id
    LEFT JOIN tournament_lists lb ON lb.entry_id = eb.id
    WHERE g.tournament_id = ${tournamentId}
      AND g.status IN ('confirmed', 'resolved', 'reported')
      AND g.vp_a IS NOT NULL AND g.vp_b IS NOT NULL
  `);
  const rows = result.rows.flatMap((game) => {
    if (!game.list_a || !game.list_b) return [];
    const side = (name: string, id: string, list: Roster, vp: number) => ({
      player: name,
      playerId: id,
      faction: list.faction,
      detachment: list.detachments[0] ?? null,
      forceDisposition: list.forceDisposition,
      vp,
    });
    return [
      toMatchRecordRow(
        {
          playedOn: game.played_on,
          event: game.event,
          a: side(game.player_a, game.player_a_id, game.list_a, game.vp_a),
          b: side(game.player_b, game.player_b_id, game.list_b, game.vp_b),
          mission: null,
          deployment: null,
          firstTurn: null,
        },
        {
          uploadId: null,
          tournamentId: game.tournament_id,
          tournamentGameId: game.game_id,
          row: null,
          community: game.visibility === 'public',
        },
      ),
    ];
  });
  await insertMatchRecords(tx, rows);
  return rows.length;
}
