import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BcpImportFile } from '@muster/contracts/tournament-import';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test-support/auth-client';
import { organiserAndPlayers } from '../../../test-support/event-people';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { tournamentInput } from '../tournament-builders';

const dir = path.join(import.meta.dirname, 'test-support/saffron-slam-xiv-2026');
const file = (name: string): BcpImportFile => ({ name, text: readFileSync(path.join(dir, name), 'utf8') });
const saffronFiles = [file('players.json'), file('pairings.json'), file('army-lists.json')];

/** BCP's own placings and figures for the same event (packages/pairing's fixture, same P-ids). */
type Published = {
  id: string;
  placing: number;
  wins: number;
  battlePoints: number;
  oppGameWinPercentage: number;
  pathToVictory: number;
};
const published: Published[] = JSON.parse(
  readFileSync(
    path.join(
      import.meta.dirname,
      '../../../../../../packages/pairing/src/test-support/bcp-events/saffron-slam-xiv-2026.json',
    ),
    'utf8',
  ),
).published;

type StandingRow = {
  username: string;
  faction: string | null;
  wins: number;
  vpFor: number;
  opponentsGameWinPercentage: number;
  pathToVictory: number;
};

describe('importing an event from Best Coast Pairings', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let stranger: TestClient;
  const newEvent = async (overrides = {}) =>
    (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({ name: 'Saffron Slam XIV', scoringPresetId: 'bcp-wins', rounds: 5, ...overrides }),
      )
    ).json().id as string;
  const counts = async () => {
    const [row] = (
      await testApp.database.db.execute(
        sql`SELECT (SELECT count(*) FROM "user")::int AS users, (SELECT count(*) FROM tournament_entries)::int AS entries, (SELECT count(*) FROM tournament_games)::int AS games`,
      )
    ).rows as { users: number; entries: number; games: number }[];
    if (!row) throw new Error('no counts');
    return row;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const people = await organiserAndPlayers(testApp.app, { ipPrefix: '10.53.0', tag: 'bcpimp', count: 1 });
    organiser = people.organiser;
    stranger = people.players[0] as TestClient;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("reproduces a real event's published placings and BCP's own figures exactly under the BCP preset", async () => {
    const id = await newEvent();
    const dry = await organiser.post(`/api/tournaments/${id}/import/bcp`, {
      files: saffronFiles,
      dryRun: true,
    });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      imported: false,
      players: 28,
      rounds: 5,
      games: 70,
      gamesWithoutResult: 0,
    });
    expect((await organiser.get(`/api/tournaments/${id}/entries`)).json().entries).toHaveLength(0);

    const imported = await organiser.post(`/api/tournaments/${id}/import/bcp`, { files: saffronFiles });
    expect(imported.statusCode).toBe(200);
    const reply = imported.json();
    expect(reply).toMatchObject({ imported: true, players: 28, dropped: 0, rounds: 5, games: 70 });
    // Every list BCP holds for this event is a real official-app export: each one reads.
    expect(reply.warnings).toEqual([]);
    expect(reply.lists).toBe(28);
    expect(reply.warnings).toEqual([]);

    const event = (await organiser.get(`/api/tournaments/${id}`)).json();
    expect(event).toMatchObject({ status: 'completed', currentRound: 5 });
    const standings: StandingRow[] = (await stranger.get(`/api/tournaments/${id}/standings`)).json()
      .standings;
    // A player is shown as they registered (BCP's placings do the same): "Registrant P015".
    const idOf = (username: string) => username.replace(/^(Player|Registrant) /, '');
    expect(standings.map((s) => idOf(s.username))).toEqual(
      [...published].sort((a, b) => a.placing - b.placing).map((p) => p.id),
    );
    for (const [i, row] of standings.entries()) {
      const bcp = published.find((p) => p.id === idOf(row.username)) as Published;
      expect({ place: i + 1, wins: row.wins, bp: row.vpFor, ptv: row.pathToVictory }).toEqual({
        place: bcp.placing,
        wins: bcp.wins,
        bp: bcp.battlePoints,
        ptv: bcp.pathToVictory,
      });
      expect(row.opponentsGameWinPercentage).toBeCloseTo(bcp.oppGameWinPercentage, 4);
      expect(row.faction).toBeTruthy();
    }
  });

  it("reproduces a second real event's placings from BCP's players response alone (games and opponents per player, 2 dropped)", async () => {
    const raw = readFileSync(
      path.join(import.meta.dirname, 'test-support/rtt-3-rounds-2024/players.json'),
      'utf8',
    );
    const bcp = (
      JSON.parse(raw) as {
        data: {
          name: string;
          placing: number;
          numWins: number;
          battlePoints: number;
          magic_match_percentage_sos: number;
          dropped: boolean;
        }[];
      }
    ).data;
    const id = await newEvent({ rounds: 3 });
    const reply = (
      await organiser.post(`/api/tournaments/${id}/import/bcp`, {
        files: [{ name: 'players.json', text: raw }],
      })
    ).json();
    expect(reply).toMatchObject({
      imported: true,
      players: 18,
      dropped: 2,
      rounds: 3,
      games: 26,
      warnings: [],
    });
    const standings: (StandingRow & { dropped: boolean })[] = (
      await organiser.get(`/api/tournaments/${id}/standings`)
    ).json().standings;
    expect(standings.map((s) => s.username)).toEqual(
      [...bcp].sort((a, b) => a.placing - b.placing).map((p) => p.name),
    );
    for (const row of standings) {
      const published = bcp.find((p) => p.name === row.username);
      expect({ wins: row.wins, bp: row.vpFor, dropped: row.dropped }).toEqual({
        wins: published?.numWins,
        bp: published?.battlePoints,
        dropped: published?.dropped,
      });
      expect(row.opponentsGameWinPercentage).toBeCloseTo(published?.magic_match_percentage_sos ?? -1, 4);
    }
  });

  it("follows the event's own opponents' win % floor: with none, BCP's placings are not reproduced", async () => {
    const id = await newEvent({ opponentWinFloor: 0 });
    expect((await organiser.get(`/api/tournaments/${id}`)).json().opponentWinFloor).toBe(0);
    await organiser.post(`/api/tournaments/${id}/import/bcp`, { files: saffronFiles });
    const standings: StandingRow[] = (await organiser.get(`/api/tournaments/${id}/standings`)).json()
      .standings;
    const differing = standings.filter((row) => {
      const bcp = published.find((p) => p.id === row.username.replace(/^(Player|Registrant) /, ''));
      return Math.abs((bcp?.oppGameWinPercentage ?? 0) - row.opponentsGameWinPercentage) > 1e-4;
    });
    expect(differing.length).toBeGreaterThan(0);
    const locked = await organiser.request('PATCH', `/api/tournaments/${id}`, { opponentWinFloor: 0.33 });
    expect(locked.statusCode).toBe(409);
  });

  it('refuses a second import into the same event, and anyone but its organiser, changing nothing', async () => {
    const id = await newEvent();
    expect(
      (await organiser.post(`/api/tournaments/${id}/import/bcp`, { files: saffronFiles })).statusCode,
    ).toBe(200);
    const before = await counts();
    const again = await organiser.post(`/api/tournaments/${id}/import/bcp`, { files: saffronFiles });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BCP_IMPORT_NOT_EMPTY');
    const other = await newEvent();
    expect(
      (await stranger.post(`/api/tournaments/${other}/import/bcp`, { files: saffronFiles })).statusCode,
    ).toBe(403);
    expect(
      (
        await organiser.post('/api/tournaments/00000000-0000-4000-8000-000000000000/import/bcp', {
          files: saffronFiles,
        })
      ).statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('reuses the guest of a BCP user imported before (a league), and no guest can sign in', async () => {
    const first = await counts();
    const id = await newEvent();
    await organiser.post(`/api/tournaments/${id}/import/bcp`, { files: saffronFiles });
    // The army lists carry BCP user ids: all 28 players are the guests of the earlier imports.
    expect((await counts()).users).toBe(first.users);
    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': '10.53.0.99' },
      payload: { email: 'guest@guests.muster.invalid', password: 'anything-at-all-1' },
    });
    expect(guest.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('imports a running event: the latest round open, the organiser enters its results on paper', async () => {
    const id = await newEvent({ rounds: 3 });
    const pairings = [
      { round: 1, p1: 'Ann', p2: 'Bo', p1_pts: 70, p2_pts: 50 },
      { round: 1, p1: 'Cy', p2: 'Di', p1_pts: 40, p2_pts: 60 },
      { round: 1, p1: 'Ed', p2: '', p1_pts: 100, p2_pts: null },
      { round: 2, p1: 'Ann', p2: 'Di', p1_pts: null, p2_pts: null },
      { round: 2, p1: 'Bo', p2: 'Ed', p1_pts: 55, p2_pts: 45 },
      { round: 2, p1: 'Cy', p2: '', p1_pts: 95, p2_pts: null },
    ];
    const reply = (
      await organiser.post(`/api/tournaments/${id}/import/bcp`, {
        files: [{ name: 'pairings.json', text: JSON.stringify(pairings) }],
      })
    ).json();
    expect(reply).toMatchObject({ imported: true, players: 5, rounds: 2, games: 4, gamesWithoutResult: 1 });
    const event = (await organiser.get(`/api/tournaments/${id}`)).json();
    expect(event).toMatchObject({ status: 'in_progress', currentRound: 2 });
    const rounds = (await organiser.get(`/api/tournaments/${id}/rounds`)).json().rounds;
    expect(rounds.map((r: { status: string }) => r.status)).toEqual(['completed', 'in_progress']);
    const open = rounds[1].games.find((g: { status: string }) => g.status === 'pending');
    const resolved = await organiser.post(`/api/tournaments/${id}/games/${open.id}/resolve`, {
      vpA: 80,
      vpB: 20,
    });
    expect(resolved.statusCode).toBe(200);
    const standings: (StandingRow & { byes: number })[] = (
      await organiser.get(`/api/tournaments/${id}/standings`)
    ).json().standings;
    // Byes keep the points BCP recorded (100 and 95), not the preset's.
    expect(standings.find((s) => s.username === 'Ed')).toMatchObject({ vpFor: 145, byes: 1 });
    expect(standings.find((s) => s.username === 'Cy')).toMatchObject({ vpFor: 135, byes: 1 });
    expect(standings.find((s) => s.username === 'Ann')).toMatchObject({ wins: 2, vpFor: 150 });
  });

  it('refuses a hostile or malformed export with the reason, importing nothing', async () => {
    const id = await newEvent();
    const before = await counts();
    const cases: [BcpImportFile[], number, string][] = [
      [
        [{ name: 'p.json', text: JSON.stringify([{ round: 1, p1: '', p2: 'Ann', p1_pts: 10, p2_pts: 90 }]) }],
        400,
        'BCP_MISSING_PLAYER',
      ],
      [[{ name: 'p.json', text: '{"players": [{"name": 1}]}' }], 400, 'BCP_FILE_UNKNOWN'],
      [[{ name: 'p.json', text: 'not json' }], 400, 'BCP_FILE_NOT_JSON'],
      [
        [{ name: 'p.json', text: JSON.stringify({ players: [{ name: 'x'.repeat(201) }] }) }],
        400,
        'BCP_FILE_UNKNOWN',
      ],
      [
        [
          {
            name: 'p.json',
            text: JSON.stringify([{ round: 1, p1: 'A', p2: 'B', p1_pts: 1e308, p2_pts: 0 }]),
          },
        ],
        400,
        'BCP_BAD_SCORE',
      ],
      [[], 400, 'VALIDATION_FAILED'],
    ];
    for (const [files, status, code] of cases) {
      const refused = await organiser.post(`/api/tournaments/${id}/import/bcp`, { files });
      expect(refused.statusCode, code).toBe(status);
      expect(refused.json().error.code, code).toBe(code);
      expect(refused.json().error.message.length, code).toBeGreaterThan(10);
    }
    expect(await counts()).toEqual(before);
  });
});
