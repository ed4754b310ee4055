import type { GameData, UnitView } from '../game-data';
import type { BuiltListUnit } from './built-list';

/** A datasheet's wargear options and model rows, scoped to its own faction's copy. */
export function loadoutRules(data: GameData, view: UnitView) {
  const options = data.dataset.wargearOptionsOf(view.raw);
  const composition = data.dataset.unitCompositionOf(view.raw);
  return { options, models: composition?.models, tiers: composition?.tiers };
}

/** The datasheet's default loadout at `modelCount` models: id → count, nothing at zero. */
export function defaultLoadout(data: GameData, view: UnitView, modelCount: number): Record<string, number> {
  const { options, models } = loadoutRules(data, view);
  const base = data.baseLoadout(view.raw, Math.max(1, modelCount), options, models);
  return Object.fromEntries([...base.counts].filter(([, count]) => count > 0));
}

/** The loadout a list's unit carries: what it names, else the default for its size. */
export function unitLoadout(data: GameData, view: UnitView, unit: BuiltListUnit): Map<string, number> {
  const named = Object.entries(unit.wargear);
  if (named.length === 0) return new Map(Object.entries(defaultLoadout(data, view, unit.modelCount)));
  return new Map(named);
}

/**
 * Every weapon or wargear id the datasheet's loadout can hold: its weapons, what its options swap
 * out and in, its models' defaults and whole-model variants, and the items it prices or budgets.
 */
export function datasheetItems(data: GameData, view: UnitView): Set<string> {
  const { options, models } = loadoutRules(data, view);
  const ids = new Set<string>(view.raw.weapon_ids ?? []);
  for (const option of options) {
    for (const id of option.replaces ?? []) ids.add(id);
    for (const id of option.replacement ?? []) ids.add(id);
    for (const group of option.replacement_choice ?? []) for (const id of group) ids.add(id);
  }
  for (const model of models ?? []) {
    for (const id of model.default_weapon_ids ?? []) ids.add(id);
    for (const variant of model.loadout_variants ?? []) for (const id of variant.weapon_ids) ids.add(id);
  }
  for (const budget of view.raw.wargear_budgets ?? []) for (const id of budget.items) ids.add(id);
  for (const cost of view.raw.wargear_costs ?? []) ids.add(cost.item_id);
  return ids;
}
