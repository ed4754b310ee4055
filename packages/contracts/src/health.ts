import { z } from 'zod';

export const healthReplySchema = z.object({ status: z.literal('ok'), version: z.string() });

export const readinessReplySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    accepting: z.boolean(),
  }),
});
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
