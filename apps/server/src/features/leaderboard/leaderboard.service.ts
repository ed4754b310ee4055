import {
  LEADERBOARD_DEFAULT_MIN_GAMES,
  LEADERBOARD_TOP,
  type Leaderboard,
  type LeaderboardQuery,
  type LeaderboardRow,
  leaderboardPeriods,
  type PlayerEvent,
  type PlayerPage,
} from '@muster/contracts';
import { monthsBefore, type RankedPlayer, rankPlayers, ratePlayers } from '@muster/meta';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { finalists } from '../community/event-results.service';
import { standingsReply } from '../tournaments/standings.service';
import type { TournamentRow } from '../tournaments/tournaments.queries';
import { findPlayer, finishedEventsOf, loadEventFactions, loadEventGames } from './leaderboard.queries';

const toRow = (player: RankedPlayer): LeaderboardRow => ({
  rank: player.rank,
  playerId: player.playerId,
  name: player.name,
  rating: player.rating,
  games: player.games,
  wins: player.wins,
  draws: player.draws,
  losses: player.losses,
  events: player.events,
  mainFaction: player.mainFaction,
});

/** Today in UTC, as the game dates are stored. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Spec 000 /leaderboard: players ranked by Elo over finished public events' games in the period;
 * with a faction, by their games with that faction alone (see `ratePlayers`).
 */
export async function leaderboard(
  db: Database,
  query: LeaderboardQuery,
  viewer: Pick<SessionUser, 'id'> | null,
): Promise<Leaderboard> {
  const months = leaderboardPeriods[query.period].months;
  const from = months === null ? null : monthsBefore(today(), months);
  const faction = query.faction ? query.faction : null;
  const rated = ratePlayers(await loadEventGames(db, from), faction);
  const ranked = rankPlayers(rated, query.minGames);
  const viewerIndex = viewer ? ranked.findIndex((player) => player.playerId === viewer.id) : -1;
  const viewerRow = ranked[viewerIndex];
  return {
    period: query.period,
    from,
    faction,
    minGames: query.minGames,
    factions: await loadEventFactions(db),
    totalPlayers: ranked.length,
    rows: ranked.slice(0, LEADERBOARD_TOP).map(toRow),
    you: viewer
      ? {
          playerId: viewer.id,
          games: rated.find((player) => player.playerId === viewer.id)?.games ?? 0,
          row: viewerRow && viewerIndex >= LEADERBOARD_TOP ? toRow(viewerRow) : null,
        }
      : null,
  };
}

/** The player's line in one finished event: placing as /community's podium orders it. */
async function eventLine(db: Database, event: TournamentRow, entryId: string): Promise<PlayerEvent | null> {
  const { standings } = await standingsReply(db, event);
  const leaders = await finalists(db, event);
  const ordered = [
    ...leaders.flatMap((id) => standings.filter((s) => s.entryId === id)),
    ...standings.filter((s) => !leaders.includes(s.entryId)),
  ];
  const index = ordered.findIndex((s) => s.entryId === entryId);
  const mine = ordered[index];
  if (!mine) return null;
  return {
    id: event.id,
    name: event.name,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    placing: index + 1,
    players: ordered.length,
    wins: mine.wins,
    draws: mine.draws,
    losses: mine.losses,
    faction: mine.faction,
    dropped: mine.dropped,
  };
}

const playerNotFound = () =>
  new HttpError(404, 'PLAYER_NOT_FOUND', 'No player with that id has played in a finished public event.');

/**
 * A player's public page. Only players who played a finished public event have one: what it
 * shows (name, results, faction) is what those events' standings already publish, and an
 * account that never played one has nothing public to show.
 */
export async function playerPage(db: Database, userId: string): Promise<PlayerPage> {
  const player = await findPlayer(db, userId);
  if (!player) throw playerNotFound();
  const entries = await finishedEventsOf(db, userId);
  if (entries.length === 0) throw playerNotFound();
  const events: PlayerEvent[] = [];
  for (const { event, entryId } of entries) {
    const line = await eventLine(db, event, entryId);
    if (line) events.push(line);
  }
  const rated = ratePlayers(await loadEventGames(db, null));
  const mine = rated.find((p) => p.playerId === userId);
  const rank = rankPlayers(rated, LEADERBOARD_DEFAULT_MIN_GAMES).find((p) => p.playerId === userId)?.rank;
  return {
    id: player.id,
    name: player.name,
    username: player.username,
    rating: mine
      ? {
          rating: Math.round(mine.rating),
          rank: rank ?? null,
          games: mine.games,
          wins: mine.wins,
          draws: mine.draws,
          losses: mine.losses,
        }
      : null,
    events,
  };
}
