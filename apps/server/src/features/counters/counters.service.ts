import type { CounterReply } from '@muster/contracts';
import type { Database } from '../../db/database';
import { runGameDataTask } from '../game-data/game-data-workers';
import { resolvedArmy } from '../game-data/resolved-army';
import { findRoster } from '../rosters/rosters.queries';

/** Both rosters must be the caller's (an opponent's list is imported like any other). */
export async function counters(
  db: Database,
  userId: string,
  rosterId: string,
  opponentId: string,
  signal?: AbortSignal,
): Promise<CounterReply> {
  const [mine, theirs] = await Promise.all([
    findRoster(db, userId, rosterId),
    findRoster(db, userId, opponentId),
  ]);
  const [yours, their] = await Promise.all([resolvedArmy(mine.rosterData), resolvedArmy(theirs.rosterData)]);
  const edition = mine.rosterData.edition === '10th' ? '10th' : '11th';
  // Picking another opponent replaces the plan still being worked out for the previous one.
  const plan = await runGameDataTask(
    'counter-plan',
    { yours: yours.roster, theirs: their.roster, edition },
    { signal, supersede: userId },
  );
  const head = (row: typeof mine) => ({
    id: row.id,
    name: row.name,
    faction: row.faction,
    points: row.points,
  });
  return {
    roster: head(mine),
    opponent: head(theirs),
    plan,
    dataNotes: {
      yours: { enriched: yours.enriched, unmatched: yours.unmatched },
      theirs: { enriched: their.enriched, unmatched: their.unmatched },
    },
  };
}
