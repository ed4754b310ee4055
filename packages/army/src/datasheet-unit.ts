import type { RosterUnit } from '@muster/roster-import';
import { datasheetAbilities, datasheetStats, roleName, weaponLines } from './datasheet-lines';
import { dataEdition, type GameData, type UnitView, unitWeapon, wargearName } from './game-data';

/**
 * A datasheet as a roster unit at its smallest size (or `modelCount`) with its default loadout:
 * each weapon counted by the models that carry it, as a freshly added unit would be.
 */
export function datasheetUnit(data: GameData, view: UnitView, modelCount?: number): RosterUnit {
  const { dataset } = data;
  const smallest = view.points?.[0];
  const models = Math.max(1, modelCount ?? smallest?.models ?? view.modelCount?.min ?? 1);
  const options = dataset.wargearOptionsOf(view.raw);
  const composition = dataset.unitCompositionOf(view.raw)?.models;
  const base = data.baseLoadout(view.raw, models, options, composition);
  const nameOf = (id: string) => wargearName(data, view, id);
  const weapons = [...base.counts].flatMap(([id, count]) => {
    const weapon = unitWeapon(data, view, id);
    return weapon && count > 0 ? weaponLines(data, weapon, count) : [];
  });
  const groups = (data.groupLoadout(view.raw, models, options, composition, base.counts) ?? []).map(
    (group) => ({
      model: group.model_name ?? view.name,
      count: group.count,
      weapons: group.weapons.map((item) => ({ name: nameOf(item.id), count: item.count })),
    }),
  );
  const tier = view.points?.find((p) => models >= p.models && models <= (p.models_max ?? p.models));
  return {
    id: view.id,
    name: view.name,
    role: roleName(view.role),
    count: models,
    points: tier?.cost ?? smallest?.cost ?? 0,
    models:
      groups.length > 0
        ? groups.map((g) => ({ name: g.model, count: g.count }))
        : [{ name: view.name, count: models }],
    wargear: [...base.counts].filter(([, c]) => c > 0).map(([id, count]) => ({ name: nameOf(id), count })),
    abilities: datasheetAbilities(view),
    keywords: [...view.keywords, ...view.factionKeywords],
    stats: datasheetStats(view),
    weapons,
    enhancements: [],
    resolution: {
      match: 'exact',
      datasheetId: view.id,
      datasheetName: view.name,
      factionId: view.factionId,
      loadout: 'default',
      profiles: 'data-set',
      dataEdition: dataEdition(data),
      groups,
      candidates: [],
      notes: [],
      canLead: data.dataset.bodyguardsAttachableFrom(view.id, view.factionId).length > 0,
    },
  };
}
