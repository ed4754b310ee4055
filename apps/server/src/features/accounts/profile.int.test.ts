import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('profile and avatar', () => {
  let testApp: TestApp;
  let player: TestClient;
  let cookie = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.12.0.1');
    const signUp = await player.signUp('painter@example.test', 'painter password 1', 'painter');
    cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await new TestClient(testApp.app, '10.12.0.2').signUp(
      'taken@example.test',
      'taken password 1',
      'taken_name',
    );
  });
  afterAll(() => testApp.close());

  const upload = (body: Buffer, contentType = 'image/png') =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      payload: body,
      headers: { cookie, origin: ORIGIN, 'content-type': contentType },
    });

  it('reads and updates the profile, refusing a taken username', async () => {
    const profile = (await player.get('/api/profile')).json();
    expect(profile).toMatchObject({
      username: 'painter',
      statistics: { gamesPlayed: 0 },
      preferences: { defaultModelType: 'standard' },
    });
    const updated = await player.request('PATCH', '/api/profile', {
      displayName: 'The Painter',
      bio: 'Blood Angels since 1998',
      preferredFactions: ['Blood Angels'],
    });
    expect(updated.json()).toMatchObject({ displayName: 'The Painter', preferredFactions: ['Blood Angels'] });
    const taken = await player.request('PATCH', '/api/profile', { username: 'Taken_Name' });
    expect(taken.statusCode).toBe(409);
    const tooLong = await player.request('PATCH', '/api/profile', { bio: 'x'.repeat(501) });
    expect(tooLong.json().error.message).toContain('Bios are at most 500 characters.');
  });

  it('accepts an image whatever its declared type, re-encodes it and serves it under a new name', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await testApp.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect((await player.get('/api/me')).json().user.avatar).toBe(avatarUrl);

    const deleted = await player.request('DELETE', '/api/profile/avatar');
    expect(deleted.json().avatarUrl).toMatch(/^\/api\/avatars\/default\//);
    expect((await testApp.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('takes eight uploads at once from one user without a 500, and keeps exactly the avatar the profile names', async () => {
    const images = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        sharp({ create: { width: 64, height: 64, channels: 3, background: { r: index * 30, g: 90, b: 40 } } })
          .png()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(images.map((image) => upload(image)));
    for (const response of responses) {
      expect([200, 409], response.body).toContain(response.statusCode);
    }
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    const me = (await player.get('/api/me')).json().user;
    const kept = await testApp.database.pool.query<{ id: string }>(
      'SELECT id FROM avatars WHERE user_id = $1',
      [me.id],
    );
    expect(kept.rows).toHaveLength(1);
    expect(me.avatar).toBe(`/api/avatars/${kept.rows[0]?.id}.webp`);
    expect((await testApp.app.inject({ method: 'GET', url: me.avatar })).statusCode).toBe(200);
  });

  it('refuses SVG, text disguised as PNG, and files over 2 MiB', async () => {
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.message).toBe('Upload a PNG, JPEG, GIF or WebP image.');
    expect((await upload(Buffer.from('definitely not a png'))).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1))).statusCode).toBe(413);
  });

  it('needs a session for every profile call', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/profile' });
    expect(anonymous.statusCode).toBe(401);
  });
});
