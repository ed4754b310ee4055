import type { EntryPayment, EventTicketsReply, TicketSettings } from '@muster/contracts/event-tickets';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { ensureCustomer } from '../billing/billing.queries';
import { formatMoney } from '../billing/billing-messages';
import type { Billing } from '../billing/stripe-client';
import { type NewNotification, notifyUsers } from '../notifications/notify';
import { readSiteSettings } from '../site-settings/site-settings.service';
import { csvField } from '../tournaments/export-formats';
import { promoteFromWaitlist, register } from '../tournaments/registration.service';
import { requireEventManager } from '../tournaments/tournament.policy';
import { notifyTournamentChanged } from '../tournaments/tournament-updates';
import { findTournamentRow, type TournamentRow, type Viewer } from '../tournaments/tournaments.queries';
import { tournamentEntries, tournaments } from '../tournaments/tournaments.table';
import { requireTicketSeller } from './event-ticket.policy';
import { eventTickets, payoutAccounts, ticketPayments } from './event-tickets.table';

type Account = { id: string; email: string; role: NonNullable<Viewer>['role'] };
type TicketRow = typeof eventTickets.$inferSelect;

/** Stripe keeps an unpaid Checkout page open at least 30 minutes; the seat is held that long. */
const CHECKOUT_HOLD_SECONDS = 30 * 60 + 60;

export const PAYMENTS_OFF = () =>
  new HttpError(503, 'PAYMENTS_OFF', 'This server takes no payments, so events cannot sell tickets here.');

/** The fee a ticket bought at `now` costs: the early-bird fee until its end, then the entry fee. */
function ticketPrice(ticket: Pick<TicketRow, 'fee' | 'earlyBirdFee' | 'earlyBirdUntil'>, now = new Date()) {
  const earlyBird =
    ticket.earlyBirdFee !== null && ticket.earlyBirdUntil !== null && now < ticket.earlyBirdUntil;
  return { amount: earlyBird ? (ticket.earlyBirdFee ?? ticket.fee) : ticket.fee, earlyBird };
}

/** Muster's share of a ticket at the admin's percentage, in whole minor units (rounded half up). */
function platformFee(amount: number, percent: number): number {
  return Math.round((amount * Math.round(percent * 10)) / 1000);
}

async function ticketOf(db: Pick<Database, 'select'>, tournamentId: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(eventTickets).where(eq(eventTickets.tournamentId, tournamentId));
  return row ?? null;
}

const settingsOf = (ticket: TicketRow): TicketSettings => ({
  currency: ticket.currency,
  fee: ticket.fee,
  earlyBirdFee: ticket.earlyBirdFee,
  earlyBirdUntil: ticket.earlyBirdUntil?.toISOString() ?? null,
  refundUntil: ticket.refundUntil?.toISOString() ?? null,
});

const refundOpen = (ticket: TicketRow | null, now = new Date()) =>
  ticket?.refundUntil ? now <= ticket.refundUntil : false;

export async function ticketsView(
  db: Database,
  billing: Billing | null,
  tournamentId: string,
  viewerId: string | null,
): Promise<EventTicketsReply> {
  const row = await findTournamentRow(db, tournamentId);
  const ticket = billing ? await ticketOf(db, tournamentId) : null;
  const [payout] = await db
    .select({ ready: payoutAccounts.chargesEnabled })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, row.organiserId));
  const [mine] = viewerId
    ? await db
        .select()
        .from(ticketPayments)
        .where(and(eq(ticketPayments.tournamentId, tournamentId), eq(ticketPayments.userId, viewerId)))
        .orderBy(desc(ticketPayments.createdAt))
        .limit(1)
    : [];
  const price = ticket ? ticketPrice(ticket) : null;
  return {
    payments: billing ? 'stripe' : 'off',
    settings: ticket ? settingsOf(ticket) : null,
    price:
      ticket && price
        ? { amount: price.amount, currency: ticket.currency, earlyBird: price.earlyBird }
        : null,
    organiserReady: payout?.ready ?? false,
    mine: mine
      ? {
          status: mine.status,
          amount: mine.amount,
          currency: mine.currency,
          paidAt: mine.paidAt?.toISOString() ?? null,
          refundedAt: mine.refundedAt?.toISOString() ?? null,
          refundable: mine.status === 'paid' && refundOpen(ticket),
        }
      : null,
  };
}

