import { rosterUnitSchema } from '@muster/roster-import';
import { z } from 'zod';

export const catalogueSearchQuerySchema = z.object({
  query: z.string().trim().max(80).default(''),
  faction: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const catalogueUnitSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  faction: z.string(),
  /** Datasheet ids recur across factions (shared chassis): the id and this together name one. */
  factionId: z.string(),
  role: z.string(),
  points: z.number(),
});
export type CatalogueUnitSummary = z.infer<typeof catalogueUnitSummarySchema>;

export const catalogueSearchReplySchema = z.object({
  edition: z.string(),
  units: z.array(catalogueUnitSummarySchema),
});

export const catalogueUnitQuerySchema = z.object({
  faction: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Invalid faction id')
    .optional(),
});

export const catalogueUnitReplySchema = z.object({ edition: z.string(), unit: rosterUnitSchema });

export const catalogueFactionsReplySchema = z.object({
  edition: z.string(),
  factions: z.array(z.object({ id: z.string(), name: z.string(), units: z.number() })),
});

export { gameDataCredit } from './game-data-credit';
