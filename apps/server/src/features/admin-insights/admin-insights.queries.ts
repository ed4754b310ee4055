import {
  type AdminDashboard,
  type AdminUsage,
  usageFeatureKeys,
  usageFeatureLabels,
} from '@muster/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { anyActivity, dashboardSources, usageSources } from './activity-sources';
import { toWeeklySeries, weekStartsEnding } from './week-buckets';

type Window = { weekStarts: string[]; since: string };

function windowOf(weeks: number, now: Date): Window {
  const weekStarts = weekStartsEnding(now, weeks);
  return { weekStarts, since: `${weekStarts[0]}T00:00:00Z` };
}

type WeeklyRow = { week: string | null; value: number; people: number };

/** One source's weekly sums, plus (the row with a null week) its totals over the whole window. */
async function weeklyTotals(db: Database, source: SQL, window: Window) {
  const result = await db.execute<WeeklyRow>(sql`
    SELECT to_char(date_trunc('week', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
           coalesce(sum(value), 0)::int AS value,
           count(DISTINCT user_id)::int AS people
    FROM (${source}) AS activity
    WHERE at >= ${window.since}::timestamptz
    GROUP BY GROUPING SETS ((1), ())`);
  const weekly = result.rows.filter((row): row is WeeklyRow & { week: string } => row.week !== null);
  const total = result.rows.find((row) => row.week === null);
  return {
    series: toWeeklySeries(window.weekStarts, weekly),
    total: total?.value ?? 0,
    people: total?.people ?? 0,
  };
}

async function activeUsers(db: Database, window: Window) {
  const result = await db.execute<{ week: string; value: number }>(sql`
    SELECT to_char(date_trunc('week', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
           count(DISTINCT user_id)::int AS value
    FROM (${anyActivity}) AS activity
    WHERE at >= ${window.since}::timestamptz
    GROUP BY 1`);
  return toWeeklySeries(window.weekStarts, result.rows);
}

type DashboardTotals = AdminDashboard['totals'];

async function allTimeTotals(db: Database): Promise<DashboardTotals> {
  const result = await db.execute<DashboardTotals>(sql`
    SELECT (SELECT count(*) FROM "user")::int AS "users",
           (SELECT count(*) FROM tournaments)::int AS "events",
           (SELECT count(*) FROM analyses)::int AS "analyses",
           (SELECT coalesce(-sum(amount), 0) FROM credit_ledger WHERE amount < 0)::int AS "creditsSpent",
           (SELECT coalesce(sum(amount), 0) FROM credit_ledger WHERE amount > 0)::int AS "creditsGranted",
           ((SELECT count(*) FROM content_flags WHERE status = 'open')
             + (SELECT count(*) FROM support_tickets WHERE status = 'open'))::int AS "openReviewItems"`);
  const totals = result.rows[0];
  if (!totals) throw new Error('the totals query returned no row');
  return totals;
}

export async function readAdminDashboard(
  db: Database,
  weeks: number,
  now = new Date(),
): Promise<AdminDashboard> {
  const window = windowOf(weeks, now);
  const [totals, active, ...series] = await Promise.all([
    allTimeTotals(db),
    activeUsers(db, window),
    ...Object.values(dashboardSources).map((source) => weeklyTotals(db, source, window)),
  ]);
  const keys = Object.keys(dashboardSources) as (keyof typeof dashboardSources)[];
  const byKey = Object.fromEntries(keys.map((key, index) => [key, series[index]?.series ?? []])) as Record<
    keyof typeof dashboardSources,
    number[]
  >;
  return { weekStarts: window.weekStarts, totals, series: { ...byKey, activeUsers: active } };
}

export async function readAdminUsage(db: Database, weeks: number, now = new Date()): Promise<AdminUsage> {
  const window = windowOf(weeks, now);
  const [active, ...perFeature] = await Promise.all([
    activeUsers(db, window),
    ...usageFeatureKeys.map((key) => weeklyTotals(db, usageSources[key], window)),
  ]);
  return {
    weekStarts: window.weekStarts,
    activeUsers: active,
    features: usageFeatureKeys.map((key, index) => {
      const figures = perFeature[index] ?? { series: [], total: 0, people: 0 };
      return { key, label: usageFeatureLabels[key], ...figures };
    }),
  };
}
