import type { BuilderCatalogue } from '@muster/contracts';
import type { OptionTakes } from './builder-state';

export type Datasheet = BuilderCatalogue['datasheets'][number];
export type WargearOption = Datasheet['options'][number];
type Loadout = Record<string, number>;

/**
 * How a unit of `modelCount` models is shared among its model rows: every row at its minimum, then
 * the rest to the rows with the most room (as the game data's own allocation does; a one-model
 * leader row stays at one).
 */
function allocateModels(composition: Datasheet['composition'], modelCount: number): number[] {
  const counts = composition.map(() => 0);
  let remaining = Math.max(0, modelCount);
  composition.forEach((row, index) => {
    const take = Math.min(row.min, remaining);
    counts[index] = take;
    remaining -= take;
  });
  const byRoom = composition.map((row, index) => ({ row, index })).sort((a, b) => b.row.max - a.row.max);
  for (const { row, index } of byRoom) {
    if (remaining === 0) break;
    const take = Math.min(remaining, Math.max(0, row.max - (counts[index] ?? 0)));
    counts[index] = (counts[index] ?? 0) + take;
    remaining -= take;
  }
  return counts;
}

/**
 * The datasheet's default loadout at `modelCount` models. The catalogue gives it at the smallest
 * size; other sizes follow its model rows' defaults, or else scale the per-model items.
 */
export function defaultLoadoutAt(datasheet: Datasheet, modelCount: number): Loadout {
  const { composition } = datasheet;
  const counts: Loadout = {};
  if (composition.length > 0 && composition.every((row) => row.defaults.length > 0)) {
    allocateModels(composition, modelCount).forEach((count, index) => {
      for (const id of composition[index]?.defaults ?? []) counts[id] = (counts[id] ?? 0) + count;
    });
  } else {
    const min = Math.max(1, datasheet.size.min);
    for (const [id, count] of Object.entries(datasheet.defaultLoadout)) {
      counts[id] = count % min === 0 ? (count / min) * modelCount : count;
    }
  }
  for (const [id, count] of Object.entries(counts)) if (count <= 0) delete counts[id];
  return counts;
}

/** How many times an option may be taken in a unit of `modelCount` models (the data's `optionCap`). */
export function optionCap(datasheet: Datasheet, option: WargearOption, modelCount: number): number {
  const { anyNumber, perModels, max } = option.limit;
  const perModel = anyNumber ? (max ?? 1) : 1;
  let cap = anyNumber ? modelCount * perModel : perModels ? Math.floor(modelCount / perModels) : (max ?? 1);
  if (!anyNumber && max !== null) cap = Math.min(cap, max);
  const rowIndex = option.model ? datasheet.composition.findIndex((row) => row.name === option.model) : -1;
  if (rowIndex >= 0) {
    const eligible = allocateModels(datasheet.composition, modelCount)[rowIndex] ?? 0;
    cap = Math.min(cap, eligible * perModel);
  }
  return Math.max(0, Math.min(cap, modelCount * perModel));
}

export const takenOf = (takes: OptionTakes, optionId: string) =>
  (takes[optionId] ?? []).reduce((sum, n) => sum + n, 0);

const hasTakes = (takes: OptionTakes) => Object.values(takes).some((t) => t.some((n) => n > 0));

/** The whole unit's loadout: the default at its size, with each option taken as often as chosen. */
export function loadoutFor(datasheet: Datasheet, modelCount: number, takes: OptionTakes): Loadout {
  const counts = defaultLoadoutAt(datasheet, modelCount);
  for (const option of datasheet.options) {
    (takes[option.id] ?? []).forEach((times, choice) => {
      if (times <= 0) return;
      for (const id of option.replaces) counts[id] = (counts[id] ?? 0) - times;
      for (const id of option.choices[choice] ?? []) counts[id] = (counts[id] ?? 0) + times;
    });
  }
  for (const [id, count] of Object.entries(counts)) if (count <= 0) delete counts[id];
  return counts;
}

/** What a unit sends as its wargear: nothing for the default loadout, else the whole loadout. */
export function wargearFor(datasheet: Datasheet, modelCount: number, takes: OptionTakes): Loadout {
  return hasTakes(takes) ? loadoutFor(datasheet, modelCount, takes) : {};
}

/** A shared cap's allowance at `modelCount` models ("2 per 10 models between them"; 0: per unit). */
const budgetAllowance = (budget: Datasheet['budgets'][number], modelCount: number) =>
  budget.perModels > 0 ? Math.floor((modelCount * budget.count) / budget.perModels) : budget.count;

/**
 * How many more times one choice of an option can be taken: within the option's cap, only while
 * the unit still carries what it replaces, and within the datasheet's shared caps.
 */
