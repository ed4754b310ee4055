import { randomUUID } from 'node:crypto';
import type { TournamentCreate } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

type Side = { entryId: string; username: string };
type Game = { id: string; table: number; a: Side; b: Side | null };
type Warning = { kind: string; players: string[]; message: string };
type Pair = { id: string; a: Side; b: Side; reason: string; createdAt: string };

/** Organisers keep named players apart in pairings (friends, family), beyond clubs. */
describe('keeping players apart', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let otherOrganiser: TestClient;
  let anonymous: TestClient;
  let players: TestClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.23.1',
      tag: 'kp',
      count: 6,
    }));
    otherOrganiser = new TestClient(testApp.app, '10.23.2.1');
    await otherOrganiser.signUp('kp-other@example.test', 'organiser password 2', 'kp_other');
    anonymous = new TestClient(testApp.app, '10.23.2.2');
  });
  afterAll(() => testApp.close());

  const player = (i: number) => players[i] as TestClient;

  /** An event with the first `count` players registered (confirmed): its path and entry ids in order. */
  async function eventWith(count: number, overrides: Partial<TournamentCreate> = {}) {
    const created = await organiser.post('/api/tournaments', tournamentInput(overrides));
    expect(created.statusCode, created.body).toBe(201);
    const base = `/api/tournaments/${created.json().id}`;
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const entry = await player(i).post(`${base}/registration`, {});
      expect(entry.statusCode, entry.body).toBe(200);
      ids.push(entry.json().id);
    }
    return { base, ids };
  }

  const keepApart = (base: string, a: string, b: string, reason?: string) =>
    organiser.post(`${base}/keep-apart`, { a, b, ...(reason === undefined ? {} : { reason }) });

  const opponents = (games: Game[], a: string, b: string) =>
    games.some((g) => (g.a.entryId === a && g.b?.entryId === b) || (g.a.entryId === b && g.b?.entryId === a));

  it('lets organisers add, list and remove pairs, and nobody else', async () => {
    const { base, ids } = await eventWith(4);
    const [ada, bo] = ids as [string, string];

    // Named either way round, the pair is stored once, with both players' names.
    const added = await keepApart(base, bo, ada, '  Travelled together  ');
    expect(added.statusCode, added.body).toBe(200);
    const pairs = added.json().pairs as Pair[];
    expect(pairs).toHaveLength(1);
    const [pair] = pairs as [Pair];
    expect([pair.a.entryId, pair.b.entryId].sort()).toEqual([ada, bo].sort());
    expect([pair.a.username, pair.b.username].sort()).toEqual(['kp_p0', 'kp_p1']);
    expect(pair.reason).toBe('Travelled together');
    expect(Date.parse(pair.createdAt)).not.toBeNaN();

    // Again, either way round: the same list, not an error and not a second pair.
    for (const [a, b] of [
      [ada, bo],
      [bo, ada],
    ] as const) {
      const again = await keepApart(base, a, b, 'once more');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().pairs).toEqual(pairs);
    }
    expect((await organiser.get(`${base}/keep-apart`)).json()).toEqual({ pairs });

    // Players (even the two named), other organisers and strangers cannot see or change them.
    for (const caller of [player(0), player(2), otherOrganiser]) {
      for (const response of [
        await caller.get(`${base}/keep-apart`),
        await caller.post(`${base}/keep-apart`, { a: ids[2], b: ids[3] }),
        await caller.request('DELETE', `${base}/keep-apart/${pair.id}`),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error.code).toBe('NOT_ORGANISER');
      }
    }
    expect((await anonymous.get(`${base}/keep-apart`)).statusCode).toBe(401);
    expect((await anonymous.post(`${base}/keep-apart`, { a: ids[2], b: ids[3] })).statusCode).toBe(401);

    // An unknown event.
    const nowhere = await organiser.get(`/api/tournaments/${randomUUID()}/keep-apart`);
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error.code).toBe('TOURNAMENT_NOT_FOUND');

    // Another event's entry (the same player, registered there) is not a player of this one.
    const other = (await otherOrganiser.post('/api/tournaments', tournamentInput())).json();
    const foreign = (await player(2).post(`/api/tournaments/${other.id}/registration`, {})).json()
      .id as string;
    for (const [a, b] of [
      [ada, foreign],
      [foreign, ada],
      [randomUUID(), randomUUID()],
    ]) {
      const refused = await keepApart(base, a as string, b as string);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().error.code).toBe('ENTRY_NOT_FOUND');
      expect(refused.json().error.message).toMatch(/^Both players must be registered for this event: /);
    }

    // Two different players, a short reason.
    const same = await keepApart(base, ada, ada);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('Choose two different players.');
    expect((await keepApart(base, ids[2] as string, ids[3] as string, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await organiser.get(`${base}/keep-apart`)).json().pairs).toHaveLength(1);

    // Removing: an unknown pair, or this pair through another event, is not found.
    const unknown = await organiser.request('DELETE', `${base}/keep-apart/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('KEEP_APART_NOT_FOUND');
    const second = await eventWith(2);
    const elsewhere = await organiser.request('DELETE', `${second.base}/keep-apart/${pair.id}`);
    expect(elsewhere.statusCode).toBe(404);
    const removed = await organiser.request('DELETE', `${base}/keep-apart/${pair.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ pairs: [] });
    expect((await organiser.request('DELETE', `${base}/keep-apart/${pair.id}`)).statusCode).toBe(404);
  });

  /**
   * Round 1 paired without the pair, then re-paired with the two who met on table 1 kept apart:
   * the same seed and field, so the only thing that can move them apart is the pair.
   */
  async function repairedWithTableOneKeptApart(clubAvoidance: TournamentCreate['clubAvoidance']) {
    const { base } = await eventWith(4, { clubAvoidance });
    const first = await organiser.post(`${base}/rounds`, {});
    expect(first.statusCode, first.body).toBe(201);
    const tableOne = (first.json().games as Game[]).find((g) => g.table === 1) as Game;
    const a = tableOne.a.entryId;
    const b = tableOne.b?.entryId as string;
    expect((await keepApart(base, a, b)).statusCode).toBe(200);
    const repaired = await organiser.post(`${base}/rounds/1/repair`, {});
    expect(repaired.statusCode, repaired.body).toBe(200);
    return { a, b, games: repaired.json().games as Game[], warnings: repaired.json().warnings as Warning[] };
  }

  it('keeps the pair apart in round one, at every seed', async () => {
    for (let event = 0; event < 4; event += 1) {
      const { a, b, games, warnings } = await repairedWithTableOneKeptApart('first-round');
      expect(opponents(games, a, b)).toBe(false);
      expect(games.filter((g) => g.b)).toHaveLength(2);
      expect(warnings.filter((w) => w.kind === 'kept-apart')).toEqual([]);
    }
  });

  it('lets the pair meet when the event keeps nobody apart', async () => {
    const { a, b, games, warnings } = await repairedWithTableOneKeptApart('off');
    expect(opponents(games, a, b)).toBe(true);
    expect(warnings.filter((w) => w.kind === 'kept-apart')).toEqual([]);
  });

  /**
   * Six players, round 1 played (table by table, the first-named player wins), round 2 paired
   * without the pair: the three winners need one pair-down, so two of them meet. Those two are
   * then kept apart and round 2 re-paired, from the same seed and standings.
   */
  async function roundTwoRepairedWithWinnersKeptApart(clubAvoidance: TournamentCreate['clubAvoidance']) {
    const { base, ids } = await eventWith(6, { clubAvoidance });
    const first = await organiser.post(`${base}/rounds`, {});
    expect(first.statusCode, first.body).toBe(201);
    const winners = new Set<string>();
    for (const game of first.json().games as Game[]) {
      const winner = game.a.entryId;
      const loser = game.b?.entryId as string;
      winners.add(winner);
      const report = await player(ids.indexOf(winner)).post(`${base}/games/${game.id}/report`, {
        myVp: 70,
        opponentVp: 40,
      });
      expect(report.statusCode, report.body).toBe(200);
      await player(ids.indexOf(loser)).post(`${base}/games/${game.id}/confirm`, {});
    }
    expect((await organiser.post(`${base}/rounds/1/close`, {})).statusCode).toBe(200);
    const second = await organiser.post(`${base}/rounds`, {});
    expect(second.statusCode, second.body).toBe(201);
    const top = (second.json().games as Game[]).find(
      (g) => winners.has(g.a.entryId) && winners.has(g.b?.entryId as string),
    ) as Game;
    const a = top.a.entryId;
    const b = top.b?.entryId as string;
    expect((await keepApart(base, a, b, 'Brothers')).statusCode).toBe(200);
    const repaired = await organiser.post(`${base}/rounds/2/repair`, {});
    expect(repaired.statusCode, repaired.body).toBe(200);
    return { a, b, games: repaired.json().games as Game[], warnings: repaired.json().warnings as Warning[] };
  }

  it('keeps the pair apart in later rounds when clubs are kept apart every round', async () => {
    const { a, b, games, warnings } = await roundTwoRepairedWithWinnersKeptApart('every-round');
    expect(opponents(games, a, b)).toBe(false);
    expect(warnings.filter((w) => w.kind === 'kept-apart' || w.kind === 'rematch')).toEqual([]);
  });

  it('lets the pair meet after round one when clubs are kept apart in round one only', async () => {
    const { a, b, games, warnings } = await roundTwoRepairedWithWinnersKeptApart('first-round');
    expect(opponents(games, a, b)).toBe(true);
    expect(warnings.filter((w) => w.kind === 'kept-apart')).toEqual([]);
  });

  it('warns when the organiser pairs the two by hand', async () => {
    const { base, ids } = await eventWith(4);
    const [a, b, c, d] = ids as [string, string, string, string];
    expect((await keepApart(base, a, b)).statusCode).toBe(200);
    const first = await organiser.post(`${base}/rounds`, {});
    expect(first.statusCode, first.body).toBe(201);
    expect(opponents(first.json().games as Game[], a, b)).toBe(false);

    const byHand = await organiser.request('PUT', `${base}/rounds/1/pairings`, {
      pairings: [
        { table: 1, a, b },
        { table: 2, a: c, b: d },
      ],
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(opponents(byHand.json().games as Game[], a, b)).toBe(true);
    expect((byHand.json().warnings as Warning[]).filter((w) => w.kind === 'kept-apart')).toEqual([
      { kind: 'kept-apart', players: [a, b], message: 'kp_p0 and kp_p1 asked to be kept apart.' },
    ]);
  });
});
