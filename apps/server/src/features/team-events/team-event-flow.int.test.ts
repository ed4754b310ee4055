import type { DraftViewReply, TeamList, TeamMatch } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { teamSettings, tournamentInput } from '../tournaments/tournament-builders';
import { chooseAction } from './simple-captain';

const TEAMS = 8;
const SIZE = 5;

/**
 * Victory points by table: team A's player scores 40 + 9 × (table mod 6) against 55. Worked by
 * hand on the WTC 20–0 table for a block of five tables:
 * - tables 1–5: A 49, 58, 67, 76, 85 → gaps −6, 3, 12, 21, 30 → A 9+10+12+14+15 = 60, B 40 → A wins;
 *   VP A 335, B 275.
 * - tables 6–10: A 40, 49, 58, 67, 76 → gaps −15, −6, 3, 12, 21 → A 8+9+10+12+14 = 53, B 47 → within
 *   6: a draw (teams of 5 win with 54 of 100).
 */
const vpFor = (table: number): [number, number] => [40 + 9 * (table % 6), 55];

describe('a teams event through the API: 8 teams of 5, 3 rounds', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let outsider: TestClient;
  const clients = new Map<string, TestClient>(); // username → client
  const name = (team: number, seat: number) => `tm${team}_p${seat}`;

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.61.0.1');
    await organiser.signUp('team-to@example.test', 'organiser password 1', 'team_to');
    outsider = new TestClient(testApp.app, '10.61.0.2');
    await outsider.signUp('team-out@example.test', 'outsider password 1', 'team_out');
    for (let t = 1; t <= TEAMS; t += 1)
      for (let s = 1; s <= SIZE; s += 1) {
        const client = new TestClient(testApp.app, `10.61.${t}.${s}`);
        await client.signUp(`${name(t, s)}@example.test`, `player password ${t}${s}`, name(t, s));
        clients.set(name(t, s), client);
      }
  }, 120_000);
  afterAll(() => testApp.close());

  const by = (username: string) => {
    const c = clients.get(username);
    if (!c) throw new Error(`no client ${username}`);
    return c;
  };

  it('registers teams, drafts every match, scores by table, survives a dispute and a dropped team', {
    timeout: 240_000,
  }, async () => {
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          name: 'Team Muster',
          format: 'teams',
          rounds: 3,
          scoringPresetId: 'wtc-20-0',
          teams: teamSettings({ teamSize: SIZE, teamCap: TEAMS }),
        }),
      )
    ).json();
    expect(event.format).toBe('teams');
    const base = `/api/tournaments/${event.id}`;

    // Singles registration is refused with the way in.
    const singles = await by(name(1, 1)).post(`${base}/registration`, {});
    expect(singles.statusCode).toBe(409);
    expect(singles.json().error.code).toBe('TEAMS_EVENT');

    const teamIds: string[] = [];
    for (let t = 1; t <= TEAMS; t += 1) {
      const captain = by(name(t, 1));
      const team = (await captain.post(`${base}/teams`, { name: `Team ${t}`, club: `Club ${t}` })).json();
      expect(team.status).toBe('confirmed');
      teamIds.push(team.id);
      for (let s = 2; s <= SIZE; s += 1) {
        const invited = await captain.post(`${base}/teams/${team.id}/invites`, { username: name(t, s) });
        expect(invited.statusCode, invited.body).toBe(200);
      }
      // A sixth seat does not exist; a player on another team cannot be invited.
      const full = await captain.post(`${base}/teams/${team.id}/invites`, { username: 'team_out' });
      expect(full.json().error.code).toBe('TEAM_FULL');
      for (let s = 2; s <= SIZE; s += 1) {
        const accepted = await by(name(t, s)).post(`${base}/teams/${team.id}/accept`);
        expect(accepted.statusCode, accepted.body).toBe(200);
      }
    }
    // Only a captain invites; a member of another team cannot be poached; a ninth team waits.
    expect(
      (await by(name(1, 2)).post(`${base}/teams/${teamIds[0]}/invites`, { username: 'team_out' })).statusCode,
    ).toBe(403);
    const ninth = (await outsider.post(`${base}/teams`, { name: 'Latecomers' })).json();
    expect(ninth.status).toBe('waitlisted');
    const poach = await outsider.post(`${base}/teams/${ninth.id}/invites`, { username: name(2, 2) });
    expect(poach.json().error.message).toBe(`${name(2, 2)} already is on a team at this event.`);

    const list: TeamList = (await by(name(1, 1)).get(`${base}/teams`)).json();
    expect(list.teams.filter((t) => t.complete)).toHaveLength(TEAMS);
    expect(list.mine).toEqual({ teamId: teamIds[0], role: 'captain' });

    const seen = new Set<string>();
    const matchIds: string[] = [];
    let disputed: { gameId: string; table: number } | null = null;

    for (let round = 1; round <= 3; round += 1) {
      if (round === 2) {
        // Team 8 drops after round one: a bye each round from now on (7 teams).
        const dropped = await by(name(8, 1)).request('DELETE', `${base}/teams/${teamIds[7]}`);
        expect(dropped.json()).toMatchObject({ status: 'dropped', droppedAfterRound: 1 });
      }
      const paired = await organiser.post(`${base}/rounds`);
      expect(paired.statusCode, paired.body).toBe(201);
      const matches: TeamMatch[] = (await organiser.get(`${base}/team-matches?round=${round}`)).json()
        .matches;
      const played = matches.filter((m) => m.b);
      expect(played).toHaveLength(round === 1 ? 4 : 3);
      expect(matches.filter((m) => !m.b)).toHaveLength(round === 1 ? 0 : 1);
      for (const m of played) {
        const key = [m.a.teamId, m.b?.teamId].sort().join('-');
        expect(seen.has(key), `rematch in round ${round}`).toBe(false);
        seen.add(key);
        expect(m.tables).toEqual([1, 2, 3, 4, 5].map((t) => (m.number - 1) * SIZE + t));
        expect(m.status).toBe('drafting');
      }
      // The round cannot close while captains are drafting.
      const early = await organiser.post(`${base}/rounds/${round}/close`, {});
      expect(early.json().error.code).toBe('DRAFTS_OPEN');

      for (const match of played) {
        matchIds.push(match.id);
        await runDraft(base, match, round === 1 && match.number === 1);
      }
      const roundGames = (await organiser.get(`${base}/rounds`)).json().rounds[round - 1].games as {
        id: string;
        table: number;
        a: { entryId: string; username: string };
        b: { entryId: string; username: string } | null;
        status: string;
      }[];
      const playedGames = roundGames.filter((g) => g.b);
      expect(playedGames).toHaveLength(played.length * SIZE);
      // Each drafted player's bell says their table and opponent, once.
      const sample = playedGames[0];
      if (sample?.b) {
        const bell = (await by(sample.a.username).get('/api/notifications')).json().notifications as {
          kind: string;
          body: string;
        }[];
        const pairing = bell.filter(
          (n) => n.kind === 'pairing' && n.body.includes(`against ${sample.b?.username}`),
        );
        expect(pairing).toEqual([
          expect.objectContaining({ body: `Table ${sample.table} against ${sample.b.username}.` }),
        ]);
      }
      // Every player of every playing team exactly once, every table of the blocks once.
      const players = playedGames.flatMap((g) => [g.a.entryId, g.b?.entryId]);
      expect(new Set(players).size).toBe(played.length * SIZE * 2);
      expect(playedGames.map((g) => g.table).sort((x, y) => x - y)).toEqual(
        Array.from({ length: played.length * SIZE }, (_, i) => i + 1),
      );
      // A bye team's five players each have a bye game.
      expect(roundGames.filter((g) => !g.b)).toHaveLength(round === 1 ? 0 : SIZE);

      for (const game of playedGames) {
        const [vpA, vpB] = vpFor(game.table);
        const reporter = by(game.a.username);
        const opponent = by(game.b?.username ?? '');
        await reporter.post(`${base}/games/${game.id}/report`, { myVp: vpA, opponentVp: vpB });
        if (round === 2 && !disputed) {
          disputed = { gameId: game.id, table: game.table };
          const clash = await opponent.post(`${base}/games/${game.id}/report`, {
            myVp: vpB + 10,
            opponentVp: vpA,
          });
          expect(clash.json().game.status).toBe('disputed');
          continue;
        }
        expect((await opponent.post(`${base}/games/${game.id}/confirm`)).statusCode).toBe(200);
      }
      if (round === 2 && disputed) {
        const blocked = await organiser.post(`${base}/rounds/2/close`, {});
        expect(blocked.json().error.code).toBe('RESULTS_MISSING');
        const [vpA, vpB] = vpFor(disputed.table);
        const resolved = await organiser.post(`${base}/games/${disputed.gameId}/resolve`, { vpA, vpB });
        expect(resolved.statusCode, resolved.body).toBe(200);
      }
      const closed = await organiser.post(`${base}/rounds/${round}/close`, {});
      expect(closed.statusCode, closed.body).toBe(200);
    }

    // Hand-worked: round 1's first two matches (tables 1–5 and 6–10), see vpFor.
    const all: TeamMatch[] = (await outsider.get(`${base}/team-matches`)).json().matches;
    const [first, second] = all.filter((m) => m.round === 1);
    expect(first?.score).toEqual({
      gamePoints: { a: 60, b: 40 },
      vp: { a: 335, b: 275 },
      teamPoints: { a: 2, b: 0 },
      result: 'a',
    });
    expect(second?.score).toMatchObject({
      gamePoints: { a: 53, b: 47 },
      result: 'draw',
      teamPoints: { a: 1, b: 1 },
    });
    for (const m of all.filter((x) => x.b)) {
      expect(m.status).toBe('complete');
      expect((m.score?.gamePoints.a ?? 0) + (m.score?.gamePoints.b ?? 0)).toBe(100);
    }

    const standings = (await outsider.get(`${base}/team-standings`)).json();
    expect(standings.roundsCounted).toBe(3);
    expect(standings.standings).toHaveLength(TEAMS);
    for (const s of standings.standings) {
      expect(s.teamPoints).toBe(2 * s.wins + s.draws + 2 * s.byes);
      expect(s.played + s.byes).toBe(s.teamId === teamIds[7] ? 1 : 3);
    }
    expect(standings.standings.find((s: { teamId: string }) => s.teamId === teamIds[7]).dropped).toBe(true);
    // Two byes in rounds 2 and 3, to two different teams, each worth 5 × 15 game points.
    const byeTeams = all.filter((m) => !m.b).map((m) => m.a.teamId);
    expect(new Set(byeTeams).size).toBe(2);
    for (const m of all.filter((x) => !x.b)) expect(m.score?.gamePoints.a).toBe(75);
    expect(standings.standings.map((s: { rank: number }) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Individual standings inside the event: all 40 players, the dropped team's five marked dropped.
    const individuals = (await outsider.get(`${base}/standings`)).json().standings as { dropped: boolean }[];
    expect(individuals).toHaveLength(TEAMS * SIZE);
    expect(individuals.filter((r) => r.dropped)).toHaveLength(SIZE);
  });

  /** Both captains draft the match; the first match also checks what stays hidden and what is refused. */
  async function runDraft(base: string, match: TeamMatch, checkSecrecy: boolean) {
    const captainOf = async (teamId: string) => {
      const list: TeamList = (await organiser.get(`${base}/teams`)).json();
      const team = list.teams.find((t) => t.id === teamId);
      return by(team?.members.find((m) => m.captain)?.username ?? '');
    };
    const captains = { a: await captainOf(match.a.teamId), b: await captainOf(match.b?.teamId ?? '') };
    const url = `${base}/team-matches/${match.id}/draft`;
    for (let guard = 0; guard < 40; guard += 1) {
      const view: DraftViewReply = (await captains.a.get(url)).json();
      if (view.pending.status === 'complete') {
        expect(view.games).toHaveLength(SIZE);
        expect(view.games.every((g) => g.table !== null)).toBe(true);
        return;
      }
      const waiting = view.pending.waitingFor;
      for (const side of waiting) {
        const own: DraftViewReply = (await captains[side].get(url)).json();
        const action = chooseAction(own, side);
        if (
          checkSecrecy &&
          own.pending.status === 'open' &&
          own.pending.step === 'defender' &&
          side === 'a' &&
          own.pending.round === 1
        ) {
          // A member who is not the captain cannot commit; a player of theirs is refused.
          const member = by(own.teams.a.players[1]?.username ?? '');
          expect((await member.post(url, { action })).statusCode).toBe(403);
          const theirs = await captains.a.post(url, {
            action: { step: 'defender', player: own.teams.b.players[0]?.entryId },
          });
          expect(theirs.json().error.code).toBe('DRAFT_NOT_YOUR_PLAYER');
          const committed = await captains.a.post(url, { action });
          expect(committed.statusCode, committed.body).toBe(200);
          // B sees that A committed, not whom; a spectator sees the same; A sees its own choice.
          const bView: DraftViewReply = (await captains.b.get(url)).json();
          expect(bView.committed).toEqual({ a: true, b: false });
          expect(bView.ownCommit).toBeNull();
          expect(JSON.stringify(bView)).not.toContain(`"player":"${(action as { player: string }).player}"`);
          const spectator: DraftViewReply = (await outsider.get(url)).json();
          expect(spectator.side).toBeNull();
          expect(spectator.rounds).toEqual([]);
          expect(committed.json().ownCommit).toEqual(action);
          // The same commit again (a retried tap) is the same commit; a different one is refused.
          const again = await captains.a.post(url, { action });
          expect(again.statusCode).toBe(200);
          expect(again.json().ownCommit).toEqual(action);
          const changedMind = await captains.a.post(url, {
            action: {
              step: 'defender',
              player: own.teams.a.players.find((p) => p.entryId !== (action as { player: string }).player)
                ?.entryId,
            },
          });
          expect(changedMind.json().error.code).toBe('DRAFT_ALREADY_COMMITTED');
          // The matrix is private to each team.
          expect((await outsider.get(`${base}/team-matches/${match.id}/matrix`)).statusCode).toBe(403);
          continue;
        }
        const reply = await captains[side].post(url, { action });
        expect(reply.statusCode, reply.body).toBe(200);
      }
    }
    throw new Error('the draft did not finish');
  }
});

