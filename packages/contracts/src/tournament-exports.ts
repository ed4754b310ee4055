import { z } from 'zod';

/**
 * The results export: one row per player per game (a bye is one row), the shape stats sites
 * ingest (Best Coast Pairings / Stat Check style). The CSV has exactly these columns in this
 * order; the JSON's `rows` use the same names.
 */
export const resultExportColumns = [
  'event',
  'date',
  'stage',
  'round',
  'table',
  'player',
  'faction',
  'detachment',
  'disposition',
  'vp',
  'opponent',
  'opponent_faction',
  'opponent_detachment',
  'opponent_disposition',
  'opponent_vp',
  'result',
  'mission',
  'status',
  'deployment',
  'layout',
  'primary',
  'secondary',
  'opponent_primary',
  'opponent_secondary',
  'points_destroyed',
  'opponent_points_destroyed',
] as const;
export type ResultExportColumn = (typeof resultExportColumns)[number];

export const resultExportRowSchema = z.object({
  event: z.string(),
  /** The day the round was played (closed, else started, else the event's first day): YYYY-MM-DD. */
  date: z.iso.date(),
  stage: z.enum(['swiss', 'top-cut']),
  round: z.number().int(),
  /** Null for a bye. */
  table: z.number().int().nullable(),
  player: z.string(),
  /** From the player's event list; null without a list. */
  faction: z.string().nullable(),
  /** The list's detachments (" / " between several); null without a list or while lists are hidden. */
  detachment: z.string().nullable(),
  /** The list's force disposition; null when it names none or while lists are hidden. */
  disposition: z.string().nullable(),
  /** Null until the result is settled, and for a bye. */
  vp: z.number().int().nullable(),
  /** Null for a bye. */
  opponent: z.string().nullable(),
  opponent_faction: z.string().nullable(),
  opponent_detachment: z.string().nullable(),
  opponent_disposition: z.string().nullable(),
  opponent_vp: z.number().int().nullable(),
  /** W, D or L once settled (by VP), `bye` for a bye; null while the result is open. */
  result: z.enum(['W', 'D', 'L', 'bye']).nullable(),
  /** The mission this player played (11th edition: from the two dispositions, or the round's fixed one). */
  mission: z.string().nullable(),
  /** The game's status: pending, reported, confirmed, disputed, resolved or bye. */
  status: z.enum(['pending', 'reported', 'confirmed', 'disputed', 'resolved', 'bye']),
  /** The table's deployment pattern and terrain layout, when the game was dealt one. */
  deployment: z.string().nullable(),
  layout: z.string().nullable(),
  /** The VP split, when the result gave one (null until settled). */
  primary: z.number().int().nullable(),
  secondary: z.number().int().nullable(),
  opponent_primary: z.number().int().nullable(),
  opponent_secondary: z.number().int().nullable(),
  /** Army points of enemy units each destroyed (BCP's Points Destroyed), when the result gave them (null until settled). */
  points_destroyed: z.number().int().nullable(),
  opponent_points_destroyed: z.number().int().nullable(),
});
export type ResultExportRow = z.infer<typeof resultExportRowSchema>;

export const resultExportSchema = z.object({
  event: z.object({
    id: z.uuid(),
    name: z.string(),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    venue: z.string(),
    /** The event page. */
    url: z.string(),
  }),
  /** The round exported, or null for the whole event. */
  round: z.number().int().nullable(),
  /**
   * False when the caller is not an organiser and the lists are not published yet: detachments
   * and dispositions are then left out (null), factions are public with the pairings.
   */
  listsShown: z.boolean(),
  columns: z.array(z.enum(resultExportColumns)),
  rows: z.array(resultExportRowSchema),
});
export type ResultExport = z.infer<typeof resultExportSchema>;

export const resultExportFormats = ['csv', 'json'] as const;
export type ResultExportFormat = (typeof resultExportFormats)[number];
