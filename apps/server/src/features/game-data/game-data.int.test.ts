import { unknownStats } from '@muster/roster-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { enrichFromCatalogue, keywordText, toRosterUnit } from './unit-catalogue';

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

  it('gives a unit its stat line, weapon profiles with keywords, invulnerable save and points', async () => {
    const reply = (await player.get('/api/game-data/units/intercessor-squad')).json();
    expect(reply.unit).toMatchObject({ name: 'Intercessor Squad', count: 5, points: 80 });
    expect(reply.unit.stats).toMatchObject({ M: '6"', SV: '3+', W: '2' });
    const names = reply.unit.weapons.map((w: { name: string }) => w.name);
    expect(names.some((name: string) => name.startsWith('Bolt Rifle – '))).toBe(true);
    expect(names).toContain('Astartes grenade launcher – Krak');
    const kharn = (await player.get('/api/game-data/units?query=kharn')).json().units[0];
    const detail = (await player.get(`/api/game-data/units/${kharn.id}`)).json();
    expect(detail.unit.abilities[0]).toEqual({
      name: 'Invulnerable Save',
      description: '4+ invulnerable save',
    });
    expect((await player.get('/api/game-data/units/not-a-unit')).statusCode).toBe(404);
    expect((await player.get('/api/game-data/units/BAD%20ID')).statusCode).toBe(400);
  });

  it('reads every unit in the data set, weapons without keywords included', async () => {
    const { units } = await import('@alpaca-software/40kdc-data');
    const converted = units.all.map(toRosterUnit);
    expect(converted).toHaveLength(units.all.length);
    const rod = converted
      .find((u) => u.name === 'Thulia Ghuld')
      ?.weapons.find((w) => w.name.startsWith('Rod'));
    expect(rod?.keywords).toEqual([]);
  });

  it('fills a text-list unit with the weapons the list names, not every option on the datasheet', async () => {
    const unit = (name: string, wargear: string[]) => ({
      id: 'u1',
      name,
      role: 'Battleline',
      count: 5,
      points: 80,
      models: [],
      wargear: wargear.map((item) => ({ name: item, count: 5 })),
      abilities: [],
      keywords: [],
      stats: unknownStats(),
      weapons: [],
      enhancements: [],
    });
    const { units } = await enrichFromCatalogue(
      [
        unit('Intercessor Squad', ['Bolt rifle']),
        unit('Necron Warriors', []),
        unit('Immortals', ['Tesla carbine']),
      ],
      'Adeptus Astartes',
    );
    const families = (i: number) => [...new Set(units[i]?.weapons.map((w) => w.name.split(' – ')[0]))];
    expect(families(0)).toEqual(['Bolt Rifle', 'Close combat weapon']);
    expect(families(1)).toEqual(['Close combat weapon', 'Gauss flayer', 'Gauss reaper']);
    expect(families(2)).toEqual(['Tesla carbine', 'Close combat weapon']);
  });

  it('lists the factions, and asks for a session', async () => {
    const factions = (await player.get('/api/game-data/factions')).json().factions;
    expect(factions.length).toBeGreaterThanOrEqual(30);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/game-data/factions' })).statusCode).toBe(
      401,
    );
  });

  it('prints keywords the way datasheets do, conditions included', () => {
    expect(keywordText({ keyword_id: 'sustained-hits', parameters: { value: 1 } })).toBe('Sustained Hits 1');
    expect(keywordText({ keyword_id: 'anti', parameters: { target_keyword: 'Vehicle', threshold: 3 } })).toBe(
      'Anti-Vehicle 3+',
    );
    expect(keywordText({ keyword_id: 'twin-linked' })).toBe('Twin-linked');
    expect(
      keywordText({
        keyword_id: 'lethal-hits',
        parameters: { excluded_target_keywords: ['Monster', 'Vehicle'] },
      }),
    ).toBe('Lethal Hits (not against Monster or Vehicle)');
  });
});
