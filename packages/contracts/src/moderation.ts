import { z } from 'zod';

import { flagReasons, flagTargetKinds, ticketCategories } from './moderation-options';

export * from './moderation-options';

export const flagRequestSchema = z.object({
  targetKind: z.enum(flagTargetKinds),
  targetId: z.string().uuid('That item id is not valid.'),
  reason: z.enum(flagReasons, 'Choose a reason.'),
  details: z.string().trim().max(1000, 'Details can be at most 1000 characters.').default(''),
});
export type FlagRequest = z.infer<typeof flagRequestSchema>;

export const flagStatuses = ['open', 'resolved', 'dismissed'] as const;
export const flagSchema = z.object({
  id: z.string().uuid(),
  targetKind: z.enum(flagTargetKinds),
  targetId: z.string().uuid(),
  reason: z.enum(flagReasons),
  details: z.string(),
  status: z.enum(flagStatuses),
  resolution: z.string(),
  action: z.enum(['none', 'hidden']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Flag = z.infer<typeof flagSchema>;

export const flagTargetPreviewSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  /** Where an admin can see the item in the app, if it has a page. */
  link: z.string().nullable(),
  owner: z.string().nullable(),
  /** Whether it is currently hidden or unpublished. */
  hidden: z.boolean(),
});

export const ticketRequestSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, 'The subject needs at least 3 characters.')
    .max(120, 'The subject can be at most 120 characters.'),
  category: z.enum(ticketCategories, 'Choose a category.'),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(4000, 'The message can be at most 4000 characters.'),
});
export type TicketRequest = z.infer<typeof ticketRequestSchema>;
export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export const ticketSchema = z.object({
  id: z.string().uuid(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  message: z.string(),
  status: z.enum(ticketStatuses),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketsSchema = z.object({ tickets: z.array(ticketSchema) });
export const myFlagsSchema = z.object({ flags: z.array(flagSchema) });

/** The admin review queue: open reports and open support tickets, oldest first. */
export const reviewItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('flag'),
    flag: flagSchema,
    reporter: z.string(),
    target: flagTargetPreviewSchema,
  }),
  z.object({ type: z.literal('ticket'), ticket: ticketSchema, requester: z.string(), email: z.string() }),
]);
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewQueueQuerySchema = z.object({
  type: z.enum(['all', 'flag', 'ticket']).default('all'),
  status: z.enum(['open', 'closed']).default('open'),
});
export const reviewQueueSchema = z.object({
  items: z.array(reviewItemSchema),
  openFlags: z.number(),
  openTickets: z.number(),
});
export const reviewParamsSchema = z.object({ id: z.string().uuid('That review item id is not valid.') });
export const flagDecisionSchema = z.object({
  decision: z.enum(['dismiss', 'hide'], 'Choose to dismiss the report or hide the item.'),
  note: z
    .string()
    .trim()
    .min(3, 'Write a short note for the record.')
    .max(1000, 'The note can be at most 1000 characters.'),
});
export const ticketAnswerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(3, 'Write an answer.')
    .max(4000, 'The answer can be at most 4000 characters.'),
});
