import { z } from 'zod';

/** Stripe's smallest charge is about 0.50 in most currencies; amounts are in minor units (cents). */
const MIN_TICKET = 50;
const MAX_TICKET = 100_000;

const amount = (what: string) =>
  z
    .number()
    .int(`The ${what} is a whole number of cents.`)
    .min(MIN_TICKET, `The ${what} must be at least 0.50.`)
    .max(MAX_TICKET, `The ${what} can be at most 1,000.00.`);

/**
 * The currencies tickets are sold in: all with two decimal places (amounts are in cents), which a
 * zero-decimal currency such as JPY would break.
 */
export const ticketCurrencies = [
  'eur',
  'gbp',
  'usd',
  'aud',
  'cad',
  'nzd',
  'chf',
  'sek',
  'nok',
  'dkk',
  'pln',
] as const;
export type TicketCurrency = (typeof ticketCurrencies)[number];

/** What an organiser sets for an event's tickets; no settings means entry is free. */
export const ticketSettingsSchema = z
  .object({
    currency: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(ticketCurrencies, {
          error: `Tickets are sold in ${ticketCurrencies.map((code) => code.toUpperCase()).join(', ')}.`,
        }),
      ),
    fee: amount('entry fee'),
    earlyBirdFee: amount('early-bird fee').nullable(),
    earlyBirdUntil: z.iso.datetime({ offset: true }).nullable(),
    /** Players can refund their own ticket until then; the organiser can refund any time. */
    refundUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine((value) => (value.earlyBirdFee === null) === (value.earlyBirdUntil === null), {
    message: 'Give the early-bird fee and its end together, or neither.',
    path: ['earlyBirdUntil'],
  })
  .refine((value) => value.earlyBirdFee === null || value.earlyBirdFee < value.fee, {
    message: 'The early-bird fee must be lower than the entry fee.',
    path: ['earlyBirdFee'],
  });
export type TicketSettings = z.infer<typeof ticketSettingsSchema>;

export const ticketPaymentStatusSchema = z.enum(['open', 'paid', 'refunded', 'expired']);

export const myTicketSchema = z.object({
  status: ticketPaymentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** True while the player may refund it themselves (before the refund date). */
  refundable: z.boolean(),
});

export const eventTicketsReplySchema = z.object({
  /** 'off' when this server takes no payments; then no event sells tickets. */
  payments: z.enum(['stripe', 'off']),
  settings: ticketSettingsSchema.nullable(),
  /** What a ticket costs now (the early-bird fee until its end), or null for a free event. */
  price: z.object({ amount: z.number().int(), currency: z.string(), earlyBird: z.boolean() }).nullable(),
  /** The organiser's Stripe account can take payments (shown to the organiser). */
  organiserReady: z.boolean(),
  mine: myTicketSchema.nullable(),
});
export type EventTicketsReply = z.infer<typeof eventTicketsReplySchema>;

/** An organiser's Stripe Connect account, which event tickets are paid into. */
export const payoutAccountSchema = z.object({
  payments: z.enum(['stripe', 'off']),
  accountId: z.string().nullable(),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** A ticket payment as the organiser's registration table and export show it. */
export const entryPaymentSchema = z.object({
  entryId: z.string(),
  status: ticketPaymentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundedBy: z.enum(['player', 'organiser']).nullable(),
});
export type EntryPayment = z.infer<typeof entryPaymentSchema>;
