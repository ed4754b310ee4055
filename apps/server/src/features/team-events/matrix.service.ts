import { killRaceGamePoints } from '@muster/analysis';
import type { Matrix } from '@muster/contracts';
import type { Roster } from '@muster/roster-import';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { runGameDataTask } from '../game-data/game-data-workers';
import { resolvedArmy } from '../game-data/resolved-army';
import { listsPublished } from '../tournaments/lists.service';
import { tournamentLists } from '../tournaments/lists.table';
import { type TeamMatchRow, teamMatchMatrices } from '../tournaments/teams.table';
import { canManageEvent } from '../tournaments/tournament.policy';
import { findTournamentRow, type Viewer } from '../tournaments/tournaments.queries';
import { tournamentEntries } from '../tournaments/tournaments.table';
import { findMatch } from './draft.service';
import { matrixSuggestion } from './matrix-suggestion';
import { requireMatrixEditor, requireMatrixReader } from './team-match.policy';
import { teamSettingsOf } from './team-queries';

type Reader = Pick<Database, 'select'>;

async function people(db: Reader, entryIds: readonly string[]) {
  const rows = await db
    .select({
      entryId: tournamentEntries.id,
      username: sql<string>`coalesce(${user.username}, ${user.name})`,
      faction: sql<string | null>`${tournamentLists.snapshot}->>'faction'`,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .leftJoin(tournamentLists, eq(tournamentLists.entryId, tournamentEntries.id))
    .where(inArray(tournamentEntries.id, [...entryIds]));
  return entryIds.map((entryId) => {
    const found = rows.find((r) => r.entryId === entryId);
    return { entryId, username: found?.username ?? 'unknown', faction: found?.faction ?? null };
  });
}

async function matrixReply(
  db: Reader,
  match: TeamMatchRow,
  side: 'a' | 'b',
  teamId: string,
): Promise<Matrix> {
  const draft = match.draft;
  if (!draft) throw new HttpError(409, 'TEAM_BYE', 'This team has a bye: there is no draft.');
  const oursIds = draft.teams[side];
  const theirsIds = draft.teams[side === 'a' ? 'b' : 'a'];
  const [stored] = await db
    .select()
    .from(teamMatchMatrices)
    .where(and(eq(teamMatchMatrices.matchId, match.id), eq(teamMatchMatrices.teamId, teamId)));
  const expected = stored?.expected ?? oursIds.map(() => theirsIds.map(() => null));
  const ours = await people(db, oursIds);
  const theirs = await people(db, theirsIds);
  const names = new Map([...ours, ...theirs].map((p) => [p.entryId, p.username]));
  return {
    matchId: match.id,
    ours,
    theirs,
    expected,
    source: stored?.source ?? 'empty',
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    suggestion: matrixSuggestion(draft, side, expected, names),
  };
}

export async function getMatrix(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  matchId: string,
): Promise<Matrix> {
  teamSettingsOf(await findTournamentRow(db, id));
  const match = await findMatch(db, id, matchId);
  const { side, teamId } = await requireMatrixReader(db, id, match, viewer);
  return matrixReply(db, match, side, teamId);
}

export async function saveMatrix(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  matchId: string,
  expected: number[][],
): Promise<Matrix> {
  teamSettingsOf(await findTournamentRow(db, id));
  const match = await findMatch(db, id, matchId);
  const { side, teamId } = requireMatrixEditor(await requireMatrixReader(db, id, match, viewer));
  const size = match.draft?.teams[side].length ?? 0;
  const theirs = match.draft?.teams[side === 'a' ? 'b' : 'a'].length ?? 0;
  if (expected.length !== size || expected.some((row) => row.length !== theirs))
    throw new HttpError(
      400,
      'MATRIX_SHAPE',
      `The matrix needs ${size} rows (your players) of ${theirs} scores (theirs).`,
    );
  await db
    .insert(teamMatchMatrices)
    .values({ matchId, teamId, expected, source: 'captain', updatedBy: viewer.id })
    .onConflictDoUpdate({
      target: [teamMatchMatrices.matchId, teamMatchMatrices.teamId],
      set: { expected, source: 'captain', updatedBy: viewer.id, updatedAt: sql`now()` },
    });
  return matrixReply(db, match, side, teamId);
}

/** Each player's submitted list, resolved against the game data (null without a list). */
async function listsOf(db: Reader, entryIds: readonly string[]): Promise<Map<string, Roster>> {
  const rows = await db
    .select({ entryId: tournamentLists.entryId, snapshot: tournamentLists.snapshot })
    .from(tournamentLists)
    .where(inArray(tournamentLists.entryId, [...entryIds]));
  const resolved = new Map<string, Roster>();
  for (const row of rows) resolved.set(row.entryId, (await resolvedArmy(row.snapshot)).roster);
  return resolved;
}

/**
 * Fills the captain's matrix from Muster's battle simulation of each of our lists against each of
 * theirs, both first turns averaged (see killRaceGamePoints). Their lists are only read once the
 * event has published lists; a player without a list leaves their row or column empty.
 */
export async function prefillMatrix(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  matchId: string,
): Promise<Matrix> {
  const row = await findTournamentRow(db, id);
  teamSettingsOf(row);
  const match = await findMatch(db, id, matchId);
  const { side, teamId } = requireMatrixEditor(await requireMatrixReader(db, id, match, viewer));
  if (!listsPublished(row) && !(await canManageEvent(db, row, viewer)))
    throw new HttpError(
      409,
      'LISTS_NOT_PUBLISHED',
      'The other team’s lists are not published yet, so Muster cannot simulate against them: fill the matrix in by hand.',
    );
  const draft = match.draft;
  if (!draft) throw new HttpError(409, 'TEAM_BYE', 'This team has a bye: there is no draft.');
  const ours = draft.teams[side];
  const theirs = draft.teams[side === 'a' ? 'b' : 'a'];
  const lists = await listsOf(db, [...ours, ...theirs]);
  const edition = row.edition === '10th' ? '10th' : '11th';
  const expected: (number | null)[][] = [];
  for (const mine of ours) {
    const cells: (number | null)[] = [];
    for (const other of theirs) {
      const yours = lists.get(mine);
      const opponent = lists.get(other);
      if (!yours || !opponent || yours.units.length === 0 || opponent.units.length === 0) {
        cells.push(null);
        continue;
      }
      const simulations = [];
      for (const firstTurn of ['yours', 'theirs'] as const)
        simulations.push(
          await runGameDataTask('simulate', { yours, theirs: opponent, options: { firstTurn, edition } }),
        );
      cells.push(killRaceGamePoints(simulations));
    }
    expected.push(cells);
  }
  if (expected.every((cells) => cells.every((cell) => cell === null)))
    throw new HttpError(
      409,
      'NO_LISTS',
      'Neither team has lists Muster can simulate yet: fill the matrix in by hand.',
    );
  await db
    .insert(teamMatchMatrices)
    .values({ matchId, teamId, expected, source: 'analysis', updatedBy: viewer.id })
    .onConflictDoUpdate({
      target: [teamMatchMatrices.matchId, teamMatchMatrices.teamId],
      set: { expected, source: 'analysis', updatedBy: viewer.id, updatedAt: sql`now()` },
    });
  return matrixReply(db, match, side, teamId);
}
