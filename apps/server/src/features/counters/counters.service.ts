import type { CounterReply } from '@muster/contracts';
import { passThroughCode } from '@muster/contracts/error-codes';
import type { Roster } from '@muster/roster-import';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { runGameDataTask } from '../game-data/game-data-workers';
import { resolvedArmy } from '../game-data/resolved-army';
import { requireOwnRoster } from '../rosters/roster.policy';

type Head = CounterReply['roster'];
const head = (row: { id: string | null; name: string; faction: string; points: number }): Head => ({
  id: row.id,
  name: row.name,
  faction: row.faction,
  points: row.points,
});

/** Both rosters must be the caller's (an opponent's list is imported like any other). */
export async function counters(
  db: Database,
  userId: string,
  rosterId: string,
  opponentId: string,
  signal?: AbortSignal,
): Promise<CounterReply> {
  const [mine, theirs] = await Promise.all([
    requireOwnRoster(db, userId, rosterId),
    requireOwnRoster(db, userId, opponentId),
  ]);
  return counterPlanOf(userId, mine, theirs.rosterData, head(theirs), signal);
}

/** What `RosterParser.parse` gives back that matters here. */
type ParseResult = {
  roster: Roster | null;
  partialData: Roster | null;
  errors: { code: string; message: string }[];
};

/**
 * Your saved roster against a list pasted as text: read like an import (the parse worker, its
 * limits), matched to the game data, planned against, and not saved.
 */
export async function countersAgainstPasted(
  db: Database,
  parse: (text: string) => Promise<ParseResult>,
  userId: string,
  rosterId: string,
  text: string,
  signal?: AbortSignal,
): Promise<CounterReply> {
  const mine = await requireOwnRoster(db, userId, rosterId);
  const result = await parse(text);
  const theirs = result.roster ?? result.partialData;
  if (!theirs) {
    const first = result.errors[0];
    throw new HttpError(
      first?.code === 'FILE_TOO_LARGE' ? 413 : 422,
      first ? passThroughCode(first.code) : 'ROSTER_PARSE_FAILED',
      first?.message ?? 'The pasted text is not a list Muster can read.',
    );
  }
  if (theirs.units.length === 0)
    throw new HttpError(
      422,
      'NO_UNITS',
      'No units were found in the pasted list: paste the whole list, units included.',
    );
  const pasted = head({
    id: null,
    name: theirs.name || 'Pasted list',
    faction: theirs.faction || 'Unknown faction',
    points: theirs.pointsTotal,
  });
  return counterPlanOf(userId, mine, theirs, pasted, signal);
}

async function counterPlanOf(
  userId: string,
  mine: Awaited<ReturnType<typeof requireOwnRoster>>,
  opponentData: Roster,
  opponent: Head,
  signal?: AbortSignal,
): Promise<CounterReply> {
  const [yours, their] = await Promise.all([resolvedArmy(mine.rosterData), resolvedArmy(opponentData)]);
  const edition = mine.rosterData.edition === '10th' ? '10th' : '11th';
  // Picking another opponent replaces the plan still being worked out for the previous one.
  const plan = await runGameDataTask(
    'counter-plan',
    { yours: yours.roster, theirs: their.roster, edition },
    { signal, supersede: userId },
  );
  return {
    roster: head(mine),
    opponent,
    plan,
    dataNotes: {
      yours: { enriched: yours.enriched, unmatched: yours.unmatched },
      theirs: { enriched: their.enriched, unmatched: their.unmatched },
    },
  };
}
