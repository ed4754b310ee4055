import { type MeReply, meReplySchema, sessionBootstrapElementId } from '@muster/contracts/auth';

/**
 * The session the server wrote into the page it served (apps/server/src/http/spa-shell.ts), as
 * GET /api/me would answer it, taken out of the page so it is read once, at start-up. Undefined
 * when the page came without one (the service worker's saved copy, the development server) or
 * with one that does not read as the contract says: the app then asks the server, as before.
 */
export function takeBootstrappedSession(doc: Document): MeReply | undefined {
  const element = doc.getElementById(sessionBootstrapElementId);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = meReplySchema.safeParse(JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
