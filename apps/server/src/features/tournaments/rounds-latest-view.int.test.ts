import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Round } from '@muster/contracts';
import type { BcpImportFile } from '@muster/contracts/tournament-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserAndPlayers } from '../../test-support/event-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

/**
 * The event page's view of the rounds (`?games=latest`): every round, but games only for the
 * latest. A real five-round event (Saffron Slam XIV, imported from its BCP files) gives the rounds.
 */
const dir = path.join(import.meta.dirname, 'bcp-import/test-support/saffron-slam-xiv-2026');
const file = (name: string): BcpImportFile => ({ name, text: readFileSync(path.join(dir, name), 'utf8') });

describe('the latest view of an event’s rounds', () => {
  let testApp: TestApp;
  let base: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { organiser } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.54.0',
      tag: 'latest',
      count: 0,
    });
    const id = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({ name: 'Latest view', scoringPresetId: 'bcp-wins', rounds: 5 }),
      )
    ).json().id as string;
    const imported = await organiser.post(`/api/tournaments/${id}/import/bcp`, {
      files: [file('players.json'), file('pairings.json')],
    });
    expect(imported.statusCode).toBe(200);
    base = `/api/tournaments/${id}/rounds`;
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('leaves out the games of earlier rounds only, marked as left out, with an ETag of its own', async () => {
    const all = await get(base);
    const latest = await get(`${base}?games=latest`);
    expect(all.statusCode).toBe(200);
    expect(latest.statusCode).toBe(200);
    const full: Round[] = all.json().rounds;
    const shown: Round[] = latest.json().rounds;
    expect(full.map((r) => r.games.length)).toEqual([14, 14, 14, 14, 14]);
    expect(shown.map((r) => r.number)).toEqual(full.map((r) => r.number));
    expect(shown.map((r) => r.games.length)).toEqual([0, 0, 0, 0, 14]);
    expect(shown.map((r) => r.gamesOmitted ?? false)).toEqual([true, true, true, true, false]);
    // Everything else about each round, and the latest round whole, as the full reply has it.
    expect(shown.map(({ games: _, gamesOmitted: __, ...round }) => round)).toEqual(
      full.map(({ games: _, ...round }) => round),
    );
    expect(shown[4]).toEqual(full[4]);
    expect(full.some((r) => 'gamesOmitted' in r)).toBe(false);

    expect(latest.headers.etag).not.toBe(all.headers.etag);
    expect(
      (await get(`${base}?games=latest`, { 'if-none-match': String(latest.headers.etag) })).statusCode,
    ).toBe(304);
    expect((await get(`${base}?games=all`)).json()).toEqual(all.json());
  });

  it('refuses a view it does not know with a 400', async () => {
    const reply = await get(`${base}?games=everything`);
    expect(reply.statusCode).toBe(400);
  });
});
