import type { RosterUnit, UnitResolution } from '@muster/contracts';
import type { BadgeTone } from '../../../ui/Badge';

/** How a unit was matched to its datasheet, in plain words, with the badge tone to show it in. */
export function matchLabel(resolution: UnitResolution | undefined): { text: string; tone: BadgeTone } {
  switch (resolution?.match) {
    case 'exact':
      return { text: 'Datasheet found', tone: 'success' };
    case 'alias':
      return { text: 'Found by another name', tone: 'blue' };
    case 'chosen':
      return { text: 'Datasheet you chose', tone: 'purple' };
    case 'unresolved':
      return { text: 'No datasheet found', tone: 'warning' };
    default:
      return { text: 'Not matched yet', tone: 'grey' };
  }
}

/** Where the unit's weapons and their counts come from. */
export function loadoutLabel(resolution: UnitResolution | undefined): string {
  if (!resolution) return 'Weapons as the file gave them; not checked against the game data.';
  const loadout = {
    named: 'wargear as the list names it',
    default: 'the datasheet’s default loadout (the list names no wargear we could match)',
    none: 'no loadout',
  }[resolution.loadout];
  const profiles = {
    file: 'profiles printed in the file',
    'data-set': `${resolution.dataEdition ?? ''} edition profiles from the game data`.trim(),
    none: 'no profiles to measure it with',
  }[resolution.profiles];
  return `${loadout[0]?.toUpperCase()}${loadout.slice(1)}; ${profiles}.`;
}

/** "5× Bolt rifle", per weapon (a weapon's profiles share its count). */
export function carriedWeapons(unit: RosterUnit): { name: string; count: number | null }[] {
  const seen = new Map<string, number | null>();
  for (const weapon of unit.weapons) {
    const name = weapon.name.split(' – ')[0] ?? weapon.name;
    if (!seen.has(name)) seen.set(name, weapon.count ?? null);
  }
  return [...seen].map(([name, count]) => ({ name, count }));
}
