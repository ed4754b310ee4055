import { rosterSchema } from '@muster/roster-import';
import { z } from 'zod';

/** One saved version of a roster, as the version list shows it. */
export const rosterVersionSchema = z.object({
  number: z.number().int(),
  /** What the owner did: "created", "edited", "restored from version 3"… */
  reason: z.string(),
  createdAt: z.iso.datetime(),
  name: z.string(),
  points: z.number(),
  unitCount: z.number().int(),
});
export type RosterVersion = z.infer<typeof rosterVersionSchema>;
export const rosterVersionsReplySchema = z.object({ versions: z.array(rosterVersionSchema) });

export const rosterVersionParamsSchema = z.object({
  id: z.uuid('Invalid roster id format'),
  number: z.coerce.number().int().min(1, 'Versions are numbered from 1.').max(1_000_000),
});
export const rosterCompareQuerySchema = z.object({
  from: z.coerce.number().int().min(1, 'Versions are numbered from 1.'),
  to: z.coerce.number().int().min(1, 'Versions are numbered from 1.'),
});

const unitLineSchema = z.object({ name: z.string(), models: z.number().int(), points: z.number() });
/** What changed from one version to another (units resized count as removed and added). */
export const rosterDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  added: z.array(unitLineSchema),
  removed: z.array(unitLineSchema),
  enhancementsAdded: z.array(z.string()),
  enhancementsRemoved: z.array(z.string()),
  detachmentsBefore: z.array(z.string()),
  detachmentsAfter: z.array(z.string()),
  pointsBefore: z.number(),
  pointsAfter: z.number(),
});
export type RosterDiffReply = z.infer<typeof rosterDiffSchema>;

/** The roster's read-only link, if the owner made one (and has not revoked it). */
export const rosterShareLinkReplySchema = z.object({
  link: z.object({ token: z.string(), createdAt: z.iso.datetime() }).nullable(),
});
export const sharedListParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This link is not a Muster list link.'),
});
/** A list seen through its link: the roster as it stands, without its owner's account. */
export const sharedListReplySchema = z.object({ roster: rosterSchema, updatedAt: z.iso.datetime() });
