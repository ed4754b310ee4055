import type { EventPack, GameSetup } from '@muster/contracts';
import { gameSetup } from '@muster/pairing';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { tabletopCatalogue } from '../game-data/game-data-workers';
import type { ServerMissionCatalogue } from '../game-data/mission-catalogue';
import { tournamentLists } from './lists.table';
import { tournamentGames, tournamentRounds } from './rounds.table';
import type { TournamentRow } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

type Handle = Pick<Database, 'select' | 'execute'>;

/** The data's dispositions, missions, matchups and layouts (worked out once in a game-data worker). */
export async function missionCatalogue(): Promise<ServerMissionCatalogue> {
  return (await tabletopCatalogue()).missions;
}

/** Refuses an event pack naming what the data does not have, or rounds the event does not play. */
export async function checkEventPack(pack: EventPack, totalRounds: number): Promise<void> {
  const catalogue = await missionCatalogue();
  if (pack.layouts.kind === 'matchup') {
    const { source, variant } = pack.layouts;
    const set = catalogue.layoutSets.find((s) => s.source === source);
    if (!set) throw new HttpError(422, 'UNKNOWN_LAYOUT_SET', `The game data has no layout set "${source}".`);
    if (variant !== 'by-round' && !set.variants.includes(variant))
      throw new HttpError(
        422,
        'UNKNOWN_LAYOUT_SET',
        `${set.name} has layouts ${set.variants.join(', ')}; there is no layout ${variant}.`,
      );
  }
  for (const round of pack.rounds) {
    if (round.round > totalRounds)
      throw new HttpError(
        422,
        'ROUND_NOT_IN_EVENT',
        `Round ${round.round} is not in this event (${totalRounds} rounds with the top cut).`,
      );
    if (round.missionId && !catalogue.missions.some((m) => m.id === round.missionId))
      throw new HttpError(422, 'UNKNOWN_MISSION', `The game data has no mission "${round.missionId}".`);
    if (round.layoutId && !catalogue.layouts.some((l) => l.id === round.layoutId))
      throw new HttpError(422, 'UNKNOWN_LAYOUT', `The game data has no terrain layout "${round.layoutId}".`);
  }
}

/**
 * Works out (again) what the event's open games are played as: each side's disposition and
 * mission and the table's layout, from the lists and the event pack. Only games without a result
 * in rounds still running change: a game played keeps the setup it was played with. Narrowed to
 * one round (just paired) or one player (whose list changed) when given.
 */
export async function refreshGameSetups(
  db: Handle,
  row: Pick<TournamentRow, 'id' | 'eventPack'>,
  only: { roundId?: string; entryId?: string } = {},
): Promise<void> {
  const games = await db
    .select({
      id: tournamentGames.id,
      entryA: tournamentGames.entryA,
      entryB: tournamentGames.entryB,
      round: tournamentRounds.number,
    })
    .from(tournamentGames)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentGames.roundId))
    .where(
      and(
        eq(tournamentGames.tournamentId, row.id),
        inArray(tournamentGames.status, ['pending', 'bye']),
        sql`${tournamentRounds.status} <> 'completed'`,
        only.roundId ? eq(tournamentGames.roundId, only.roundId) : undefined,
        only.entryId
          ? or(eq(tournamentGames.entryA, only.entryId), eq(tournamentGames.entryB, only.entryId))
          : undefined,
      ),
    );
  if (games.length === 0) return;
  const entryIds = [...new Set(games.flatMap((g) => (g.entryB ? [g.entryA, g.entryB] : [g.entryA])))];
  const people = await db
    .select({
      id: tournamentEntries.id,
      name: sql<string>`coalesce(${user.username}, ${user.name})`,
      disposition: tournamentLists.forceDisposition,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .leftJoin(tournamentLists, eq(tournamentLists.entryId, tournamentEntries.id))
    .where(inArray(tournamentEntries.id, entryIds));
  const byId = new Map(people.map((p) => [p.id, { name: p.name, disposition: p.disposition ?? null }]));
  const player = (id: string) => byId.get(id) ?? { name: 'unknown', disposition: null };
  const catalogue = await missionCatalogue();
  const setups: { id: string; setup: GameSetup }[] = games.map((g) => ({
    id: g.id,
    setup: gameSetup(catalogue, row.eventPack, g.round, player(g.entryA), g.entryB ? player(g.entryB) : null),
  }));
  await db.execute(sql`
    UPDATE tournament_games AS g SET setup = v.setup
    FROM jsonb_to_recordset(${JSON.stringify(setups)}::jsonb) AS v(id uuid, setup jsonb)
    WHERE g.id = v.id`);
}
