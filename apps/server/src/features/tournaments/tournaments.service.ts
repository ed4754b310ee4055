import {
  defaultEventPack,
  type Tournament,
  type TournamentCreate,
  type TournamentUpdate,
} from '@muster/contracts';
import { cutRoundCount } from '@muster/pairing';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { checkEventPack, refreshGameSetups } from './game-setups.service';
import { requireEventManager, requireEventOwner } from './tournament.policy';
import { notifyTournamentChanged } from './tournament-updates';
import { toTournament } from './tournament-view';
import type { Viewer } from './tournaments.queries';
import { tournamentOrganisers, tournaments } from './tournaments.table';

type Fields = Partial<TournamentCreate>;

/**
 * JSON with object keys sorted: PostgreSQL's jsonb stores keys in its own order, so an unchanged
 * setting sent back by the edit form must compare equal to the stored one.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Contract fields → columns (dates parsed, null gap tables kept null). */
function columns(fields: Fields) {
  const out: Partial<typeof tournaments.$inferInsert> = {};
  const copy = [
    'name',
    'description',
    'edition',
    'startsOn',
    'endsOn',
    'venue',
    'format',
    'pointsLimit',
    'rounds',
    'roundMinutes',
    'playerCap',
    'visibility',
    'requireApproval',
    'scoringPresetId',
    'customGapTable',
    'tiebreakers',
    'opponentWinFloor',
    'topCut',
    'freshTables',
    'clubAvoidance',
    'lateJoinMissedRounds',
    'eventPack',
    'teams',
  ] as const;
  for (const key of copy) if (fields[key] !== undefined) Object.assign(out, { [key]: fields[key] });
  if (fields.registrationOpensAt) out.registrationOpensAt = new Date(fields.registrationOpensAt);
  if (fields.registrationClosesAt) out.registrationClosesAt = new Date(fields.registrationClosesAt);
  if (fields.listDeadline !== undefined)
    out.listDeadline = fields.listDeadline ? new Date(fields.listDeadline) : null;
  if (fields.listsPublishAt !== undefined)
    out.listsPublishAt = fields.listsPublishAt ? new Date(fields.listsPublishAt) : null;
  return out;
}

export async function createTournament(
  db: Database,
  viewer: NonNullable<Viewer>,
  input: TournamentCreate,
): Promise<Tournament> {
  const eventPack = input.eventPack ?? defaultEventPack(input.edition);
  await checkEventPack(eventPack, input.rounds + cutRoundCount(input.topCut));
  const values = { ...columns(input), eventPack } as typeof tournaments.$inferInsert;
  const [row] = await db
    .insert(tournaments)
    .values({ ...values, organiserId: viewer.id })
    .returning();
  if (!row) throw new HttpError(500, 'TOURNAMENT_SAVE_FAILED', 'The event could not be saved.');
  return toTournament(db, row, viewer);
}

/**
 * Organisers change the event's details. Once it has started, what the games already depend on
 * (scoring, tiebreakers, format, edition) stays as it is.
 */
export async function updateTournament(
  db: Database,
  viewer: Viewer,
  id: string,
  input: TournamentUpdate,
): Promise<Tournament> {
  const row = await requireEventManager(db, id, viewer);
  // Standings already depend on these once round 1 is paired: tiebreakers lock with the preset.
  // Only a change counts: the edit form sends every field, unchanged ones included.
  const locked = (
    [
      'scoringPresetId',
      'customGapTable',
      'tiebreakers',
      'opponentWinFloor',
      'format',
      'edition',
      'teams',
    ] as const
  ).filter(
    (key) => input[key] !== undefined && canonicalJson(input[key]) !== canonicalJson(row[key] ?? null),
  );
  if ((row.status !== 'registration' || row.currentRound >= 1) && locked.length > 0) {
    throw new HttpError(
      409,
      'TOURNAMENT_STARTED',
      `The event has started: ${locked.join(', ')} can no longer change.`,
    );
  }
  if (input.rounds !== undefined && input.rounds < row.currentRound) {
    throw new HttpError(409, 'TOURNAMENT_STARTED', `Round ${row.currentRound} has already been played.`);
  }
  // Once the bracket is under way its size and the Swiss rounds before it are fixed.
  if (row.currentRound > row.rounds && (input.topCut !== undefined || input.rounds !== undefined)) {
    throw new HttpError(409, 'TOURNAMENT_STARTED', 'The top cut has started: rounds and cut size are fixed.');
  }
  // Cross-field rules against what is stored, not only what was sent.
  const merged = { ...row, ...columns(input) };
  if (input.eventPack || input.rounds !== undefined || input.topCut !== undefined)
    await checkEventPack(merged.eventPack, merged.rounds + cutRoundCount(merged.topCut));
  if (merged.endsOn < merged.startsOn)
    throw new HttpError(400, 'VALIDATION_FAILED', 'The event cannot end before it starts.');
  if (merged.registrationClosesAt <= merged.registrationOpensAt)
    throw new HttpError(400, 'VALIDATION_FAILED', 'Registration must close after it opens.');
  const [updated] = await db
    .update(tournaments)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(eq(tournaments.id, id))
    .returning();
  // Games not yet reported follow a changed pack (or a new edition's); played ones keep their setup.
  if (updated && input.eventPack) await refreshGameSetups(db, updated);
  await notifyTournamentChanged(db, id);
  return toTournament(db, updated ?? row, viewer);
}

export async function cancelTournament(db: Database, viewer: Viewer, id: string): Promise<Tournament> {
  const row = await requireEventManager(db, id, viewer);
  if (row.status === 'completed' || row.status === 'cancelled') {
    throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is already ${row.status}.`);
  }
  const [updated] = await db
    .update(tournaments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(eq(tournaments.id, id))
    .returning();
  await notifyTournamentChanged(db, id);
  return toTournament(db, updated ?? row, viewer);
}

export async function addCoOrganiser(
  db: Database,
  viewer: Viewer,
  id: string,
  username: string,
): Promise<Tournament> {
  const row = await requireEventOwner(db, id, viewer);
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.username})`, username.toLowerCase()));
  if (!found) throw new HttpError(404, 'USER_NOT_FOUND', `No player is called ${username}.`);
  if (found.id !== row.organiserId) {
    await db
      .insert(tournamentOrganisers)
      .values({ tournamentId: id, userId: found.id })
      .onConflictDoNothing();
  }
  return toTournament(db, row, viewer);
}

export async function removeCoOrganiser(
  db: Database,
  viewer: Viewer,
  id: string,
  userId: string,
): Promise<Tournament> {
  const row = await requireEventOwner(db, id, viewer);
  await db
    .delete(tournamentOrganisers)
    .where(and(eq(tournamentOrganisers.tournamentId, id), eq(tournamentOrganisers.userId, userId)));
  return toTournament(db, row, viewer);
}
