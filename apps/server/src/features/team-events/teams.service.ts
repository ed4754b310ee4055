import type { EntryStatus, Team, TeamList, TeamSettings } from '@muster/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { lockTournament, requireRegistrationOpen, type Tx } from '../tournaments/registration.service';
import { type TeamRow, tournamentTeamMembers, tournamentTeams } from '../tournaments/teams.table';
import { canManageEvent, requireEventManager } from '../tournaments/tournament.policy';
import { notifyTournamentChanged } from '../tournaments/tournament-updates';
import { findTournamentRow, type TournamentRow, type Viewer } from '../tournaments/tournaments.queries';
import { tournamentEntries } from '../tournaments/tournaments.table';
import { requireCaptain, requireCaptainOrSelf, requireOwnInvite } from './team.policy';
import { findTeam, membershipOf, teamSettingsOf, teamsWithMembers } from './team-queries';

async function teamsSeated(tx: Tx, tournamentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentTeams)
    .where(
      and(
        eq(tournamentTeams.tournamentId, tournamentId),
        inArray(tournamentTeams.status, ['confirmed', 'pending']),
      ),
    );
  return row?.n ?? 0;
}

async function placement(tx: Tx, row: TournamentRow): Promise<EntryStatus> {
  const cap = teamSettingsOf(row).teamCap;
  if (cap !== null && (await teamsSeated(tx, row.id)) >= cap) return 'waitlisted';
  return row.requireApproval ? 'pending' : 'confirmed';
}

/** Members' entries follow their team: seated, waitlisted, withdrawn or dropped together. */
async function setTeamStatus(
  tx: Tx,
  team: TeamRow,
  change: { status?: EntryStatus; checkedIn?: boolean; droppedAfterRound?: number | null },
): Promise<void> {
  await tx
    .update(tournamentTeams)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(tournamentTeams.id, team.id));
  const entryIds = (
    await tx
      .select({ entryId: tournamentTeamMembers.entryId })
      .from(tournamentTeamMembers)
      .where(eq(tournamentTeamMembers.teamId, team.id))
  ).flatMap((m) => (m.entryId ? [m.entryId] : []));
  if (entryIds.length > 0)
    await tx
      .update(tournamentEntries)
      .set({ ...change, updatedAt: sql`now()` })
      .where(inArray(tournamentEntries.id, entryIds));
}

/** A freed seat goes to the first team on the waitlist. */
async function promoteWaitlistedTeam(tx: Tx, row: TournamentRow): Promise<void> {
  if (row.status !== 'registration') return;
  const cap = teamSettingsOf(row).teamCap;
  if (cap !== null && (await teamsSeated(tx, row.id)) >= cap) return;
  const [next] = await tx
    .select()
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, row.id), eq(tournamentTeams.status, 'waitlisted')))
    .orderBy(asc(tournamentTeams.registeredAt), asc(tournamentTeams.id))
    .limit(1);
  if (next) await setTeamStatus(tx, next, { status: row.requireApproval ? 'pending' : 'confirmed' });
}

/** Gives an accepted member their event entry (their list, check-in and games hang off it). */
async function entryFor(tx: Tx, row: TournamentRow, team: TeamRow, userId: string): Promise<string> {
  const [entry] = await tx
    .insert(tournamentEntries)
    .values({ tournamentId: row.id, userId, club: team.club, status: team.status, checkedIn: team.checkedIn })
    .onConflictDoUpdate({
      target: [tournamentEntries.tournamentId, tournamentEntries.userId],
      set: {
        club: team.club,
        status: team.status,
        checkedIn: team.checkedIn,
        droppedAfterRound: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: tournamentEntries.id });
  if (!entry) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The team place could not be saved.');
  return entry.id;
}

async function alreadyOnTeam(tx: Tx, tournamentId: string, userId: string, who: string): Promise<void> {
  const existing = await membershipOf(tx, tournamentId, userId);
  if (existing)
    throw new HttpError(
      409,
      'ALREADY_ON_TEAM',
      existing.role === 'invited'
        ? `${who} already has an invitation from a team at this event: decline it first.`
        : `${who} already ${who === 'You' ? 'are' : 'is'} on a team at this event.`,
    );
}

async function teamReply(db: Database, row: TournamentRow, teamId: string, viewer: Viewer): Promise<Team> {
  const team = await findTeam(db, row.id, teamId);
  const [reply] = await teamsWithMembers(db, row, [team], {
    organiser: await canManageEvent(db, row, viewer),
    teamId: viewer ? ((await membershipOf(db, row.id, viewer.id))?.teamId ?? null) : null,
  });
  if (!reply) throw new HttpError(404, 'TEAM_NOT_FOUND', 'No such team at this event.');
  return reply;
}

/**
 * One change to a team: under the event row lock (so caps and seats hold), only at a teams event;
 * everyone watching hears of it, and the reply is the team as the viewer may see it.
 */
async function changeTeam(
  db: Database,
  viewer: Viewer,
  id: string,
  teamId: string,
  change: (tx: Tx, row: TournamentRow, settings: TeamSettings) => Promise<unknown>,
): Promise<Team> {
  await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    await change(tx, row, teamSettingsOf(row));
    await notifyTournamentChanged(tx, id);
  });
  return teamReply(db, await findTournamentRow(db, id), teamId, viewer);
}

