import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TournamentCreate } from '@muster/contracts';
import type { FastifyInstance } from 'fastify';
import { teamSettings, tournamentInput } from '../features/tournaments/tournament-builders';

/**
 * Development only: the demo accounts get content to work with, so tournament or roster work does
 * not start by clicking an event together. demo_player1 and demo_player2 get real BattleScribe
 * lists; demo_admin organises a finished event imported from a real Best Coast Pairings export
 * (18 players, 3 rounds, 2 dropped) and an upcoming one open for registration, with demo_player1
 * registered. The files and their sources are in apps/server/seed-data (SOURCES.tsv).
 *
 * Everything goes through the app's own API (in-process, by inject), so the content is exactly
 * what a user would have made: parsed, resolved against the game data, validated. Each part is
 * skipped when its account already has it, so a restart adds nothing and a deleted demo event
 * comes back.
 */
export const DEMO_PAST_EVENT = 'Demo RTT (imported from BCP)';
export const DEMO_UPCOMING_EVENT = 'Muster Demo Open';
export const DEMO_RUNNING_EVENT = 'Muster Demo League Night';
export const DEMO_TEAM_EVENT = 'Muster Demo Teams';

type Reply = { statusCode: number; json: () => unknown; body: string };

/** A signed-in demo account talking to the app in-process. */
class DemoSession {
  private cookie = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    /** Each demo account talks from a loopback address of its own, as each would from its device. */
    private readonly address: string,
  ) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown, contentType?: string): Promise<Reply> {
    const raw = Buffer.isBuffer(body);
    const reply = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        origin: this.origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: raw ? body : JSON.stringify(body) }),
    });
    const cookies = reply.cookies.map((c) => `${c.name}=${c.value}`);
    if (cookies.length > 0) this.cookie = cookies.join('; ');
    return reply;
  }

  async expect(method: 'GET' | 'POST', url: string, body?: unknown, contentType?: string) {
    const reply = await this.call(method, url, body, contentType);
    if (reply.statusCode >= 300)
      throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
    return reply.json();
  }

  static async signIn(app: FastifyInstance, origin: string, email: string, password: string) {
    const session = new DemoSession(app, origin, loopbackAddressOf(email));
    await session.expect('POST', '/api/auth/sign-in/email', { email, password });
    return session;
  }
}

/**
 * A stable loopback address per account (127.0.1.x): signing in eight demo accounts from one
 * address would trip the per-address sign-in limit, as it would for eight people on one phone.
 */
function loopbackAddressOf(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 250;
  return `127.0.1.${hash + 2}`;
}

const day = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A one-day event `startsInDays` from today (negative: in the past), registration open a month before. */
function eventInput(
  name: string,
  startsInDays: number,
  overrides: Partial<TournamentCreate>,
): TournamentCreate {
  const start = Date.now() + startsInDays * day;
  return tournamentInput({
    name,
    description: '',
    startsOn: isoDate(start),
    endsOn: isoDate(start),
    venue: 'Muster demo hall',
    registrationOpensAt: new Date(start - 30 * day).toISOString(),
    registrationClosesAt: new Date(start - day).toISOString(),
    ...overrides,
  });
}

async function seedRosters(session: DemoSession, seedDir: string, files: string[]): Promise<number> {
  const existing = (await session.expect('GET', '/api/rosters')) as { rosters: unknown[] };
  if (existing.rosters.length > 0) return 0;
  for (const file of files) {
    const parsed = (await session.expect(
      'POST',
      '/api/rosters/parse',
      readFileSync(path.join(seedDir, 'rosters', file)),
      'application/octet-stream',
    )) as { roster: unknown; detectedFormat: string };
    await session.expect('POST', '/api/rosters', {
      roster: parsed.roster,
      sourceFormat: parsed.detectedFormat,
      sourceFileName: file,
    });
  }
  return files.length;
}

async function organisedEvents(session: DemoSession): Promise<Map<string, string>> {
  // The admin enters no events, so "mine" is what they organise.
  const reply = (await session.expect('GET', '/api/tournaments?mine=true&when=all')) as {
    tournaments: { id: string; name: string }[];
  };
  return new Map(reply.tournaments.map((event) => [event.name, event.id]));
}

type Login = { email: string; password: string };
export type DemoContentAccounts = Record<'admin' | 'player1' | 'player2', Login> & {
  /** Six more players, for the events in play. */
  field: Login[];
};

/**
 * A league night being played today: the two demo players and four of the field, round 1 settled
 * by the organiser, round 2 paired and its clock running, so the demo players have a live game
 * (the event page's card, tournament mode, the companion).
 */
async function seedRunningEvent(admin: DemoSession, players: DemoSession[]): Promise<void> {
  const now = Date.now();
  const event = (await admin.expect(
    'POST',
    '/api/tournaments',
    eventInput(DEMO_RUNNING_EVENT, 0, {
      description: 'Three rounds tonight. Round 2 is being played.',
      rounds: 3,
      registrationOpensAt: new Date(now - 7 * day).toISOString(),
      registrationClosesAt: new Date(now + 60 * 60 * 1000).toISOString(),
    }),
  )) as { id: string };
  const base = `/api/tournaments/${event.id}`;
  for (const player of players) await player.expect('POST', `${base}/registration`, {});
  for (const round of [1, 2]) {
    const paired = (await admin.expect('POST', `${base}/rounds`)) as {
      games: { id: string; b: unknown }[];
    };
    await admin.expect('POST', `${base}/rounds/${round}/start`);
    if (round === 2) return;
    // Round 1's results, as the organiser enters them from the score slips.
    for (const [i, game] of paired.games.entries())
      if (game.b)
        await admin.expect('POST', `${base}/games/${game.id}/resolve`, { vpA: 62 + 7 * i, vpB: 48 + 5 * i });
    await admin.expect('POST', `${base}/rounds/1/close`, { force: false });
  }
}

