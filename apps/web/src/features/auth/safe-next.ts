/** Where a sign-in goes when `next` is missing, foreign or odd: the signed-in home page. */
export const SIGNED_IN_HOME = '/dashboard';

/** Any origin will do: `next` is resolved against it only to see whether it leaves it. */
const HERE = 'https://muster.invalid';

/**
 * The one place `next=` is read: what a sign-in (by password, second factor or provider), or a
 * visitor already signed in on /login, goes to. Only a path of this app is followed, and only in
 * the form the browser itself would read it: `next` is parsed as the URL parser does (which drops
 * tabs and newlines and reads `\` as `/`, so `/%09/evil.example` is `//evil.example`), anything
 * that leaves this origin goes home, and what is followed is the parsed path, never the raw text.
 * A path that is still odd (one that starts `//` once decoded, or leads back to sign-in) goes home.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return SIGNED_IN_HOME;
  // Only a path: not `https:…`, `javascript:…` or a bare `evil.example` relative to this page.
  if (!/^\s*[/\\]/.test(next)) return SIGNED_IN_HOME;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return SIGNED_IN_HOME;
  }
  if (url.origin !== HERE) return SIGNED_IN_HOME;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return SIGNED_IN_HOME;
  }
  // `/.//evil.example` parses to the path `//evil.example`; `/%2F%2Fevil.example` decodes to one.
  if (/^[/\\]{2}/.test(url.pathname) || /^[/\\]{2}/.test(decoded)) return SIGNED_IN_HOME;
  if (/^\/(login|signup)(\/|$)/i.test(decoded)) return SIGNED_IN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