/** The organiser sets (or, with null, removes) the event's ticket; paid into their Stripe account. */
export async function saveTicketSettings(
  db: Database,
  billing: Billing | null,
  viewer: NonNullable<Viewer>,
  tournamentId: string,
  settings: TicketSettings | null,
) {
  const row = await requireTicketSeller(db, tournamentId, viewer);
  // Without payments an organiser can still make entry free again.
  if (!billing && settings !== null) throw PAYMENTS_OFF();
  if (row.format === 'teams')
    throw new HttpError(
      409,
      'TEAMS_EVENT',
      'Tickets are sold for singles events; a teams event collects its fees itself.',
    );
  if (row.status !== 'registration')
    throw new HttpError(
      409,
      'REGISTRATION_CLOSED',
      'Tickets can only be changed while registration is open.',
    );
  if (settings === null) {
    const [sold] = await db
      .select({ id: ticketPayments.id })
      .from(ticketPayments)
      .where(and(eq(ticketPayments.tournamentId, tournamentId), eq(ticketPayments.status, 'paid')))
      .limit(1);
    if (sold)
      throw new HttpError(
        409,
        'TICKETS_SOLD',
        'Tickets have been sold: refund them before making entry free.',
      );
    await db.delete(eventTickets).where(eq(eventTickets.tournamentId, tournamentId));
    return ticketsView(db, billing, tournamentId, viewer.id);
  }
  const [payout] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, viewer.id));
  if (!payout?.chargesEnabled)
    throw new HttpError(
      409,
      'PAYOUTS_NOT_READY',
      'Connect your Stripe account first (Tickets → Connect Stripe), so the entry fees are paid to you.',
    );
  const values = {
    currency: settings.currency,
    fee: settings.fee,
    earlyBirdFee: settings.earlyBirdFee,
    earlyBirdUntil: settings.earlyBirdUntil ? new Date(settings.earlyBirdUntil) : null,
    refundUntil: settings.refundUntil ? new Date(settings.refundUntil) : null,
    payoutAccountId: payout.stripeAccountId,
    updatedAt: new Date(),
  };
  await db
    .insert(eventTickets)
    .values({ tournamentId, ...values })
    .onConflictDoUpdate({ target: eventTickets.tournamentId, set: values });
  return ticketsView(db, billing, tournamentId, viewer.id);
}

/**
 * A player buys a ticket: they are registered as usual (a seat, pending approval, or the
 * waitlist); with a seat, Stripe Checkout opens and holds it while they pay. The waitlist pays when
 * a seat comes free. Paying twice is refused; an unfinished Checkout is offered again.
 */
export async function startTicketCheckout(
  db: Database,
  billing: Billing | null,
  account: Account,
  tournamentId: string,
  publicOrigin: string,
  club: string | null = null,
): Promise<{ url: string } | { waitlisted: true }> {
  if (!billing) throw PAYMENTS_OFF();
  const ticket = await ticketOf(db, tournamentId);
  if (!ticket) throw new HttpError(409, 'FREE_ENTRY', 'This event has no entry fee: register instead.');
  const row = await findTournamentRow(db, tournamentId);
  const [existing] = await db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, account.id)));
  if (existing?.paid) throw new HttpError(409, 'ALREADY_PAID', 'Your ticket for this event is paid.');
  const entry =
    existing && existing.status !== 'withdrawn' && existing.status !== 'dropped'
      ? { id: existing.id, status: existing.status }
      : await register(db, account, tournamentId, club ?? existing?.club ?? null, { buyingTicket: true });
  if (entry.status === 'waitlisted') return { waitlisted: true };

  const [open] = await db
    .select()
    .from(ticketPayments)
    .where(and(eq(ticketPayments.entryId, entry.id), eq(ticketPayments.status, 'open')));
  if (open) {
    const session = await billing.stripe.checkout.sessions.retrieve(open.checkoutSessionId);
    if (session.status === 'open' && session.url) return { url: session.url };
    if (session.status === 'complete')
      throw new HttpError(409, 'ALREADY_PAID', 'Your payment is being confirmed.');
    await db.update(ticketPayments).set({ status: 'expired' }).where(eq(ticketPayments.id, open.id));
  }
  const { amount } = ticketPrice(ticket);
  const { ticketPlatformFeePercent } = await readSiteSettings(db);
  const fee = platformFee(amount, ticketPlatformFeePercent);
  const customer = await ensureCustomer(db, billing, account);
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    client_reference_id: account.id,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: ticket.currency,
          unit_amount: amount,
          product_data: { name: `Entry: ${row.name}` },
        },
      },
    ],
    payment_intent_data: {
      ...(fee > 0 ? { application_fee_amount: fee } : {}),
      transfer_data: { destination: ticket.payoutAccountId },
      metadata: { kind: 'ticket', tournamentId, entryId: entry.id, userId: account.id },
    },
    metadata: { kind: 'ticket', tournamentId, entryId: entry.id, userId: account.id },
    expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_HOLD_SECONDS,
    success_url: `${publicOrigin}/tournament/${tournamentId}?ticket=paid`,
    cancel_url: `${publicOrigin}/tournament/${tournamentId}?ticket=cancelled`,
  });
  if (!session.url) throw new HttpError(502, 'STRIPE_UNAVAILABLE', 'Stripe opened no checkout page.');
  await db.insert(ticketPayments).values({
    tournamentId,
    entryId: entry.id,
    userId: account.id,
    checkoutSessionId: session.id,
    amount,
    currency: ticket.currency,
    applicationFee: fee,
  });
  return { url: session.url };
}

