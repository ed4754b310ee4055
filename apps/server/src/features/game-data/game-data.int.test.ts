import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import {
  dawnOfWarStrips,
  hammerAndAnvilStrips,
  strikeForceBoard,
  zonesAreStrips,
} from '../../test-support/deployment-oracle';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('the 40kdc-data unit catalogue', () => {
  let testApp: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.30.0.1');
    await player.signUp('data@example.test', 'data password 1', 'data_reader');
  });
  afterAll(() => testApp.close());

  it('finds units whatever the accents and punctuation, and filters by faction', async () => {
    const kharn = (await player.get('/api/game-data/units?query=kharn')).json();
    expect(kharn.edition).toBe('11th');
    expect(kharn.units.map((u: { name: string }) => u.name)).toContain('Khârn the Betrayer');
    const rhinos = (await player.get('/api/game-data/units?query=Rhino&faction=Grey%20Knights')).json();
    expect(rhinos.units).toEqual([expect.objectContaining({ name: 'Rhino', faction: 'Grey Knights' })]);
    expect((await player.get('/api/game-data/units?limit=500')).statusCode).toBe(400);
  });

  it('gives a datasheet its stat line, its default loadout counted by carrier, invulnerable save and points', async () => {
    const reply = (
      await player.get('/api/game-data/units/intercessor-squad?faction=adeptus-astartes')
    ).json();
    expect(reply.unit).toMatchObject({ name: 'Intercessor Squad', count: 5, points: 80 });
    expect(reply.unit.stats).toMatchObject({ M: '6"', SV: '3+', W: '2' });
    expect(reply.unit.resolution).toMatchObject({ match: 'exact', loadout: 'default', profiles: 'data-set' });
    // Five models, each with one bolt rifle (two firing modes): five rifles, not a rifle per option.
    type Line = { name: string; count: number };
    const rifles = reply.unit.weapons.filter((w: Line) => w.name.startsWith('Bolt Rifle – '));
    expect(rifles.length).toBeGreaterThan(0);
    expect(rifles.every((w: Line) => w.count === 5)).toBe(true);
    // Options the squad has not taken (power fist, plasma pistol) are not carried.
    const names = reply.unit.weapons.map((w: Line) => w.name);
    expect(names.some((name: string) => /power fist|plasma pistol/i.test(name))).toBe(false);
    expect((await player.get('/api/game-data/units/intercessor-squad?faction=BAD')).statusCode).toBe(400);
    const kharn = (await player.get('/api/game-data/units?query=kharn')).json().units[0];
    const detail = (await player.get(`/api/game-data/units/${kharn.id}`)).json();
    expect(detail.unit.abilities[0]).toEqual({
      name: 'Invulnerable Save',
      description: '4+ invulnerable save',
    });
    expect((await player.get('/api/game-data/units/not-a-unit')).statusCode).toBe(404);
    expect((await player.get('/api/game-data/units/BAD%20ID')).statusCode).toBe(400);
  });

  it('lists the factions, and asks for a session', async () => {
    const factions = (await player.get('/api/game-data/factions')).json().factions;
    expect(factions.length).toBeGreaterThanOrEqual(30);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/game-data/factions' })).statusCode).toBe(
      401,
    );
  });

  it('gives the 11th-edition deployments with their zones on the long and short edges the rules name', async () => {
    const reply = await player.get('/api/game-data/deployments');
    expect(reply.statusCode).toBe(200);
    const { edition, deployments } = reply.json();
    expect(edition).toBe('11th');
    expect(deployments).toHaveLength(7);
    type Deployment = { name: string; size: unknown; deploymentZones: never[] };
    const named = (name: string) => deployments.find((d: Deployment) => d.name === name) as Deployment;
    expect(named('Dawn of War').size).toEqual(strikeForceBoard);
    expect(zonesAreStrips(named('Dawn of War').deploymentZones, dawnOfWarStrips)).toBe(true);
    expect(named('Hammer and Anvil').size).toEqual(strikeForceBoard);
    expect(zonesAreStrips(named('Hammer and Anvil').deploymentZones, hammerAndAnvilStrips)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/game-data/deployments' })).statusCode).toBe(
      401,
    );
  });

  it('lists the terrain layouts without their pieces, and gives one with its pieces on the board', async () => {
    const list = (await player.get('/api/game-data/terrain-layouts')).json();
    expect(list.layouts).toHaveLength(46);
    expect(list.layouts[0]).not.toHaveProperty('terrain');
    const summary = list.layouts.find((l: { id: string }) => l.id === 'bm-take-vs-take-02');
    expect(summary).toMatchObject({
      name: 'Take vs Take 02',
      deploymentName: 'Dawn of War',
      matchup: { missions: [{ disposition: 'Take and Hold', mission: 'Battlefield Dominance' }] },
      size: strikeForceBoard,
    });
    const { layout } = (await player.get('/api/game-data/terrain-layouts/bm-take-vs-take-02')).json();
    expect(layout.terrain).toHaveLength(summary.terrainCount);
    expect(layout.objectives).toHaveLength(6);
    expect(zonesAreStrips(layout.deploymentZones, dawnOfWarStrips)).toBe(true);
    type Piece = { x: number; y: number; width: number; height: number };
    // Every piece's centre is on the board, and no piece is bigger than it.
    for (const piece of layout.terrain as Piece[]) {
      expect(piece.x > 0 && piece.x < 60 && piece.y > 0 && piece.y < 44).toBe(true);
      expect(Math.max(piece.width, piece.height)).toBeLessThan(44);
    }
    expect((await player.get('/api/game-data/terrain-layouts/not-a-layout')).statusCode).toBe(404);
    expect((await player.get('/api/game-data/terrain-layouts/BAD%20ID')).statusCode).toBe(400);
  });
});
