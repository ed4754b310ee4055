import { safeNextPath } from './safe-next';

/**
 * Where a provider sign-in lands: the page the visitor was going to (the same `safe-next` rule as
 * e-mail sign-in), onboarding for a new account, the sign-in page (keeping `next`) on failure.
 */
export function providerSignInTargets(next: string | null) {
  const landing = safeNextPath(next);
  return {
    callbackURL: landing,
    newUserCallbackURL: '/onboarding/questionnaire',
    errorCallbackURL: next ? `/login?next=${encodeURIComponent(landing)}` : '/login',
  };
}

const STATE_FAILURE =
  'That sign-in was not started from this browser, or it took too long. Please try again.';
const GENERIC_FAILURE =
  'Signing in with that provider did not work. Please try again, or use your e-mail address and password.';

/** The `error` codes a failed provider sign-in comes back with, in words (never the provider's own text). */
const messages: Record<string, string> = {
  access_denied: 'Sign-in was cancelled at the provider. Nothing was changed.',
  login_required: 'Sign-in was not completed at the provider. Please try again.',
  consent_required: 'Sign-in was not completed at the provider. Please try again.',
  interaction_required: 'Sign-in was not completed at the provider. Please try again.',
  account_not_linked:
    'An account with this e-mail address already exists, and the provider has not confirmed the address is yours. Sign in with your e-mail address and password.',
  EMAIL_NOT_VERIFIED:
    'The provider has not verified your e-mail address. Verify it there and try again, or create an account with your e-mail address.',
  email_not_found:
    'The provider did not share your e-mail address. Allow Muster to see it and try again, or use your e-mail address and password.',
  SIGNUPS_CLOSED: 'Sign-ups are closed at the moment. Existing members can still sign in.',
  state_mismatch: STATE_FAILURE,
  state_not_found: STATE_FAILURE,
  state_invalid: STATE_FAILURE,
  please_restart_the_process: STATE_FAILURE,
};

/** The message for a provider sign-in that came back with `error`, or null when there is none. */
export function providerErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return Object.hasOwn(messages, code) ? (messages[code] ?? GENERIC_FAILURE) : GENERIC_FAILURE;
}
