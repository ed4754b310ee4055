import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Whose requests a route's limit counts together: a signed-in user's per account (so a venue's
 * players sharing one Wi-Fi address each have their own budget), anyone else's per address (an
 * IPv6 client per /64, as the plugin does by default).
 *
 * The limit runs in the route's onRequest hooks, after the application-wide ones, so the
 * access-policy hook has already given the request `currentUser` (and loaded the session on any
 * route that needs one; a public route looks it up here, once, and the handler reuses it).
 */
export async function rateLimitClientKey(request: FastifyRequest): Promise<string> {
  const user = await request.currentUser();
  return user ? `user:${user.id}` : `ip:${normalizeIP(request.ip)}`;
}
