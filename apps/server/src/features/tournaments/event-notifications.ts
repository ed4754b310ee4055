import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { user } from '../auth/auth.table';
import { type NewNotification, notifyUsers } from '../notifications/notify';
import { tournamentGames } from './rounds.table';
import type { TournamentRow } from './tournaments.queries';
import { tournamentEntries, tournamentOrganisers } from './tournaments.table';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type GameRow = typeof tournamentGames.$inferSelect;
type Person = { entryId: string; userId: string; name: string };

const eventLink = (tournamentId: string) => `/tournament/${tournamentId}`;

async function peopleOf(tx: Tx, entryIds: readonly string[]): Promise<Map<string, Person>> {
  if (entryIds.length === 0) return new Map();
  const rows = await tx
    .select({
      entryId: tournamentEntries.id,
      userId: tournamentEntries.userId,
      name: sql<string>`coalesce(${user.username}, ${user.name})`,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(inArray(tournamentEntries.id, [...entryIds]));
  return new Map(rows.map((row) => [row.entryId, row]));
}

async function gamesOfRound(tx: Tx, roundId: string, teamMatchId?: string) {
  const games = await tx
    .select()
    .from(tournamentGames)
    .where(
      teamMatchId
        ? and(eq(tournamentGames.roundId, roundId), eq(tournamentGames.teamMatchId, teamMatchId))
        : eq(tournamentGames.roundId, roundId),
    );
  const people = await peopleOf(
    tx,
    games.flatMap((g) => [g.entryA, ...(g.entryB ? [g.entryB] : [])]),
  );
  return { games, people };
}

/**
 * Each paired player hears their table and opponent (or their bye) as soon as a round is paired;
 * at a teams event, as soon as their match's draft has made its games (`teamMatchId`).
 */
export async function notifyPairings(
  tx: Tx,
  row: TournamentRow,
  roundId: string,
  roundNumber: number,
  teamMatchId?: string,
) {
  const { games, people } = await gamesOfRound(tx, roundId, teamMatchId);
  const items: NewNotification[] = [];
  for (const game of games) {
    const sides = [
      [game.entryA, game.entryB],
      [game.entryB, game.entryA],
    ] as const;
    for (const [mine, theirs] of sides) {
      const me = mine ? people.get(mine) : undefined;
      if (!me) continue;
      const opponent = theirs ? people.get(theirs) : undefined;
      items.push({
        userId: me.userId,
        kind: 'pairing',
        title: `${row.name}: round ${roundNumber} pairings`,
        body: opponent
          ? `Table ${game.tableNumber} against ${opponent.name}.`
          : `You have a bye in round ${roundNumber}.`,
        link: eventLink(row.id),
        dedupeKey: `pairing:${game.id}:${me.entryId}`,
      });
    }
  }
  await notifyUsers(tx, items);
}

/** Every player of the round hears the clock start, and time being called. */
export async function notifyRoundClock(
  tx: Tx,
  row: TournamentRow,
  round: { id: string; number: number; endsAt: Date | null },
  kind: 'round-started' | 'time-called',
) {
  const { people } = await gamesOfRound(tx, round.id);
  const ends = round.endsAt ? ` It ends at ${round.endsAt.toISOString().slice(11, 16)} UTC.` : '';
  await notifyUsers(
    tx,
    [...people.values()].map((person) => ({
      userId: person.userId,
      kind,
      title: `${row.name}: round ${round.number}`,
      body:
        kind === 'round-started'
          ? `The round has started.${ends}`
          : 'Time has been called: finish the turn you are in.',
      link: eventLink(row.id),
      dedupeKey: `${kind}:${round.id}`,
    })),
  );
}

async function organiserUserIds(tx: Tx, row: TournamentRow): Promise<string[]> {
  const others = await tx
    .select({ userId: tournamentOrganisers.userId })
    .from(tournamentOrganisers)
    .where(eq(tournamentOrganisers.tournamentId, row.id));
  return [
    ...new Set([row.organiserId, ...others.map((o) => o.userId)].filter((id): id is string => Boolean(id))),
  ];
}

/**
 * A result changed: the opponent of whoever reported is asked to confirm; a dispute reaches both
 * players and the organisers; the organiser's ruling reaches both players.
 */
export async function notifyResult(tx: Tx, row: TournamentRow, game: GameRow, roundNumber: number) {
  const people = await peopleOf(tx, [game.entryA, ...(game.entryB ? [game.entryB] : [])]);
  const a = people.get(game.entryA);
  const b = game.entryB ? people.get(game.entryB) : undefined;
  if (!a || !b) return;
  const score = `${a.name} ${game.vpA ?? 0} – ${game.vpB ?? 0} ${b.name}`;
  const title = `${row.name}: round ${roundNumber}, table ${game.tableNumber}`;
  const link = eventLink(row.id);
  const items: NewNotification[] = [];
  if (game.status === 'reported') {
    const reporter = game.reportedBy === a.entryId ? a : b;
    const other = reporter === a ? b : a;
    items.push({
      userId: other.userId,
      kind: 'result-to-confirm',
      title,
      body: `${reporter.name} reported ${score}: confirm it, or dispute it if it is wrong.`,
      link,
      dedupeKey: `confirm:${game.id}:${game.vpA}-${game.vpB}`,
    });
  } else if (game.status === 'disputed') {
    const audience = new Set([a.userId, b.userId, ...(await organiserUserIds(tx, row))]);
    for (const userId of audience)
      items.push({
        userId,
        kind: 'dispute',
        title,
        body: `The result is disputed${game.disputeReason ? `: ${game.disputeReason}` : ''}. The organiser will settle it.`,
        link,
        dedupeKey: `dispute:${game.id}:${game.vpA}-${game.vpB}`,
      });
  } else if (game.status === 'resolved') {
    for (const person of [a, b])
      items.push({
        userId: person.userId,
        kind: 'dispute-resolved',
        title,
        body: `The organiser set the result: ${score}.`,
        link,
        dedupeKey: `resolved:${game.id}:${game.vpA}-${game.vpB}`,
      });
  }
  await notifyUsers(tx, items);
}

/**
 * A player moved up from the waitlist hears it at once (the seat may need approving, or paying
 * for at an event that sells tickets: event_tickets is named, not imported, as in
 * registration.service.ts).
 */
export async function notifyPromoted(
  tx: Tx,
  row: TournamentRow,
  entryId: string,
  status: 'confirmed' | 'pending',
) {
  const [entry] = await tx
    .select({ userId: tournamentEntries.userId })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.id, entryId));
  if (!entry) return;
  const ticketed = await tx.execute(sql`SELECT 1 FROM event_tickets WHERE tournament_id = ${row.id}`);
  const body =
    status === 'pending'
      ? 'A seat came free and is yours once the organiser approves it.'
      : ticketed.rows.length > 0
        ? 'A seat came free and is yours: pay for your ticket on the event page to keep it.'
        : 'A seat came free and is yours.';
  await notifyUsers(tx, [
    {
      userId: entry.userId,
      kind: 'waitlist-promoted',
      title: `${row.name}: off the waitlist`,
      body,
      link: eventLink(row.id),
      dedupeKey: `waitlist-promoted:${entryId}:${Date.now()}`,
    },
  ]);
}
