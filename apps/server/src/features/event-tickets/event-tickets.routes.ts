import {
  apiErrorSchema,
  entryParamsSchema,
  registrationSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import { billingRedirectSchema } from '@muster/contracts/billing';
import {
  entryPaymentSchema,
  eventTicketsReplySchema,
  payoutAccountSchema,
  ticketSettingsSchema,
} from '@muster/contracts/event-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { askStripe, type Billing } from '../billing/stripe-client';
import {
  entryPayments,
  refundTicket,
  registrationsCsv,
  saveTicketSettings,
  startTicketCheckout,
  ticketsView,
} from './event-tickets.service';
import { payoutAccountView, startPayoutOnboarding } from './payouts.service';

const tags = ['event tickets'];
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
const writes = { access: 'user' as const, rateLimit: { max: 20, timeWindow: 60_000 } };
/** A path on this app to come back to after Stripe's onboarding (never another site). */
const localPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[\w\-/?=&.%]*$/, 'Give a path on this site, such as /tournament/…/manage.');

export const eventTicketRoutes: FastifyPluginAsyncZod<{
  db: Database;
  billing: Billing | null;
  publicOrigin: string;
}> = async (app, { db, billing, publicOrigin }) => {
  app.get(
    '/api/billing/payouts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your Stripe account for ticket money, as Stripe has it now',
        response: { 200: payoutAccountSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return askStripe(() => payoutAccountView(db, billing, viewer.id));
    },
  );

  app.post(
    '/api/billing/payouts/onboarding',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Open Stripe’s onboarding for your payout account; answers the page to go to',
        body: z.object({ returnTo: localPath }),
        response: { 200: billingRedirectSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return askStripe(() =>
        startPayoutOnboarding(db, billing, viewer, `${publicOrigin}${request.body.returnTo}`),
      );
    },
  );

  app.get(
    '/api/tournaments/:id/tickets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The event’s ticket (fee, early bird, refund date), what it costs now, and yours',
        params: tournamentIdParamsSchema,
        response: { 200: eventTicketsReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return ticketsView(db, billing, request.params.id, viewer?.id ?? null);
    },
  );

  app.put(
    '/api/tournaments/:id/tickets',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Set the event’s ticket, paid into your Stripe account; null makes entry free',
        params: tournamentIdParamsSchema,
        body: z.object({ settings: ticketSettingsSchema.nullable() }),
        response: { 200: eventTicketsReplySchema, ...errors },
      },
    },
    async (request) =>
      saveTicketSettings(db, billing, await requireUser(request), request.params.id, request.body.settings),
  );

  app.post(
    '/api/tournaments/:id/tickets/checkout',
    {
      config: writes,
      schema: {
        tags,
        summary:
          'Register and pay: a seat opens Stripe Checkout (held while you pay); a full event puts you on the waitlist',
        params: tournamentIdParamsSchema,
        body: registrationSchema,
        response: {
          200: z.union([billingRedirectSchema, z.object({ waitlisted: z.literal(true) })]),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return askStripe(() =>
        startTicketCheckout(db, billing, viewer, request.params.id, publicOrigin, request.body.club ?? null),
      );
    },
  );

  app.post(
    '/api/tournaments/:id/tickets/refund',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Refund your own ticket before the event’s refund date; your seat goes to the waitlist',
        params: tournamentIdParamsSchema,
        response: { 200: eventTicketsReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      await askStripe(() =>
        refundTicket(db, billing, { kind: 'player', userId: viewer.id }, request.params.id),
      );
      return ticketsView(db, billing, request.params.id, viewer.id);
    },
  );

  app.post(
    '/api/tournaments/:id/entries/:entryId/refund',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Organiser: refund a player’s ticket (any time); before the event the seat is freed',
        params: entryParamsSchema,
        response: { 200: z.array(entryPaymentSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { id, entryId } = request.params;
      await askStripe(() => refundTicket(db, billing, { kind: 'organiser', viewer, entryId }, id));
      return entryPayments(db, viewer, id);
    },
  );

  app.get(
    '/api/tournaments/:id/registrations.csv',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Organiser: the registration table as CSV, with who paid what, when, and refunds',
        params: tournamentIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await registrationsCsv(db, await requireUser(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registrations-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/tournaments/:id/ticket-payments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Organiser: each entry’s ticket payment (paid or refunded, amount, when, by whom)',
        params: tournamentIdParamsSchema,
        response: { 200: z.array(entryPaymentSchema), ...errors },
      },
    },
    async (request) => entryPayments(db, await requireUser(request), request.params.id),
  );
};
