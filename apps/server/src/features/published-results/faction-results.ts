import type { FactionResults } from '@muster/analysis';
import { DEFAULT_ESTIMATE, estimateFaction, type ResultTable } from '@muster/meta';
import { publishedResultTables } from '@muster/meta/published-results';
import type { Roster } from '@muster/roster-import';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { publishedResults } from './published-results.table';

/**
 * The results a roster's rating starts from: the published tables bundled with the app and a table
 * of the games recorded here (shared Oracle uploads and public Muster events) over the last year.
 * The recorded table is an aggregate of the community games, cached a few minutes: many analyses a
 * minute on a tournament weekend read it, and a few minutes' lag changes nothing a rating says.
 */
const RECORDED_WINDOW_DAYS = 365;
const RECORDED_CACHE_MS = 5 * 60_000;

let cached: { at: number; tables: Promise<ResultTable[]> } | null = null;

type FactionRow = { faction: string; games: number; score: number; first: string; last: string };

async function recordedTable(db: Database): Promise<ResultTable | null> {
  const rows = await db.execute<FactionRow>(sql`
    WITH sides AS (
      SELECT played_on, faction_a AS faction,
             CASE WHEN vp_a > vp_b THEN 1.0 WHEN vp_a = vp_b THEN 0.5 ELSE 0.0 END AS score
        FROM match_records
       WHERE community AND played_on >= current_date - ${RECORDED_WINDOW_DAYS}::int
      UNION ALL
      SELECT played_on, faction_b,
             CASE WHEN vp_b > vp_a THEN 1.0 WHEN vp_a = vp_b THEN 0.5 ELSE 0.0 END
        FROM match_records
       WHERE community AND played_on >= current_date - ${RECORDED_WINDOW_DAYS}::int
    )
    SELECT faction, count(*)::int AS games, sum(score)::float8 AS score,
           to_char(min(played_on), 'YYYY-MM-DD') AS first, to_char(max(played_on), 'YYYY-MM-DD') AS last
      FROM sides GROUP BY faction`);
  const list = rows.rows;
  if (list.length === 0) return null;
  return {
    id: 'recorded',
    source: 'Games recorded in Muster (shared Oracle uploads and public events)',
    url: '/oracle',
    from: list.map((r) => r.first).sort()[0] as string,
    to: list
      .map((r) => r.last)
      .sort()
      .at(-1) as string,
    // Recorded games carry no edition; they are the games being played now.
    edition: 'current',
    games: list.reduce((sum, r) => sum + r.games, 0) / 2,
    rows: list.map((r) => ({ faction: r.faction, winRate: r.score / r.games, games: r.games, share: null })),
  };
}

/** Tables admins loaded, and the recorded one: cached a few minutes, forgotten when a table is loaded. */
function tablesCached(db: Database): Promise<ResultTable[]> {
  const now = Date.now();
  if (!cached || now - cached.at > RECORDED_CACHE_MS) {
    const loaded = db
      .select()
      .from(publishedResults)
      .orderBy(desc(publishedResults.createdAt))
      .then((rows) => rows.map((row): ResultTable => ({ ...row.table, id: row.id })));
    const tables = Promise.all([loaded, recordedTable(db)])
      .then(([loaded, recordedResults]) => [...loaded, ...(recordedResults ? [recordedResults] : [])])
      .catch(() => []);
    cached = { at: now, tables };
  }
  return cached.tables;
}

/** Forget the cached tables (after an admin loads or removes one, and in tests). */
export function forgetResultTables(): void {
  cached = null;
}

/** The faction's expected win rate for this roster: its chapter or sub-faction first, then its faction. */
export async function factionResultsFor(
  db: Database,
  roster: Roster,
  asOf = new Date().toISOString().slice(0, 10),
): Promise<FactionResults | null> {
  const tables = [...publishedResultTables, ...(await tablesCached(db))];
  const names = [roster.subFaction, roster.faction].filter((n): n is string => Boolean(n?.trim()));
  for (const name of names) {
    const estimate = estimateFaction(tables, name, { asOf, ...DEFAULT_ESTIMATE });
    if (estimate) return estimate;
  }
  return null;
}
