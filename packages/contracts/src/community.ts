import { z } from 'zod';
import { communityBoards, communityLimits } from './community-options';

export * from './community-options';

const board = z
  .string({ error: 'Choose a board.' })
  .refine((name) => communityBoards().includes(name), 'Choose a faction board (or General) from the list.');

const postBody = z
  .string({ error: 'Write something first.' })
  .trim()
  .min(1, 'Write something first.')
  .max(communityLimits.bodyMax, `A post can be at most ${communityLimits.bodyMax} characters.`);

export const threadCreateSchema = z.object({
  board,
  title: z
    .string({ error: 'Give the thread a title.' })
    .trim()
    .min(
      communityLimits.titleMin,
      `Give the thread a title of at least ${communityLimits.titleMin} characters.`,
    )
    .max(communityLimits.titleMax, `A title can be at most ${communityLimits.titleMax} characters.`),
  body: postBody,
});
export type ThreadCreate = z.infer<typeof threadCreateSchema>;

export const postCreateSchema = z.object({ body: postBody });
export type PostCreate = z.infer<typeof postCreateSchema>;

export const threadModerationSchema = z
  .object({ locked: z.boolean().optional(), pinned: z.boolean().optional() })
  .refine((value) => value.locked !== undefined || value.pinned !== undefined, 'Nothing to change.');

export const postModerationSchema = z.object({
  hidden: z.boolean(),
  note: z.string().trim().max(500, 'The note can be at most 500 characters.').default(''),
});

export const threadListQuerySchema = z.object({
  board: z.string().optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(10_000).default(1),
});

export const boardSummarySchema = z.object({
  board: z.string(),
  threads: z.number().int(),
  posts: z.number().int(),
  lastPostAt: z.iso.datetime().nullable(),
});
export const boardsSchema = z.object({ boards: z.array(boardSummarySchema) });

export const threadSummarySchema = z.object({
  id: z.uuid(),
  board: z.string(),
  title: z.string(),
  author: z.string(),
  createdAt: z.iso.datetime(),
  lastPostAt: z.iso.datetime(),
  replies: z.number().int(),
  locked: z.boolean(),
  pinned: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadListSchema = z.object({
  threads: z.array(threadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export const postSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  /** Null once removed: the text of a hidden or deleted post is not sent to members. */
  body: z.string().nullable(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  state: z.enum(['visible', 'hidden', 'deleted']),
  moderatorNote: z.string().nullable(),
  mine: z.boolean(),
});
export type CommunityPost = z.infer<typeof postSchema>;

export const threadSchema = threadSummarySchema.extend({
  posts: z.array(postSchema),
  /** Why the viewer cannot reply, or null when they can. */
  replyBlockedReason: z.string().nullable(),
  canModerate: z.boolean(),
});
export type CommunityThread = z.infer<typeof threadSchema>;

/** Spec 000 /community: finished public Muster events and who did well with what. */
export const eventResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  endsOn: z.string(),
  venue: z.string(),
  players: z.number().int(),
  rounds: z.number().int(),
  podium: z.array(
    z.object({
      place: z.number().int(),
      player: z.string(),
      faction: z.string().nullable(),
      record: z.string(),
    }),
  ),
});
export type EventResult = z.infer<typeof eventResultSchema>;
export const eventResultsSchema = z.object({ events: z.array(eventResultSchema) });

/** Spec 000 /community-intel: rosters their owners chose to share. */
export const sharedRosterSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  faction: z.string(),
  detachment: z.string().nullable(),
  points: z.number().int(),
  unitCount: z.number().int(),
  owner: z.string(),
  sharedAt: z.iso.datetime(),
  mine: z.boolean(),
});
export type SharedRosterSummary = z.infer<typeof sharedRosterSummarySchema>;
export const sharedRosterListSchema = z.object({ rosters: z.array(sharedRosterSummarySchema) });

export const sharedRosterSchema = sharedRosterSummarySchema.extend({
  units: z.array(
    z.object({
      name: z.string(),
      count: z.number().int(),
      points: z.number(),
      enhancements: z.array(z.string()),
    }),
  ),
});
export type SharedRoster = z.infer<typeof sharedRosterSchema>;

export const rosterSharingSchema = z.object({ shared: z.boolean() });
export const rosterSharingReplySchema = z.object({
  shared: z.boolean(),
  sharedAt: z.iso.datetime().nullable(),
  /** Set when a moderator took the roster out of the community; it cannot be shared again. */
  blocked: z.boolean(),
});
export type RosterSharing = z.infer<typeof rosterSharingReplySchema>;
