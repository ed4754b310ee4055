import { z } from 'zod';
import { metaScopes } from './oracle-options';

export { MATCH_FILE_COLUMNS, MAX_MATCH_ROWS } from '@muster/meta';

/** Ultra Oracle: match-data uploads and the meta computed from them (spec 000 /oracle…). */

export const intervalSchema = z.object({ low: z.number(), high: z.number() });
export const rateSchema = z.object({
  games: z.number(),
  wins: z.number(),
  draws: z.number(),
  losses: z.number(),
  winRate: z.number(),
  interval: intervalSchema,
  smallSample: z.boolean(),
});
export type RateView = z.infer<typeof rateSchema>;

const factionRateSchema = rateSchema.extend({ faction: z.string(), mirrors: z.number(), share: z.number() });
export type FactionRateView = z.infer<typeof factionRateSchema>;
const splitSchema = z.object({
  value: z.string(),
  games: z.number(),
  firstTurn: rateSchema,
  factions: z.array(factionRateSchema),
});
export type SplitView = z.infer<typeof splitSchema>;

export const metaReportSchema = z.object({
  totals: z.object({
    games: z.number(),
    events: z.number(),
    players: z.number(),
    factions: z.number(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  factions: z.array(factionRateSchema),
  matchups: z.array(rateSchema.extend({ faction: z.string(), opponent: z.string() })),
  firstTurn: rateSchema,
  averageMargin: z.number().nullable(),
  trends: z.object({
    months: z.array(z.string()),
    factions: z.array(
      z.object({
        faction: z.string(),
        points: z.array(z.object({ month: z.string(), games: z.number(), winRate: z.number() })),
      }),
    ),
  }),
  missions: z.array(splitSchema),
  deployments: z.array(splitSchema),
  forceDispositions: z.array(
    rateSchema.extend({ value: z.string(), factions: z.array(rateSchema.extend({ faction: z.string() })) }),
  ),
  topResults: z.object({
    events: z.number(),
    factions: z.array(
      z.object({
        faction: z.string(),
        fieldPlayers: z.number(),
        topPlayers: z.number(),
        fieldShare: z.number(),
        topShare: z.number(),
        ratio: z.number(),
      }),
    ),
  }),
  players: z.array(
    z.object({ name: z.string(), playerId: z.string().nullable(), rating: z.number(), games: z.number() }),
  ),
  smallSampleBelow: z.number(),
});
export type MetaReportView = z.infer<typeof metaReportSchema>;

export { metaScopes } from './oracle-options';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.');
export const metaQuerySchema = z.object({
  scope: z.enum(metaScopes).default('community'),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type MetaQuery = z.infer<typeof metaQuerySchema>;

export const matchUploadRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Choose a file to upload.')
    .max(200)
    .regex(/\.(csv|json)$/i, 'Match data must be a .csv or .json file.'),
  content: z.string(),
  shared: z.boolean().default(false),
});
export type MatchUploadRequest = z.infer<typeof matchUploadRequestSchema>;

export const rejectedRowSchema = z.object({
  row: z.number(),
  label: z.string(),
  messages: z.array(z.string()),
});
export const matchUploadSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  format: z.enum(['csv', 'json']),
  shared: z.boolean(),
  hidden: z.boolean(),
  acceptedCount: z.number(),
  rejectedCount: z.number(),
  createdAt: z.string(),
});
export type MatchUpload = z.infer<typeof matchUploadSchema>;
export const matchUploadsSchema = z.object({ uploads: z.array(matchUploadSchema) });

export const matchUploadAnalysisSchema = z.object({
  upload: matchUploadSchema,
  /** The first 500 rejected rows; `rejectedCount` says how many there were in all. */
  rejected: z.array(rejectedRowSchema),
  report: metaReportSchema,
});
export type MatchUploadAnalysis = z.infer<typeof matchUploadAnalysisSchema>;
export const matchUploadUpdateSchema = z.object({ shared: z.boolean() });
export const oracleUploadParamsSchema = z.object({ id: z.string().uuid('That upload id is not valid.') });

export const oracleDashboardSchema = z.object({
  community: z.object({
    games: z.number(),
    events: z.number(),
    tournamentGames: z.number(),
    uploadedGames: z.number(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  topFactions: z.array(factionRateSchema),
  risingFactions: z.array(z.object({ faction: z.string(), change: z.number(), month: z.string() })),
  firstTurn: rateSchema,
  myUploads: z.array(matchUploadSchema),
  smallSampleBelow: z.number(),
});
export type OracleDashboard = z.infer<typeof oracleDashboardSchema>;
