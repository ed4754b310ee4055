import type { Round } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

describe('a full event through the API', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  const players = new Map<string, TestClient>(); // username → client
  const entryOf = new Map<string, string>(); // entry id → username

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.46.0.1');
    await organiser.signUp('flow-to@example.test', 'organiser password 1', 'flow_to');
    for (let i = 1; i <= 16; i += 1) {
      const client = new TestClient(testApp.app, `10.46.1.${i}`);
      const name = `flow_p${String(i).padStart(2, '0')}`;
      await client.signUp(`${name}@example.test`, `player password ${i}`, name);
      players.set(name, client);
    }
  });
  afterAll(() => testApp.close());

  const client = (entryId: string) => {
    const found = players.get(entryOf.get(entryId) ?? '');
    if (!found) throw new Error(`no client for entry ${entryId}`);
    return found;
  };
  // Deterministic scores: table and round decide who wins.
  const scoreFor = (round: number, table: number): [number, number] => [
    50 + ((round * 7 + table * 13) % 40),
    40 + ((round * 11 + table * 5) % 45),
  ];

  it('registers, checks in, pairs four rounds with drops and a dispute, and ends with standings', {
    timeout: 120_000,
  }, async () => {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ name: 'Flow GT', rounds: 4, playerCap: 16 }))
    ).json();
    const base = `/api/tournaments/${event.id}`;
    for (const [name, c] of players) {
      const entry = (
        await c.post(`${base}/registration`, { club: name.endsWith('1') ? 'Same Club' : null })
      ).json();
      expect(entry.status).toBe('confirmed');
      entryOf.set(entry.id, name);
    }
    // Everyone but flow_p16 checks in: round one pairs the 15 who came.
    const entries = (await organiser.get(`${base}/entries`)).json().entries as {
      id: string;
      username: string;
    }[];
    for (const e of entries.filter((e) => e.username !== 'flow_p16')) {
      const checked = await organiser.post(`${base}/entries/${e.id}/actions`, { action: 'check-in' });
      expect(checked.statusCode, checked.body).toBe(200);
    }
    const noShow = entries.find((e) => e.username === 'flow_p16')?.id ?? '';

    const games = new Set<string>();
    const byes = new Map<string, number>();
    let disputedTable = 0;

    for (let number = 1; number <= 4; number += 1) {
      if (number === 2) {
        // The no-show is dropped; two players drop after round one.
        await organiser.post(`${base}/entries/${noShow}/actions`, { action: 'drop' });
        expect(
          (await players.get('flow_p03')?.request('DELETE', `${base}/registration`))?.json().status,
        ).toBe('dropped');
        expect(
          (await players.get('flow_p07')?.request('DELETE', `${base}/registration`))?.json()
            .droppedAfterRound,
        ).toBe(1);
      }
      const pairedReply = await organiser.post(`${base}/rounds`);
      expect(pairedReply.statusCode, pairedReply.body).toBe(201);
      const round: Round = pairedReply.json();
      // Tables may repeat when a pair has used them all between them; never a rematch or clubmates.
      expect(round.warnings?.filter((w) => w.kind !== 'repeat-table')).toEqual([]);
      expect((await organiser.post(`${base}/rounds`)).json().error.message).toBe(
        `Close round ${number} before pairing the next.`,
      );
      const expected = number === 1 ? 15 : 13;
      const seen = round.games.flatMap((g) => [g.a.entryId, ...(g.b ? [g.b.entryId] : [])]);
      expect(seen).toHaveLength(expected);
      expect(new Set(seen).size).toBe(expected);
      expect(seen).not.toContain(noShow);
      for (const g of round.games) {
        if (!g.b) {
          byes.set(g.a.entryId, (byes.get(g.a.entryId) ?? 0) + 1);
          continue;
        }
        const key = [g.a.entryId, g.b.entryId].sort().join('-');
        expect(games.has(key), `rematch in round ${number}`).toBe(false);
        games.add(key);
      }

      const started = (await organiser.post(`${base}/rounds/${number}/start`)).json();
      expect(Date.parse(started.endsAt) - Date.parse(started.startedAt)).toBe(180 * 60_000);

      for (const g of round.games.filter((game) => game.b)) {
        const [vpA, vpB] = scoreFor(number, g.table);
        const a = client(g.a.entryId);
        const b = client(g.b?.entryId ?? '');
        const first = await a.post(`${base}/games/${g.id}/report`, { myVp: vpA, opponentVp: vpB });
        expect(first.json().game.status).toBe('reported');
        // The same report twice is one result.
        const again = await a.post(`${base}/games/${g.id}/report`, { myVp: vpA, opponentVp: vpB });
        expect(again.json().game).toMatchObject({
          status: 'reported',
          vpA,
          vpB,
        });
        if (number === 2 && disputedTable === 0) {
          disputedTable = g.table;
          const clash = await b.post(`${base}/games/${g.id}/report`, { myVp: vpB + 10, opponentVp: vpA });
          const disputed = clash.json().game;
          expect(disputed.status).toBe('disputed');
          // Each report as its player typed it, their own score first.
          const [nameA, nameB] = [g.a.username, g.b?.username];
          expect(disputed.disputeReason).toBe(
            `The players reported different scores: ${nameA} reported ${nameA} ${vpA}, ${nameB} ${vpB}; ${nameB} reported ${nameB} ${vpB + 10}, ${nameA} ${vpA}.`,
          );
          expect((await a.post(`${base}/games/${g.id}/confirm`)).statusCode).toBe(409);
          continue;
        }
        expect((await a.post(`${base}/games/${g.id}/confirm`)).json().error.message).toBe(
          'Your opponent confirms the result you reported.',
        );
        expect((await b.post(`${base}/games/${g.id}/confirm`)).statusCode).toBe(200);
      }

      if (number === 2) {
        const blocked = await organiser.post(`${base}/rounds/2/close`, {});
        expect(blocked.statusCode).toBe(409);
        expect(blocked.json().error.message).toBe(`Table ${disputedTable} has no confirmed result yet.`);
        const game = round.games.find((g) => g.table === disputedTable);
        expect(
          (await players.get('flow_p01')?.post(`${base}/games/${game?.id}/resolve`, { vpA: 60, vpB: 55 }))
            ?.statusCode,
        ).toBe(403);
        const resolved = await organiser.post(`${base}/games/${game?.id}/resolve`, { vpA: 60, vpB: 55 });
        expect(resolved.json().game).toMatchObject({
          status: 'resolved',
          vpA: 60,
        });
      }
      const closed = await organiser.post(`${base}/rounds/${number}/close`, {});
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().status).toBe('completed');
    }

    for (const count of byes.values()) expect(count).toBe(1);
    expect((await organiser.post(`${base}/rounds`)).json().error.message).toBe('The event is completed.');
    expect((await organiser.get(base)).json().status).toBe('completed');

    const standings = (await organiser.get(`${base}/standings`)).json();
    expect(standings.roundsCounted).toBe(4);
    expect(standings.standings).toHaveLength(16);
    const rows = standings.standings as {
      rank: number;
      points: number;
      wins: number;
      draws: number;
      losses: number;
      byes: number;
      dropped: boolean;
      username: string;
    }[];
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    for (const r of rows) expect(r.points).toBe(3 * r.wins + r.draws + 3 * r.byes);
    expect(rows.reduce((s, r) => s + r.wins, 0)).toBe(rows.reduce((s, r) => s + r.losses, 0));
    expect(
      rows
        .filter((r) => r.dropped)
        .map((r) => r.username)
        .sort(),
    ).toEqual(['flow_p03', 'flow_p07', 'flow_p16']);
    for (let i = 1; i < rows.length; i += 1)
      expect((rows[i - 1]?.points ?? 0) >= (rows[i]?.points ?? 0)).toBe(true);
  });
});

