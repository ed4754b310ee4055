import { z } from 'zod';

/** The header search over the signed-in player's own rosters, units and events. */
export const searchLimits = { queryMin: 2, queryMax: 100, perGroup: 5 } as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(searchLimits.queryMin, `Type at least ${searchLimits.queryMin} characters to search.`)
    .max(searchLimits.queryMax, `Search for at most ${searchLimits.queryMax} characters.`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchRosterHitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  faction: z.string(),
  points: z.number().int(),
});

/** A unit of one of your rosters: found by its name, opened through its roster. */
export const searchUnitHitSchema = z.object({
  rosterId: z.uuid(),
  rosterName: z.string(),
  unitName: z.string(),
  /** How many times the roster fields a unit of this name. */
  copies: z.number().int().min(1),
});

/** An event you organise (or help organise) or registered for. */
export const searchEventHitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startsOn: z.iso.date(),
  role: z.enum(['organiser', 'player']),
});

export const searchReplySchema = z.object({
  rosters: z.array(searchRosterHitSchema),
  units: z.array(searchUnitHitSchema),
  events: z.array(searchEventHitSchema),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
export type SearchRosterHit = z.infer<typeof searchRosterHitSchema>;
export type SearchUnitHit = z.infer<typeof searchUnitHitSchema>;
export type SearchEventHit = z.infer<typeof searchEventHitSchema>;
