// Every table, for drizzle's relational queries and drizzle-kit's migration generator.

export * from '../features/accounts/avatar.table';
export * from '../features/accounts/profile.table';
export * from '../features/analyses/analyses.table';
export * from '../features/auth/auth.table';
export * from '../features/battlefields/battlefields.table';
export * from '../features/coaching/coaching.table';
export * from '../features/community/community.table';
export * from '../features/content/content.table';
export * from '../features/credits/credits.table';
export * from '../features/error-reports/error-report.table';
export * from '../features/jobs/jobs.table';
export * from '../features/library/library.table';
export * from '../features/mail/outbox.table';
export * from '../features/moderation/moderation.table';
export * from '../features/oracle/oracle.table';
export * from '../features/playbooks/playbooks.table';
export * from '../features/rosters/roster-versions.table';
export * from '../features/rosters/rosters.table';
export * from '../features/rules-updates/rules-updates.table';
export * from '../features/site-settings/site-settings.table';
export * from '../features/team-events/team-events.table';
export * from '../features/tournaments/keep-apart.table';
export * from '../features/tournaments/lists.table';
export * from '../features/tournaments/rounds.table';
export * from '../features/tournaments/tournaments.table';
export * from '../http/rate-limit/rate-limit.table';
