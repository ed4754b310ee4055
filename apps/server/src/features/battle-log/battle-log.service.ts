import type { battleLogRequestSchema, LoggedBattle } from '@muster/contracts';
import { outcomeForA } from '@muster/meta';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { toMatchRecord } from '../oracle/match-records';
import { matchRecords } from '../oracle/oracle.table';
import { battleNotFound, ownBattle } from './battle.policy';

type LogInput = z.output<typeof battleLogRequestSchema>;

/** The most a battle log lists at once; analytics read every game regardless. */
const LIST_LIMIT = 500;

type Row = typeof matchRecords.$inferSelect;

function toBattle(row: Row): LoggedBattle {
  return {
    id: row.id,
    playedOn: row.playedOn,
    event: row.event,
    myFaction: row.factionA,
    myDetachment: row.detachmentA,
    opponent: row.playerB,
    opponentFaction: row.factionB,
    myVp: row.vpA,
    opponentVp: row.vpB,
    outcome: outcomeForA(toMatchRecord(row)),
    mission: row.mission,
    deployment: row.deployment,
    firstTurn: row.firstTurn === 'a' ? 'me' : row.firstTurn === 'b' ? 'opponent' : 'unknown',
  };
}

export async function listBattles(db: Database, viewer: SessionUser) {
  const rows = await db
    .select()
    .from(matchRecords)
    .where(eq(matchRecords.loggedBy, viewer.id))
    .orderBy(desc(matchRecords.playedOn), desc(matchRecords.id))
    .limit(LIST_LIMIT);
  return { battles: rows.map(toBattle) };
}

/**
 * A logged game is the player's own word, so it stays out of the community meta; it counts in
 * their analytics and in their "my games" meta. Side A is always the player who logged it.
 */
export async function logBattle(db: Database, viewer: SessionUser, input: LogInput, today: string) {
  if (input.playedOn > today) throw new HttpError(400, 'FUTURE_DATE', 'The date cannot be in the future.');
  const [inserted] = await db
    .insert(matchRecords)
    .values({
      loggedBy: viewer.id,
      community: false,
      playedOn: input.playedOn,
      event: input.event,
      playerA: viewer.username ?? viewer.name,
      playerAId: viewer.id,
      factionA: input.myFaction,
      detachmentA: input.myDetachment,
      vpA: input.myVp,
      playerB: input.opponent,
      factionB: input.opponentFaction,
      vpB: input.opponentVp,
      mission: input.mission,
      deployment: input.deployment,
      firstTurn: input.firstTurn === 'me' ? 'a' : input.firstTurn === 'opponent' ? 'b' : null,
      clientRef: input.clientRef ?? null,
    })
    .onConflictDoNothing({ target: [matchRecords.loggedBy, matchRecords.clientRef] })
    .returning();
  // A repeat of a game already logged (same phone reference) answers the game as it was logged.
  const row =
    inserted ??
    (input.clientRef
      ? (
          await db
            .select()
            .from(matchRecords)
            .where(and(eq(matchRecords.loggedBy, viewer.id), eq(matchRecords.clientRef, input.clientRef)))
        )[0]
      : undefined);
  if (!row) throw new Error('battle insert returned nothing');
  return toBattle(row);
}

export async function deleteBattle(db: Database, viewer: SessionUser, id: string) {
  const deleted = await db
    .delete(matchRecords)
    .where(ownBattle(viewer.id, id))
    .returning({ id: matchRecords.id });
  if (deleted.length === 0) throw battleNotFound();
}
