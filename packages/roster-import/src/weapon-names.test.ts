import { describe, expect, it } from 'vitest';
import { nameKey, weaponFamily } from './weapon-names';

describe('weapon names', () => {
  it('finds the weapon of a profile line, whatever the exporter', () => {
    expect(weaponFamily('Plasma incinerator – Supercharge')).toBe('Plasma incinerator');
    expect(weaponFamily('➤ Bellicatus Missile Array - Krak')).toBe('Bellicatus Missile Array');
    expect(weaponFamily('Master-crafted bolter')).toBe('Master-crafted bolter');
    expect(weaponFamily('Bolt rifle')).toBe('Bolt rifle');
  });

  it('compares names across typography, plurals and counts', () => {
    expect(nameKey('Reaper’s Chainsword')).toBe(nameKey("Reaper's chainsword"));
    expect(nameKey('Master‑crafted bolter')).toBe(nameKey('Master-crafted Bolter'));
    expect(nameKey('2 Fragstorm Grenade Launchers')).toBe(nameKey('Fragstorm grenade launcher'));
    expect(nameKey('Khârn the Betrayer')).toBe(nameKey('Kharn the Betrayer'));
    expect(nameKey('Bolt rifle')).not.toBe(nameKey('Bolt pistol'));
  });
});
