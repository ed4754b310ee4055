import { z } from 'zod';

export const healthReplySchema = z.object({ status: z.literal('ok'), version: z.string() });

export const readinessReplySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    accepting: z.boolean(),
    /** A warm game-data worker in each lane (the data and the reference population loaded). */
    gameData: z.boolean(),
  }),
});
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
