// The auth messages and the session element's id, as plain values: the web app's start-up code
// reads them, and this module builds no schema (so it does not bring zod into the first load).

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
