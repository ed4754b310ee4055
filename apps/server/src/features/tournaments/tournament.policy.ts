import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isStaff } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import type { tournamentRounds } from './rounds.table';
import { findTournamentRow, type TournamentRow, type Viewer } from './tournaments.queries';
import { tournamentOrganisers } from './tournaments.table';

/**
 * Who may do what to one event (docs/architecture.md, "Object-level permissions"): its creator,
 * its co-organisers, admins stepping in, and who sees a round's results.
 */

type Executor = Pick<Database, 'select'>;

/** The event's creator first, then its co-organisers. */
export async function eventOrganiserIds(db: Executor, row: TournamentRow): Promise<string[]> {
  const co = await db
    .select({ userId: tournamentOrganisers.userId })
    .from(tournamentOrganisers)
    .where(eq(tournamentOrganisers.tournamentId, row.id));
  return [row.organiserId, ...co.map((c) => c.userId)];
}

/** The event's organiser and co-organisers; admins may step in for any event. */
export async function canManageEvent(db: Executor, row: TournamentRow, viewer: Viewer): Promise<boolean> {
  if (!viewer) return false;
  if (isStaff(viewer)) return true;
  return (await eventOrganiserIds(db, row)).includes(viewer.id);
}

/** The event, for one of its organisers (or an admin); anyone else gets 403, a missing event 404. */
export async function requireEventManager(db: Executor, id: string, viewer: Viewer): Promise<TournamentRow> {
  const row = await findTournamentRow(db, id);
  if (!(await canManageEvent(db, row, viewer))) {
    throw new HttpError(403, 'NOT_ORGANISER', "Only the event's organisers can do that.");
  }
  return row;
}

/** The event, for its creator (or an admin): only they add or remove co-organisers. */
export async function requireEventOwner(db: Executor, id: string, viewer: Viewer): Promise<TournamentRow> {
  const row = await findTournamentRow(db, id);
  if (viewer?.id !== row.organiserId && !(viewer && isStaff(viewer))) {
    throw new HttpError(403, 'NOT_ORGANISER', "Only the event's creator can change its organisers.");
  }
  return row;
}

type RoundRow = typeof tournamentRounds.$inferSelect;

/**
 * Who may download a round's results: organisers (and admins) always; everyone else once the
 * event's lists are published or the round is closed.
 */
export const roundResultsOpenTo = (
  manager: boolean,
  listsPublished: boolean,
  round: Pick<RoundRow, 'status'>,
) => manager || listsPublished || round.status === 'completed';

/** One round's results asked for by someone who may not see them yet: 403. */
export function requireRoundResultsOpen(
  manager: boolean,
  listsPublished: boolean,
  round: Pick<RoundRow, 'status' | 'number'>,
): void {
  if (!roundResultsOpenTo(manager, listsPublished, round))
    throw new HttpError(
      403,
      'RESULTS_NOT_PUBLIC_YET',
      `Round ${round.number}'s results can be downloaded once the round is closed.`,
    );
}
