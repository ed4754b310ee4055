import { z } from 'zod';

/** The tiers a player can pay for (free is what everyone has without paying). */
export const paidTierSchema = z.enum(['warrior', 'commander', 'emperor']);
export type PaidTier = z.infer<typeof paidTierSchema>;

export const billingIntervalSchema = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Where an account's tier comes from: nobody (free), an admin's grant, or a Stripe subscription. */
export const tierSourceSchema = z.enum(['free', 'admin', 'stripe']);
export type TierSource = z.infer<typeof tierSourceSchema>;

/** One price a tier is sold at, read from Stripe (amounts in the currency's minor unit). */
export const tierPriceSchema = z.object({
  tier: paidTierSchema,
  interval: billingIntervalSchema,
  amount: z.number().int(),
  currency: z.string(),
});
export type TierPrice = z.infer<typeof tierPriceSchema>;

/** A paid (or failed) invoice of the player's subscription, as Stripe reported it. */
export const billingInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  periodEnd: z.string().nullable(),
  hostedInvoiceUrl: z.string().nullable(),
  /** The balance this payment topped the credits up to; null when it topped up nothing. */
  creditsToppedUpTo: z.number().int().nullable(),
  createdAt: z.string(),
});

export const billingSubscriptionSchema = z.object({
  tier: paidTierSchema,
  interval: billingIntervalSchema,
  /** Stripe's status: active, trialing, past_due (retrying a failed payment), canceled, unpaid, … */
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const billingReplySchema = z.object({
  /** 'off' when this server has no Stripe keys: tiers are granted by admins only. */
  payments: z.enum(['stripe', 'off']),
  /** Empty when payments are off, or when Stripe could not be reached (pricesUnavailable). */
  prices: z.array(tierPriceSchema),
  pricesUnavailable: z.boolean(),
  tierSource: tierSourceSchema,
  /** The player's live Stripe subscription, if any. */
  subscription: billingSubscriptionSchema.nullable(),
  invoices: z.array(billingInvoiceSchema),
  /** Set while Stripe is retrying a failed payment: what the player should do. */
  paymentProblem: z.string().nullable(),
});
export type BillingReply = z.infer<typeof billingReplySchema>;

export const planChoiceSchema = z.object({ tier: paidTierSchema, interval: billingIntervalSchema });
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/** Where to send the browser next (Stripe Checkout or the customer portal). */
export const billingRedirectSchema = z.object({ url: z.string().url() });

export const PAYMENTS_OFF_MESSAGE =
  'This server takes no payments. An admin grants Warrior, Commander and Emperor: ask through Support.';
