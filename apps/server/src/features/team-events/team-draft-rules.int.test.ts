import type { DraftViewReply, Matrix, Team, TeamMatch } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { teamSettings, tournamentInput } from '../tournaments/tournament-builders';

/** Two teams of three: time-outs, the team sheet, the private matrix, and bad input. */
describe('team drafts: time-outs, team sheets and the private matrix', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let stranger: TestClient;
  const players: TestClient[][] = [[], []];
  const username = (team: number, seat: number) => `dr${team}_p${seat}`;

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.62.0.1');
    await organiser.signUp('draft-to@example.test', 'organiser password 1', 'draft_to');
    stranger = new TestClient(testApp.app, '10.62.0.2');
    await stranger.signUp('draft-x@example.test', 'stranger password 1', 'draft_x');
    for (const team of [0, 1])
      for (let seat = 1; seat <= 3; seat += 1) {
        const c = new TestClient(testApp.app, `10.62.${team + 1}.${seat}`);
        await c.signUp(
          `${username(team, seat)}@example.test`,
          `player password ${team}${seat}`,
          username(team, seat),
        );
        players[team]?.push(c);
      }
  }, 60_000);
  afterAll(() => testApp.close());
  const seat = (team: number, index: number): TestClient => {
    const client = players[team]?.[index];
    if (!client) throw new Error(`no player ${team}/${index}`);
    return client;
  };
  /** Team t registered by its captain (seat 0), the given other seats invited and accepted. */
  const registerTeam = async (base: string, t: number, name: string, seats: number[]): Promise<Team> => {
    const captain = seat(t, 0);
    const team: Team = (await captain.post(`${base}/teams`, { name })).json();
    for (const place of seats) {
      await captain.post(`${base}/teams/${team.id}/invites`, { username: username(t, place + 1) });
      await seat(t, place).post(`${base}/teams/${team.id}/accept`);
    }
    return (await captain.get(`${base}/teams`)).json().teams.find((x: Team) => x.id === team.id);
  };

  it('applies team-sheet defaults when time runs out, keeps the matrix to the team, refuses bad input', async () => {
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          format: 'teams',
          rounds: 1,
          scoringPresetId: 'wtc-20-0',
          teams: teamSettings({ teamSize: 3, draftStepSeconds: 60 }),
        }),
      )
    ).json();
    const base = `/api/tournaments/${event.id}`;
    const first = await registerTeam(base, 0, 'Draft 0', [1, 2]);
    const second = await registerTeam(base, 1, 'Draft 1', [1, 2]);

    // Team sheet: only the captain, every member exactly once.
    const order = first.members.map((m) => m.userId);
    const reversed = [...order].reverse();
    expect(
      (await seat(0, 1).request('PUT', `${base}/teams/${first.id}/order`, { userIds: reversed }))?.statusCode,
    ).toBe(403);
    expect(
      (
        await seat(0, 0).request('PUT', `${base}/teams/${first.id}/order`, { userIds: order.slice(1) })
      )?.json().error.code,
    ).toBe('TEAM_ORDER_INVALID');
    const sheet: Team = (
      await seat(0, 0).request('PUT', `${base}/teams/${first.id}/order`, {
        userIds: reversed,
      })
    ).json();
    expect(sheet.members.map((m) => m.username)).toEqual([username(0, 3), username(0, 2), username(0, 1)]);

    // Bad ids: malformed 400, unknown 404, another event's team 404.
    expect(
      (await organiser.get(`/api/tournaments/${event.id}/team-matches/not-a-uuid/draft`)).statusCode,
    ).toBe(400);
    expect(
      (await organiser.get(`${base}/team-matches/00000000-0000-4000-8000-000000000000/draft`)).statusCode,
    ).toBe(404);
    expect((await stranger.post(`${base}/teams/${first.id}/accept`)).json().error.code).toBe(
      'INVITE_NOT_FOUND',
    );

    expect((await organiser.post(`${base}/rounds`)).statusCode).toBe(201);
    const [match] = (await organiser.get(`${base}/team-matches`)).json().matches as TeamMatch[];
    if (!match) throw new Error('no match');
    const url = `${base}/team-matches/${match.id}/draft`;
    const sideOfFirst = match.a.teamId === first.id ? 'a' : 'b';

    // The matrix: the captain fills it, a member reads it, nobody else sees it.
    const matrixUrl = `${base}/team-matches/${match.id}/matrix`;
    const empty: Matrix = (await seat(0, 1).get(matrixUrl)).json();
    expect(empty.source).toBe('empty');
    expect(empty.ours.map((p) => p.username)).toEqual([username(0, 3), username(0, 2), username(0, 1)]);
    expect((await seat(0, 1).request('PUT', matrixUrl, { expected: [[10]] })).statusCode).toBe(403);
    expect((await seat(0, 0).request('PUT', matrixUrl, { expected: [[10]] })).json().error.code).toBe(
      'MATRIX_SHAPE',
    );
    expect(
      (
        await seat(0, 0).request('PUT', matrixUrl, {
          expected: [
            [10, 10, 30],
            [1, 2, 3],
            [4, 5, 6],
          ],
        })
      )?.statusCode,
    ).toBe(400);
    // Rows: our dr0_p3, dr0_p2, dr0_p1. Defender value = second-lowest of the row (they offer the
    // two worst, we keep the better): p3 (12, 14, 16) → 14; p2 (5, 15, 18) → 15; p1 (2, 3, 20) → 3.
    const filled: Matrix = (
      await seat(0, 0).request('PUT', matrixUrl, {
        expected: [
          [12, 14, 16],
          [5, 15, 18],
          [2, 3, 20],
        ],
      })
    ).json();
    expect(filled.source).toBe('captain');
    expect(filled.suggestion?.step).toBe('defender');
    expect(filled.suggestion?.players).toEqual([filled.ours[1]?.entryId]);
    // The reason names players as captains know them, never by id.
    expect(filled.suggestion?.reason).toContain(`Defend with ${username(0, 2)}`);
    expect(filled.suggestion?.reason).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect((await stranger.get(matrixUrl)).statusCode).toBe(403);
    expect((await organiser.get(matrixUrl)).statusCode).toBe(403);
    // The other captain has their own matrix, not this one.
    expect(((await seat(1, 0).get(matrixUrl)).json() as Matrix).source).toBe('empty');

    // Time runs out on the defender step: both teams' defaults (first on the team sheet) apply.
    await testApp.database.db.execute(sql`
      UPDATE tournament_team_matches
      SET draft = jsonb_set(draft, '{stepStartedAt}', to_jsonb((now() - interval '61 seconds')::text))
      WHERE id = ${match.id}`);
    const after: DraftViewReply = (await stranger.get(url)).json();
    expect(after.rounds[0]?.defenders?.[sideOfFirst]).toBe(sheet.members[0]?.entryId);
    expect(after.log.filter((e) => e.how === 'default')).toHaveLength(2);
    expect(after.pending).toMatchObject({ status: 'open', step: 'choice' });
    // A commit for the step that has passed is refused in words.
    const late = await seat(0, 0).post(url, {
      action: { step: 'defender', player: sheet.members[1]?.entryId },
    });
    expect(late?.statusCode).toBe(409);
    expect(late?.json().error.code).toBe('DRAFT_WRONG_STEP');
    // Hostile bodies get 400, not a crash.
    expect((await seat(0, 0).post(url, { action: { step: 'choice' } })).statusCode).toBe(400);
    expect((await seat(0, 0).post(url, { action: { step: 'nonsense', player: 'x' } })).statusCode).toBe(400);
    // Both choose (the first attacker offered); captain 0's retried tap after the reveal is still a 200.
    const choose = async (t: number) => {
      const own: DraftViewReply = (await seat(t, 0).get(url)).json();
      const mine = own.side as 'a' | 'b';
      const action = { step: 'choice', player: own.rounds[0]?.attackers?.[mine === 'a' ? 'b' : 'a'][0] };
      expect((await seat(t, 0).post(url, { action })).statusCode).toBe(200);
      return action;
    };
    const myChoice = await choose(0);
    await choose(1);
    const retried = await seat(0, 0).post(url, { action: myChoice });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as DraftViewReply).pending).toMatchObject({ step: 'table' });

    // Once started, the edit form may send the team settings back unchanged, but not change them.
    const same = await organiser.request('PATCH', base, {
      teams: teamSettings({ teamSize: 3, draftStepSeconds: 60 }),
    });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await organiser.request('PATCH', base, {
      teams: teamSettings({ teamSize: 3, draftStepSeconds: 90 }),
    });
    expect(changed.json().error.message).toBe('The event has started: teams can no longer change.');
    // The singles pairing tools are refused for a teams event, in words.
    const byHand = await organiser.request('PUT', `${base}/rounds/1/pairings`, { pairings: [] });
    expect([400, 409]).toContain(byHand.statusCode);
    // Check-in needs the organiser to open it.
    expect((await seat(1, 0).post(`${base}/teams/${second.id}/check-in`)).json().error.code).toBe(
      'CHECK_IN_CLOSED',
    );
  });

  it('keeps each faction once per team when the event asks for it', async () => {
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          format: 'teams',
          rounds: 1,
          teams: teamSettings({ teamSize: 3, factionUnique: true }),
        }),
      )
    ).json();
    const base = `/api/tournaments/${event.id}`;
    const captain = seat(0, 0);
    const mate = seat(0, 1);
    await registerTeam(base, 0, 'Unique', [1]);
    const mine = await saveParsedRoster(captain, sampleListLines.join('\n'), 'text/plain');
    const theirs = await saveParsedRoster(mate, sampleListLines.join('\n'), 'text/plain');
    expect((await captain.request('PUT', `${base}/list`, { rosterId: mine })).statusCode).toBe(200);
    const clash = await mate.request('PUT', `${base}/list`, { rosterId: theirs });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      `${username(0, 1)} already brings Necrons for your team, and this event allows each faction once per team.`,
    );
    // A singles event never takes team settings; a teams event needs them and has no top cut.
    expect((await organiser.post('/api/tournaments', tournamentInput({ format: 'teams' }))).statusCode).toBe(
      400,
    );
    expect(
      (
        await organiser.post(
          '/api/tournaments',
          tournamentInput({ format: 'teams', topCut: 4, teams: teamSettings() }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await organiser.post('/api/tournaments', tournamentInput({ teams: teamSettings() }))).statusCode,
    ).toBe(400);
  });

  it('pre-fills the captain’s matrix from the battle simulation once lists are published', {
    timeout: 120_000,
  }, async () => {
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          format: 'teams',
          rounds: 1,
          listsPublishAt: publishAt,
          teams: teamSettings({ teamSize: 3 }),
        }),
      )
    ).json();
    const base = `/api/tournaments/${event.id}`;
    for (const t of [0, 1]) {
      await registerTeam(base, t, `Sim ${t}`, [1, 2]);
      for (const player of players[t] ?? []) {
        const roster = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
        expect((await player.request('PUT', `${base}/list`, { rosterId: roster })).statusCode).toBe(200);
      }
    }
    expect((await organiser.post(`${base}/rounds`)).statusCode).toBe(201);
    const [match] = (await organiser.get(`${base}/team-matches`)).json().matches as TeamMatch[];
    const prefill = `${base}/team-matches/${match?.id}/matrix/prefill`;
    const captain = seat(0, 0);
    const early = await captain.post(prefill);
    expect(early.json().error.code).toBe('LISTS_NOT_PUBLISHED');
    expect((await seat(0, 1).post(prefill)).statusCode).toBe(403);
    await organiser.request('PATCH', base, { listsPublishAt: new Date(Date.now() - 60_000).toISOString() });
    const filled: Matrix = (await captain.post(prefill)).json();
    expect(filled.source).toBe('analysis');
    // Every list is the same Necrons list: by symmetry, averaging both first turns gives each side
    // exactly half of the destruction, 10 of 20, in every cell.
    expect(filled.expected).toEqual([
      [10, 10, 10],
      [10, 10, 10],
      [10, 10, 10],
    ]);
    expect(filled.suggestion?.step).toBe('defender');
  });

  it('frees the players of a team that withdraws before the event, and keeps singles tools out', async () => {
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({ format: 'teams', rounds: 1, teams: teamSettings({ teamSize: 3 }) }),
      )
    ).json();
    const base = `/api/tournaments/${event.id}`;
    const captain = seat(1, 0);
    const mate = seat(1, 1);
    const team = await registerTeam(base, 1, 'Short-lived', [1]);
    const gone = await captain.request('DELETE', `${base}/teams/${team.id}`);
    expect(gone.json()).toMatchObject({ status: 'withdrawn', members: [] });
    // The mate may now captain their own team; the withdrawn one cannot be reinstated empty.
    expect((await mate.post(`${base}/teams`, { name: 'Second wind' })).json().status).toBe('confirmed');
    const reinstate = await organiser.post(`${base}/teams/${team.id}/actions`, { action: 'reinstate' });
    expect(reinstate.json().error.code).toBe('TEAM_STATE');
    // Singles self check-in and adding a player by hand do not apply to a teams event.
    await organiser.post(`${base}/check-in-window`, { open: true });
    expect((await mate.post(`${base}/check-in`)).json().error.code).toBe('TEAM_CHECK_IN');
    expect((await organiser.post(`${base}/entries`, { username: 'draft_x' })).json().error.code).toBe(
      'TEAMS_EVENT',
    );
  });
});
