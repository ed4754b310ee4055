import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test-support/auth-client';
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
