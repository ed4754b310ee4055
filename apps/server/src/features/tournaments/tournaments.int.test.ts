import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { insertUser } from '../../test-support/builders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { register } from './registration.service';
import { tournamentInput } from './tournament-builders';
import { tournaments } from './tournaments.table';

describe('tournaments: events and registration', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let players: TestClient[];
  let anonymous: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.45.0.1');
    anonymous = new TestClient(testApp.app, '10.45.0.2');
    await organiser.signUp('to@example.test', 'organiser password 1', 'the_to');
    players = [];
    for (let i = 1; i <= 4; i += 1) {
      const client = new TestClient(testApp.app, `10.45.1.${i}`);
      await client.signUp(`player${i}@example.test`, `player password ${i}`, `player_${i}`);
      players.push(client);
    }
  });
  afterAll(() => testApp.close());

  const create = async (overrides = {}) => {
    const reply = await organiser.post('/api/tournaments', tournamentInput(overrides));
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json();
  };
  const player = (i: number) => players[i] as TestClient;

  it('refuses events that make no sense, with the reason', async () => {
    const bad = async (overrides: object) =>
      (await organiser.post('/api/tournaments', tournamentInput(overrides))).json().error.message;
    expect(await bad({ startsOn: '2030-05-02', endsOn: '2030-05-01' })).toContain(
      'The event cannot end before it starts.',
    );
    expect(await bad({ scoringPresetId: 'custom' })).toContain('Custom scoring needs a gap table.');
    expect(await bad({ scoringPresetId: 'made-up' })).toContain('Unknown scoring preset.');
    expect(await bad({ playerCap: 8, topCut: 16 })).toContain(
      'The top cut cannot be larger than the player cap.',
    );
    expect(await bad({ topCut: 6 })).toContain('A top cut is 0, 2, 4, 8, 16, 32 or 64 players.');
    expect(await bad({ name: 'x' })).toContain('at least 3 characters');
    expect((await anonymous.post('/api/tournaments', tournamentInput())).statusCode).toBe(401);
  });

  it('creates an event its organiser manages and anyone can read; lists public ones only', async () => {
    const event = await create({ name: 'Leeds Open' });
    expect(event).toMatchObject({
      status: 'registration',
      currentRound: 0,
      registrationOpen: true,
      organiser: { username: 'the_to' },
    });
    expect(event.viewer).toEqual({ isOrganiser: true, entry: null });
    expect((await anonymous.get(`/api/tournaments/${event.id}`)).json().viewer).toEqual({
      isOrganiser: false,
      entry: null,
    });
    const hidden = await create({ name: 'Club Night (unlisted)', visibility: 'unlisted' });
    const past = await create({ name: 'Last Year Open', startsOn: '2020-01-01', endsOn: '2020-01-02' });

    const names = async (url: string, client = anonymous) =>
      (await client.get(url)).json().tournaments.map((t: { name: string }) => t.name);
    expect(await names('/api/tournaments')).toContain('Leeds Open');
    expect(await names('/api/tournaments')).not.toContain('Club Night (unlisted)');
    expect(await names('/api/tournaments?when=past')).toEqual(expect.arrayContaining(['Last Year Open']));
    expect(await names('/api/tournaments?query=leeds')).toContain('Leeds Open');
    expect(await names('/api/tournaments?query=100%25')).toEqual([]);
    expect(await names('/api/tournaments?mine=true&when=all', organiser)).toEqual(
      expect.arrayContaining(['Club Night (unlisted)', 'Last Year Open', 'Leeds Open']),
    );
    expect((await anonymous.get(`/api/tournaments/${hidden.id}`)).statusCode).toBe(200);
    expect(past.registrationOpen).toBe(true);
    expect((await anonymous.get('/api/tournaments/not-an-id')).statusCode).toBe(400);
  });

  it('fills seats then the waitlist, answers a second registration with the same entry, promotes on withdrawal', async () => {
    const event = await create({ playerCap: 2 });
    const statusOf = async (i: number) =>
      (await player(i).post(`/api/tournaments/${event.id}/registration`, { club: 'Leeds' })).json().status;
    expect(await statusOf(0)).toBe('confirmed');
    expect(await statusOf(1)).toBe('confirmed');
    expect(await statusOf(2)).toBe('waitlisted');
    expect(await statusOf(3)).toBe('waitlisted');
    expect(await statusOf(0)).toBe('confirmed');
    expect((await player(2).get(`/api/tournaments/${event.id}`)).json()).toMatchObject({
      counts: { confirmed: 2, waitlisted: 2, pending: 0 },
      viewer: { entry: { status: 'waitlisted' } },
    });

    expect(
      (await player(1).request('DELETE', `/api/tournaments/${event.id}/registration`)).json().status,
    ).toBe('withdrawn');
    const entries = (await organiser.get(`/api/tournaments/${event.id}/entries`)).json().entries;
    expect(entries.map((e: { username: string; status: string }) => `${e.username}:${e.status}`)).toEqual([
      'player_1:confirmed',
      'player_2:withdrawn',
      'player_3:confirmed',
      'player_4:waitlisted',
    ]);
    // Rejoining goes to the back of the queue.
    expect(await statusOf(1)).toBe('waitlisted');
    expect((await player(0).get(`/api/tournaments/${event.id}/entries`)).statusCode).toBe(403);
  });

  it('holds the cap under 40 simultaneous registrations', async () => {
    const event = await create({ playerCap: 10 });
    const users = await Promise.all(Array.from({ length: 40 }, () => insertUser(testApp.database.db)));
    const entries = await Promise.all(
      users.map((u) => register(testApp.database.db, { id: u.id, role: 'user' }, event.id, null)),
    );
    expect(entries.filter((e) => e.status === 'confirmed')).toHaveLength(10);
    expect(entries.filter((e) => e.status === 'waitlisted')).toHaveLength(30);
  });

  it('respects the registration window and approval, and organiser actions', async () => {
    const later = await create({
      registrationOpensAt: new Date(Date.now() + 86_400_000).toISOString(),
      registrationClosesAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const early = await player(0).post(`/api/tournaments/${later.id}/registration`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^Registration opens at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);

    const gated = await create({ requireApproval: true });
    const pending = (await player(0).post(`/api/tournaments/${gated.id}/registration`, {})).json();
    expect(pending.status).toBe('pending');
    const act = (client: TestClient, action: string, entryId = pending.id) =>
      client.post(`/api/tournaments/${gated.id}/entries/${entryId}/actions`, { action });
    expect((await act(player(1), 'approve')).statusCode).toBe(403);
    expect((await act(organiser, 'check-in')).json().error.message).toBe('Only confirmed players check in.');
    expect((await act(organiser, 'approve')).json().status).toBe('confirmed');
    expect((await act(organiser, 'mark-paid')).json().paid).toBe(true);
    expect((await act(organiser, 'check-in')).json().checkedIn).toBe(true);
    expect((await act(organiser, 'promote')).statusCode).toBe(409);
    expect((await act(organiser, 'approve', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await act(organiser, 'explode')).statusCode).toBe(400);

    const walkIn = await organiser.post(`/api/tournaments/${later.id}/entries`, { username: 'player_4' });
    expect(walkIn.json()).toMatchObject({ username: 'player_4', status: 'confirmed' });
    expect(
      (await organiser.post(`/api/tournaments/${later.id}/entries`, { username: 'nobody' })).statusCode,
    ).toBe(404);
  });

  it('shares management with co-organisers, records adjustments, locks scoring once started, cancels', async () => {
    const event = await create();
    expect(
      (await player(0).post(`/api/tournaments/${event.id}/organisers`, { username: 'player_2' })).statusCode,
    ).toBe(403);
    const withCo = (
      await organiser.post(`/api/tournaments/${event.id}/organisers`, { username: 'player_2' })
    ).json();
    expect(withCo.coOrganisers.map((p: { username: string }) => p.username)).toEqual(['player_2']);
    expect((await player(1).get(`/api/tournaments/${event.id}`)).json().viewer.isOrganiser).toBe(true);
    expect(
      (await player(1).post(`/api/tournaments/${event.id}/organisers`, { username: 'player_3' })).statusCode,
    ).toBe(403);

    const entry = (await player(0).post(`/api/tournaments/${event.id}/registration`, {})).json();
    const adjusted = await player(1).post(`/api/tournaments/${event.id}/adjustments`, {
      entryId: entry.id,
      points: -2,
      reason: 'List submitted late',
    });
    expect(adjusted.json().adjustments).toEqual([
      expect.objectContaining({ username: 'player_1', points: -2, reason: 'List submitted late' }),
    ]);
    expect(
      (
        await organiser.post(`/api/tournaments/${event.id}/adjustments`, {
          entryId: entry.id,
          points: 0,
          reason: 'none',
        })
      ).statusCode,
    ).toBe(400);

    expect(
      (await organiser.request('PATCH', `/api/tournaments/${event.id}`, { name: 'Renamed GT' })).json().name,
    ).toBe('Renamed GT');
    expect(
      (await player(3).request('PATCH', `/api/tournaments/${event.id}`, { name: 'Hijacked' })).statusCode,
    ).toBe(403);
    expect(
      (await organiser.request('PATCH', `/api/tournaments/${event.id}`, { endsOn: '2001-01-01' })).json()
        .error.message,
    ).toBe('The event cannot end before it starts.');

    await testApp.database.db
      .update(tournaments)
      .set({ status: 'in_progress', currentRound: 2 })
      .where(eq(tournaments.id, event.id));
    const locked = await organiser.request('PATCH', `/api/tournaments/${event.id}`, {
      scoringPresetId: 'wtc-20-0',
    });
    expect(locked.json().error.message).toBe('The event has started: scoringPresetId can no longer change.');
    // Issue 17: tiebreakers lock with the preset (they were still changeable mid-event).
    const tiebreakers = await organiser.request('PATCH', `/api/tournaments/${event.id}`, {
      tiebreakers: ['vp-margin', 'strength-of-schedule'],
    });
    expect(tiebreakers.statusCode).toBe(409);
    expect(tiebreakers.json().error.message).toBe('The event has started: tiebreakers can no longer change.');
    // The edit form sends every field: unchanged locked ones do not stand in the way of a rename.
    const current = (await organiser.get(`/api/tournaments/${event.id}`)).json();
    const renamed = await organiser.request('PATCH', `/api/tournaments/${event.id}`, {
      name: 'Renamed again GT',
      scoringPresetId: current.scoringPresetId,
      tiebreakers: current.tiebreakers,
      customGapTable: current.customGapTable,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (await player(0).request('DELETE', `/api/tournaments/${event.id}/registration`)).json(),
    ).toMatchObject({
      status: 'dropped',
      droppedAfterRound: 2,
    });
    expect((await organiser.post(`/api/tournaments/${event.id}/cancel`)).json().status).toBe('cancelled');
    expect((await player(2).post(`/api/tournaments/${event.id}/registration`, {})).json().error.message).toBe(
      'Registration is closed for this event.',
    );
  });
});
