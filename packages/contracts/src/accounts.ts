import { z } from 'zod';
import { appRoleSchema, appTierSchema } from './auth';

export const tierPlanSchema = z.object({
  tier: appTierSchema,
  label: z.string(),
  /** The balance is topped back up to this on the first of every month (never above, never down). */
  includedCredits: z.number().int(),
  /** Coaching sessions paid with credits, phrased by the language model when one is configured. */
  aiCoaching: z.boolean(),
  /** Coaching sessions a month that cost nothing, always answered by Muster's rules engine. */
  freeCoachingSessions: z.number().int(),
});
export type TierPlan = z.infer<typeof tierPlanSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});

export const subscriptionReplySchema = z.object({
  tier: appTierSchema,
  credits: z.number().int(),
  aiCoaching: z.boolean(),
  expiresAt: z.string().nullable(),
  autoRenew: z.boolean(),
  plans: z.array(tierPlanSchema),
  /** The current calendar month (UTC): what has been used and when the allowance comes back. */
  thisMonth: z.object({
    periodStart: z.iso.date(),
    nextTopUp: z.iso.date(),
    creditsSpent: z.number().int(),
    analyses: z.number().int(),
    coachingSessions: z.number().int(),
    freeCoachingSessionsUsed: z.number().int(),
  }),
  history: z.array(ledgerEntrySchema),
});
export type SubscriptionReply = z.infer<typeof subscriptionReplySchema>;

/** Spec 001 §5: user and roster ids are 36-character UUIDs. */
export const userIdParamsSchema = z.object({
  userId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid user_id format'),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: appRoleSchema,
  tier: appTierSchema,
  credits: z.number().int(),
  banned: z.boolean(),
  activeSessions: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

export const adminUsersReplySchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });

export const adminUserUpdateSchema = z
  .object({ role: appRoleSchema.optional(), tier: appTierSchema.optional() })
  .refine((value) => value.role !== undefined || value.tier !== undefined, {
    message: 'Give a role or a tier to change.',
  });

export const grantCreditsSchema = z.object({
  amount: z.number().int().positive('Credit amounts must be positive whole numbers.').max(100_000),
  reason: z.string().trim().min(1, 'Give a reason for the grant.').max(200),
});

export const revokeSessionsReplySchema = z.object({ revoked: z.number().int() });
