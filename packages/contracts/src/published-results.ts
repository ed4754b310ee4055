import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');
const share = z.number().min(0).max(1);

/**
 * A faction result table as an admin loads it: numbers exactly as the source published them,
 * with where and when. The server checks it whole before anything is stored.
 */
export const resultTableSchema = z
  .object({
    source: z.string().trim().min(2, 'Name the source.').max(200),
    url: z.url('Give the address the table was read from.').max(500),
    from: isoDate,
    to: isoDate,
    edition: z.string().trim().min(2).max(20),
    games: z.number().int().positive().max(10_000_000).nullable(),
    rows: z
      .array(
        z.object({
          faction: z.string().trim().min(2).max(80),
          winRate: share,
          games: z.number().int().positive().max(10_000_000).nullable(),
          share: share.nullable(),
        }),
      )
      .min(2, 'A table needs at least two factions.')
      .max(100, 'A table holds at most 100 factions.'),
  })
  .refine((table) => table.from <= table.to, {
    message: 'The period must not end before it starts.',
    path: ['to'],
  })
  .refine((table) => new Set(table.rows.map((r) => r.faction.toLowerCase())).size === table.rows.length, {
    message: 'Each faction appears once in a table.',
    path: ['rows'],
  });
export type ResultTableInput = z.infer<typeof resultTableSchema>;

export const publishedResultSchema = z.object({
  id: z.string(),
  /** Bundled with the app (read-only) or loaded by an admin. */
  origin: z.enum(['bundled', 'loaded']),
  source: z.string(),
  url: z.string(),
  from: z.string(),
  to: z.string(),
  edition: z.string(),
  games: z.number().nullable(),
  factions: z.number(),
  loadedAt: z.string().nullable(),
});
export const publishedResultsSchema = z.object({ tables: z.array(publishedResultSchema) });
export type PublishedResult = z.infer<typeof publishedResultSchema>;
