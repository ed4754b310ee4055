import { z } from 'zod';

/** How many whole weeks (Monday to Sunday, UTC) the admin charts cover, the current one included. */
export const adminTrendQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .int('Weeks must be a whole number.')
    .min(4, 'Choose between 4 and 52 weeks.')
    .max(52, 'Choose between 4 and 52 weeks.')
    .default(12),
});
export type AdminTrendQuery = z.infer<typeof adminTrendQuerySchema>;

/** One count per week, oldest first, lined up with `weekStarts`. */
const weeklySeries = z.array(z.number().int().nonnegative());

/** Spec 000 /admin: users, events, analyses and credits, now and week by week. */
export const adminDashboardSchema = z.object({
  weekStarts: z.array(z.string()),
  totals: z.object({
    users: z.number().int(),
    events: z.number().int(),
    analyses: z.number().int(),
    creditsSpent: z.number().int(),
    creditsGranted: z.number().int(),
    openReviewItems: z.number().int(),
  }),
  series: z.object({
    newUsers: weeklySeries,
    activeUsers: weeklySeries,
    newEvents: weeklySeries,
    analyses: weeklySeries,
    creditsSpent: weeklySeries,
    creditsGranted: weeklySeries,
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const usageFeatureKeys = [
  'rosters',
  'analyses',
  'batchAnalyses',
  'coachingSessions',
  'coachingMessages',
  'playbooks',
  'battlefields',
  'tournaments',
  'registrations',
  'oracleUploads',
  'communityPosts',
  'supportTickets',
] as const;
export type UsageFeatureKey = (typeof usageFeatureKeys)[number];

export const usageFeatureLabels: Record<UsageFeatureKey, string> = {
  rosters: 'Rosters saved',
  analyses: 'Roster analyses',
  batchAnalyses: 'Batch analyses',
  coachingSessions: 'Coaching sessions',
  coachingMessages: 'Coaching messages',
  playbooks: 'Playbooks',
  battlefields: 'Battlefields designed',
  tournaments: 'Events created',
  registrations: 'Event registrations',
  oracleUploads: 'Oracle uploads',
  communityPosts: 'Community posts',
  supportTickets: 'Support tickets',
};

/** Spec 000 /admin/analytics: how much each feature is used, week by week, and by how many people. */
export const adminUsageSchema = z.object({
  weekStarts: z.array(z.string()),
  activeUsers: weeklySeries,
  features: z.array(
    z.object({
      key: z.enum(usageFeatureKeys),
      label: z.string(),
      /** Uses within the window. */
      total: z.number().int(),
      /** Distinct people who used it within the window. */
      people: z.number().int(),
      series: weeklySeries,
    }),
  ),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

const spreadSchema = z.object({ median: z.number(), p95: z.number(), max: z.number() });

/** One worker pool of this server: its workers, queue, waits and outcomes since it started. */
export const workerPoolStatsSchema = z.object({
  label: z.string(),
  size: z.number().int(),
  warming: z.number().int(),
  ready: z.number().int(),
  busy: z.number().int(),
  queued: z.number().int(),
  oldestWaitMs: z.number(),
  waitMs: spreadSchema,
  totalMs: spreadSchema,
  counts: z.object({
    completed: z.number().int(),
    failed: z.number().int(),
    timedOut: z.number().int(),
    cancelled: z.number().int(),
    died: z.number().int(),
    rejectedBusy: z.number().int(),
    warmUps: z.number().int(),
    warmUpFailures: z.number().int(),
  }),
  lastWarmUpMs: z.number().nullable(),
  kinds: z.array(
    z.object({ kind: z.string(), finished: z.number().int(), timedOut: z.number().int(), maxMs: z.number() }),
  ),
});
export type WorkerPoolStats = z.infer<typeof workerPoolStatsSchema>;

/** The worker pools of the server that answered (each server of a cluster has its own). */
export const adminWorkersSchema = z.object({
  pools: z.array(workerPoolStatsSchema),
  sampledAt: z.iso.datetime(),
});
export type AdminWorkers = z.infer<typeof adminWorkersSchema>;

/** The background job queue (shared by every server): per kind, what waits, runs and failed. */
export const adminJobKindSchema = z.object({
  kind: z.string(),
  queued: z.number().int(),
  /** Queued again after an unexpected failure, waiting for their next attempt. */
  retrying: z.number().int(),
  running: z.number().int(),
  /** Finished in the last 24 hours. */
  succeededDay: z.number().int(),
  failedDay: z.number().int(),
  /** Failed for good after their retries: the dead letters. */
  dead: z.number().int(),
});
export const deadJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  deadAt: z.iso.datetime(),
});
export const adminJobsSchema = z.object({
  kinds: z.array(adminJobKindSchema),
  /** The latest 50 dead letters. */
  dead: z.array(deadJobSchema),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;
export type DeadJob = z.infer<typeof deadJobSchema>;
export const adminJobParamsSchema = z.object({ id: z.uuid('Invalid job id format') });
