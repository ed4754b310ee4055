import type { GameData, UnitView } from '../game-data';
import { loadoutRules } from './unit-loadout';

type WargearOption = ReturnType<GameData['dataset']['wargearOptionsOf']>[number];
type Budget = NonNullable<UnitView['raw']['wargear_budgets']>[number];

/** How many times an option may be taken, as the data package's `optionCap` reads its constraint. */
export type OptionLimit = {
  /** Every model (of `model`) may take it, `max` times each when set. */
  anyNumber: boolean;
  /** One take per this many models in the unit (clamped by `max`). */
  perModels: number | null;
  max: number | null;
};

export type CatalogueOption = {
  id: string;
  /** The model that may take it; null: any model of the unit. */
  model: string | null;
  /** Items a model gives up for it (empty: an addition). */
  replaces: string[];
  /** What it adds: one group of items, or one group chosen from several. */
  choices: string[][];
  limit: OptionLimit;
  /** The limit in words: "any number", "1 per 5 models", "once". */
  text: string;
  cost: number | null;
};

/** A cap shared by several items ("for every 10 models, 2 of the following"). */
export type CatalogueBudget = {
  items: string[];
  count: number;
  /** 0: a flat cap of `count` per unit. */
  perModels: number;
  duplicateLimit: number | null;
  text: string;
};

function limitOf(option: WargearOption): OptionLimit {
  const constraint = option.model_constraint;
  if (!constraint) return { anyNumber: true, perModels: null, max: null };
  return {
    anyNumber: constraint.any_number === true,
    perModels: constraint.any_number ? null : (constraint.per_n_models ?? null),
    max: constraint.max_count ?? null,
  };
}

function limitText(limit: OptionLimit): string {
  if (limit.anyNumber) return limit.max ? `up to ${limit.max} per model` : 'any number';
  if (limit.perModels) {
    const per = `1 per ${limit.perModels} ${limit.perModels === 1 ? 'model' : 'models'}`;
    return limit.max ? `${per}, at most ${limit.max}` : per;
  }
  const max = limit.max ?? 1;
  return max === 1 ? 'once' : `up to ${max}`;
}

const budgetText = (budget: Budget) =>
  budget.per_models > 0
    ? `${budget.count} per ${budget.per_models} models between them`
    : `${budget.count} per unit between them`;

/** A datasheet's wargear options, shared caps and item prices, as a list builder offers them. */
export function catalogueWargear(data: GameData, view: UnitView) {
  const { options, models } = loadoutRules(data, view);
  return {
    composition: (models ?? []).map((model) => ({
      name: model.name,
      min: model.min,
      max: model.max,
      defaults: [...(model.default_weapon_ids ?? [])],
    })),
    options: options.map((option): CatalogueOption => {
      const limit = limitOf(option);
      return {
        id: option.id,
        model: option.model_constraint?.model_name ?? null,
        replaces: [...(option.replaces ?? [])],
        choices: option.replacement
          ? [[...option.replacement]]
          : (option.replacement_choice ?? []).map((group) => [...group]),
        limit,
        text: limitText(limit),
        cost: option.is_free ? 0 : (option.additional_cost ?? null),
      };
    }),
    budgets: (view.raw.wargear_budgets ?? []).map(
      (budget): CatalogueBudget => ({
        items: [...budget.items],
        count: budget.count,
        perModels: budget.per_models,
        duplicateLimit: budget.duplicate_limit ?? null,
        text: budgetText(budget),
      }),
    ),
    wargearCosts: Object.fromEntries((view.raw.wargear_costs ?? []).map((c) => [c.item_id, c.cost])),
  };
}
