import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test-support/auth-client';
import { sampleListLines } from '../test-support/roster-files';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('NUL characters in requests', () => {
  let testApp: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.44.0.1');
    await player.signUp('nul@example.test', 'nul password 123', 'nul_player');
  });
  afterAll(() => testApp.close());

  it('refuses a NUL in any body, query or path text with 400, never 500', async () => {
    const refused = [
      await player.request('PATCH', '/api/profile', { displayName: 'Null\u0000Man', bio: null }),
      await player.get('/api/library/search?q=%00bolter'),
      await player.get('/api/rosters/%00'),
      await player.post('/api/support/tickets', { subject: 'Help\u0000', message: 'Something broke here.' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('NUL_CHARACTER');
    }
    // The same requests without the NUL go through.
    const fine = await player.request('PATCH', '/api/profile', { displayName: 'Plain Man', bio: null });
    expect(fine.statusCode).toBe(200);
  });
});

describe('invalid Unicode in requests', () => {
  let testApp: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.44.0.2');
    await player.signUp('surrogate@example.test', 'surrogate password 123', 'surrogate_player');
  });
  afterAll(() => testApp.close());

  const expectRefused = (response: Response) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'INVALID_UNICODE',
      message: 'Text must be valid Unicode (UTF-8, with no lone UTF-16 surrogate such as \\ud800).',
    });
  };

  it('refuses a lone surrogate in a roster save and edit with 400 (was a 500), and saves the same roster without it', async () => {
    const parsed = (
      await player.raw('POST', '/api/rosters/parse', sampleListLines.join('\n'), {
        'content-type': 'text/plain; charset=utf-8',
      })
    ).json();
    const lone = { ...parsed.roster, name: 'Dynasty \ud800' };
    expectRefused(
      await player.post('/api/rosters', { roster: lone, sourceFormat: 'gw-app', sourceFileName: null }),
    );
    // Low half alone, deep in a unit, sent as the raw JSON escape a hostile client would write.
    const units = parsed.roster.units.map((unit: { name: string }, index: number) =>
      index === 0 ? { ...unit, name: `${unit.name} \udc00` } : unit,
    );
    expectRefused(
      await player.post('/api/rosters', {
        roster: { ...parsed.roster, units },
        sourceFormat: 'gw-app',
        sourceFileName: null,
      }),
    );

    const saved = await player.post('/api/rosters', {
      roster: { ...parsed.roster, name: 'Dynasty 🪓' },
      sourceFormat: 'gw-app',
      sourceFileName: null,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id;
    expectRefused(await player.request('PATCH', `/api/rosters/${id}`, { name: 'Renamed \ud83d' }));
    const renamed = await player.request('PATCH', `/api/rosters/${id}`, { name: 'Renamed 🪓' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses a lone surrogate in battlefield terrain with 400 (was a 500)', async () => {
    const field = {
      name: 'Ruined hab block',
      size: { width: 60, height: 44 },
      terrain: [{ id: 't1', kind: 'ruin', x: 20, y: 20, width: 10, height: 6, label: 'Hab \ud800' }],
      objectives: [{ id: 'o1', x: 30, y: 22 }],
    };
    expectRefused(await player.post('/api/battlefields', field));
    const raw = await player.raw(
      'POST',
      '/api/battlefields',
      JSON.stringify({ ...field, terrain: [{ ...field.terrain[0], label: 'Hab' }] }).replace(
        '"id":"t1"',
        '"id":"t\\ud800"',
      ),
      { 'content-type': 'application/json' },
    );
    expectRefused(raw);
  });

  it('refuses JSON bodies that are not UTF-8 instead of storing U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from(
        '{"name":"Ruined hab block","size":{"width":60,"height":44},"terrain":[],"objectives":[],"label":"',
      ),
      Buffer.from([0xed, 0xa0, 0x80, 0xff]),
      Buffer.from('"}'),
    ]);
    expectRefused(
      await player.raw('POST', '/api/battlefields', bytes, { 'content-type': 'application/json' }),
    );
    // Bodies that are not JSON at all are still the JSON parser's 400.
    const broken = await player.raw('POST', '/api/battlefields', '{"name":', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).not.toBe('INVALID_UNICODE');
  });

  it('refuses a query escape that is not UTF-8 (an encoded surrogate, a stray byte), and a path with one', async () => {
    expectRefused(await player.get('/api/library/search?q=bolter%ED%A0%80'));
    expectRefused(await player.get('/api/library/search?q=%FFbolter'));
    const path = await player.get('/api/rosters/%ED%A0%80');
    expect(path.statusCode).toBe(400);
    expect(path.json().error.code).toBe('BAD_URL');
    // Real non-ASCII text and a literal percent sign are fine.
    expect((await player.get('/api/library/search?q=%C3%BCber%20100%')).statusCode).toBe(200);
  });
});
