import type { GameData, UnitView } from '../game-data';
import type { BuiltListUnit } from './built-list';

/** A datasheet's wargear options and model rows, scoped to its own faction's copy. */
export function loadoutRules(data: GameData, view: UnitView) {
  const options = data.dataset.wargearOptionsOf(view.raw);
  const composition = data.dataset.unitCompositionOf(view.raw);
  return { options, models: composition?.models, tiers: composition?.tiers };
}

type ModelRows = NonNullable<ReturnType<typeof loadoutRules>['models']>;

/**
 * The composition's rows as the size tier holding `modelCount` has them, as the data package's
 * checker reads them (its `tierModels`): the Boyz' rows say 1–2 Nobs and 9–18 Boys, but 20 Boyz
 * are 1 Boss Nob and 19 Boys, so a default built from the rows alone came out one model short
 * (and was then called illegal). A tier row takes the defaults of the composition row of its name,
 * else of the row whose name ends its own ("Boss Nob": Nob), else of the row in its place.
 */
export function modelRowsAtSize(data: GameData, view: UnitView, modelCount: number): ModelRows | undefined {
  const { models, tiers } = loadoutRules(data, view);
  if (!models || !tiers?.length) return models;
  const tier = tiers.find((t) => {
    const min = t.models.reduce((sum, m) => sum + (m.min ?? 0), 0);
    const max = t.models.reduce((sum, m) => sum + (m.max ?? 0), 0);
    return modelCount >= min && modelCount <= max;
  });
  if (!tier) return models;
  const rows = tier.models.map((row, index) => {
    const name = row.name ?? '';
    const base =
      models.find((m) => m.name === name) ??
      models.find((m) => m.name && name.endsWith(` ${m.name}`)) ??
      (tier.models.length === models.length ? models[index] : undefined);
    return { ...(base ?? {}), name: row.name, min: row.min, max: row.max } as ModelRows[number];
  });
  return rows as unknown as ModelRows;
}

/** The datasheet's default loadout at `modelCount` models: id → count, nothing at zero. */
export function defaultLoadout(data: GameData, view: UnitView, modelCount: number): Record<string, number> {
  const { options } = loadoutRules(data, view);
  const size = Math.max(1, modelCount);
  const base = data.baseLoadout(view.raw, size, options, modelRowsAtSize(data, view, size));
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