/**
 * A teams event at its first draft: two teams of three (captained by the demo players), paired,
 * so each captain has a pairing draft to commit.
 */
async function seedTeamEvent(
  admin: DemoSession,
  captains: DemoSession[],
  members: { username: string; session: DemoSession }[][],
): Promise<void> {
  const event = (await admin.expect(
    'POST',
    '/api/tournaments',
    eventInput(DEMO_TEAM_EVENT, 0, {
      description: 'Teams of three, WTC-style pairing drafts.',
      format: 'teams',
      rounds: 3,
      scoringPresetId: 'wtc-20-0',
      teams: teamSettings({ teamSize: 3, teamCap: 8 }),
      registrationOpensAt: new Date(Date.now() - 7 * day).toISOString(),
      registrationClosesAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    }),
  )) as { id: string };
  const base = `/api/tournaments/${event.id}`;
  for (const [t, captain] of captains.entries()) {
    const team = (await captain.expect('POST', `${base}/teams`, {
      name: ['Iron Warband', 'Dice Hall'][t],
    })) as {
      id: string;
    };
    for (const member of members[t] ?? []) {
      await captain.expect('POST', `${base}/teams/${team.id}/invites`, { username: member.username });
      await member.session.expect('POST', `${base}/teams/${team.id}/accept`);
    }
  }
  await admin.expect('POST', `${base}/rounds`);
}

export async function seedDemoContent(
  app: FastifyInstance,
  { origin, seedDir, accounts }: { origin: string; seedDir: string; accounts: DemoContentAccounts },
): Promise<string[]> {
  const done: string[] = [];
  const signIn = (who: 'admin' | 'player1' | 'player2') =>
    DemoSession.signIn(app, origin, accounts[who].email, accounts[who].password);

  const player1 = await signIn('player1');
  const lists1 = await seedRosters(player1, seedDir, ['necrons-10e.rosz', 'ultramarines-10e.rosz']);
  if (lists1) done.push(`${lists1} rosters for demo_player1`);
  const lists2 = await seedRosters(await signIn('player2'), seedDir, ['votann-10e.rosz']);
  if (lists2) done.push(`${lists2} roster for demo_player2`);

  const admin = await signIn('admin');
  const events = await organisedEvents(admin);
  if (!events.has(DEMO_PAST_EVENT)) {
    const created = (await admin.expect(
      'POST',
      '/api/tournaments',
      eventInput(DEMO_PAST_EVENT, -14, { scoringPresetId: 'bcp-wins', rounds: 3 }),
    )) as { id: string };
    const players = readFileSync(path.join(seedDir, 'events', 'rtt-3-rounds-2024-players.json'), 'utf8');
    await admin.expect('POST', `/api/tournaments/${created.id}/import/bcp`, {
      files: [{ name: 'players.json', text: players }],
    });
    done.push(`the event "${DEMO_PAST_EVENT}" (18 players, 3 rounds)`);
  }
  let upcoming = events.get(DEMO_UPCOMING_EVENT);
  if (!upcoming) {
    upcoming = (
      (await admin.expect(
        'POST',
        '/api/tournaments',
        eventInput(DEMO_UPCOMING_EVENT, 21, {
          description: 'Three rounds of Strike Force. Register, submit a list and check in on the day.',
          playerCap: 32,
        }),
      )) as { id: string }
    ).id;
    done.push(`the event "${DEMO_UPCOMING_EVENT}"`);
  }
  const { entries } = (await admin.expect('GET', `/api/tournaments/${upcoming}/entries`)) as {
    entries: { username: string }[];
  };
  if (!entries.some((entry) => entry.username === 'demo_player1')) {
    await player1.expect('POST', `/api/tournaments/${upcoming}/registration`, { club: 'Muster Demo Club' });
    done.push(`demo_player1 registered for "${DEMO_UPCOMING_EVENT}"`);
  }

  // The events in play need the rest of the field (absent when their accounts were not made).
  const inPlay = [DEMO_RUNNING_EVENT, DEMO_TEAM_EVENT].filter((name) => !events.has(name));
  if (inPlay.length === 0 || accounts.field.length < 4) return done;
  const field = await Promise.all(
    accounts.field.slice(0, 4).map((login) => DemoSession.signIn(app, origin, login.email, login.password)),
  );
  const player2 = await signIn('player2');
  if (inPlay.includes(DEMO_RUNNING_EVENT)) {
    await seedRunningEvent(admin, [player1, player2, ...field]);
    done.push(`the event "${DEMO_RUNNING_EVENT}" (6 players, round 2 being played)`);
  }
  if (inPlay.includes(DEMO_TEAM_EVENT)) {
    const named = field.map((session, i) => ({ username: `demo_field${i + 1}`, session }));
    await seedTeamEvent(admin, [player1, player2], [named.slice(0, 2), named.slice(2, 4)]);
    done.push(`the teams event "${DEMO_TEAM_EVENT}" (two teams of three, at the round 1 draft)`);
  }
  return done;
}
