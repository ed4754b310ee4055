import { nameKey, type Roster } from '@muster/roster-import';
import type { GameData } from './game-data';

const LIST = /,|\s+and\s+/i;

/**
 * WarOrgan prints a character's whole loadout on one priced line, "Blessed halberd and Eyes of the
 * oracle [+10 points]", which the parser (knowing no game data) keeps as one enhancement name. The
 * part the game data knows as an enhancement is the enhancement; the other parts are wargear. With
 * no such part, the line was priced wargear (an Exorcist's "… and Symphonic payload"): all of it is
 * wargear and the unit has no enhancement.
 */
export function splitEnhancementLists(data: GameData, roster: Roster): Roster {
  if (!roster.units.some((unit) => LIST.test(unit.enhancements[0] ?? ''))) return roster;
  const known = new Map(data.dataset.enhancements.all.map((e) => [nameKey(e.name), e.name]));
  const renamed = new Map<string, string | null>();
  const units = roster.units.map((unit) => {
    const listed = unit.enhancements[0];
    if (!listed || !LIST.test(listed) || known.has(nameKey(listed))) return unit;
    const parts = listed
      .split(/\s*,\s*|\s+and\s+/i)
      .map((part) => part.trim())
      .filter(Boolean);
    const enhancement = parts.find((part) => known.has(nameKey(part))) ?? null;
    renamed.set(`${unit.name}\u0000${listed}`, enhancement);
    return {
      ...unit,
      enhancements: enhancement ? [enhancement, ...unit.enhancements.slice(1)] : unit.enhancements.slice(1),
      wargear: [
        ...unit.wargear,
        ...parts.filter((part) => part !== enhancement).map((name) => ({ name, count: 1 })),
      ],
    };
  });
  const enhancements = roster.enhancements.flatMap((entry) => {
    const key = `${entry.unit}\u0000${entry.name}`;
    if (!renamed.has(key)) return [entry];
    const name = renamed.get(key);
    return name ? [{ ...entry, name }] : [];
  });
  return { ...roster, units, enhancements };
}
