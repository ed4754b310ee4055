import type { Team, TeamSettings } from '@muster/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { tournamentLists } from '../tournaments/lists.table';
import { type TeamRow, tournamentTeamMembers, tournamentTeams } from '../tournaments/teams.table';
import type { TournamentRow } from '../tournaments/tournaments.queries';

type Reader = Pick<Database, 'select'>;

/** The event's team settings; anything team-shaped asked of a singles event is a 409. */
export function teamSettingsOf(row: TournamentRow): TeamSettings {
  if (row.format !== 'teams' || !row.teams)
    throw new HttpError(409, 'NOT_A_TEAMS_EVENT', 'This is a singles event: it has no teams.');
  return row.teams;
}

export async function findTeam(db: Reader, tournamentId: string, teamId: string): Promise<TeamRow> {
  const [team] = await db
    .select()
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournamentId, tournamentId)));
  if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', 'No such team at this event.');
  return team;
}

export type MembershipRole = 'captain' | 'member' | 'invited';

/** The viewer's team at the event (as captain, accepted member or invitee), if any. */
export async function membershipOf(
  db: Reader,
  tournamentId: string,
  userId: string,
): Promise<{ teamId: string; role: MembershipRole; entryId: string | null } | null> {
  const [row] = await db
    .select({ member: tournamentTeamMembers, captainId: tournamentTeams.captainId })
    .from(tournamentTeamMembers)
    .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentTeamMembers.teamId))
    .where(
      and(eq(tournamentTeamMembers.tournamentId, tournamentId), eq(tournamentTeamMembers.userId, userId)),
    );
  if (!row) return null;
  const role: MembershipRole =
    row.member.status === 'invited' ? 'invited' : row.captainId === userId ? 'captain' : 'member';
  return { teamId: row.member.teamId, role, entryId: row.member.entryId };
}

/**
 * Teams with their members in team-sheet order. Factions are shown to the team itself and the
 * organisers, and to everyone once the event is under way (pairings show them then anyway).
 */
export async function teamsWithMembers(
  db: Reader,
  row: TournamentRow,
  teams: TeamRow[],
  showFactionsTo: { organiser: boolean; teamId: string | null },
): Promise<Team[]> {
  if (teams.length === 0) return [];
  const size = teamSettingsOf(row).teamSize;
  const members = await db
    .select({
      teamId: tournamentTeamMembers.teamId,
      userId: tournamentTeamMembers.userId,
      slot: tournamentTeamMembers.slot,
      status: tournamentTeamMembers.status,
      entryId: tournamentTeamMembers.entryId,
      username: sql<string>`coalesce(${user.username}, ${user.name})`,
      faction: sql<string | null>`${tournamentLists.snapshot}->>'faction'`,
    })
    .from(tournamentTeamMembers)
    .innerJoin(user, eq(user.id, tournamentTeamMembers.userId))
    .leftJoin(tournamentLists, eq(tournamentLists.entryId, tournamentTeamMembers.entryId))
    .where(
      inArray(
        tournamentTeamMembers.teamId,
        teams.map((t) => t.id),
      ),
    )
    .orderBy(asc(tournamentTeamMembers.slot));
  const started = row.status !== 'registration';
  return teams.map((team) => {
    const own = members.filter((m) => m.teamId === team.id);
    const factionsShown = started || showFactionsTo.organiser || showFactionsTo.teamId === team.id;
    return {
      id: team.id,
      name: team.name,
      club: team.club,
      captainId: team.captainId,
      status: team.status,
      checkedIn: team.checkedIn,
      droppedAfterRound: team.droppedAfterRound,
      registeredAt: team.registeredAt.toISOString(),
      members: own.map((m) => ({
        userId: m.userId,
        username: m.username,
        slot: m.slot,
        status: m.status,
        captain: m.userId === team.captainId,
        entryId: m.entryId,
        faction: factionsShown ? m.faction : null,
      })),
      complete: own.filter((m) => m.status === 'accepted').length === size,
    };
  });
}

/** Accepted members' entry ids in team-sheet order: the draft's team sheet. */
export async function teamSheet(db: Reader, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ entryId: tournamentTeamMembers.entryId })
    .from(tournamentTeamMembers)
    .where(and(eq(tournamentTeamMembers.teamId, teamId), eq(tournamentTeamMembers.status, 'accepted')))
    .orderBy(asc(tournamentTeamMembers.slot));
  return rows.flatMap((r) => (r.entryId ? [r.entryId] : []));
}