/** Stripe says the Checkout was paid: the ticket is paid, and so is the entry. */
type TicketOutcome = { status: 'processed' | 'ignored'; payment?: typeof ticketPayments.$inferSelect };

export async function ticketPaid(db: Database, session: Stripe.Checkout.Session): Promise<TicketOutcome> {
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (session.payment_status !== 'paid') return { status: 'ignored' };
  return db.transaction(async (tx): Promise<TicketOutcome> => {
    const [payment] = await tx
      .update(ticketPayments)
      .set({ status: 'paid', paymentIntentId: paymentIntent ?? null, paidAt: new Date() })
      .where(
        and(
          eq(ticketPayments.checkoutSessionId, session.id),
          inArray(ticketPayments.status, ['open', 'expired']),
        ),
      )
      .returning();
    if (!payment) return { status: 'ignored' };
    await tx
      .update(tournamentEntries)
      .set({ paid: true, updatedAt: sql`now()` })
      .where(eq(tournamentEntries.id, payment.entryId));
    await notifyTournamentChanged(tx, payment.tournamentId);
    const [event] = await tx
      .select({ name: tournaments.name })
      .from(tournaments)
      .where(eq(tournaments.id, payment.tournamentId));
    await notifyUsers(tx, [ticketNotification('paid', payment, event?.name ?? 'the event')]);
    return { status: 'processed', payment };
  });
}

/**
 * An unpaid Checkout expired: the seat it held goes back (to the waitlist's first) unless the
 * player has paid since, or the organiser marked them paid.
 */
export async function ticketCheckoutExpired(
  db: Database,
  session: Stripe.Checkout.Session,
): Promise<'processed' | 'ignored'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(ticketPayments)
      .set({ status: 'expired' })
      .where(and(eq(ticketPayments.checkoutSessionId, session.id), eq(ticketPayments.status, 'open')))
      .returning();
    if (!payment) return 'ignored';
    const [row] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, payment.tournamentId))
      .for('update');
    const [released] = await tx
      .update(tournamentEntries)
      .set({ status: 'withdrawn', updatedAt: sql`now()` })
      .where(
        and(
          eq(tournamentEntries.id, payment.entryId),
          eq(tournamentEntries.paid, false),
          inArray(tournamentEntries.status, ['confirmed', 'pending']),
        ),
      )
      .returning({ id: tournamentEntries.id });
    if (released && row?.status === 'registration') await promoteFromWaitlist(tx, row);
    await notifyTournamentChanged(tx, payment.tournamentId);
    return 'processed';
  });
}

/** Records a refund (from our own call or Stripe's webhook, whichever comes first): once. */
export async function applyTicketRefund(
  db: Database,
  paymentIntentId: string,
  refundedBy: 'player' | 'organiser',
): Promise<TicketOutcome> {
  const outcome = await db.transaction(async (tx): Promise<TicketOutcome> => {
    const [payment] = await tx
      .update(ticketPayments)
      .set({ status: 'refunded', refundedAt: new Date(), refundedBy })
      .where(and(eq(ticketPayments.paymentIntentId, paymentIntentId), eq(ticketPayments.status, 'paid')))
      .returning();
    if (!payment) return { status: 'ignored' };
    const [row] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, payment.tournamentId))
      .for('update');
    const before = row?.status === 'registration';
    await tx
      .update(tournamentEntries)
      .set({ paid: false, ...(before ? { status: 'withdrawn' as const } : {}), updatedAt: sql`now()` })
      .where(eq(tournamentEntries.id, payment.entryId));
    if (before && row) await promoteFromWaitlist(tx, row);
    await notifyTournamentChanged(tx, payment.tournamentId);
    await notifyUsers(tx, [ticketNotification('refunded', payment, row?.name ?? 'the event')]);
    return { status: 'processed', payment };
  });
  return outcome;
}

/** The bell's word on a ticket: paid (a receipt) or refunded. */
function ticketNotification(
  what: 'paid' | 'refunded',
  payment: typeof ticketPayments.$inferSelect,
  eventName: string,
): NewNotification {
  const money = formatMoney(payment.amount, payment.currency);
  return {
    userId: payment.userId,
    kind: 'payment',
    title: what === 'paid' ? `Ticket paid: ${money}` : `Ticket refunded: ${money}`,
    body:
      what === 'paid'
        ? `Your ticket for ${eventName} is paid. See you there.`
        : `Your ticket for ${eventName} was refunded to the card you paid with, and your registration withdrawn.`,
    link: `/tournament/${payment.tournamentId}`,
    dedupeKey: `ticket-${what}:${payment.id}`,
  };
}

