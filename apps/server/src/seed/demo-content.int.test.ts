import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test-support/auth-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { demoAccounts, demoFieldAccounts, seedDemoAccounts } from './demo-accounts';
import {
  DEMO_PAST_EVENT,
  DEMO_RUNNING_EVENT,
  DEMO_TEAM_EVENT,
  DEMO_UPCOMING_EVENT,
  seedDemoContent,
} from './demo-content';

const seedDir = path.resolve(import.meta.dirname, '../../seed-data');
const account = (email: string) => {
  const found = demoAccounts.find((a) => a.email === email);
  if (!found) throw new Error(email);
  return found;
};
const accounts = {
  admin: account('admin@muster.example'),
  player1: account('player1@muster.example'),
  player2: account('player2@muster.example'),
  field: demoFieldAccounts,
};

describe('the demo content of a development server', () => {
  let testApp: TestApp;
  let first: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemoAccounts(testApp.database.db, testApp.auth, { withField: true });
    first = await seedDemoContent(testApp.app, { origin: 'http://localhost:3000', seedDir, accounts });
  });
  afterAll(() => testApp.close());

  const signedIn = async (who: 'admin' | 'player1' | 'player2', ip: string) => {
    const client = new TestClient(testApp.app, ip);
    expect((await client.signIn(accounts[who].email, accounts[who].password)).statusCode).toBe(200);
    return client;
  };

  it('gives the players real lists, parsed and resolved as an upload would be', async () => {
    expect(first).toContain('2 rosters for demo_player1');
    const player1 = await signedIn('player1', '10.77.0.1');
    const { rosters } = (await player1.get('/api/rosters')).json() as {
      rosters: { name: string; faction: string; points: number; sourceFormat: string }[];
    };
    expect(rosters.map((r) => [r.faction, r.points, r.sourceFormat]).sort()).toEqual([
      ['Necrons', 1205, 'battlescribe-rosz'],
      ['Space Marines', 810, 'battlescribe-rosz'],
    ]);
  });

  it('imports a real BCP event for the admin with its standings, and opens one for registration', async () => {
    const admin = await signedIn('admin', '10.77.0.2');
    const { tournaments } = (await admin.get('/api/tournaments?mine=true&when=all')).json() as {
      tournaments: { id: string; name: string; status: string }[];
    };
    const past = tournaments.find((t) => t.name === DEMO_PAST_EVENT);
    const upcoming = tournaments.find((t) => t.name === DEMO_UPCOMING_EVENT);
    expect(past?.status).toBe('completed');
    const standings = (await admin.get(`/api/tournaments/${past?.id}/standings`)).json() as {
      standings: { dropped: boolean; games: number }[];
    };
    expect(standings.standings).toHaveLength(18);
    expect(standings.standings.filter((s) => s.dropped)).toHaveLength(2);
    const entries = (await admin.get(`/api/tournaments/${upcoming?.id}/entries`)).json() as {
      entries: { username: string; status: string }[];
    };
    expect(entries.entries.map((e) => [e.username, e.status])).toEqual([['demo_player1', 'confirmed']]);
  });

  it('has a league night in round 2 with a live game for each demo player, and a teams event at its draft', async () => {
    expect(first).toContain(`the event "${DEMO_RUNNING_EVENT}" (6 players, round 2 being played)`);
    const admin = await signedIn('admin', '10.77.0.3');
    const { tournaments } = (await admin.get('/api/tournaments?mine=true&when=all')).json() as {
      tournaments: { id: string; name: string; status: string }[];
    };
    const running = tournaments.find((t) => t.name === DEMO_RUNNING_EVENT);
    expect(running?.status).toBe('in_progress');
    for (const [who, ip] of [
      ['player1', '10.77.0.4'],
      ['player2', '10.77.0.5'],
    ] as const) {
      const player = await signedIn(who, ip);
      const mine = (await player.get(`/api/tournaments/${running?.id}/my-game`)).json().current;
      expect(mine).toMatchObject({ round: 2, roundStatus: 'in_progress' });
      expect(mine.game.status).toBe('pending');
    }
    // Round 1's three results count: six players with one game each.
    const standings = (await admin.get(`/api/tournaments/${running?.id}/standings`)).json() as {
      standings: { games: number }[];
    };
    expect(standings.standings.map((s) => s.games)).toEqual([1, 1, 1, 1, 1, 1]);

    const teams = tournaments.find((t) => t.name === DEMO_TEAM_EVENT);
    expect(teams?.status).toBe('in_progress');
    const matches = (await admin.get(`/api/tournaments/${teams?.id}/team-matches?round=1`)).json() as {
      matches: { status: string }[];
    };
    expect(matches.matches.map((m) => m.status)).toEqual(['drafting']);
  });

  it('adds nothing on the next start', async () => {
    expect(
      await seedDemoContent(testApp.app, { origin: 'http://localhost:3000', seedDir, accounts }),
    ).toEqual([]);
  });
});
