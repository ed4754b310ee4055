import type { Team } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  memberRemoval,
  moveInOrder,
  myTeamActions,
  organiserTeamActions,
  seatCount,
  seatsLabel,
  teamCountLabel,
} from './team-roster';

type Member = Team['members'][number];
const member = (name: string, status: Member['status'] = 'accepted', captain = false): Member => ({
  userId: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
  username: name,
  slot: 1,
  status,
  captain,
  entryId: null,
  faction: null,
});
const team = (members: Member[], change: Partial<Team> = {}): Team => ({
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Grim Dark',
  club: 'York',
  captainId: members[0]?.userId ?? '',
  status: 'confirmed',
  checkedIn: false,
  droppedAfterRound: null,
  registeredAt: '2027-04-01T10:00:00.000Z',
  members,
  complete: false,
  ...change,
});
const cap = member('cap', 'accepted', true);
const ann = member('ann');
const bob = member('bob', 'invited');
const registering = { status: 'registration', checkInOpen: false } as const;

describe('seats', () => {
  it('counts accepted, invited and open seats: 2 accepted + 1 invited of 5 leaves 2 open', () => {
    const seats = seatCount(team([cap, ann, bob]), 5);
    expect(seats).toEqual({ size: 5, accepted: 2, invited: 1, open: 2, complete: false });
    expect(seatsLabel(seats)).toBe('2 of 5 players, 1 invited');
  });

  it('three accepted of three is complete', () => {
    const seats = seatCount(team([cap, ann, member('cy')]), 3);
    expect(seats).toEqual({ size: 3, accepted: 3, invited: 0, open: 0, complete: true });
    expect(seatsLabel(seats)).toBe('Complete: 3 of 3 players');
  });

  it('an invitation fills no seat: 2 accepted + 1 invited of 3 is not complete', () => {
    expect(seatCount(team([cap, ann, bob]), 3)).toMatchObject({ open: 0, complete: false });
    expect(seatsLabel(seatCount(team([cap]), 3))).toBe('1 of 3 players');
  });
});

describe('what the viewer may do with their team', () => {
  it('the captain, registering, with a seat free: invite, reorder, withdraw; no leaving', () => {
    expect(myTeamActions('captain', team([cap, ann]), 3, registering)).toEqual({
      invite: true,
      reorder: true,
      checkIn: 'closed',
      withdraw: 'withdraw',
      leave: false,
    });
  });

  it('no invite once every seat is taken or offered (2 members + 1 invitation of 3)', () => {
    expect(myTeamActions('captain', team([cap, ann, bob]), 3, registering).invite).toBe(false);
  });

  it('a captain alone has nobody to reorder', () => {
    expect(myTeamActions('captain', team([cap]), 3, registering).reorder).toBe(false);
  });

  it('a member may only leave, and only while registration runs', () => {
    expect(myTeamActions('member', team([cap, ann]), 3, registering)).toEqual({
      invite: false,
      reorder: false,
      checkIn: 'closed',
      withdraw: null,
      leave: true,
    });
    expect(
      myTeamActions('member', team([cap, ann]), 3, { status: 'in_progress', checkInOpen: false }).leave,
    ).toBe(false);
  });

  it('check-in: ready when confirmed and complete, incomplete with a seat open, not seated while pending', () => {
    const open = { status: 'registration', checkInOpen: true } as const;
    const full = [cap, ann, member('cy')];
    expect(myTeamActions('captain', team(full), 3, open).checkIn).toBe('ready');
    expect(myTeamActions('captain', team([cap, ann, bob]), 3, open).checkIn).toBe('incomplete');
    expect(myTeamActions('captain', team(full, { status: 'pending' }), 3, open).checkIn).toBe('not-seated');
    expect(myTeamActions('member', team(full, { checkedIn: true }), 3, open).checkIn).toBe('checked-in');
    // Closed check-in, or a withdrawn team: nothing to do.
    expect(myTeamActions('captain', team(full), 3, registering).checkIn).toBe('closed');
    expect(myTeamActions('captain', team(full, { status: 'withdrawn' }), 3, open).checkIn).toBe('closed');
  });

  it('once the event runs, a confirmed team drops; new invitations stop; the sheet still changes', () => {
    const running = { status: 'in_progress', checkInOpen: false } as const;
    expect(myTeamActions('captain', team([cap, ann]), 3, running)).toMatchObject({
      invite: false,
      reorder: true,
      withdraw: 'drop',
    });
  });

  it('a withdrawn team, or a finished event, offers nothing', () => {
    expect(myTeamActions('captain', team([cap, ann], { status: 'withdrawn' }), 3, registering)).toMatchObject(
      {
        invite: false,
        reorder: false,
        withdraw: null,
      },
    );
    expect(
      myTeamActions('captain', team([cap, ann]), 3, { status: 'completed', checkInOpen: false }),
    ).toMatchObject({ reorder: false, withdraw: null });
  });
});

describe('removing a member', () => {
  it('the captain takes back an invitation, or removes a member while registration runs', () => {
    expect(memberRemoval('captain', bob, { status: 'registration' })).toBe('take-back');
    expect(memberRemoval('captain', ann, { status: 'registration' })).toBe('remove');
    expect(memberRemoval('captain', ann, { status: 'in_progress' })).toBeNull();
    expect(memberRemoval('captain', bob, { status: 'in_progress' })).toBe('take-back');
  });

  it('nobody removes the captain, and members remove nobody', () => {
    expect(memberRemoval('captain', cap, { status: 'registration' })).toBeNull();
    expect(memberRemoval('member', bob, { status: 'registration' })).toBeNull();
  });
});

describe('team sheet order', () => {
  it('moves a member up or down one place, and not past either end', () => {
    expect(moveInOrder(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('organiser actions', () => {
  it.each([
    [{ status: 'pending', checkedIn: false }, ['approve', 'drop']],
    [{ status: 'waitlisted', checkedIn: false }, ['promote']],
    [{ status: 'confirmed', checkedIn: false }, ['check-in', 'drop']],
    [{ status: 'confirmed', checkedIn: true }, ['undo-check-in', 'drop']],
    [{ status: 'dropped', checkedIn: false }, ['reinstate']],
    [{ status: 'withdrawn', checkedIn: false }, ['reinstate']],
  ] as const)('%o → %o', (state, actions) => {
    expect(organiserTeamActions(state)).toEqual(actions);
  });
});

describe('team count', () => {
  const teams = [
    { status: 'confirmed' },
    { status: 'pending' },
    { status: 'waitlisted' },
    { status: 'withdrawn' },
  ] as const;
  it('counts confirmed and pending teams against the cap, with the waitlist', () => {
    expect(teamCountLabel(teams, 2)).toBe('2 / 2 teams, 1 on the waitlist');
    expect(teamCountLabel(teams.slice(0, 1), null)).toBe('1 team');
  });
});
