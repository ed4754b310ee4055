import type { UsageFeatureKey } from '@muster/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Where each kind of activity is recorded, as rows of (user_id, at, value): `value` is what a week
 * adds up (1 per use; credits per ledger line). Only rows people create count as use, so seeded
 * system content (templates, library) does not inflate the figures.
 */
export const usageSources: Record<UsageFeatureKey, SQL> = {
  rosters: sql`SELECT user_id, created_at AS at, 1 AS value FROM rosters`,
  analyses: sql`SELECT user_id, created_at AS at, 1 AS value FROM analyses`,
  batchAnalyses: sql`SELECT user_id, created_at AS at, 1 AS value FROM jobs WHERE kind = 'batch-analysis'`,
  coachingSessions: sql`SELECT user_id, created_at AS at, 1 AS value FROM coaching_sessions`,
  coachingMessages: sql`SELECT s.user_id, m.created_at AS at, 1 AS value
    FROM coaching_messages m JOIN coaching_sessions s ON s.id = m.session_id WHERE m.role = 'user'`,
  playbooks: sql`SELECT user_id, created_at AS at, 1 AS value FROM playbooks`,
  battlefields: sql`SELECT user_id, created_at AS at, 1 AS value FROM battlefields`,
  tournaments: sql`SELECT organiser_id AS user_id, created_at AS at, 1 AS value FROM tournaments`,
  registrations: sql`SELECT user_id, registered_at AS at, 1 AS value FROM tournament_entries`,
  oracleUploads: sql`SELECT user_id, created_at AS at, 1 AS value FROM match_uploads`,
  communityPosts: sql`SELECT author_id AS user_id, created_at AS at, 1 AS value FROM community_posts`,
  supportTickets: sql`SELECT user_id, created_at AS at, 1 AS value FROM support_tickets`,
};

export const dashboardSources = {
  newUsers: sql`SELECT id AS user_id, created_at AS at, 1 AS value FROM "user"`,
  newEvents: usageSources.tournaments,
  analyses: usageSources.analyses,
  creditsSpent: sql`SELECT user_id, created_at AS at, -amount AS value FROM credit_ledger WHERE amount < 0`,
  creditsGranted: sql`SELECT user_id, created_at AS at, amount AS value FROM credit_ledger WHERE amount > 0`,
} satisfies Record<string, SQL>;

/** Anyone who did any of the above in a week was active that week. */
export const anyActivity = sql.join(
  Object.values(usageSources).map((source) => sql`(${source})`),
  sql` UNION ALL `,
);
