import type { Roster } from '@muster/roster-import';
import { dataVersionDetail, type GameData } from './game-data';
import { rosterToBuiltList } from './list-builder/built-list-roster';
import { listPoints, type UnitPoints } from './list-builder/list-points';

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** What the game data's price of a unit is made of, where it is more than the size tier. */
function priceDetail(price: UnitPoints, copy: number, enhancement: string | undefined): string {
  const parts = [
    ...(copy > 1 ? [`as the ${ordinal(copy)} copy of its datasheet`] : []),
    ...(price.wargear > 0 ? [`${price.wargear} of it wargear`] : []),
    ...(price.enhancement > 0 ? [`${price.enhancement} for ${enhancement ?? 'what it bears'}`] : []),
  ];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * Each resolved unit's price as the list builder prices it — the size tier for its copy of the
 * datasheet in the army's faction, priced wargear, the enhancement — against the price the list
 * prints, noted on the unit only where they differ, with both figures. (The note used the first
 * points tier alone and was false on a quarter of the units it fired on.)
 */
export function withPriceNotes(data: GameData, roster: Roster): Roster {
  const { list } = rosterToBuiltList(data, roster);
  const prices = new Map(listPoints(data, list).units.map((price) => [price.uid, price]));
  const copies = new Map<string, number>();
  const copyOf = new Map(
    list.units.map((unit) => {
      const copy = (copies.get(unit.unitId) ?? 0) + 1;
      copies.set(unit.unitId, copy);
      return [unit.uid, copy] as const;
    }),
  );
  const version = dataVersionDetail(data);
  // The built list keeps the roster's order and leaves out only units without a datasheet.
  let next = 0;
  const units = roster.units.map((unit) => {
    const built = list.units[next];
    if (!unit.resolution || !built || built.unitId !== unit.resolution.datasheetId) return unit;
    next += 1;
    const price = prices.get(built.uid);
    if (!price || price.points === Math.round(unit.points) || unit.points <= 0) return unit;
    const uid = built.uid;
    // An enhancement the data does not have for the list's detachments is in the list's price
    // and not in the data's: said, so the difference is not taken for the unit's own.
    const unpriced = unit.enhancements[0] && price.enhancement === 0 ? unit.enhancements[0] : null;
    const note = `The game data${version ? ` (${version})` : ''} prices it at ${price.points} points${priceDetail(price, copyOf.get(uid) ?? 1, unit.enhancements[0])}${unpriced ? `, without the enhancement “${unpriced}”, which it does not price for this list` : ''}; the list says ${unit.points}.`;
    return {
      ...unit,
      resolution: { ...unit.resolution, notes: [...unit.resolution.notes, note] },
    };
  });
  return { ...roster, units };
}
