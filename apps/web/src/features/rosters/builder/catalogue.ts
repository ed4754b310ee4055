import type { BuilderCatalogue } from '@muster/contracts';
import type { DetachmentInfo, Draft, DraftUnit } from './builder-state';
import { type Datasheet, inferTakes, loadoutFor } from './wargear';

type Detachment = BuilderCatalogue['detachments'][number];
export type Enhancement = Detachment['enhancements'][number];

export const detachmentInfos = (catalogue: BuilderCatalogue): DetachmentInfo[] =>
  catalogue.detachments.map((d) => ({
    id: d.id,
    enhancementIds: d.enhancements.map((e) => e.id),
    forceDispositions: d.forceDispositions,
  }));

export const datasheetIndex = (catalogue: BuilderCatalogue) =>
  new Map(catalogue.datasheets.map((datasheet) => [datasheet.id, datasheet]));

/** The role groups units are listed in, in this order. */
export const roleGroups = [
  { id: 'epic-hero', label: 'Epic Heroes', one: 'Epic Hero' },
  { id: 'character', label: 'Characters', one: 'Character' },
  { id: 'battleline', label: 'Battleline', one: 'Battleline' },
  { id: 'dedicated-transport', label: 'Dedicated Transports', one: 'Dedicated Transport' },
  { id: 'other', label: 'Other datasheets', one: null },
] as const;
export type RoleGroupId = (typeof roleGroups)[number]['id'];

export function roleGroupOf(datasheet: Datasheet | undefined): RoleGroupId {
  if (!datasheet) return 'other';
  if (datasheet.epicHero) return 'epic-hero';
  if (datasheet.character) return 'character';
  if (datasheet.battleline) return 'battleline';
  if (datasheet.dedicatedTransport) return 'dedicated-transport';
  return 'other';
}

/** The datasheet's price for `modelCount` models as the `copy`-th of it in the list; null: none. */
export function tierPrice(datasheet: Datasheet, modelCount: number, copy = 1): number | null {
  const tier = datasheet.points.find(
    (t) =>
      modelCount >= t.models &&
      modelCount <= t.modelsMax &&
      (t.copies === null || (copy >= t.copies[0] && (t.copies[1] === null || copy <= t.copies[1]))),
  );
  return tier ? tier.cost : null;
}

/** What the datasheet costs at its smallest size, as the first of it. */
export function startingPoints(datasheet: Datasheet): number | null {
  return tierPrice(datasheet, datasheet.size.min, 1) ?? datasheet.points[0]?.cost ?? null;
}

