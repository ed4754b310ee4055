import type { Flag, FlagRequest, ReviewItem, Ticket, TicketRequest } from '@muster/contracts';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { flagTargets } from './flag-targets';
import { contentFlags, supportTickets } from './moderation.table';
import { ownTicket, ticketNotFound } from './support-ticket.policy';

type FlagRow = typeof contentFlags.$inferSelect;
type TicketRow = typeof supportTickets.$inferSelect;

const toFlag = (row: FlagRow): Flag => ({
  id: row.id,
  targetKind: row.targetKind,
  targetId: row.targetId,
  reason: row.reason,
  details: row.details,
  status: row.status,
  resolution: row.resolution,
  action: row.action,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});
const toTicket = (row: TicketRow, answeredBy: string | null): Ticket => ({
  id: row.id,
  subject: row.subject,
  category: row.category,
  message: row.message,
  status: row.status,
  answer: row.answer,
  answeredBy,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
const notFound = () => new HttpError(404, 'REVIEW_ITEM_NOT_FOUND', 'That review item does not exist.');

export async function createFlag(db: Database, reporter: SessionUser, request: FlagRequest): Promise<Flag> {
  const target = flagTargets[request.targetKind];
  if (!(await target.visibleTo(db, request.targetId, reporter)))
    throw new HttpError(
      404,
      'FLAG_TARGET_NOT_FOUND',
      'There is nothing to report there: the item does not exist or is not visible to you.',
    );
  const [row] = await db
    .insert(contentFlags)
    .values({ ...request, reporterId: reporter.id })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new HttpError(409, 'ALREADY_REPORTED', 'You have already reported this; an admin will look at it.');
  return toFlag(row);
}

export async function myFlags(db: Database, reporterId: string): Promise<Flag[]> {
  const rows = await db
    .select()
    .from(contentFlags)
    .where(eq(contentFlags.reporterId, reporterId))
    .orderBy(desc(contentFlags.createdAt))
    .limit(50);
  return rows.map(toFlag);
}

export async function createTicket(
  db: Database,
  requester: SessionUser,
  request: TicketRequest,
): Promise<Ticket> {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...request, userId: requester.id })
    .returning();
  if (!row) throw new HttpError(500, 'TICKET_SAVE_FAILED', 'The ticket could not be saved.');
  return toTicket(row, null);
}

