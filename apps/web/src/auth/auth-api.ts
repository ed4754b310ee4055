import type { MeReply, ShellUserReply } from '@muster/contracts/auth';
import { authMessages } from '@muster/contracts/auth-messages';
import type { AuthErrorCode, ErrorCode } from '@muster/contracts/error-codes';
import { apiErrorOf } from '../api/api-error-envelope';
import { QUIET_HEADER } from '../errors/fetch-monitor';

/** A failure the form shows next to its fields. */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** Whether the server answered this code; a code not in the catalogue fails the type check. */
  is(code: ErrorCode | AuthErrorCode): boolean {
    return this.code === code;
  }
}

async function postAuth(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [QUIET_HEADER]: '1' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorOf(payload);
    if (response.status === 429)
      throw new AuthRequestError(
        error?.message ?? 'Too many attempts. Please wait a minute.',
        'RATE_LIMITED',
        429,
      );
    throw new AuthRequestError(
      error?.message ?? authMessages.generic,
      error?.code ?? 'UNKNOWN',
      response.status,
    );
  }
  return payload;
}

export async function fetchCurrentUser(): Promise<ShellUserReply | null> {
  const response = await fetch('/api/me', { headers: { [QUIET_HEADER]: '1' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Session check failed: ${response.status} ${response.statusText}`);
  // The server checks its reply against meReplySchema before sending it (see api-client.ts).
  const reply = (await response.json()) as MeReply;
  return reply.user;
}

export type SignInOutcome = { twoFactorRequired: boolean };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const reply = await postAuth('/sign-in/email', { email, password, rememberMe: true });
  const twoFactorRequired =
    typeof reply === 'object' &&
    reply !== null &&
    'twoFactorRedirect' in reply &&
    reply.twoFactorRedirect === true;
  return { twoFactorRequired };
}

/**
 * Starts sign-in with a provider (Discord, Google, OpenID Connect): better-auth records the state
 * and answers the provider's authorization URL, which the page then navigates to. The targets are
 * paths on this app: where to land, where a new account lands, where a failure lands.
 */
export async function startProviderSignIn(
  provider: string,
  targets: { callbackURL: string; newUserCallbackURL: string; errorCallbackURL: string },
): Promise<string> {
  const reply = await postAuth('/sign-in/social', { provider, ...targets, disableRedirect: true });
  // better-auth's reply (not one of our contracts): only an absolute http(s) address is followed.
  const url = typeof reply === 'object' && reply !== null && 'url' in reply ? reply.url : null;
  if (typeof url !== 'string' || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new AuthRequestError(authMessages.generic, 'INVALID_REPLY', 500);
  return url;
}

export async function signUp(input: { email: string; password: string; username: string }): Promise<void> {
  await postAuth('/sign-up/email', { ...input, name: input.username });
}

export async function signOut(): Promise<void> {
  await postAuth('/sign-out', {});
}

export async function verifyTwoFactor(code: string, kind: 'totp' | 'backup'): Promise<void> {
  await postAuth(kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', {
    code,
    trustDevice: false,
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await postAuth('/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await postAuth('/reset-password', { token, newPassword });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await postAuth('/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

export type TwoFactorEnrolment = { totpURI: string; backupCodes: string[] };

export async function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  const reply = await postAuth('/two-factor/enable', { password });
  // better-auth's reply (not one of our contracts), checked before the page shows it.
  if (typeof reply === 'object' && reply !== null && 'totpURI' in reply && 'backupCodes' in reply) {
    const { totpURI, backupCodes } = reply;
    if (
      typeof totpURI === 'string' &&
      Array.isArray(backupCodes) &&
      backupCodes.every((c) => typeof c === 'string')
    )
      return { totpURI, backupCodes };
  }
  throw new AuthRequestError('Unexpected data structure from server.', 'INVALID_REPLY', 500);
}

export async function confirmTwoFactor(code: string): Promise<void> {
  await postAuth('/two-factor/verify-totp', { code });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await postAuth('/two-factor/disable', { password });
}

export async function requestEmailChange(newEmail: string, password: string): Promise<void> {
  await postAuth('/change-email', { newEmail, password, callbackURL: '/settings' });
}
