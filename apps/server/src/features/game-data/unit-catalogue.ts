import { dataEdition, datasheetUnit } from '@muster/army';
import type { RosterUnit } from '@muster/contracts';
import { matchKey } from '@muster/roster-import';

// The 40kdc-data set (units, stat lines, weapon profiles, points, keywords; no rules text) read as
// data. It is 38 MB of JavaScript, so it loads on first use and never reaches the browser bundle.
type Dataset = typeof import('@alpaca-software/40kdc-data');
type UnitView = Dataset['units']['all'][number];

let dataset: Promise<Dataset> | null = null;
const load = () => {
  dataset ??= import('@alpaca-software/40kdc-data');
  return dataset;
};

export type CatalogueUnit = {
  id: string;
  name: string;
  faction: string;
  factionId: string;
  role: string;
  points: number;
};

function summary(unit: UnitView): CatalogueUnit {
  return {
    id: unit.id,
    name: unit.name,
    faction: unit.faction?.name ?? unit.factionId,
    factionId: unit.factionId,
    role: String(unit.role ?? 'other'),
    points: unit.points?.[0]?.cost ?? 0,
  };
}

/** Data-set edition: the package carries one edition's profiles. */
export async function catalogueEdition(): Promise<string> {
  return dataEdition(await load());
}

export async function searchUnits(
  query: string,
  faction: string | null,
  limit: number,
): Promise<CatalogueUnit[]> {
  const { units } = await load();
  const wanted = matchKey(query);
  const wantedFaction = faction ? matchKey(faction) : null;
  const matches = units.all.filter((unit) => {
    if (
      wantedFaction &&
      matchKey(unit.faction?.name ?? unit.factionId) !== wantedFaction &&
      unit.factionId !== faction
    ) {
      return false;
    }
    return !wanted || matchKey(unit.name).includes(wanted);
  });
  // Names that start with the query first, then alphabetical.
  matches.sort(
    (a, b) =>
      Number(!matchKey(a.name).startsWith(wanted)) - Number(!matchKey(b.name).startsWith(wanted)) ||
      a.name.localeCompare(b.name),
  );
  return matches.slice(0, limit).map(summary);
}

/** A datasheet as a roster unit with its default loadout, each weapon counted by its carriers. */
export async function catalogueUnit(id: string, factionId: string | null): Promise<RosterUnit | null> {
  const data = await load();
  const unit = (factionId ? data.units.getInFaction(id, factionId) : undefined) ?? data.units.getAny(id);
  return unit ? datasheetUnit(data, unit) : null;
}

export async function catalogueFactions(): Promise<{ id: string; name: string; units: number }[]> {
  const { factions } = await load();
  return factions.all.map((f) => ({ id: f.id, name: f.name, units: f.units.length }));
}
