import { coreRules, editionRules } from '@muster/dice';
import { describe, expect, it } from 'vitest';
import { coreRuleGroups, supportedEditions, woundTables } from './core-rules-reference';

const rule = (id: string) => {
  const found = coreRuleGroups()
    .flatMap((group) => group.rules)
    .find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};
const textFor = (id: string, edition: string) =>
  rule(id).applies.find((entry) => entry.editions.includes(edition))?.text ?? '';

describe('the core-rule numbers on the Rules & Updates page', () => {
  it('shows the wound table, one for both editions, and works it as the rules do', () => {
    const tables = woundTables();
    expect(tables).toHaveLength(1);
    expect(tables[0]?.editions).toEqual(['11th', '10th']);
    // Core rules, Wound roll: S ≥ 2×T 2+, S > T 3+, S = T 4+, S < T 5+, S ≤ T/2 6+.
    expect(tables[0]?.rows).toEqual([
      { condition: 'Strength at least twice the Toughness', need: 2 },
      { condition: 'Strength greater than the Toughness', need: 3 },
      { condition: 'Strength equal to the Toughness', need: 4 },
      { condition: 'Strength less than the Toughness', need: 5 },
      { condition: 'Strength half the Toughness or less', need: 6 },
    ]);
    const need = (strength: number, toughness: number) =>
      tables[0]?.examples.find((e) => e.strength === strength && e.toughness === toughness)?.need;
    expect(need(4, 4)).toBe(4); // equal
    expect(need(5, 4)).toBe(3); // greater
    expect(need(8, 4)).toBe(2); // 8 is twice 4
    expect(need(4, 5)).toBe(5); // lesser
    expect(need(4, 8)).toBe(6); // 4 is half of 8
    expect(need(3, 7)).toBe(6); // 3 is less than half of 7 (3.5)
  });

  it('merges what both editions share and splits what they do not', () => {
    expect(rule('unmodified-fail').applies).toEqual([
      {
        editions: ['11th', '10th'],
        text: 'A hit roll, wound roll or saving throw of an unmodified 1 fails, whatever the modifiers.',
      },
    ]);
    expect(textFor('critical', '10th')).toContain('unmodified 6 is a Critical Hit or Critical Wound');
    expect(textFor('roll-modifier-cap', '11th')).toBe(
      'All modifiers together change a hit or wound roll by at most ±1.',
    );
    expect(textFor('save-improvement-cap', '10th')).toBe('A saving throw is never improved by more than +1.');
    expect(textFor('invulnerable', '11th')).toContain('never modified by AP');
    expect(textFor('blast', '10th')).toBe(
      '+1 attack for every 5 models in the target unit, rounding down (Blast X: +X).',
    );
    expect(textFor('blast', '11th')).toContain('Cleave X, its melee counterpart');
    expect(textFor('save-order', '11th')).toContain('rolled together and resolved from the lowest result up');
    expect(textFor('save-order', '10th')).toContain('allocated to a model, then saved');
    expect(textFor('heavy', '10th')).toMatch(/^\+1 to the hit roll/);
    expect(textFor('lance', '11th')).toMatch(/^\+1 to the wound roll/);
    // 10th: Hazardous fails on a 1 for 3 mortal wounds; 11th: on 1-2 for 1 (3 for Monsters/Vehicles).
    expect(textFor('hazardous', '10th')).toContain(
      'an unmodified 1 fails, and the unit suffers 3 mortal wounds per failure.',
    );
    expect(textFor('hazardous', '11th')).toContain(
      'an unmodified 1–2 fails, and the unit suffers 1 mortal wound per failure (3 for a Monster or Vehicle).',
    );
    // 10th: -1 to hit and 1-3 fail; 11th: only an unmodified 6 hits (4+ when spotted), no re-rolls.
    expect(textFor('indirect-fire', '10th')).toBe(
      'Fired at a unit none of whose models are visible: -1 to the hit roll, an unmodified hit roll of 1–3 fails, the target has the Benefit of Cover.',
    );
    expect(textFor('indirect-fire', '11th')).toBe(
      'Fired at a unit none of whose models are visible: an unmodified hit roll of 1–5 fails (1–3 when the unit remained stationary and a friendly unit can see the target), hit rolls cannot be re-rolled, the target has the Benefit of Cover.',
    );
    expect(textFor('cover', '10th')).toContain(
      'adds 1 to its armour saving throw, except models with a 3+ save',
    );
    expect(textFor('cover', '11th')).toContain("worsens the attack's BS by 1 (never past 6+)");
    expect(textFor('damage-modifiers', '10th')).toContain('halved, then increased (Melta), then reduced');
    expect(textFor('damage-modifiers', '10th')).toContain('never below 1');
  });

  it('reads every number from the engine: changing a constant changes the page', () => {
    const mutable = coreRules as { criticalRoll: number; heavyHitBonus: number };
    const eleventh = editionRules['11th'] as { hazardous: { failsOnOrBelow: number } };
    try {
      mutable.criticalRoll = 5;
      mutable.heavyHitBonus = 2;
      eleventh.hazardous.failsOnOrBelow = 3;
      expect(textFor('critical', '11th')).toContain('unmodified 5 is a Critical Hit');
      expect(textFor('heavy', '11th')).toMatch(/^\+2 to the hit roll/);
      expect(textFor('hazardous', '11th')).toContain('an unmodified 1–3 fails');
      expect(textFor('hazardous', '10th')).toContain('an unmodified 1 fails');
    } finally {
      mutable.criticalRoll = 6;
      mutable.heavyHitBonus = 1;
      eleventh.hazardous.failsOnOrBelow = 2;
    }
    expect(woundTables()[0]?.rows.map((row) => row.need)).toEqual(
      [...(editionRules['10th']?.woundTable ?? [])].map((row) => row.need).sort(),
    );
  });

  it('lists 11th as current (the game data is for it) and 10th as still played', () => {
    expect(
      supportedEditions('11th').map(({ id, status, gameData, diceEngine, events }) => ({
        id,
        status,
        gameData,
        diceEngine,
        events,
      })),
    ).toEqual([
      { id: '11th', status: 'current', gameData: true, diceEngine: true, events: true },
      { id: '10th', status: 'still-played', gameData: false, diceEngine: true, events: true },
    ]);
    expect(supportedEditions('11th')[0]?.notModelled.length).toBeGreaterThan(0);
  });
});
