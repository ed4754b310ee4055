import { z } from 'zod';

/** Site-wide settings (spec 000 /admin/settings). Each one changes what the server does. */
export const siteSettingsSchema = z.object({
  /** When false, new accounts cannot be created (existing users still sign in). */
  signupsOpen: z.boolean(),
  /** A notice every page shows under the header; empty shows nothing. */
  announcement: z.string().trim().max(280, 'The announcement can be at most 280 characters.'),
  /** Meta rates from fewer games than this carry a small-sample warning. */
  metaSmallSampleBelow: z
    .number()
    .int('The small-sample threshold must be a whole number.')
    .min(5, 'The small-sample threshold must be between 5 and 1000 games.')
    .max(1000, 'The small-sample threshold must be between 5 and 1000 games.'),
  /** When false, community threads are read-only for everyone but admins. */
  communityPostingOpen: z.boolean(),
  /** Muster's share of each event ticket sold through Stripe Connect, in percent (0: none). */
  ticketPlatformFeePercent: z
    .number()
    .min(0, 'The platform fee must be between 0 and 20 %.')
    .max(20, 'The platform fee must be between 0 and 20 %.')
    .multipleOf(0.1, 'The platform fee takes at most one decimal place.'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const defaultSiteSettings: SiteSettings = {
  signupsOpen: true,
  announcement: '',
  metaSmallSampleBelow: 30,
  communityPostingOpen: true,
  ticketPlatformFeePercent: 0,
};

/** What every visitor's shell needs to know. */
export const publicSiteSchema = z.object({ announcement: z.string(), signupsOpen: z.boolean() });
export type PublicSite = z.infer<typeof publicSiteSchema>;
export const siteSettingsReplySchema = z.object({
  settings: siteSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
