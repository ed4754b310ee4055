import { beforeAll, describe, expect, it } from 'vitest';
import { keywordText } from './datasheet-lines';
import { datasheetUnit } from './datasheet-unit';
import type { GameData } from './game-data';
import { gameData } from './test-support';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

describe('datasheets as roster units', () => {
  it('reads every datasheet of the data set at its default loadout', () => {
    const units = data.dataset.units.all.map((view) => datasheetUnit(data, view));
    expect(units).toHaveLength(data.dataset.units.all.length);
    for (const unit of units) {
      for (const weapon of unit.weapons)
        expect(weapon.count, `${unit.name}: ${weapon.name}`).toBeGreaterThan(0);
    }
    const rod = units.find((u) => u.name === 'Thulia Ghuld')?.weapons.find((w) => w.name.startsWith('Rod'));
    expect(rod?.keywords).toEqual([]);
  });

  it('prints keywords the way datasheets do, conditions and values included', () => {
    expect(keywordText({ keyword_id: 'sustained-hits', parameters: { value: 1 } })).toBe('Sustained Hits 1');
    expect(keywordText({ keyword_id: 'anti', parameters: { target_keyword: 'Vehicle', threshold: 3 } })).toBe(
      'Anti-Vehicle 3+',
    );
    expect(keywordText({ keyword_id: 'twin-linked' })).toBe('Twin-linked');
    expect(keywordText({ keyword_id: 'blast', parameters: { value: 2 } })).toBe('Blast 2');
    expect(keywordText({ keyword_id: 'blast' })).toBe('Blast');
    expect(
      keywordText({
        keyword_id: 'lethal-hits',
        parameters: { excluded_target_keywords: ['Monster', 'Vehicle'] },
      }),
    ).toBe('Lethal Hits (not against Monster or Vehicle)');
    expect(
      keywordText({
        keyword_id: 'devastating-wounds',
        parameters: { required_target_keywords_any: ['Infantry'] },
      }),
    ).toBe('Devastating Wounds (only against Infantry)');
  });
});
