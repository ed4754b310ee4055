import { listCheckSchema } from '@muster/analysis';
import { rosterSchema } from '@muster/roster-import';
import { z } from 'zod';

export const listSubmitSchema = z.object({ rosterId: z.uuid('Invalid roster id format') });
export const listReviewSchema = z
  .object({ decision: z.enum(['approve', 'return']), note: z.string().trim().max(300).default('') })
  .refine((r) => r.decision === 'approve' || r.note.length >= 3, {
    message: 'Tell the player what to change.',
    path: ['note'],
  });

export const eventListSchema = z.object({
  entryId: z.uuid(),
  username: z.string(),
  status: z.enum(['submitted', 'approved', 'returned']),
  name: z.string(),
  faction: z.string(),
  points: z.number(),
  /** SHA-256 of the list as submitted: it cannot change unnoticed. */
  hash: z.string(),
  checks: z.array(listCheckSchema),
  note: z.string(),
  submittedAt: z.iso.datetime(),
  /** The whole list: for its player and organisers, for everyone once lists are published. */
  roster: rosterSchema.nullable(),
});
export type EventList = z.infer<typeof eventListSchema>;
export const eventListsSchema = z.object({ published: z.boolean(), lists: z.array(eventListSchema) });
export const myListReplySchema = z.object({ list: eventListSchema.nullable() });
