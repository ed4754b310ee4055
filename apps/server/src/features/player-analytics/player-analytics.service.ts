import type { PlayerAnalytics } from '@muster/contracts';
import { buildPlayerReport } from '@muster/meta';
import { eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { loadMatchRecords } from '../oracle/match-records';
import { matchRecords } from '../oracle/oracle.table';
import { readSiteSettings } from '../site-settings/site-settings.service';

/** How many of the player's games the page lists; the rates use them all. */
const LISTED_GAMES = 100;

/**
 * The player's games are those carrying their account: Muster event games and their battle log.
 * Elo is computed over every Muster event game as well, because a rating depends on the
 * opponents' own histories; only this player's figures are returned.
 */
export async function playerAnalytics(db: Database, viewer: SessionUser): Promise<PlayerAnalytics> {
  const pool = await loadMatchRecords(
    db,
    or(
      isNotNull(matchRecords.tournamentGameId),
      eq(matchRecords.playerAId, viewer.id),
      eq(matchRecords.playerBId, viewer.id),
    ),
  );
  const logged = await db.$count(matchRecords, eq(matchRecords.loggedBy, viewer.id));
  const { metaSmallSampleBelow } = await readSiteSettings(db);
  const report = buildPlayerReport(pool, viewer.id, metaSmallSampleBelow);
  return {
    ...report,
    games: report.games.slice(0, LISTED_GAMES),
    smallSampleBelow: metaSmallSampleBelow,
    sources: { events: report.games.length - logged, logged },
  };
}
