import type { BuilderCatalogue, BuiltList, BuiltListCheckReply } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const unit = (uid: string, unitId: string, more: Partial<BuiltList['units'][number]> = {}) => ({
  uid,
  unitId,
  modelCount: 1,
  wargear: {},
  enhancementId: null,
  attachedTo: null,
  warlord: false,
  ...more,
});

const legalList = (): BuiltList => ({
  name: 'Gladius',
  edition: '11th',
  factionId: 'adeptus-astartes',
  detachmentIds: ['gladius-task-force'],
  forceDisposition: 'priority-assets',
  battleSize: 'strike-force',
  units: [
    unit('boss', 'captain', {
      warlord: true,
      attachedTo: 'squad',
      enhancementId: 'artificer-armour-gladius-task-force',
    }),
    unit('squad', 'intercessor-squad', { modelCount: 10 }),
  ],
});

describe('the list builder: catalogue and checks', () => {
  let testApp: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.44.0.1');
    await player.signUp('builder@example.test', 'builder password 1', 'list_builder');
  });
  afterAll(() => testApp.close());

  it('lists the factions to build for, and asks for a session', async () => {
    const reply = await player.get('/api/game-data/builder/factions');
    expect(reply.statusCode).toBe(200);
    const { edition, factions } = reply.json();
    expect(edition).toBe('11th');
    expect(factions).toContainEqual(
      expect.objectContaining({ id: 'blood-angels', name: 'Blood Angels', parentId: 'adeptus-astartes' }),
    );
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/game-data/builder/factions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives one faction’s catalogue with an ETag, a 304 when unchanged, and 404 for an unknown faction', async () => {
    const reply = await player.get('/api/game-data/builder/factions/adeptus-astartes');
    expect(reply.statusCode).toBe(200);
    const catalogue: BuilderCatalogue = reply.json();
    expect(catalogue.faction).toMatchObject({ id: 'adeptus-astartes', name: 'Adeptus Astartes' });
    expect(catalogue.detachments.find((d) => d.id === 'gladius-task-force')?.detachmentPoints).toBe(3);
    expect(catalogue.datasheets.find((d) => d.id === 'captain')?.leads).toContain('intercessor-squad');
    const etag = reply.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await player.request('GET', '/api/game-data/builder/factions/adeptus-astartes', undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await player.get('/api/game-data/builder/factions/squats')).statusCode).toBe(404);
    expect((await player.get('/api/game-data/builder/factions/BAD%20ID')).statusCode).toBe(400);
  });

  it('prices and checks a built list', async () => {
    const legal = await player.post('/api/rosters/check', legalList());
    expect(legal.statusCode).toBe(200);
    const report: BuiltListCheckReply = legal.json();
    // A Captain (80) with Artificer Armour (20) and ten Intercessors (150).
    expect(report).toMatchObject({
      points: 250,
      pointsLimit: 2000,
      detachmentPoints: 3,
      detachmentCap: 3,
      checks: [],
    });
    const broken = await player.post('/api/rosters/check', {
      ...legalList(),
      battleSize: 'incursion',
      units: [...legalList().units, unit('ally', 'sanguinary-guard', { modelCount: 3 })],
    });
    const checks = (broken.json() as BuiltListCheckReply).checks;
    expect(checks).toContainEqual({
      severity: 'error',
      code: 'detachment-points-over',
      message: 'The detachments cost 3 detachment points; Incursion allows 2.',
      unitUid: null,
    });
    expect(checks).toContainEqual(expect.objectContaining({ code: 'unit-wrong-faction', unitUid: 'ally' }));
  });

  it('answers hostile lists with a clear 400 or with checks, never a 500', async () => {
    const post = (body: unknown) => player.post('/api/rosters/check', body);
    const many = Array.from({ length: 201 }, (_, i) => unit(`u${i}`, 'rhino'));
    expect((await post({ ...legalList(), units: many })).statusCode).toBe(400);
    const huge = await post({ ...legalList(), units: [unit('a', 'rhino', { modelCount: 100_000 })] });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.code).toBe('VALIDATION_FAILED');
    expect((await post({ ...legalList(), factionId: 'DROP TABLE' })).statusCode).toBe(400);
    expect((await post({ ...legalList(), units: [unit('a', 'rhino'), unit('a', 'rhino')] })).statusCode).toBe(
      400,
    );
    expect((await post({ ...legalList(), name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await post({ nonsense: true })).statusCode).toBe(400);

    // Two hundred units of unknown and real datasheets, at 100 models, with unknown wargear.
    const hostile = await post({
      ...legalList(),
      factionId: 'no-such-faction',
      detachmentIds: ['nope', 'gladius-task-force'],
      forceDisposition: 'nope',
      units: Array.from({ length: 200 }, (_, i) =>
        unit(`u${i}`, i % 2 ? 'not-a-unit' : 'boyz', {
          modelCount: 100,
          warlord: true,
          enhancementId: 'nope',
          attachedTo: `u${(i + 1) % 200}`,
          wargear: Object.fromEntries(Array.from({ length: 20 }, (_, j) => [`weapon-${j}`, 100])),
        }),
      ),
    });
    expect(hostile.statusCode).toBe(200);
    const hostileChecks = (hostile.json() as BuiltListCheckReply).checks;
    expect(hostileChecks.map((c) => c.code)).toEqual(
      expect.arrayContaining(['unknown-faction', 'unknown-datasheet', 'multiple-warlords', 'wargear-more']),
    );
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/rosters/check',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify(legalList()),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
