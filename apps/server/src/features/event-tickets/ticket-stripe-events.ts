import type { Database } from '../../db/database';
import type { TicketEvents } from '../billing/stripe-events.job';
import { applyTicketRefund, ticketCheckoutExpired, ticketPaid } from './event-tickets.service';

/** What billing's Stripe webhook handler does to tickets (passed in by background-jobs.ts). */
export function ticketStripeEvents(db: Database): TicketEvents {
  return {
    paid: (session) => ticketPaid(db, session),
    checkoutExpired: (session) => ticketCheckoutExpired(db, session),
    // A refund made in Stripe's dashboard is the organiser's (one made here was applied already).
    refunded: (paymentIntentId) => applyTicketRefund(db, paymentIntentId, 'organiser'),
  };
}
