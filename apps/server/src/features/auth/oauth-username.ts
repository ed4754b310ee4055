const USERNAME_MAX = 30;
const USERNAME_MIN = 3;

/** Letters, digits, dots and underscores (the sign-up form's rule), lower case, at most 30. */
function toUsername(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9_.]+/g, '_')
    .replace(/([_.])[_.]+/g, '$1')
    .replace(/^[_.]+|[_.]+$/g, '')
    .toLowerCase()
    .slice(0, USERNAME_MAX)
    .replace(/[_.]+$/, '');
}

/**
 * Usernames to try, best first, for someone who signs up through a provider: the provider's own
 * handle (Discord username, OIDC preferred_username), else the part of the e-mail address before
 * the at-sign (the name the app already shows for someone without a username).
 */
export function usernameCandidates(hint: string | undefined, email: string): string[] {
  const candidates = [hint ?? '', email.split('@')[0] ?? ''].map(toUsername);
  const usable = [...new Set(candidates.filter((name) => name.length >= USERNAME_MIN))];
  return usable.length > 0 ? usable : ['player'];
}
