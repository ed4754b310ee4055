// better-auth marks secure cookies with the `__Secure-` prefix. Muster's session cookie uses the
// stricter `__Host-` prefix (Secure, Path=/, no Domain), so names are translated at the boundary.

const SECURE = '__Secure-';
const HOST = '__Host-';

/** Outgoing Set-Cookie: `__Secure-muster.x=…` becomes `__Host-muster.x=…` (path is already /). */
export function toHostPrefixedSetCookie(setCookie: string): string {
  if (!setCookie.startsWith(`${SECURE}muster.`)) return setCookie;
  const withoutDomain = setCookie.replace(/;\s*Domain=[^;]*/i, '');
  return HOST + withoutDomain.slice(SECURE.length);
}

/** Incoming Cookie header: `__Host-muster.x` is handed to better-auth as `__Secure-muster.x`. */
export function fromHostPrefixedCookieHeader(cookieHeader: string): string {
  return cookieHeader.replace(/(^|;\s*)__Host-muster\./g, `$1${SECURE}muster.`);
}
