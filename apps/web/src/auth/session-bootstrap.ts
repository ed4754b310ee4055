import type { MeReply } from '@muster/contracts/auth';
import { sessionBootstrapElementId } from '@muster/contracts/auth-messages';

/**
 * The session the server wrote into the page it served (apps/server/src/http/spa-shell.ts), as
 * GET /api/me would answer it, taken out of the page so it is read once, at start-up. Undefined
 * when the page came without one (the service worker's saved copy, the development server) or
 * with one that is not such an answer: the app then asks the server, as before.
 */
export function takeBootstrappedSession(doc: Document): MeReply | undefined {
  const element = doc.getElementById(sessionBootstrapElementId);
  if (!element) return undefined;
  element.remove();
  try {
    // Written by the server from the same reply GET /api/me sends (checked against meReplySchema
    // there); a block without a user field is not one.
    const reply: unknown = JSON.parse(element.textContent ?? '');
    return typeof reply === 'object' && reply !== null && 'user' in reply ? (reply as MeReply) : undefined;
  } catch {
    return undefined;
  }
}