/**
 * Refunds a paid ticket through Stripe (the transfer to the organiser and Muster's fee are
 * reversed too). Players may until the event's refund date; organisers any time.
 */
export async function refundTicket(
  db: Database,
  billing: Billing | null,
  by:
    | { kind: 'player'; userId: string }
    | { kind: 'organiser'; viewer: NonNullable<Viewer>; entryId: string },
  tournamentId: string,
) {
  if (!billing) throw PAYMENTS_OFF();
  let row: TournamentRow;
  const where =
    by.kind === 'player'
      ? and(eq(ticketPayments.tournamentId, tournamentId), eq(ticketPayments.userId, by.userId))
      : and(eq(ticketPayments.tournamentId, tournamentId), eq(ticketPayments.entryId, by.entryId));
  if (by.kind === 'organiser') row = await requireEventManager(db, tournamentId, by.viewer);
  else row = await findTournamentRow(db, tournamentId);
  const [payment] = await db
    .select()
    .from(ticketPayments)
    .where(and(where, eq(ticketPayments.status, 'paid')));
  if (!payment?.paymentIntentId) throw new HttpError(409, 'NOT_PAID', 'There is no paid ticket to refund.');
  if (by.kind === 'player') {
    const ticket = await ticketOf(db, tournamentId);
    if (!refundOpen(ticket))
      throw new HttpError(
        409,
        'REFUND_CLOSED',
        ticket?.refundUntil
          ? `Refunds closed on ${ticket.refundUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC: ask the organiser.`
          : 'This event gives no refunds through Muster: ask the organiser.',
      );
    if (row.status !== 'registration')
      throw new HttpError(409, 'REFUND_CLOSED', 'The event has started: ask the organiser.');
  }
  await billing.stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, reverse_transfer: true, refund_application_fee: true },
    { idempotencyKey: `muster-ticket-refund-${payment.id}` },
  );
  await applyTicketRefund(db, payment.paymentIntentId, by.kind);
}

/** Each entry's latest ticket payment, for the organiser's table and the export. */
export async function entryPayments(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
): Promise<EntryPayment[]> {
  await requireEventManager(db, tournamentId, viewer);
  const rows = await db
    .selectDistinctOn([ticketPayments.entryId])
    .from(ticketPayments)
    .where(
      and(
        eq(ticketPayments.tournamentId, tournamentId),
        inArray(ticketPayments.status, ['paid', 'refunded']),
      ),
    )
    .orderBy(ticketPayments.entryId, desc(ticketPayments.createdAt));
  return rows.map((payment) => ({
    entryId: payment.entryId,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    refundedBy: payment.refundedBy ?? null,
  }));
}

const registrationColumns = [
  'player',
  'club',
  'status',
  'checked_in',
  'paid',
  'amount',
  'currency',
  'paid_at',
  'refunded_at',
  'refunded_by',
] as const;

/**
 * The registration table as CSV, with each player's ticket: who paid what and when, refunds and
 * by whom ("paid" is also yes for a player the organiser marked paid by hand, with no amount).
 */
export async function registrationsCsv(db: Database, viewer: Viewer, tournamentId: string): Promise<string> {
  const payments = new Map((await entryPayments(db, viewer, tournamentId)).map((p) => [p.entryId, p]));
  const rows = await db
    .select({
      id: tournamentEntries.id,
      username: user.username,
      name: user.name,
      club: tournamentEntries.club,
      status: tournamentEntries.status,
      checkedIn: tournamentEntries.checkedIn,
      paid: tournamentEntries.paid,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(asc(tournamentEntries.registeredAt), asc(tournamentEntries.id));
  const lines = rows.map((row) => {
    const payment = payments.get(row.id);
    const values: Record<(typeof registrationColumns)[number], string | number | null> = {
      player: row.username ?? row.name,
      club: row.club,
      status: row.status,
      checked_in: row.checkedIn ? 'yes' : 'no',
      paid: row.paid ? 'yes' : 'no',
      amount: payment ? (payment.amount / 100).toFixed(2) : null,
      currency: payment?.currency.toUpperCase() ?? null,
      paid_at: payment?.paidAt ?? null,
      refunded_at: payment?.refundedAt ?? null,
      refunded_by: payment?.refundedBy ?? null,
    };
    return registrationColumns.map((column) => csvField(values[column])).join(',');
  });
  return `${[registrationColumns.join(','), ...lines].join('\r\n')}\r\n`;
}