describe('a teams-of-8 match through the API', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  const squads: TestClient[][] = [[], []];

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.63.0.1');
    await organiser.signUp('eight-to@example.test', 'organiser password 1', 'eight_to');
    for (const t of [0, 1])
      for (let s = 1; s <= 8; s += 1) {
        const c = new TestClient(testApp.app, `10.63.${t + 1}.${s}`);
        await c.signUp(`e${t}_${s}@example.test`, `player password ${t}${s}`, `e${t}_p${s}`);
        squads[t]?.push(c);
      }
  }, 60_000);
  afterAll(() => testApp.close());

  it('drafts three rounds and the two final games onto the block of eight tables', {
    timeout: 60_000,
  }, async () => {
    const event = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          format: 'teams',
          rounds: 1,
          scoringPresetId: 'wtc-20-0',
          teams: teamSettings({ teamSize: 8 }),
        }),
      )
    ).json();
    const base = `/api/tournaments/${event.id}`;
    for (const t of [0, 1]) {
      const [captain, ...rest] = squads[t] ?? [];
      if (!captain) throw new Error('no captain');
      const team = (await captain.post(`${base}/teams`, { name: `Eight ${t}` })).json();
      for (const [i, member] of rest.entries()) {
        await captain.post(`${base}/teams/${team.id}/invites`, { username: `e${t}_p${i + 2}` });
        await member.post(`${base}/teams/${team.id}/accept`);
      }
    }
    expect((await organiser.post(`${base}/rounds`)).statusCode).toBe(201);
    const [match] = (await organiser.get(`${base}/team-matches`)).json().matches as TeamMatch[];
    if (!match?.b) throw new Error('no match');
    const list: TeamList = (await organiser.get(`${base}/teams`)).json();
    const captainOf = (teamId: string): TestClient => {
      const squad = list.teams.find((t) => t.id === teamId)?.name === 'Eight 0' ? 0 : 1;
      return squads[squad]?.[0] as TestClient;
    };
    const captains = { a: captainOf(match.a.teamId), b: captainOf(match.b.teamId) };
    const url = `${base}/team-matches/${match.id}/draft`;
    let steps = 0;
    for (;;) {
      const view: DraftViewReply = (await captains.a.get(url)).json();
      if (view.pending.status === 'complete') {
        // 8 games: 2 a round for three rounds, then refused v refused and last v last; tables 1–8 once each.
        expect(view.games.map((g) => g.kind).sort()).toEqual([
          'defender-a',
          'defender-a',
          'defender-a',
          'defender-b',
          'defender-b',
          'defender-b',
          'last',
          'refused',
        ]);
        expect(view.games.map((g) => g.table).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8,
        ]);
        expect(new Set(view.games.flatMap((g) => [g.a, g.b])).size).toBe(16);
        break;
      }
      for (const side of view.pending.waitingFor) {
        const own: DraftViewReply = (await captains[side].get(url)).json();
        const reply = await captains[side].post(url, { action: chooseAction(own, side) });
        expect(reply.statusCode, reply.body).toBe(200);
        steps += 1;
      }
      if (steps > 60) throw new Error('the draft did not finish');
    }
    // Each round: 2 defenders, 2 attacker offers, 2 choices, 2 table picks = 8 commits; 3 rounds.
    expect(steps).toBe(24);
    const games = (await organiser.get(`${base}/rounds`)).json().rounds[0].games as { table: number }[];
    expect(games.map((g) => g.table).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