export async function listTeams(db: Database, viewer: Viewer, id: string): Promise<TeamList> {
  const row = await findTournamentRow(db, id);
  const settings = teamSettingsOf(row);
  const teams = await db
    .select()
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournamentId, id))
    .orderBy(asc(tournamentTeams.registeredAt), asc(tournamentTeams.id));
  const mine = viewer ? await membershipOf(db, id, viewer.id) : null;
  const organiser = await canManageEvent(db, row, viewer);
  return {
    teamSize: settings.teamSize,
    teams: await teamsWithMembers(db, row, teams, { organiser, teamId: mine?.teamId ?? null }),
    mine: mine ? { teamId: mine.teamId, role: mine.role } : null,
  };
}

/** A captain registers a team; they take its first seat. */
export async function createTeam(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  input: { name: string; club?: string | null },
): Promise<Team> {
  const teamId = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    teamSettingsOf(row);
    requireRegistrationOpen(row);
    await alreadyOnTeam(tx, id, viewer.id, 'You');
    const [clash] = await tx
      .select({ id: tournamentTeams.id })
      .from(tournamentTeams)
      .where(
        and(
          eq(tournamentTeams.tournamentId, id),
          eq(sql`lower(${tournamentTeams.name})`, input.name.toLowerCase()),
        ),
      );
    if (clash)
      throw new HttpError(409, 'TEAM_NAME_TAKEN', `A team called ${input.name} is already registered.`);
    const status = await placement(tx, row);
    const [team] = await tx
      .insert(tournamentTeams)
      .values({ tournamentId: id, name: input.name, club: input.club ?? null, captainId: viewer.id, status })
      .returning();
    if (!team) throw new HttpError(500, 'TEAM_SAVE_FAILED', 'The team could not be saved.');
    const entryId = await entryFor(tx, row, team, viewer.id);
    await tx
      .insert(tournamentTeamMembers)
      .values({ teamId: team.id, tournamentId: id, userId: viewer.id, slot: 1, status: 'accepted', entryId });
    await notifyTournamentChanged(tx, id);
    return team.id;
  });
  return teamReply(db, await findTournamentRow(db, id), teamId, viewer);
}

/** The captain invites a player by username to a free seat. */
export async function inviteMember(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  teamId: string,
  username: string,
): Promise<Team> {
  const [person] = await db
    .select({ id: user.id, username: user.username })
    .from(user)
    .where(eq(sql`lower(${user.username})`, username.toLowerCase()));
  if (!person) throw new HttpError(404, 'USER_NOT_FOUND', `No player is called ${username}.`);
  return changeTeam(db, viewer, id, teamId, async (tx, row, { teamSize }) => {
    const team = await requireCaptain(tx, id, teamId, viewer);
    if (row.status !== 'registration')
      throw new HttpError(
        409,
        'TOURNAMENT_STARTED',
        'The event has started: ask the organiser to change a team.',
      );
    if (team.status === 'withdrawn' || team.status === 'dropped')
      throw new HttpError(409, 'TEAM_WITHDRAWN', 'The team has withdrawn from this event.');
    await alreadyOnTeam(tx, id, person.id, person.username ?? username);
    const seats = await tx
      .select({ slot: tournamentTeamMembers.slot })
      .from(tournamentTeamMembers)
      .where(eq(tournamentTeamMembers.teamId, teamId));
    if (seats.length >= teamSize)
      throw new HttpError(409, 'TEAM_FULL', `The team has all ${teamSize} seats taken or offered.`);
    const slot = Math.max(0, ...seats.map((s) => s.slot)) + 1;
    await tx
      .insert(tournamentTeamMembers)
      .values({ teamId, tournamentId: id, userId: person.id, slot, status: 'invited' });
  });
}

