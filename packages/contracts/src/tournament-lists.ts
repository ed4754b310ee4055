import { listCheckSchema } from '@muster/analysis';
import { rosterSchema } from '@muster/roster-import';
import { z } from 'zod';
import { rosterLegalityReplySchema } from './list-builder';

export const listSubmitSchema = z.object({
  rosterId: z.uuid('Invalid roster id format'),
  /** 11th edition: the Force Disposition played (a data id); left out, the one the roster names. */
  forceDisposition: z.string().max(120).nullish(),
});
export const listReviewSchema = z
  .object({ decision: z.enum(['approve', 'return']), note: z.string().trim().max(300).default('') })
  .refine((r) => r.decision === 'approve' || r.note.length >= 3, {
    message: 'Tell the player what to change.',
    path: ['note'],
  });

/** The list as it stood on one side of a change. */
const listVersionSchema = z.object({
  name: z.string(),
  faction: z.string(),
  points: z.number(),
  hash: z.string(),
});

/** A list changed after lists locked (only ever after an organiser unlocked it, with a reason). */
export const listChangeSchema = z.object({
  at: z.iso.datetime(),
  /** The organiser's reason for unlocking. */
  reason: z.string(),
  before: listVersionSchema,
  after: listVersionSchema,
  /** Unit lines ("Name (points)") in the new list and not the old, and the other way round. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type ListChange = z.infer<typeof listChangeSchema>;

/**
 * Lists lock at the list deadline or when round 1 is paired, whichever comes first. After that a
 * player's list changes only once an organiser unlocks it (sends it back with a reason).
 */
export const listLockSchema = z.object({
  locked: z.boolean(),
  reason: z.enum(['deadline', 'round-one-paired']).nullable(),
  message: z.string().nullable(),
});
export type ListLock = z.infer<typeof listLockSchema>;

export const eventListSchema = z.object({
  entryId: z.uuid(),
  username: z.string(),
  status: z.enum(['submitted', 'approved', 'returned']),
  name: z.string(),
  faction: z.string(),
  points: z.number(),
  /** The Force Disposition the list is played with (11th edition), locked with it. */
  forceDisposition: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** SHA-256 of the list as submitted: it cannot change unnoticed. */
  hash: z.string(),
  checks: z.array(listCheckSchema),
  /** The list checked as the list builder checks one (points, datasheets, enhancements, leaders…). */
  legality: rosterLegalityReplySchema.nullable(),
  note: z.string(),
  submittedAt: z.iso.datetime(),
  /** The whole list: for its player and organisers, for everyone once lists are published. */
  roster: rosterSchema.nullable(),
  /** Changes made after the lock, oldest first: organisers see them, others get none. */
  changes: z.array(listChangeSchema),
});
export type EventList = z.infer<typeof eventListSchema>;
export const eventListsSchema = z.object({
  published: z.boolean(),
  lock: listLockSchema,
  lists: z.array(eventListSchema),
});
export const myListReplySchema = z.object({ list: eventListSchema.nullable(), lock: listLockSchema });

/**
 * Approve several lists at once: the ones named, or every submitted list without an error-severity
 * check. Lists with errors, sent back or not submitted are reported, never approved.
 */
export const bulkListApprovalSchema = z.union([
  z.object({
    entryIds: z
      .array(z.uuid('Invalid entry id format'))
      .min(1, 'Choose at least one list.')
      .max(2000, 'At most 2000 lists at once.'),
  }),
  z.object({ all: z.literal('submitted-without-errors') }),
]);
export type BulkListApproval = z.infer<typeof bulkListApprovalSchema>;

export const bulkListSkipReasons = ['no-list', 'has-errors', 'returned', 'already-approved'] as const;
export const bulkListApprovalResultSchema = z.object({
  approved: z.array(z.object({ entryId: z.uuid(), username: z.string() })),
  skipped: z.array(
    z.object({
      entryId: z.uuid(),
      /** Null when the id is not an entry of this event. */
      username: z.string().nullable(),
      reason: z.enum(bulkListSkipReasons),
      message: z.string(),
    }),
  ),
});
export type BulkListApprovalResult = z.infer<typeof bulkListApprovalResultSchema>;
