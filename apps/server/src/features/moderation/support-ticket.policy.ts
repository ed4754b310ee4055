import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../http/error-handler';
import { supportTickets } from './moderation.table';

/**
 * Who may change one support ticket (docs/architecture.md, "Object-level permissions"): the user
 * who opened it closes it; anyone else's id is a 404. Admins answer tickets from the review queue,
 * an admin route.
 */

export const ticketNotFound = () =>
  new HttpError(404, 'TICKET_NOT_FOUND', 'That ticket does not exist or is not yours.');

/** The rows a change to the user's ticket may touch: that ticket, when it is theirs. */
export const ownTicket = (userId: string, id: string) =>
  and(eq(supportTickets.id, id), eq(supportTickets.userId, userId));