export async function myTickets(db: Database, requesterId: string): Promise<Ticket[]> {
  const answerer = user;
  const rows = await db
    .select({ ticket: supportTickets, answeredBy: answerer.name })
    .from(supportTickets)
    .leftJoin(answerer, eq(answerer.id, supportTickets.answeredBy))
    .where(eq(supportTickets.userId, requesterId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(50);
  return rows.map((r) => toTicket(r.ticket, r.answeredBy));
}

export async function closeTicket(db: Database, requester: SessionUser, id: string): Promise<Ticket> {
  const [row] = await db
    .update(supportTickets)
    .set({ status: 'closed' })
    .where(ownTicket(requester.id, id))
    .returning();
  if (!row) throw ticketNotFound();
  return toTicket(row, null);
}

async function flagItem(db: Database, row: FlagRow, reporter: string): Promise<ReviewItem> {
  const target = (await flagTargets[row.targetKind].preview(db, row.targetId)) ?? {
    title: 'Deleted item',
    excerpt: 'The reported item no longer exists.',
    link: null,
    owner: null,
    hidden: true,
  };
  return { type: 'flag', flag: toFlag(row), reporter, target };
}

export async function reviewQueue(
  db: Database,
  query: { type: 'all' | 'flag' | 'ticket'; status: 'open' | 'closed' },
): Promise<{ items: ReviewItem[]; openFlags: number; openTickets: number }> {
  const open = query.status === 'open';
  const items: ReviewItem[] = [];
  if (query.type !== 'ticket') {
    const rows = await db
      .select({ flag: contentFlags, reporter: user.name })
      .from(contentFlags)
      .innerJoin(user, eq(user.id, contentFlags.reporterId))
      .where(open ? eq(contentFlags.status, 'open') : ne(contentFlags.status, 'open'))
      .orderBy(open ? asc(contentFlags.createdAt) : desc(contentFlags.resolvedAt))
      .limit(100);
    for (const row of rows) items.push(await flagItem(db, row.flag, row.reporter));
  }
  if (query.type !== 'flag') {
    const rows = await db
      .select({ ticket: supportTickets, requester: user.name, email: user.email })
      .from(supportTickets)
      .innerJoin(user, eq(user.id, supportTickets.userId))
      .where(
        open ? eq(supportTickets.status, 'open') : inArray(supportTickets.status, ['answered', 'closed']),
      )
      .orderBy(open ? asc(supportTickets.createdAt) : desc(supportTickets.createdAt))
      .limit(100);
    for (const row of rows)
      items.push({
        type: 'ticket',
        ticket: toTicket(row.ticket, null),
        requester: row.requester,
        email: row.email,
      });
  }
  const createdAt = (item: ReviewItem) =>
    item.type === 'flag' ? item.flag.createdAt : item.ticket.createdAt;
  items.sort((x, y) =>
    open ? createdAt(x).localeCompare(createdAt(y)) : createdAt(y).localeCompare(createdAt(x)),
  );
  const [flags] = await db.select({ n: count() }).from(contentFlags).where(eq(contentFlags.status, 'open'));
  const [tickets] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'));
  return { items, openFlags: flags?.n ?? 0, openTickets: tickets?.n ?? 0 };
}

/** One queue item by id: flags and tickets share the id space of UUIDs. */
export async function reviewItem(db: Database, id: string): Promise<ReviewItem> {
  const [flag] = await db
    .select({ flag: contentFlags, reporter: user.name })
    .from(contentFlags)
    .innerJoin(user, eq(user.id, contentFlags.reporterId))
    .where(eq(contentFlags.id, id));
  if (flag) return flagItem(db, flag.flag, flag.reporter);
  const answerer = user;
  const [ticket] = await db
    .select({ ticket: supportTickets, requester: user.name, email: user.email })
    .from(supportTickets)
    .innerJoin(user, eq(user.id, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  if (!ticket) throw notFound();
  const [by] = ticket.ticket.answeredBy
    ? await db.select({ name: answerer.name }).from(answerer).where(eq(answerer.id, ticket.ticket.answeredBy))
    : [];
  return {
    type: 'ticket',
    ticket: toTicket(ticket.ticket, by?.name ?? null),
    requester: ticket.requester,
    email: ticket.email,
  };
}

/**
 * An admin's decision on a report. "hide" takes the item down the way its kind allows and
 * settles every open report of the same item with the same note; "dismiss" settles this one.
 */
export async function resolveFlag(
  db: Database,
  admin: SessionUser,
  id: string,
  decision: { decision: 'dismiss' | 'hide'; note: string },
): Promise<ReviewItem> {
  const [row] = await db.select().from(contentFlags).where(eq(contentFlags.id, id));
  if (!row) throw notFound();
  if (row.status !== 'open')
    throw new HttpError(409, 'ALREADY_RESOLVED', 'This report has already been dealt with.');
  const settled = {
    status: decision.decision === 'hide' ? ('resolved' as const) : ('dismissed' as const),
    resolution: decision.note,
    action: decision.decision === 'hide' ? ('hidden' as const) : ('none' as const),
    resolvedBy: admin.id,
    resolvedAt: new Date(),
  };
  if (decision.decision === 'hide') {
    await flagTargets[row.targetKind].hide(db, row.targetId, decision.note);
    await db
      .update(contentFlags)
      .set(settled)
      .where(
        and(
          eq(contentFlags.targetKind, row.targetKind),
          eq(contentFlags.targetId, row.targetId),
          eq(contentFlags.status, 'open'),
        ),
      );
  } else {
    await db.update(contentFlags).set(settled).where(eq(contentFlags.id, id));
  }
  return reviewItem(db, id);
}

export async function answerTicket(
  db: Database,
  admin: SessionUser,
  id: string,
  answer: string,
): Promise<ReviewItem> {
  const [row] = await db
    .update(supportTickets)
    .set({ answer, status: 'answered', answeredBy: admin.id, answeredAt: new Date() })
    .where(and(eq(supportTickets.id, id), ne(supportTickets.status, 'closed')))
    .returning();
  if (!row) {
    const [exists] = await db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.id, id));
    if (!exists) throw notFound();
    throw new HttpError(409, 'TICKET_CLOSED', 'The requester closed this ticket.');
  }
  return reviewItem(db, id);
}
