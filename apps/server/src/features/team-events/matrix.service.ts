import type { Matrix } from '@muster/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { tournamentLists } from '../tournaments/lists.table';
import { findTournamentRow, type Viewer } from '../tournaments/tournaments.queries';
import { tournamentEntries } from '../tournaments/tournaments.table';
import { findMatch } from './draft.service';
import { matrixSuggestion } from './matrix-suggestion';
import { type TeamMatchRow, teamMatchMatrices } from './team-events.table';
import { membershipOf, teamSettingsOf } from './team-queries';

type Reader = Pick<Database, 'select'>;

/** The matrix is the team's own: members read it, the captain writes it; nobody else sees it. */
async function teamSideOf(
  db: Reader,
  tournamentId: string,
  match: TeamMatchRow,
  viewer: NonNullable<Viewer>,
) {
  const membership = await membershipOf(db, tournamentId, viewer.id);
  const side =
    membership && membership.role !== 'invited'
      ? membership.teamId === match.teamA
        ? 'a'
        : membership.teamId === match.teamB
          ? 'b'
          : null
      : null;
  if (!side || !membership || !match.draft)
    throw new HttpError(403, 'MATRIX_PRIVATE', 'A matchup matrix is private to each team in the match.');
  return { side, teamId: membership.teamId, captain: membership.role === 'captain' } as const;
}

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
  return {
    matchId: match.id,
    ours: await people(db, oursIds),
    theirs: await people(db, theirsIds),
    expected,
    source: stored?.source ?? 'empty',
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    suggestion: matrixSuggestion(draft, side, expected),
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
  const { side, teamId } = await teamSideOf(db, id, match, viewer);
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
  const { side, teamId, captain } = await teamSideOf(db, id, match, viewer);
  if (!captain) throw new HttpError(403, 'NOT_CAPTAIN', "Only the team's captain edits the matrix.");
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
