import type { Round } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

describe('a top cut after the Swiss rounds', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  const byEntry = new Map<string, TestClient>();

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.48.0.1');
    await organiser.signUp('cut-to@example.test', 'organiser password 1', 'cut_to');
  });
  afterAll(() => testApp.close());

  const playerOf = (entryId: string | undefined) => {
    const c = byEntry.get(entryId ?? '');
    if (!c) throw new Error(`no client for ${entryId}`);
    return c;
  };
  /** Side A wins every game by table-dependent margins; both players agree. */
  const play = async (base: string, round: Round) => {
    for (const g of round.games.filter((game) => game.b)) {
      const a = playerOf(g.a.entryId);
      await a.post(`${base}/games/${g.id}/report`, { myVp: 70 + g.table, opponentVp: 40 });
      const confirmed = await playerOf(g.b?.entryId).post(`${base}/games/${g.id}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
  };

  it('seeds the bracket from the Swiss standings and plays it to a champion', {
    timeout: 60_000,
  }, async () => {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ rounds: 3, topCut: 4 }))
    ).json();
    const base = `/api/tournaments/${event.id}`;
    for (let i = 1; i <= 8; i += 1) {
      const c = new TestClient(testApp.app, `10.48.1.${i}`);
      await c.signUp(`cut${i}@example.test`, `player password ${i}`, `cut_p${i}`);
      byEntry.set((await c.post(`${base}/registration`, {})).json().id, c);
    }
    for (let n = 1; n <= 3; n += 1) {
      const round: Round = (await organiser.post(`${base}/rounds`)).json();
      expect(round.kind).toBe('swiss');
      await play(base, round);
      expect((await organiser.post(`${base}/rounds/${n}/close`, {})).statusCode).toBe(200);
    }
    expect((await organiser.get(base)).json().status).toBe('in_progress');
    const swiss = (await organiser.get(`${base}/standings`)).json().standings as { entryId: string }[];
    const seeds = swiss.slice(0, 4).map((s) => s.entryId);

    const semis: Round = (await organiser.post(`${base}/rounds`)).json();
    expect(semis).toMatchObject({ number: 4, kind: 'top-cut' });
    expect(semis.games.map((g) => [g.a.entryId, g.b?.entryId])).toEqual([
      [seeds[0], seeds[3]],
      [seeds[1], seeds[2]],
    ]);
    // Tournament mode sees the top seed's four games, the semi-final still to play.
    const active = (await playerOf(seeds[0]).get('/api/tournaments/my-active')).json().active;
    expect(active).toMatchObject({ id: event.id, currentRound: 4 });
    expect(active.matches.map((m: { status: string }) => m.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'upcoming',
    ]);
    expect(active.matches[3]).toMatchObject({ roundNumber: 4, table: '1', opponentId: seeds[3] });
    expect((await organiser.get('/api/tournaments/my-active')).json().active).toBeNull();
    const hand = await organiser.request('PUT', `${base}/rounds/4/pairings`, {
      pairings: semis.games.map((g) => ({ table: g.table, a: g.a.entryId, b: g.b?.entryId ?? null })),
    });
    expect(hand.json().error.message).toBe(
      'The top cut follows the bracket: its pairings cannot be changed by hand.',
    );
    const [first, second] = semis.games;
    const level = await playerOf(first?.a.entryId).post(`${base}/games/${first?.id}/report`, {
      myVp: 55,
      opponentVp: 55,
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().error.code).toBe('CUT_NEEDS_WINNER');
    // Table 1: B wins; table 2 only reported, and forcing does not decide a bracket game that has no result.
    await playerOf(first?.b?.entryId).post(`${base}/games/${first?.id}/report`, { myVp: 81, opponentVp: 60 });
    await playerOf(first?.a.entryId).post(`${base}/games/${first?.id}/confirm`);
    const unfinished = await organiser.post(`${base}/rounds/4/close`, { force: true });
    expect(unfinished.json().error.message).toBe(
      'Table 2 needs a winner: a bracket round closes only when every game has one.',
    );
    expect((await organiser.post(`${base}/rounds`)).json().error.message).toBe(
      'Close round 4 before pairing the next.',
    );
    await playerOf(second?.a.entryId).post(`${base}/games/${second?.id}/report`, {
      myVp: 72,
      opponentVp: 70,
    });
    expect((await organiser.post(`${base}/rounds/4/close`, { force: true })).json().status).toBe('completed');

    const final: Round = (await organiser.post(`${base}/rounds`)).json();
    expect(final.kind).toBe('top-cut');
    expect(final.games.map((g) => [g.a.entryId, g.b?.entryId])).toEqual([
      [first?.b?.entryId, second?.a.entryId],
    ]);
    const moved = await organiser.post(`${base}/games/${first?.id}/resolve`, { vpA: 90, vpB: 10 });
    expect(moved.json().error.message).toBe('Round 5 was paired from this result: it can no longer change.');
    await play(base, final);
    expect((await organiser.post(`${base}/rounds/5/close`, {})).json().status).toBe('completed');

    expect((await organiser.get(base)).json().status).toBe('completed');
    expect((await organiser.post(`${base}/rounds`)).json().error.message).toBe('The event is completed.');
    // The bracket decides the cut; the Swiss standings are as they were.
    const after = (await organiser.get(`${base}/standings`)).json();
    expect(after.roundsCounted).toBe(3);
    expect(after.standings.map((s: { entryId: string }) => s.entryId)).toEqual(swiss.map((s) => s.entryId));
  });

  it('refuses a cut bigger than the players still in the event', async () => {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ rounds: 1, topCut: 4 }))
    ).json();
    const base = `/api/tournaments/${event.id}`;
    const entries: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const c = new TestClient(testApp.app, `10.48.2.${i}`);
      await c.signUp(`small${i}@example.test`, `player password ${i}`, `small_p${i}`);
      const id = (await c.post(`${base}/registration`, {})).json().id;
      entries.push(id);
      byEntry.set(id, c);
    }
    await play(base, (await organiser.post(`${base}/rounds`)).json());
    await organiser.post(`${base}/rounds/1/close`, {});
    await playerOf(entries[0]).request('DELETE', `${base}/registration`);
    const refused = await organiser.post(`${base}/rounds`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A top 4 cut needs 4 players still in the event; 3 are.');
    expect((await organiser.request('PATCH', base, { topCut: 2 })).statusCode).toBe(200);
    expect((await organiser.post(`${base}/rounds`)).json().kind).toBe('top-cut');
    expect((await organiser.request('PATCH', base, { topCut: 4 })).json().error.message).toBe(
      'The top cut has started: rounds and cut size are fixed.',
    );
  });
});
