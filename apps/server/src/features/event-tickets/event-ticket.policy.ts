import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { requireEventManager } from '../tournaments/tournament.policy';
import type { TournamentRow, Viewer } from '../tournaments/tournaments.queries';

/**
 * Who may change an event's ticket (docs/architecture.md, "Object-level permissions"). Reading
 * the payments and refunding them is for the event's organisers (tournament.policy.ts).
 */

/**
 * The event, for the organiser who created it: the fees go to the Stripe account of whoever sets
 * the ticket, so a co-organiser (or an admin) who may otherwise manage the event gets 403, or they
 * could send a whole event's entry fees to themselves.
 */
export async function requireTicketSeller(
  db: Pick<Database, 'select'>,
  tournamentId: string,
  viewer: NonNullable<Viewer>,
): Promise<TournamentRow> {
  const row = await requireEventManager(db, tournamentId, viewer);
  if (row.organiserId !== viewer.id)
    throw new HttpError(
      403,
      'OWNER_ONLY',
      'Only the organiser who created the event sets its tickets: the fees are paid to them.',
    );
  return row;
}
