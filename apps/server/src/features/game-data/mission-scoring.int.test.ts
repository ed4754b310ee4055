import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /api/game-data/mission-scoring', () => {
  let testApp: TestApp;
  let visitor: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    visitor = new TestClient(testApp.app, '10.97.0.1');
  });
  afterAll(() => testApp.close());

  it('answers anyone (the tracker works signed out) with every mission card and the caps', async () => {
    const reply = await visitor.get('/api/game-data/mission-scoring');
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ edition: '11th', rounds: 5, tacticalCardCap: 5, gameVpCap: 100 });
    // Each of the 25 missions has its primary card, and the secondary deck travels with them.
    const primaries = body.cards.filter((c: { kind: string }) => c.kind === 'primary');
    expect(primaries).toHaveLength(25);
    expect(new Set(primaries.map((c: { id: string }) => c.id))).toEqual(
      new Set(body.missions.map((m: { id: string }) => m.id)),
    );
    expect(body.cards.filter((c: { kind: string }) => c.kind === 'secondary').length).toBeGreaterThan(10);
    // Battlefield Dominance as printed: 2 VP for the majority in rounds 1–2, then 3 VP per
    // objective from round 2 with +2 per non-home objective while holding home.
    const dominance = body.cards.find((c: { id: string }) => c.id === 'battlefield-dominance');
    expect(dominance.awards).toEqual([
      expect.objectContaining({ vp: 2, trigger: expect.objectContaining({ battle_round: { max: 2 } }) }),
      expect.objectContaining({ vp_per: 3, per: 'controlled-objective' }),
      expect.objectContaining({ vp_per: 2, cumulative: true }),
    ]);
    expect(dominance.awards[1].label).toBe(
      'End of your Command phase (round 2+): 3 VP per controlled objective',
    );
    expect(body.missions.find((m: { id: string }) => m.id === 'battlefield-dominance')).toMatchObject({
      primaryRoundCap: 15,
      primaryCap: 45,
      secondaryRoundCap: 15,
      secondaryCap: 45,
    });
    // Revalidated every time, so a browser's cache never answers for the server with no signal;
    // the ETag makes a repeat a 304 of no body.
    expect(reply.headers['cache-control']).toBe('no-cache');
    const etag = String(reply.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await visitor.request('GET', '/api/game-data/mission-scoring', undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
