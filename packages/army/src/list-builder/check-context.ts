import type { GameData, UnitView } from '../game-data';
import { type BattleSize, type BuiltList, battleSizes, editionRules } from './built-list';
import { type Detachment, type FactionView, findDatasheet, findFaction } from './faction-pool';

export type BuiltListCheck = {
  /** error: the list breaks a rule; warning: worth a look, or a rule the data cannot settle. */
  severity: 'error' | 'warning';
  code: string;
  /** In plain words, naming the unit and the rule. */
  message: string;
  /** The unit the check is about; null for the whole list. */
  unitUid: string | null;
};

/** What every check reads: the list, its faction, each unit's datasheet and name. */
export type CheckContext = {
  data: GameData;
  list: BuiltList;
  faction: FactionView | undefined;
  views: (UnitView | undefined)[];
  /** Each unit's name as the checks print it: "Intercessor Squad (2nd)" when there are several. */
  labels: string[];
  /** The chosen detachments the data knows, as the army's faction takes them. */
  detachments: Detachment[];
  size: BattleSize;
  rules: (typeof editionRules)[keyof typeof editionRules];
};

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

function unitLabels(list: BuiltList, views: (UnitView | undefined)[]): string[] {
  const totals = new Map<string, number>();
  for (const unit of list.units) totals.set(unit.unitId, (totals.get(unit.unitId) ?? 0) + 1);
  const seen = new Map<string, number>();
  return list.units.map((unit, index) => {
    const view = views[index];
    if (!view) return `Unit ${index + 1} (“${unit.unitId}”)`;
    const copy = (seen.get(unit.unitId) ?? 0) + 1;
    seen.set(unit.unitId, copy);
    return (totals.get(unit.unitId) ?? 1) > 1 ? `${view.name} (${ordinal(copy)})` : view.name;
  });
}

/** A chosen detachment by id, as the army's faction takes it (codex detachment ids recur per chapter). */
export function findDetachment(data: GameData, factionId: string, id: string): Detachment | undefined {
  const { detachments } = data.dataset;
  return detachments.getInFaction(id, factionId) ?? detachments.getAny(id);
}

export function checkContext(data: GameData, list: BuiltList): CheckContext {
  const views = list.units.map((unit) => findDatasheet(data, list.factionId, unit.unitId));
  const sizes = battleSizes(data, list.edition);
  return {
    data,
    list,
    faction: findFaction(data, list.factionId),
    views,
    labels: unitLabels(list, views),
    detachments: list.detachmentIds.flatMap((id) => findDetachment(data, list.factionId, id) ?? []),
    size: sizes.find((size) => size.id === list.battleSize) ?? (sizes[1] as BattleSize),
    rules: editionRules[list.edition],
  };
}

/** A list of names in prose: "A", "A and B", "A, B and C". */
export function names(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "a Space Marines army", "an Adeptus Astartes army". */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

export const detachmentName = (ctx: CheckContext, id: string) =>
  findDetachment(ctx.data, ctx.list.factionId, id)?.name ?? `“${id}”`;

export const enhancementName = (ctx: CheckContext, id: string) =>
  ctx.data.dataset.enhancements.getAny(id)?.name ?? `“${id}”`;

export const factionName = (ctx: CheckContext, id: string | null | undefined) =>
  (id ? findFaction(ctx.data, id)?.name : undefined) ?? (id ? `“${id}”` : 'another faction');