export function roomFor(
  datasheet: Datasheet,
  modelCount: number,
  takes: OptionTakes,
  option: WargearOption,
  choice = 0,
): number {
  let room = optionCap(datasheet, option, modelCount) - takenOf(takes, option.id);
  const loadout = loadoutFor(datasheet, modelCount, takes);
  for (const id of option.replaces) room = Math.min(room, loadout[id] ?? 0);
  const adds = option.choices[choice] ?? [];
  for (const budget of datasheet.budgets) {
    const per = adds.filter((id) => budget.items.includes(id)).length;
    if (per === 0) continue;
    const used = budget.items.reduce((sum, id) => sum + (loadout[id] ?? 0), 0);
    room = Math.min(room, Math.floor((budgetAllowance(budget, modelCount) - used) / per));
  }
  return Math.max(0, room);
}

/** Takes cut down to what a unit of `modelCount` models allows (after it shrinks). */
export function clampTakes(datasheet: Datasheet, modelCount: number, takes: OptionTakes): OptionTakes {
  const out: OptionTakes = {};
  for (const option of datasheet.options) {
    const chosen = takes[option.id];
    if (!chosen) continue;
    let left = optionCap(datasheet, option, modelCount);
    const kept = chosen.map((times) => {
      const keep = Math.min(times, left);
      left -= keep;
      return keep;
    });
    // Nothing may swap away more than the unit carries by default.
    if (option.replaces.length > 0) {
      const base = defaultLoadoutAt(datasheet, modelCount);
      const replacedBefore = (id: string) =>
        datasheet.options
          .filter((o) => o.id in out && o.replaces.includes(id))
          .reduce((sum, o) => sum + takenOf(out, o.id), 0);
      let room = Math.min(...option.replaces.map((id) => (base[id] ?? 0) - replacedBefore(id)));
      for (let i = 0; i < kept.length; i++) {
        const keep = Math.max(0, Math.min(kept[i] ?? 0, room));
        kept[i] = keep;
        room -= keep;
      }
    }
    if (kept.some((n) => n > 0)) out[option.id] = kept;
  }
  return out;
}

const sameLoadout = (a: Loadout, b: Loadout) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((id) => (a[id] ?? 0) === (b[id] ?? 0));
};

/** How many loadout steps `inferTakes` tries before it gives up (a few datasheets have many options). */
const SEARCH_STEPS = 20_000;

/**
 * The option takes a loaded loadout amounts to, when it can be told: null when the loadout is not
 * the default with some options taken (it is then kept as it is, and can be reset). Options can
 * overlap (a sergeant's two-weapon swap is also two one-weapon swaps), so this searches, larger
 * choice groups and more takes first, within a bound.
 */
export function inferTakes(datasheet: Datasheet, modelCount: number, wargear: Loadout): OptionTakes | null {
  if (Object.keys(wargear).length === 0) return {};
  const diff = new Map<string, number>(Object.entries(wargear));
  for (const [id, count] of Object.entries(defaultLoadoutAt(datasheet, modelCount)))
    diff.set(id, (diff.get(id) ?? 0) - count);
  const options = datasheet.options;
  const takes: OptionTakes = {};
  let steps = 0;

  const apply = (option: WargearOption, choice: number, times: number) => {
    for (const id of option.choices[choice] ?? []) diff.set(id, (diff.get(id) ?? 0) - times);
    for (const id of option.replaces) diff.set(id, (diff.get(id) ?? 0) + times);
  };
  /** As often as the rest of the difference allows: a take adds its items, less what it replaces. */
  const most = (option: WargearOption, choice: number, left: number) => {
    const net = new Map<string, number>();
    for (const id of option.choices[choice] ?? []) net.set(id, (net.get(id) ?? 0) + 1);
    for (const id of option.replaces) net.set(id, (net.get(id) ?? 0) - 1);
    let times = left;
    let changes = false;
    for (const [id, per] of net) {
      if (per === 0) continue;
      changes = true;
      const have = (diff.get(id) ?? 0) * Math.sign(per);
      times = Math.min(times, Math.floor(Math.max(0, have) / Math.abs(per)));
    }
    return changes ? times : 0;
  };
  const settled = () => [...diff.values()].every((n) => n === 0);

  const search = (index: number): boolean => {
    if (++steps > SEARCH_STEPS) return false;
    const option = options[index];
    if (!option) return settled();
    const order = option.choices
      .map((_, i) => i)
      .sort((a, b) => (option.choices[b]?.length ?? 0) - (option.choices[a]?.length ?? 0));
    const chosen = option.choices.map(() => 0);
    const share = (at: number, left: number): boolean => {
      const choice = order[at];
      if (choice === undefined) {
        if (chosen.some((n) => n > 0)) takes[option.id] = [...chosen];
        else delete takes[option.id];
        return search(index + 1);
      }
      for (let times = most(option, choice, left); times >= 0; times--) {
        apply(option, choice, times);
        chosen[choice] = times;
        const found = share(at + 1, left - times);
        apply(option, choice, -times);
        chosen[choice] = 0;
        if (found) return true;
        if (steps > SEARCH_STEPS) return false;
      }
      return false;
    };
    return share(0, optionCap(datasheet, option, modelCount));
  };

  if (!search(0)) return null;
  return sameLoadout(loadoutFor(datasheet, modelCount, takes), wargear) ? takes : null;
}
