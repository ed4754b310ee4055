import { apiErrorSchema } from '@muster/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
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
 * can be followed without SMTP. It holds every account's reset links, so it is for admins, and
 * only from this machine.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['development'],
        summary: 'The 50 newest outbox messages (development only, admins on this machine)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: mailboxReplySchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Reset links are in here: only a browser on this machine may read them, whatever the proxy
      // headers say (the socket's own address, not request.ip).
      if (!isLoopback(request.socket.remoteAddress)) {
        return reply.status(404).send(apiError('NOT_FOUND', 'Not found.'));
      }
      const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
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
