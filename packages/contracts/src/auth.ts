import { z } from 'zod';

// Plain constants live in auth-messages.ts, which the browser's start-up code imports without zod.
export { authMessages, sessionBootstrapElementId } from './auth-messages';

export const appTierSchema = z.enum(['free', 'warrior', 'commander', 'emperor']);
export type AppTierName = z.infer<typeof appTierSchema>;
export const appRoleSchema = z.enum(['user', 'admin', 'super_user']);
export type AppRoleName = z.infer<typeof appRoleSchema>;

/** The signed-in user as the shell shows them (spec 000 §3). */
export const shellUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  appTier: appTierSchema,
  role: appRoleSchema,
  avatar: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  onboardingComplete: z.boolean(),
});
export type ShellUserReply = z.infer<typeof shellUserSchema>;
export const meReplySchema = z.object({ user: shellUserSchema.nullable() });
export type MeReply = z.infer<typeof meReplySchema>;

/** A sign-in provider the server has configured besides e-mail and password (spec 001 §7). */
export const authProviderSchema = z.object({
  /** better-auth's provider id: discord, google or oidc. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** What the button says after "Continue with". */
  label: z.string().min(1),
});
export type AuthProvider = z.infer<typeof authProviderSchema>;
export const authProvidersReplySchema = z.object({ providers: z.array(authProviderSchema) });
export type AuthProvidersReply = z.infer<typeof authProvidersReplySchema>;
