import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { type TeamRow, tournamentTeamMembers } from '../tournaments/teams.table';
import type { Viewer } from '../tournaments/tournaments.queries';
import { findTeam } from './team-queries';

/**
 * Who may change one team at a teams event (docs/architecture.md, "Object-level permissions"): its
 * captain runs it, a member may leave, an invitee answers their own invitation. The organisers'
 * actions on a team go through the event's policy (tournaments/tournament.policy.ts).
 */

type Reader = Pick<Database, 'select'>;

/** The team, for its captain; anyone else gets 403 (a team not at this event, 404). */
export async function requireCaptain(
  db: Reader,
  tournamentId: string,
  teamId: string,
  viewer: NonNullable<Viewer>,
): Promise<TeamRow> {
  const team = await findTeam(db, tournamentId, teamId);
  if (team.captainId !== viewer.id)
    throw new HttpError(403, 'NOT_CAPTAIN', "Only the team's captain can do that.");
  return team;
}

/** A player may take themselves off the team; only its captain removes someone else (403). */
export function requireCaptainOrSelf(team: TeamRow, viewer: NonNullable<Viewer>, userId: string): void {
  if (userId !== viewer.id && team.captainId !== viewer.id)
    throw new HttpError(403, 'NOT_CAPTAIN', "Only the team's captain can remove someone else.");
}

/** The viewer's own open invitation from this team; without one, 404. */
export async function requireOwnInvite(
  db: Reader,
  tournamentId: string,
  teamId: string,
  viewer: NonNullable<Viewer>,
) {
  const [invite] = await db
    .select()
    .from(tournamentTeamMembers)
    .where(
      and(
        eq(tournamentTeamMembers.teamId, teamId),
        eq(tournamentTeamMembers.tournamentId, tournamentId),
        eq(tournamentTeamMembers.userId, viewer.id),
      ),
    );
  if (invite?.status !== 'invited')
    throw new HttpError(404, 'INVITE_NOT_FOUND', 'You have no invitation from this team.');
  return invite;
}
