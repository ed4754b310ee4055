import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from './game-data';
import { resolveArmy } from './resolve-army';
import { gameData, rosterOf } from './test-support';

describe('a unit no datasheet matched', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });
  const resolved = (faction: string, name: string) =>
    resolveArmy(data, rosterOf(faction, [{ name }])).units[0]?.resolution;

  it('gets the datasheets it most likely is, from its own army first', () => {
    const typo = resolved('Space Marines', 'Intercesors');
    expect(typo?.match).toBe('unresolved');
    expect(typo?.candidates[0]).toEqual({ id: 'intercessor-squad', name: 'Intercessor Squad' });
    // A chapter's own datasheets are its pool too.
    const wolves = resolveArmy(data, {
      ...rosterOf('Space Marines', [{ name: 'Logan Grimnr' }]),
      subFaction: 'Space Wolves',
    });
    expect(wolves.units[0]?.resolution?.candidates[0]?.name).toBe('Logan Grimnar');
  });

  it('is never matched by an alias to another faction’s datasheet, which is only suggested', () => {
    // 10th-edition Death Guard had their own Cultists; the 11th-edition data has none, and its
    // "Cultists" alias is the Chaos Space Marines' Accursed Cultists (which a Death Guard army
    // cannot take).
    const cultists = resolved('Death Guard', 'Death Guard Cultists');
    expect(cultists?.match).toBe('unresolved');
    expect(cultists?.candidates.map((c) => c.name)).toContain('Accursed Cultists');
    // Within the faction, aliases still match.
    expect(resolved('Chaos Space Marines', 'Cultists')).toMatchObject({
      match: 'alias',
      datasheetName: 'Accursed Cultists',
    });
  });

  it('gets no suggestion when nothing is close', () => {
    expect(resolved('Necrons', 'Zzyzx Qwerty')?.candidates).toEqual([]);
  });
});
