import { type BuiltList, builtListLimits } from '@muster/contracts/list-builder-limits';

const GAME_DATA_ID = /^[a-z0-9-]{1,120}$/;
const isId = (value: string): boolean => GAME_DATA_ID.test(value);
const isCount = (value: number, min: number): boolean =>
  Number.isInteger(value) && value >= min && value <= builtListLimits.countMax;

/**
 * Whether the builder's list is one the server would accept for pricing and checks (the contract's
 * builtListSchema, written out so the builder starts without the schema library; a test holds the
 * two together). A list part-way through being set up (no faction yet) is not sent.
 */
export function isCheckableList(list: BuiltList): boolean {
  return (
    list.name.trim().length <= builtListLimits.nameMax &&
    (list.edition === '10th' || list.edition === '11th') &&
    isId(list.factionId) &&
    list.detachmentIds.length <= builtListLimits.detachmentsMax &&
    list.detachmentIds.every(isId) &&
    (list.forceDisposition === null || isId(list.forceDisposition)) &&
    ['incursion', 'strike-force', 'onslaught'].includes(list.battleSize) &&
    list.units.length <= builtListLimits.unitsMax &&
    new Set(list.units.map((unit) => unit.uid)).size === list.units.length &&
    list.units.every(
      (unit) =>
        isId(unit.uid) &&
        isId(unit.unitId) &&
        isCount(unit.modelCount, 1) &&
        Object.keys(unit.wargear).length <= builtListLimits.wargearMax &&
        Object.entries(unit.wargear).every(([id, count]) => isId(id) && isCount(count, 0)) &&
        (unit.enhancementId === null || isId(unit.enhancementId)) &&
        (unit.attachedTo === null || isId(unit.attachedTo)) &&
        typeof unit.warlord === 'boolean',
    )
  );
}
