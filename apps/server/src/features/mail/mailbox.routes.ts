import { apiErrorSchema } from '@muster/contracts';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { apiError } from '../../http/error-handler';
import { outbox } from './outbox.table';

const mailboxReplySchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      createdAt: z.string(),
    }),
  ),
});

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * Development only (app.ts leaves it out in production): the outbox as a mailbox, so reset links
 * can be followed without SMTP. It holds every account's reset links, so only from this machine,
 * and whose mail it shows depends on the viewer: a super user (who could take over any account
 * anyway) sees everyone's; an admin sees only mail to their own address, never another account's
 * reset link; a player has no mailbox.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['development'],
        summary:
          'The 50 newest outbox messages (development only, on this machine): a super user’s view holds everyone’s, an admin’s only their own',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: mailboxReplySchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Reset links are in here: only a browser on this machine may read them, whatever the proxy
      // headers say (the socket's own address, not request.ip).
      // A request a proxy passed on (even one on this machine) came from elsewhere.
      const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => name in request.headers);
      if (!isLoopback(request.socket.remoteAddress) || proxied) {
        return reply.status(404).send(apiError('NOT_FOUND', 'Not found.'));
      }
      const viewer = await requireUser(request);
      const rows = await db
        .select()
        .from(outbox)
        .where(
          viewer.role === 'super_user' ? undefined : sql`lower(${outbox.toAddress}) = lower(${viewer.email})`,
        )
        .orderBy(desc(outbox.createdAt))
        .limit(50);
      const to = request.query.to?.toLowerCase();
      return {
        messages: rows
          .filter((row) => !to || row.toAddress.toLowerCase() === to)
          .map((row) => ({
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            kind: row.kind,
            createdAt: row.createdAt.toISOString(),
          })),
      };
    },
  );
};
