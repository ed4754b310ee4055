import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOneRoundEvent } from '../../test-support/finished-event';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Issue 17 (scale): standings are served as bytes serialised once per change of the event, with
 * an ETag (a repeat answers 304 with no body) and gzip for clients that take it.
 */
describe('standings as stored bytes', () => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { event } = await playOneRoundEvent(testApp.app, '10.17.4', 'Bytes GT');
    url = `/api/tournaments/${event.id}/standings`;
  });
  afterAll(() => testApp.close());

  const get = (headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('answers with an ETag, 304 for a client that has it, and gzip when asked', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const standings = plain.json();
    expect(standings.standings.map((row: { points: number }) => row.points)).toEqual([3, 0]);

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const zipped = await get({ 'accept-encoding': 'gzip, br' });
    // Small events stay uncompressed (under 1 KiB); whichever it is, the bytes are the same JSON.
    const bytes =
      zipped.headers['content-encoding'] === 'gzip' ? gunzipSync(zipped.rawPayload) : zipped.rawPayload;
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(standings);
    expect(zipped.headers.etag).toBe(etag);
  });

  it('changes its ETag when the event changes', async () => {
    const before = String((await get()).headers.etag);
    const [row] = (
      await testApp.database.pool.query<{ id: string; tournament_id: string }>(
        'SELECT id, tournament_id FROM tournament_entries LIMIT 1',
      )
    ).rows;
    if (!row) throw new Error('no entry');
    // An adjustment through SQL, then the change notification every server listens for.
    await testApp.database.pool.query(
      `INSERT INTO tournament_adjustments (tournament_id, entry_id, points, reason) VALUES ($1, $2, 2, 'Painting')`,
      [row.tournament_id, row.id],
    );
    await testApp.database.pool.query('SELECT pg_notify($1, $2)', [
      'muster_tournament_updates',
      row.tournament_id,
    ]);
    await expect.poll(async () => String((await get()).headers.etag), { timeout: 5_000 }).not.toBe(before);
  });
});