describe('pairing by hand and again', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.47.0.1');
    await organiser.signUp('hand-to@example.test', 'organiser password 1', 'hand_to');
    for (let i = 1; i <= 5; i += 1) {
      const c = new TestClient(testApp.app, `10.47.1.${i}`);
      await c.signUp(`hand${i}@example.test`, `player password ${i}`, `hand_p${i}`);
      clients.push(c);
    }
  });
  afterAll(() => testApp.close());

  it('takes the organiser’s pairings with warnings, refuses broken ones, and re-pairs until results come in', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ rounds: 3 }))).json();
    const base = `/api/tournaments/${event.id}`;
    const ids: string[] = [];
    for (const c of clients.slice(0, 4)) ids.push((await c.post(`${base}/registration`, {})).json().id);
    const [a, b, c, d] = ids as [string, string, string, string];
    const round1: Round = (await organiser.post(`${base}/rounds`)).json();
    expect(round1.games).toHaveLength(2);

    const mine = await organiser.request('PUT', `${base}/rounds/1/pairings`, {
      pairings: [
        { table: 1, a, b },
        { table: 2, a: c, b: d },
      ],
    });
    expect(mine.json()).toMatchObject({ warnings: [] });
    const broken = async (pairings: object[]) =>
      (await organiser.request('PUT', `${base}/rounds/1/pairings`, { pairings })).json().error.message;
    expect(
      await broken([
        { table: 1, a, b: a },
        { table: 2, a: c, b: d },
      ]),
    ).toBe('A player appears twice.');
    expect(await broken([{ table: 1, a, b }])).toBe('2 active player(s) are not paired.');
    expect(
      await broken([
        { table: 1, a, b },
        { table: 1, a: c, b: d },
      ]),
    ).toBe('Two games share a table.');
    expect(
      (await clients[0]?.request('PUT', `${base}/rounds/1/pairings`, { pairings: [{ table: 1, a, b }] }))
        ?.statusCode,
    ).toBe(403);

    // A late entrant, then re-pairing: five players, one bye.
    ids.push((await organiser.post(`${base}/entries`, { username: 'hand_p5' })).json().id);
    const again: Round = (await organiser.post(`${base}/rounds/1/repair`)).json();
    expect(again.games.filter((g) => g.b === null)).toHaveLength(1);
    expect(
      again.games
        .flatMap((g) => [g.a.entryId, g.b?.entryId])
        .filter(Boolean)
        .sort(),
    ).toEqual([...ids].sort());

    const game = again.games.find((g) => g.b !== null);
    const reporter = clients[ids.indexOf(game?.a.entryId ?? '')];
    await reporter?.post(`${base}/games/${game?.id}/report`, { myVp: 70, opponentVp: 50 });
    expect((await organiser.post(`${base}/rounds/1/repair`)).json().error.message).toBe(
      'Results are already in for round 1: it can no longer be re-paired.',
    );
    const outsider = new TestClient(testApp.app, '10.47.2.1');
    await outsider.signUp('outsider@example.test', 'outsider password', 'outsider');
    expect(
      (await outsider.post(`${base}/games/${game?.id}/report`, { myVp: 1, opponentVp: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await organiser.post(`${base}/games/${game?.id}/report`, { myVp: 1, opponentVp: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await reporter?.post(`${base}/games/${game?.id}/report`, { myVp: -1, opponentVp: 2 }))?.statusCode,
    ).toBe(400);

    // Forcing the round closed lets the one-sided report stand; a rematch by hand is then flagged.
    expect((await organiser.post(`${base}/rounds/1/close`, { force: true })).json().status).toBe('completed');
    const round2: Round = (await organiser.post(`${base}/rounds`)).json();
    const rematch = round1.games.length > 0 && game?.b ? [game.a.entryId, game.b.entryId] : [];
    const others = ids.filter((id) => !rematch.includes(id));
    const byHand = await organiser.request('PUT', `${base}/rounds/${round2.number}/pairings`, {
      pairings: [
        { table: 1, a: rematch[0], b: rematch[1] },
        { table: 2, a: others[0], b: others[1] },
        { table: 0, a: others[2], b: null },
      ],
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json().warnings.map((w: { kind: string }) => w.kind)).toContain('rematch');
    const standings = (await organiser.get(`${base}/standings`)).json().standings;
    expect(standings.find((s: { entryId: string }) => s.entryId === game?.a.entryId)).toMatchObject({
      wins: 1,
      points: 3,
    });
  });
});