/** The sizes a unit can be taken at, each with its price for this copy of the datasheet. */
export function sizeChoices(datasheet: Datasheet, copy: number): { models: number; cost: number | null }[] {
  const sizes: { models: number; cost: number | null }[] = [];
  for (let models = datasheet.size.min; models <= datasheet.size.max && sizes.length < 100; models++)
    sizes.push({ models, cost: tierPrice(datasheet, models, copy) });
  return sizes;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Each unit's copy number of its datasheet (1st, 2nd…) in list order, as prices and checks count. */
export function copyNumbers(units: DraftUnit[]): Map<string, number> {
  const seen = new Map<string, number>();
  const copies = new Map<string, number>();
  for (const unit of units) {
    const copy = (seen.get(unit.unitId) ?? 0) + 1;
    seen.set(unit.unitId, copy);
    copies.set(unit.uid, copy);
  }
  return copies;
}

/** Each unit's name as the checks print it: "Necron Warriors (2nd)" when there are several. */
export function unitLabels(units: DraftUnit[], datasheets: Map<string, Datasheet>): Map<string, string> {
  const totals = new Map<string, number>();
  for (const unit of units) totals.set(unit.unitId, (totals.get(unit.unitId) ?? 0) + 1);
  const copies = copyNumbers(units);
  return new Map(
    units.map((unit) => {
      const name = datasheets.get(unit.unitId)?.name ?? unit.unitId;
      const copy = copies.get(unit.uid) ?? 1;
      return [unit.uid, (totals.get(unit.unitId) ?? 1) > 1 ? `${name} (${ordinal(copy)})` : name];
    }),
  );
}

/** Whether the unit has every keyword of one of the enhancement's groups and none it excludes. */
function keywordsFit(datasheet: Datasheet, enhancement: Enhancement): boolean {
  const keywords = new Set([...datasheet.keywords, ...datasheet.factionKeywords].map((k) => k.toLowerCase()));
  if (enhancement.excludedKeywords.some((k) => keywords.has(k.toLowerCase()))) return false;
  if (enhancement.keywords.length === 0) return true;
  return enhancement.keywords.some((group) => group.every((k) => keywords.has(k.toLowerCase())));
}

/**
 * The enhancements of the chosen detachments this datasheet could bear: Characters take
 * enhancements, other units take upgrades, each within its keywords (10th edition: no Epic Heroes).
 * The server has the last word; this only leaves out the plainly impossible.
 */
export function enhancementChoices(
  catalogue: BuilderCatalogue,
  draft: Draft,
  datasheet: Datasheet,
): (Enhancement & { detachment: string })[] {
  if (draft.edition === '10th' && datasheet.epicHero) return [];
  return catalogue.detachments
    .filter((d) => draft.detachmentIds.includes(d.id))
    .flatMap((d) =>
      d.enhancements
        .filter((e) => (e.upgrade ? !datasheet.character : datasheet.character) && keywordsFit(datasheet, e))
        .map((e) => ({ ...e, detachment: d.name })),
    );
}

/** The units of the list this leader may join: its datasheet leads theirs, and they lead no one. */
export function leadTargets(draft: Draft, unit: DraftUnit, datasheet: Datasheet): DraftUnit[] {
  if (datasheet.leads.length === 0) return [];
  return draft.units.filter(
    (other) => other.uid !== unit.uid && other.attachedTo === null && datasheet.leads.includes(other.unitId),
  );
}

/** The Force Dispositions the chosen detachments grant, in the catalogue's order. */
export function allowedDispositions(catalogue: BuilderCatalogue, detachmentIds: string[]) {
  const granted = new Set(
    catalogue.detachments.filter((d) => detachmentIds.includes(d.id)).flatMap((d) => d.forceDispositions),
  );
  return catalogue.dispositions.filter((d) => granted.has(d.id));
}

/** The detachment points the chosen detachments cost. */
export const detachmentPointsOf = (catalogue: BuilderCatalogue, detachmentIds: string[]) =>
  catalogue.detachments
    .filter((d) => detachmentIds.includes(d.id))
    .reduce((sum, d) => sum + (d.detachmentPoints ?? 0), 0);

/**
 * A loaded list as the builder edits it: each unit's loadout read back as option takes where it
 * can be, and the default loadout sent as "default" (nothing), so saving it again changes nothing.
 */
export function draftFromList(
  list: Omit<Draft, 'units'> & { units: Omit<DraftUnit, 'takes'>[] },
  catalogue: BuilderCatalogue | null,
): Draft {
  const datasheets = catalogue ? datasheetIndex(catalogue) : new Map<string, Datasheet>();
  return {
    ...list,
    units: list.units.map((unit) => {
      const datasheet = datasheets.get(unit.unitId);
      if (!datasheet) return { ...unit, takes: null };
      const takes = inferTakes(datasheet, unit.modelCount, unit.wargear);
      if (takes === null) return { ...unit, takes };
      const wargear = Object.keys(takes).length === 0 ? {} : loadoutFor(datasheet, unit.modelCount, takes);
      return { ...unit, wargear, takes };
    }),
  };
}

let uidCounter = 0;
/** A fresh unit uid (lower-case letters, digits and hyphens, as the contract asks). */
export function newUid(): string {
  uidCounter += 1;
  return `u-${Date.now().toString(36)}-${uidCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
