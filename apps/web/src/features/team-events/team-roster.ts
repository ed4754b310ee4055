import type { Team, TeamList, Tournament } from '@muster/contracts';

type Member = Team['members'][number];
type Role = NonNullable<TeamList['mine']>['role'];
type EventState = Pick<Tournament, 'status' | 'checkInOpen'>;

export type SeatCount = {
  size: number;
  /** Members who accepted: the seats that count. */
  accepted: number;
  /** Invitations still open: offered seats. */
  invited: number;
  /** Seats neither taken nor offered: the captain may invite this many more. */
  open: number;
  complete: boolean;
};

export function seatCount(team: Pick<Team, 'members'>, size: number): SeatCount {
  const accepted = team.members.filter((m) => m.status === 'accepted').length;
  const invited = team.members.filter((m) => m.status === 'invited').length;
  return {
    size,
    accepted,
    invited,
    open: Math.max(0, size - accepted - invited),
    complete: accepted >= size,
  };
}

/** "Complete", or "3 of 5 players" with the open invitations: what a team still needs. */
export function seatsLabel(seats: SeatCount): string {
  if (seats.complete) return `Complete: ${seats.size} of ${seats.size} players`;
  const invited = seats.invited > 0 ? `, ${seats.invited} invited` : '';
  return `${seats.accepted} of ${seats.size} players${invited}`;
}

const active = (team: Pick<Team, 'status'>) => team.status !== 'withdrawn' && team.status !== 'dropped';
const finished = (event: EventState) => event.status === 'completed' || event.status === 'cancelled';

/** Where team check-in stands for the captain. */
export type TeamCheckIn =
  /** Check-in is closed, or the event is over. */
  | 'closed'
  | 'checked-in'
  | 'ready'
  /** Seats still to fill: the server refuses until every member accepted. */
  | 'incomplete'
  /** Pending or waitlisted: only a confirmed team checks in. */
  | 'not-seated';

/** What the viewer may do with their own team, as the server allows it. */
export type MyTeamActions = {
  invite: boolean;
  reorder: boolean;
  /** The team's check-in, whoever looks; only the captain's screen offers the button. */
  checkIn: TeamCheckIn;
  /** Withdraw before the event, drop once it runs; null when neither is possible. */
  withdraw: 'withdraw' | 'drop' | null;
  leave: boolean;
};

export function myTeamActions(role: Role, team: Team, size: number, event: EventState): MyTeamActions {
  const captain = role === 'captain';
  const registering = event.status === 'registration';
  const seats = seatCount(team, size);
  let checkIn: TeamCheckIn = 'closed';
  if (team.checkedIn) checkIn = 'checked-in';
  else if (event.checkInOpen && !finished(event) && active(team))
    checkIn = team.status !== 'confirmed' ? 'not-seated' : seats.complete ? 'ready' : 'incomplete';
  let withdraw: MyTeamActions['withdraw'] = null;
  if (captain && active(team) && !finished(event))
    withdraw = event.status === 'in_progress' && team.status === 'confirmed' ? 'drop' : 'withdraw';
  return {
    invite: captain && registering && active(team) && team.members.length < size,
    // The draft's time-out defaults follow the sheet, so it may change while the event runs.
    reorder: captain && active(team) && !finished(event) && team.members.length > 1,
    checkIn,
    withdraw,
    leave: role === 'member' && registering,
  };
}

/**
 * What the captain may do to another member: take back an open invitation, or remove a member
 * who accepted while registration runs. Nobody removes the captain (they withdraw the team).
 */
export function memberRemoval(
  role: Role,
  member: Pick<Member, 'status' | 'captain'>,
  event: Pick<Tournament, 'status'>,
): 'take-back' | 'remove' | null {
  if (role !== 'captain' || member.captain) return null;
  if (member.status === 'invited') return 'take-back';
  return event.status === 'registration' ? 'remove' : null;
}

/** The team sheet with one member moved up (-1) or down (+1); unchanged at either end. */
export function moveInOrder(userIds: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= userIds.length || target < 0 || target >= userIds.length) return [...userIds];
  const next = [...userIds];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

export type OrganiserTeamAction = 'approve' | 'promote' | 'check-in' | 'undo-check-in' | 'drop' | 'reinstate';

/** The organiser's actions on a team in its state (the server refuses the others). */
export function organiserTeamActions(team: Pick<Team, 'status' | 'checkedIn'>): OrganiserTeamAction[] {
  const actions: OrganiserTeamAction[] = [];
  if (team.status === 'pending') actions.push('approve');
  if (team.status === 'waitlisted') actions.push('promote');
  if (team.status === 'confirmed' && !team.checkedIn) actions.push('check-in');
  if (team.checkedIn) actions.push('undo-check-in');
  if (team.status === 'confirmed' || team.status === 'pending') actions.push('drop');
  if (team.status === 'dropped' || team.status === 'withdrawn') actions.push('reinstate');
  return actions;
}

/** Teams holding a seat (confirmed or awaiting approval): what the team cap counts. */
export const teamsSeated = (teams: readonly Pick<Team, 'status'>[]) =>
  teams.filter((t) => t.status === 'confirmed' || t.status === 'pending').length;

/** "4 teams" or "4 / 8 teams", with the waitlist when there is one. */
export function teamCountLabel(teams: readonly Pick<Team, 'status'>[], cap: number | null): string {
  const seated = teamsSeated(teams);
  const waiting = teams.filter((t) => t.status === 'waitlisted').length;
  const count = cap === null ? `${seated} ${seated === 1 ? 'team' : 'teams'}` : `${seated} / ${cap} teams`;
  return waiting > 0 ? `${count}, ${waiting} on the waitlist` : count;
}
