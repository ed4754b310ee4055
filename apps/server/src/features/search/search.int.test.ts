import { parseRosterText } from '@muster/roster-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { rosters } from '../rosters/rosters.table';
import { tournamentInput } from '../tournaments/tournament-builders';

/** A roster row for an owner, read from a small key-value list (units as "Name: N pts"). */
async function insertRoster(
  testApp: TestApp,
  ownerId: string,
  name: string,
  faction: string,
  units: string[],
  shared = false,
): Promise<string> {
  const parsed = parseRosterText([`Name: ${name}`, `Faction: ${faction}`, ...units].join('\n'));
  const roster = parsed.roster ?? parsed.partialData;
  if (!roster) throw new Error(`the list for ${name} did not read`);
  const [row] = await testApp.database.db
    .insert(rosters)
    .values({
      userId: ownerId,
      name,
      faction,
      points: roster.pointsTotal,
      rosterData: { ...roster, name, faction },
      sourceFormat: parsed.detectedFormat,
      sharedAt: shared ? new Date() : null,
    })
    .returning({ id: rosters.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('the header search over your own rosters, units and events', () => {
  let testApp: TestApp;
  let alice: TestClient;
  let bruno: TestClient;
  let macragge = '';
  let percent = '';
  const events: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = new TestClient(testApp.app, '10.61.0.1');
    bruno = new TestClient(testApp.app, '10.61.0.2');
    const aliceId = (await alice.signUp('alice@example.test', 'alice password 1', 'alice_s')).json().user.id;
    const brunoId = (await bruno.signUp('bruno@example.test', 'bruno password 1', 'bruno_s')).json().user.id;

    macragge = await insertRoster(testApp, aliceId, 'Hammer of Macragge', 'Space Marines', [
      'Captain: 80 pts',
      'Intercessors: 5 models, 80 pts',
      'Intercessors: 10 models, 160 pts',
    ]);
    percent = await insertRoster(testApp, aliceId, '100% Tau_Test', "T'au Empire", [
      'Crisis Battlesuits: 130 pts',
    ]);
    await insertRoster(testApp, aliceId, '100 Tau Test', "T'au Empire", ['Stealth Battlesuits: 60 pts']);
    for (let n = 1; n <= 6; n += 1)
      await insertRoster(testApp, aliceId, `Practice list ${n}`, 'Orks', ['Boyz: 10 models, 80 pts']);
    // Bruno's roster matches the same words, and is even shared with the community.
    await insertRoster(
      testApp,
      brunoId,
      'Hammer of Chaos',
      'Chaos Space Marines',
      ['Intercessors: 5 models, 80 pts', 'Legionaries: 90 pts'],
      true,
    );

    const create = async (client: TestClient, name: string, startsInDays: number) => {
      const day = 24 * 60 * 60 * 1000;
      const startsOn = new Date(Date.now() + startsInDays * day).toISOString().slice(0, 10);
      const endsOn = new Date(Date.now() + (startsInDays + 1) * day).toISOString().slice(0, 10);
      const reply = await client.post('/api/tournaments', tournamentInput({ name, startsOn, endsOn }));
      expect(reply.statusCode, reply.body).toBe(201);
      events[name] = reply.json().id;
      return reply.json().id as string;
    };
    const spring = await create(alice, 'Spring Hammer GT', 10);
    await create(bruno, 'Hammer Summer Open', 20);
    const autumn = await create(bruno, 'Autumn Hammer Cup', 30);
    expect((await bruno.post(`/api/tournaments/${spring}/registration`, {})).statusCode).toBeLessThan(300);
    expect((await alice.post(`/api/tournaments/${autumn}/registration`, {})).statusCode).toBeLessThan(300);
  });
  afterAll(() => testApp.close());

  const search = async (client: TestClient, q: string) => {
    const reply = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };

  it('finds your rosters by name and faction, never another player’s (shared or not)', async () => {
    const hammer = await search(alice, 'hammer');
    expect(hammer.rosters).toEqual([
      { id: macragge, name: 'Hammer of Macragge', faction: 'Space Marines', points: 320 },
    ]);
    // "Chaos Space Marines" contains "space marines", but it is Bruno's.
    expect((await search(alice, 'SPACE MARINES')).rosters.map((r: { name: string }) => r.name)).toEqual([
      'Hammer of Macragge',
    ]);
    expect((await search(bruno, 'hammer')).rosters.map((r: { name: string }) => r.name)).toEqual([
      'Hammer of Chaos',
    ]);
  });

  it('finds units in your rosters, once per roster with how many it fields', async () => {
    expect((await search(alice, 'intercessor')).units).toEqual([
      { rosterId: macragge, rosterName: 'Hammer of Macragge', unitName: 'Intercessors', copies: 2 },
    ]);
    expect((await search(alice, 'legionaries')).units).toEqual([]);
    expect(
      (await search(bruno, 'intercessor')).units.map((u: { rosterName: string }) => u.rosterName),
    ).toEqual(['Hammer of Chaos']);
  });

  it('finds the events you organise or registered for, and no others', async () => {
    expect((await search(alice, 'hammer')).events).toEqual([
      {
        id: events['Autumn Hammer Cup'],
        name: 'Autumn Hammer Cup',
        startsOn: expect.any(String),
        role: 'player',
      },
      {
        id: events['Spring Hammer GT'],
        name: 'Spring Hammer GT',
        startsOn: expect.any(String),
        role: 'organiser',
      },
    ]);
    expect(
      (await search(bruno, 'hammer')).events.map((e: { name: string; role: string }) => [e.name, e.role]),
    ).toEqual([
      ['Autumn Hammer Cup', 'organiser'],
      ['Hammer Summer Open', 'organiser'],
      ['Spring Hammer GT', 'player'],
    ]);
  });

  it('matches % and _ as themselves', async () => {
    // Unescaped, "0%" would match "100 Tau Test" and "u_T" would match "Tau Test" too.
    expect((await search(alice, '0%')).rosters.map((r: { id: string }) => r.id)).toEqual([percent]);
    expect((await search(alice, 'u_T')).rosters.map((r: { id: string }) => r.id)).toEqual([percent]);
    expect((await search(alice, '%%')).rosters).toEqual([]);
    expect((await search(alice, '__')).rosters).toEqual([]);
    expect((await search(alice, '\\%')).rosters).toEqual([]);
  });

  it('returns at most five of each group', async () => {
    const practice = await search(alice, 'practice');
    expect(practice.rosters).toHaveLength(5);
    expect((await search(alice, 'boyz')).units).toHaveLength(5);
  });

  it('needs 2 to 100 characters and a session', async () => {
    const tooShort = await alice.get('/api/search?q=%20a%20');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toContain('Type at least 2 characters to search.');
    const tooLong = await alice.get(`/api/search?q=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('Search for at most 100 characters.');
    expect((await alice.get('/api/search')).statusCode).toBe(400);
    expect((await alice.get(`/api/search?q=${'x'.repeat(100)}`)).statusCode).toBe(200);
    expect((await new TestClient(testApp.app, '10.61.0.9').get('/api/search?q=hammer')).statusCode).toBe(401);
  });
});
