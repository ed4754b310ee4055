import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentInput } from '../features/tournaments/tournament-builders';
import { TestClient } from '../test-support/auth-client';
import { organiserAndPlayers } from '../test-support/event-people';
import { createTestApp, type TestApp } from '../test-support/test-app';

const INDEX =
  '<!doctype html><html><head><title>Muster</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  shell: ['/assets/AppLayout-abc123.js'],
  routes: [
    {
      pattern: '^/rosters/?$',
      files: ['/assets/RostersPage-abc123.js', '/assets/Rosters-abc123.css'],
      inShell: true,
    },
    { pattern: '^/login/?$', files: ['/assets/LoginPage-abc123.js'], inShell: false },
    { pattern: '^/tournament/[^/]+/?$', files: ['/assets/TournamentPage-abc123.js'], inShell: true },
  ],
};

/** The session the page carries, as the app reads it, or undefined when there is none. */
function sessionIn(page: string): unknown {
  const data = /<script type="application\/json" id="muster-session">(.*?)<\/script>/s.exec(page)?.[1];
  return data === undefined ? undefined : JSON.parse(data);
}

describe('serving the web app', () => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'muster-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    await writeFile(path.join(distDir, 'route-preloads.json'), JSON.stringify(PRELOADS));
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html for "/" and for client-side routes, never stored (it carries the session)', async () => {
    for (const url of ['/', '/dashboard', '/tournament/abc/manage']) {
      const reply = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body).toContain('<title>Muster</title>');
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it("writes the opened page's preload hints, and the shell's inside the shell", async () => {
    const rosters = (await testApp.app.inject({ method: 'GET', url: '/rosters?x=1', headers: html })).body;
    const links = [...rosters.matchAll(/<link rel="(\w+)"(?: as="style")? crossorigin href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(links).toEqual([
      'modulepreload /assets/RostersPage-abc123.js',
      'preload /assets/Rosters-abc123.css',
      'modulepreload /assets/AppLayout-abc123.js',
    ]);
    const login = (await testApp.app.inject({ method: 'GET', url: '/login', headers: html })).body;
    expect(login).toContain('href="/assets/LoginPage-abc123.js"');
    expect(login).not.toContain('AppLayout');
  });

  it('writes the session as GET /api/me answers it: null signed out, the user signed in', async () => {
    const visitor = new TestClient(testApp.app, '10.31.0.1');
    expect(sessionIn((await visitor.request('GET', '/rosters', undefined, html)).body)).toEqual({
      user: null,
    });

    const player = new TestClient(testApp.app, '10.31.0.2');
    await player.signUp('page-reader@example.test', 'page reader pass 1', 'page_reader');
    const me = (await player.get('/api/me')).json();
    expect(me.user.email).toBe('page-reader@example.test');
    const page = await player.request('GET', '/library', undefined, html);
    expect(sessionIn(page.body)).toEqual(me);
    // The root route too (it is served by its own handler).
    expect(sessionIn((await player.request('GET', '/', undefined, html)).body)).toEqual(me);

    await player.post('/api/auth/sign-out', {});
    expect(sessionIn((await player.request('GET', '/library', undefined, html)).body)).toEqual({
      user: null,
    });
  });

  it('serves the file itself, without session or hints, at /index.html (the offline copy)', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/index.html', headers: html });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(INDEX);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers an API path with the app', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses paths that climb out of the build directory', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.body).not.toContain('root:');
  });

  it("hints a player's own game, not the pairings, on the page of the event they are playing in", async () => {
    const { organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.61.0',
      tag: 'spa_hint',
      count: 2,
    });
    const id = (await organiser.post('/api/tournaments', tournamentInput({ name: 'Hinted GT' }))).json()
      .id as string;
    const base = `/api/tournaments/${id}`;
    for (const player of players)
      expect((await player.post(`${base}/registration`, {})).statusCode).toBe(200);
    const pageHints = async (client: TestClient) =>
      [
        ...(await client.request('GET', `/tournament/${id}`, undefined, html)).body.matchAll(
          /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    const [player] = players;
    if (!player) throw new Error('no player');
    // Registered, not yet paired: the pairings, as for anyone.
    expect(await pageHints(player)).toContain(`${base}/rounds?games=latest`);
    expect((await organiser.post(`${base}/rounds`)).statusCode).toBe(201);
    expect((await organiser.post(`${base}/rounds/1/start`)).statusCode).toBe(200);
    expect(await pageHints(player)).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      base,
      `${base}/my-game`,
      `${base}/lists`,
    ]);
    // The organiser plays no game in it; the page of an event that does not exist is no one's.
    expect(await pageHints(organiser)).toContain(`${base}/rounds?games=latest`);
    const missing = '0b6f4f3e-3d07-4a43-9a51-0c3c0e0c0a11';
    expect([
      ...(await player.request('GET', `/tournament/${missing}`, undefined, html)).body.matchAll(/my-game/g),
    ]).toEqual([]);
  });
});