/** The invitee takes the seat: they get their event entry, seated as the team is. */
export async function acceptInvite(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  teamId: string,
): Promise<Team> {
  return changeTeam(db, viewer, id, teamId, async (tx, row) => {
    await requireOwnInvite(tx, id, teamId, viewer);
    if (row.status !== 'registration')
      throw new HttpError(
        409,
        'TOURNAMENT_STARTED',
        'The event has started: ask the organiser to change a team.',
      );
    const team = await findTeam(tx, id, teamId);
    const entryId = await entryFor(tx, row, team, viewer.id);
    await tx
      .update(tournamentTeamMembers)
      .set({ status: 'accepted', entryId })
      .where(and(eq(tournamentTeamMembers.teamId, teamId), eq(tournamentTeamMembers.userId, viewer.id)));
  });
}

/** The invitee declines, or the captain takes back an invitation or removes a member; a member may leave. */
export async function removeMember(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  teamId: string,
  userId: string,
): Promise<Team> {
  return changeTeam(db, viewer, id, teamId, async (tx, row) => {
    const team = await findTeam(tx, id, teamId);
    requireCaptainOrSelf(team, viewer, userId);
    if (userId === team.captainId)
      throw new HttpError(
        409,
        'CAPTAIN_STAYS',
        'The captain cannot leave the team: withdraw the team instead.',
      );
    const [member] = await tx
      .select()
      .from(tournamentTeamMembers)
      .where(and(eq(tournamentTeamMembers.teamId, teamId), eq(tournamentTeamMembers.userId, userId)));
    if (!member) throw new HttpError(404, 'MEMBER_NOT_FOUND', 'That player is not on this team.');
    if (member.status === 'accepted' && row.status !== 'registration')
      throw new HttpError(
        409,
        'TOURNAMENT_STARTED',
        'The event has started: ask the organiser to change a team.',
      );
    await tx
      .delete(tournamentTeamMembers)
      .where(and(eq(tournamentTeamMembers.teamId, teamId), eq(tournamentTeamMembers.userId, userId)));
    if (member.entryId)
      await tx
        .update(tournamentEntries)
        .set({ status: 'withdrawn', checkedIn: false, updatedAt: sql`now()` })
        .where(eq(tournamentEntries.id, member.entryId));
  });
}

/** The captain's team sheet: every current member once, in the order the draft's defaults follow. */
export async function setTeamOrder(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  teamId: string,
  userIds: string[],
): Promise<Team> {
  return changeTeam(db, viewer, id, teamId, async (tx) => {
    await requireCaptain(tx, id, teamId, viewer);
    const members = await tx
      .select({ userId: tournamentTeamMembers.userId })
      .from(tournamentTeamMembers)
      .where(eq(tournamentTeamMembers.teamId, teamId));
    const current = new Set(members.map((m) => m.userId));
    if (
      new Set(userIds).size !== userIds.length ||
      userIds.length !== current.size ||
      userIds.some((u) => !current.has(u))
    )
      throw new HttpError(400, 'TEAM_ORDER_INVALID', 'List every member of the team exactly once.');
    // Two steps: the slots must never collide mid-way (offset first, then the final order).
    await tx
      .update(tournamentTeamMembers)
      .set({ slot: sql`${tournamentTeamMembers.slot} + 100` })
      .where(eq(tournamentTeamMembers.teamId, teamId));
    for (const [index, userId] of userIds.entries())
      await tx
        .update(tournamentTeamMembers)
        .set({ slot: index + 1 })
        .where(and(eq(tournamentTeamMembers.teamId, teamId), eq(tournamentTeamMembers.userId, userId)));
  });
}

