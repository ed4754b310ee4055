import type { EventGame } from '@muster/meta';
import { type AnyColumn, and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { profiles } from '../accounts/profile.table';
import { user } from '../auth/auth.table';
import { toMatchRecord } from '../oracle/match-records';
import { matchRecords } from '../oracle/oracle.table';
import { tournamentGames, tournamentRounds } from '../tournaments/rounds.table';
import type { TournamentRow } from '../tournaments/tournaments.queries';
import { tournamentEntries, tournaments } from '../tournaments/tournaments.table';

type Reader = Pick<Database, 'select'>;

/**
 * The name a player shows the public: the display name they chose, else their username (what
 * event standings show), else their account name.
 */
const publicName = (account: { username: AnyColumn; name: AnyColumn }, profile: { displayName: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(${profile.displayName}), ''), ${account.username}, ${account.name})`;

/**
 * Only finished public events count. Unlisted events stay out: the leaderboard and player pages
 * are public, and an organiser who kept an event off the list did not ask for it to be listed here.
 * Battle-log games and uploaded files have no tournament game and never count.
 */
const countedEvent = and(
  isNotNull(matchRecords.tournamentGameId),
  eq(tournaments.status, 'completed'),
  eq(tournaments.visibility, 'public'),
);

/**
 * The rated games, played on or after `from` when given, with each account's current public
 * name. Ordered by date, then by when their round closed (events and rounds finished the same
 * day are rated in the order they were played), then table, so the same data always gives the
 * same ratings.
 */
export async function loadEventGames(db: Reader, from: string | null): Promise<EventGame[]> {
  const userA = alias(user, 'user_a');
  const userB = alias(user, 'user_b');
  const profileA = alias(profiles, 'profile_a');
  const profileB = alias(profiles, 'profile_b');
  const rows = await db
    .select({
      record: matchRecords,
      nameA: publicName(userA, profileA),
      nameB: publicName(userB, profileB),
    })
    .from(matchRecords)
    .innerJoin(tournaments, eq(tournaments.id, matchRecords.tournamentId))
    .innerJoin(tournamentGames, eq(tournamentGames.id, matchRecords.tournamentGameId))
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentGames.roundId))
    .leftJoin(userA, eq(userA.id, matchRecords.playerAId))
    .leftJoin(profileA, eq(profileA.id, matchRecords.playerAId))
    .leftJoin(userB, eq(userB.id, matchRecords.playerBId))
    .leftJoin(profileB, eq(profileB.id, matchRecords.playerBId))
    .where(and(countedEvent, from ? gte(matchRecords.playedOn, from) : undefined))
    .orderBy(
      asc(matchRecords.playedOn),
      sql`${tournamentRounds.closedAt} ASC NULLS LAST`,
      asc(tournaments.id),
      asc(tournamentRounds.number),
      asc(tournamentGames.tableNumber),
    );
  return rows.flatMap(({ record, nameA, nameB }) => {
    if (!record.tournamentId) return [];
    const game = toMatchRecord(record);
    // A deleted account keeps the name it played under (its id is gone).
    return [
      {
        ...game,
        a: { ...game.a, player: record.playerAId ? nameA : game.a.player },
        b: { ...game.b, player: record.playerBId ? nameB : game.b.player },
        eventId: record.tournamentId,
      },
    ];
  });
}

/** Every faction played in a rated game, for the filter. */
export async function loadEventFactions(db: Reader): Promise<string[]> {
  const rows = await db
    .select({ a: matchRecords.factionA, b: matchRecords.factionB })
    .from(matchRecords)
    .innerJoin(tournaments, eq(tournaments.id, matchRecords.tournamentId))
    .where(countedEvent)
    .groupBy(matchRecords.factionA, matchRecords.factionB);
  return [...new Set(rows.flatMap((row) => [row.a, row.b]))].sort((x, y) => x.localeCompare(y));
}

/** The account's public name and username; undefined when there is no such account. */
export async function findPlayer(db: Reader, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: publicName(user, profiles), username: user.username })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}

/** The finished public events the player took part in (confirmed or dropped), latest first. */
export async function finishedEventsOf(
  db: Reader,
  userId: string,
): Promise<{ event: TournamentRow; entryId: string }[]> {
  const rows = await db
    .select({ event: tournaments, entryId: tournamentEntries.id })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(
        eq(tournamentEntries.userId, userId),
        inArray(tournamentEntries.status, ['confirmed', 'dropped']),
        eq(tournaments.status, 'completed'),
        eq(tournaments.visibility, 'public'),
      ),
    )
    .orderBy(desc(tournaments.endsOn), desc(tournaments.startsOn), asc(tournaments.name));
  return rows;
}
