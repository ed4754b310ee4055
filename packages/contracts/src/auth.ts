import { z } from 'zod';

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
/**
 * The id of the JSON data block in which the server writes GET /api/me's answer into the pages it
 * serves, so the app starts without asking (apps/server/src/http/spa-shell.ts writes it,
 * apps/web/src/auth/session-bootstrap.ts reads it).
 */
export const sessionBootstrapElementId = 'muster-session';

/** Spec 001 §8 messages the UI shows verbatim. */
export const authMessages = {
  invalidCredentials: 'Invalid login credentials',
  emailTaken: 'An account with this email address already exists. Please try logging in.',
  usernameTaken: 'That username is already taken. Please choose another.',
  notAuthenticated: 'User not authenticated',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have the necessary permissions to access this page.',
  generic: 'An unexpected error occurred. Please try again.',
} as const;

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