/** Before the event the team withdraws (its seat goes to the waitlist); once it runs, it drops. */
export async function withdrawTeam(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  teamId: string,
): Promise<Team> {
  return changeTeam(db, viewer, id, teamId, async (tx, row) => {
    const team = await requireCaptain(tx, id, teamId, viewer);
    if (team.status === 'withdrawn' || team.status === 'dropped')
      throw new HttpError(409, 'TEAM_WITHDRAWN', 'The team has already withdrawn.');
    if (row.status === 'completed' || row.status === 'cancelled')
      throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}.`);
    const running = row.status === 'in_progress' && team.status === 'confirmed';
    if (running) {
      await setTeamStatus(tx, team, { status: 'dropped', droppedAfterRound: row.currentRound });
    } else {
      // Before the event a withdrawn team frees its players: they may join or register another.
      await setTeamStatus(tx, team, { status: 'withdrawn', checkedIn: false });
      await tx.delete(tournamentTeamMembers).where(eq(tournamentTeamMembers.teamId, team.id));
    }
    await promoteWaitlistedTeam(tx, row);
  });
}

type TeamAction = 'approve' | 'promote' | 'check-in' | 'undo-check-in' | 'drop' | 'reinstate';

/** Organisers approve, promote, check in, drop or reinstate a whole team. */
export async function actOnTeam(
  db: Database,
  viewer: Viewer,
  id: string,
  teamId: string,
  action: TeamAction,
): Promise<Team> {
  await requireEventManager(db, id, viewer);
  await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    teamSettingsOf(row);
    const team = await findTeam(tx, id, teamId);
    const need = (statuses: EntryStatus[], message: string) => {
      if (!statuses.includes(team.status)) throw new HttpError(409, 'TEAM_STATE', message);
    };
    switch (action) {
      case 'approve':
        need(['pending'], 'Only a pending team can be approved.');
        return setTeamStatus(tx, team, { status: 'confirmed' });
      case 'promote':
        need(['waitlisted'], 'Only a waitlisted team can be promoted.');
        return setTeamStatus(tx, team, { status: 'confirmed' });
      case 'check-in':
        need(['confirmed'], 'Only a confirmed team checks in.');
        return setTeamStatus(tx, team, { checkedIn: true });
      case 'undo-check-in':
        return setTeamStatus(tx, team, { checkedIn: false });
      case 'drop':
        need(['confirmed', 'pending'], 'Only a registered team can be dropped.');
        await setTeamStatus(tx, team, { status: 'dropped', droppedAfterRound: row.currentRound });
        return promoteWaitlistedTeam(tx, row);
      case 'reinstate':
        need(['dropped'], 'Only a dropped team can be reinstated: a team that withdrew registers again.');
        return setTeamStatus(tx, team, { status: 'confirmed', droppedAfterRound: null });
    }
  });
  await notifyTournamentChanged(db, id);
  return teamReply(db, await findTournamentRow(db, id), teamId, viewer);
}

/** The captain checks the whole team in while the organiser has check-in open (twice is fine). */
export async function checkInTeam(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  teamId: string,
): Promise<Team> {
  return changeTeam(db, viewer, id, teamId, async (tx, row, { teamSize }) => {
    const team = await requireCaptain(tx, id, teamId, viewer);
    if (row.status === 'completed' || row.status === 'cancelled')
      throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}: check-in is over.`);
    if (!row.checkInOpen)
      throw new HttpError(409, 'CHECK_IN_CLOSED', 'Check-in is not open yet: the organiser opens it.');
    if (team.status !== 'confirmed')
      throw new HttpError(409, 'TEAM_STATE', 'Only a confirmed team checks in: ask the organiser.');
    const [accepted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tournamentTeamMembers)
      .where(and(eq(tournamentTeamMembers.teamId, teamId), eq(tournamentTeamMembers.status, 'accepted')));
    if ((accepted?.n ?? 0) < teamSize)
      throw new HttpError(
        409,
        'TEAM_INCOMPLETE',
        `The team has ${accepted?.n ?? 0} of ${teamSize} players: fill every seat first.`,
      );
    if (!team.checkedIn) await setTeamStatus(tx, team, { checkedIn: true });
  });
}

/** Faction uniqueness: a teammate (other than this entry) already brings this faction. */
export async function teammateWithFaction(
  db: Database,
  row: TournamentRow,
  entryId: string,
  faction: string,
): Promise<string | null> {
  if (row.format !== 'teams' || !row.teams?.factionUnique) return null;
  const [mine] = await db
    .select({ teamId: tournamentTeamMembers.teamId })
    .from(tournamentTeamMembers)
    .where(eq(tournamentTeamMembers.entryId, entryId));
  if (!mine) return null;
  const [clash] = await db
    .execute<{ username: string }>(sql`
    SELECT coalesce(u.username, u.name) AS username
    FROM tournament_team_members m
    JOIN tournament_lists l ON l.entry_id = m.entry_id
    JOIN "user" u ON u.id = m.user_id
    WHERE m.team_id = ${mine.teamId} AND m.entry_id <> ${entryId}
      AND lower(l.snapshot->>'faction') = lower(${faction})
    LIMIT 1`)
    .then((r) => r.rows);
  return clash?.username ?? null;
}
