/**
 * The 40kdc-data module, as a type only. The data set is 38 MB, so this package never imports it:
 * the server loads it once and passes it in, and nothing here can drag it into a browser bundle.
 */
export type GameData = typeof import('@alpaca-software/40kdc-data');
export type Dataset = GameData['dataset'];
export type UnitView = Dataset['units']['all'][number];
export type WeaponView = Dataset['weapons']['all'][number];
export type DataRoster = import('@alpaca-software/40kdc-data').Roster;
export type DataRosterUnit = import('@alpaca-software/40kdc-data').RosterUnit;

/** The edition the bundled data set's profiles are written for. */
export function dataEdition(data: GameData): string {
  return data.dataset.gameVersions.at(-1)?.edition ?? '11th';
}

/** "40kdc-data (11th edition, data of 2026-08-20)": what a figure was computed from. */
export function dataVersionLabel(data: GameData): string {
  const detail = dataVersionDetail(data);
  return detail ? `40kdc-data (${detail})` : '40kdc-data';
}

/** "11th edition, data of 2026-08-20": the data's latest game version, for a sentence; null if none. */
export function dataVersionDetail(data: GameData): string | null {
  const latest = data.dataset.gameVersions.at(-1);
  return latest ? `${latest.edition} edition, data of ${latest.effective_date}` : null;
}

/** A weapon of a unit by id: weapon ids recur across factions with different profiles. */
export function unitWeapon(data: GameData, unit: UnitView, id: string): WeaponView | undefined {
  return (
    unit.weapons.find((weapon) => weapon.id === id) ??
    data.dataset.weapons.getInFaction(id, unit.factionId) ??
    data.dataset.weapons.getAny(id)
  );
}

/** The display name of a weapon or other wargear id carried by a unit. */
export function wargearName(data: GameData, unit: UnitView, id: string): string {
  return (
    unitWeapon(data, unit, id)?.name ??
    data.dataset.wargear.getInFaction(id, unit.factionId)?.name ??
    data.dataset.wargear.getAny(id)?.name ??
    id
  );
}
