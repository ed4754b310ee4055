import type { KeepApartList, KeepApartPair } from '@muster/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { tournamentKeepApart } from './keep-apart.table';
import { requireEventManager } from './tournament.policy';
import { notifyTournamentChanged } from './tournament-updates';
import type { Viewer } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

type Reader = Pick<Database, 'select'>;

/** The stored order of a pair: the lower id first (compared as text), so each pair is one row. */
const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Every entry id each player of the event is kept apart from, both ways round. */
export async function keepApartMap(db: Reader, tournamentId: string): Promise<Map<string, string[]>> {
  const pairs = await db
    .select({ a: tournamentKeepApart.entryA, b: tournamentKeepApart.entryB })
    .from(tournamentKeepApart)
    .where(eq(tournamentKeepApart.tournamentId, tournamentId));
  const avoid = new Map<string, string[]>();
  const add = (from: string, to: string) => avoid.set(from, [...(avoid.get(from) ?? []), to]);
  for (const { a, b } of pairs) {
    add(a, b);
    add(b, a);
  }
  return avoid;
}

async function pairsOf(db: Reader, tournamentId: string): Promise<KeepApartPair[]> {
  const entryA = alias(tournamentEntries, 'entry_a');
  const entryB = alias(tournamentEntries, 'entry_b');
  const userA = alias(user, 'user_a');
  const userB = alias(user, 'user_b');
  const rows = await db
    .select({
      id: tournamentKeepApart.id,
      a: tournamentKeepApart.entryA,
      b: tournamentKeepApart.entryB,
      reason: tournamentKeepApart.reason,
      createdAt: tournamentKeepApart.createdAt,
      usernameA: sql<string>`coalesce(${userA.username}, ${userA.name})`,
      usernameB: sql<string>`coalesce(${userB.username}, ${userB.name})`,
    })
    .from(tournamentKeepApart)
    .innerJoin(entryA, eq(entryA.id, tournamentKeepApart.entryA))
    .innerJoin(userA, eq(userA.id, entryA.userId))
    .innerJoin(entryB, eq(entryB.id, tournamentKeepApart.entryB))
    .innerJoin(userB, eq(userB.id, entryB.userId))
    .where(eq(tournamentKeepApart.tournamentId, tournamentId))
    .orderBy(asc(tournamentKeepApart.createdAt), asc(tournamentKeepApart.id));
  return rows.map((r) => ({
    id: r.id,
    a: { entryId: r.a, username: r.usernameA },
    b: { entryId: r.b, username: r.usernameB },
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The event's pairs kept apart (organisers). */
export async function listKeepApart(db: Database, viewer: Viewer, id: string): Promise<KeepApartList> {
  await requireEventManager(db, id, viewer);
  return { pairs: await pairsOf(db, id) };
}

/**
 * Keeps two of the event's players apart. Both must be entries of this event (another event's ids
 * are refused as unknown); naming a pair already kept apart answers the list unchanged.
 */
export async function addKeepApart(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  input: { a: string; b: string; reason: string },
): Promise<KeepApartList> {
  await requireEventManager(db, id, viewer);
  if (input.a === input.b) throw new HttpError(400, 'SAME_PLAYER', 'Choose two different players.');
  const [entryA, entryB] = orderedPair(input.a, input.b);
  const found = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, id), inArray(tournamentEntries.id, [entryA, entryB])));
  if (found.length !== 2) {
    const known = new Set(found.map((e) => e.id));
    const missing = [input.a, input.b].filter((entry) => !known.has(entry));
    throw new HttpError(
      404,
      'ENTRY_NOT_FOUND',
      `Both players must be registered for this event: ${missing.length === 2 ? 'neither is' : 'one of them is not'}.`,
      { entryIds: missing },
    );
  }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tournamentKeepApart)
      .values({ tournamentId: id, entryA, entryB, reason: input.reason, createdBy: viewer.id })
      .onConflictDoNothing({
        target: [tournamentKeepApart.tournamentId, tournamentKeepApart.entryA, tournamentKeepApart.entryB],
      })
      .returning({ id: tournamentKeepApart.id });
    if (inserted.length > 0) await notifyTournamentChanged(tx, id);
  });
  return { pairs: await pairsOf(db, id) };
}

/** Lets two players meet again; a pair that is not this event's is not found. */
export async function removeKeepApart(
  db: Database,
  viewer: Viewer,
  id: string,
  pairId: string,
): Promise<KeepApartList> {
  await requireEventManager(db, id, viewer);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(tournamentKeepApart)
      .where(and(eq(tournamentKeepApart.id, pairId), eq(tournamentKeepApart.tournamentId, id)))
      .returning({ id: tournamentKeepApart.id });
    if (removed.length === 0)
      throw new HttpError(404, 'KEEP_APART_NOT_FOUND', 'Those two players are not being kept apart.');
    await notifyTournamentChanged(tx, id);
  });
  return { pairs: await pairsOf(db, id) };
}
