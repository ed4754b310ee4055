import { factionNamed, nameKey, type Roster } from '@muster/roster-import';
import type { Dataset, GameData } from './game-data';
import { foldTypography } from './names';

type FactionView = Dataset['factions']['all'][number];

/** The game data's faction a name is ("Space Wolves" → space-wolves), by its own name, aliases, or id. */
function factionByName(data: GameData, name: string): FactionView | undefined {
  const known = factionNamed(name);
  const names = [...(known ? [known.name, ...known.aliases] : []), name];
  const { all } = data.dataset.factions;
  for (const candidate of names) {
    const key = data.normalizeName(foldTypography(candidate));
    const hit = all.find((f) => f.id === candidate || data.normalizeName(f.name) === key);
    if (hit) return hit;
  }
  // A chapter the data knows under its parent's name list ("Space Marines" for Adeptus Astartes).
  const parent = known?.parent ? factionNamed(known.parent) : null;
  if (!parent) return undefined;
  for (const candidate of [parent.name, ...parent.aliases]) {
    const key = data.normalizeName(foldTypography(candidate));
    const hit = all.find((f) => data.normalizeName(f.name) === key);
    if (hit) return hit;
  }
  return undefined;
}

type UnitView = Dataset['units']['all'][number];
const byNameCache = new WeakMap<GameData, Map<string, Map<string, UnitView>>>();

/** A faction's datasheets by name key, built once per loaded data set (not per roster). */
function datasheetsByName(data: GameData, factionId: string): Map<string, UnitView> {
  let perFaction = byNameCache.get(data);
  if (!perFaction) {
    perFaction = new Map();
    byNameCache.set(data, perFaction);
  }
  let index = perFaction.get(factionId);
  if (!index) {
    index = new Map(data.dataset.units.byFaction(factionId).map((u) => [nameKey(u.name), u]));
    perFaction.set(factionId, index);
  }
  return index;
}

/** The factions whose parent is this one (the Space Marine chapters of Adeptus Astartes). */
const childrenOf = (data: GameData, faction: FactionView) =>
  data.dataset.factions.all.filter((f) => f.raw.parent_faction_id === faction.id);

/** The keyword that sets a child faction apart from its parent ("Space Wolves"). */
function ownKeyword(child: FactionView, parent: FactionView): string | undefined {
  const inherited = new Set(parent.raw.keywords ?? []);
  return (child.raw.keywords ?? []).find((k) => !inherited.has(k));
}

/**
 * The chapter a parent-faction list is when it does not say so: the detachments only one chapter
 * has, else datasheets whose faction keywords name one chapter ("Logan Grimnar": Space Wolves).
 * Evidence of two chapters, or none, leaves the parent: a mixed list is then told which units its
 * faction cannot take.
 */
function chapterFromContents(
  data: GameData,
  parent: FactionView,
  roster: Pick<Roster, 'detachments' | 'units'>,
): FactionView | undefined {
  const children = childrenOf(data, parent);
  if (children.length === 0) return undefined;
  const { detachments } = data.dataset;
  const parentDetachments = new Set(detachments.byFaction(parent.id).map((d) => nameKey(d.name)));
  const byDetachment = new Set<FactionView>();
  for (const name of roster.detachments) {
    const key = nameKey(name);
    if (parentDetachments.has(key)) continue;
    for (const child of children)
      if (detachments.byFaction(child.id).some((d) => nameKey(d.name) === key)) byDetachment.add(child);
  }
  if (byDetachment.size === 1) return [...byDetachment][0];
  if (byDetachment.size > 1) return undefined;
  const keywordOf = new Map(
    children.flatMap((child) => {
      const keyword = ownKeyword(child, parent);
      return keyword ? [[keyword, child] as const] : [];
    }),
  );
  const pool = datasheetsByName(data, parent.id);
  const byDatasheet = new Set<FactionView>();
  for (const unit of roster.units) {
    const view = pool.get(nameKey(unit.resolution?.datasheetName ?? unit.name));
    for (const keyword of view?.raw.faction_keywords ?? []) {
      const child = keywordOf.get(keyword);
      if (child) byDatasheet.add(child);
    }
  }
  return byDatasheet.size === 1 ? [...byDatasheet][0] : undefined;
}

/**
 * The game data's faction an army is, and the one rules are checked against: the chapter when the
 * list names one (its sub-faction line, or its faction line "Space Wolves"), or when only one
 * chapter's detachments or datasheets are in it; else the faction. Null for a faction the data
 * does not know.
 */
export function armyFactionId(
  data: GameData,
  roster: Pick<Roster, 'faction' | 'subFaction' | 'detachments' | 'units'>,
): string | null {
  const base = factionByName(data, roster.faction);
  const sub = roster.subFaction ? factionByName(data, roster.subFaction) : undefined;
  // The sub-faction counts when it is the faction's own child (a chapter of the Space Marines), or
  // when the faction line named nothing the data knows.
  if (sub && (!base || sub.raw.parent_faction_id === base.id || sub.id === base.id)) return sub.id;
  if (!base) return null;
  if (base.raw.parent_faction_id) return base.id;
  return chapterFromContents(data, base, roster)?.id ?? base.id;
}

/**
 * The faction whose datasheets a faction's units are filed under: a chapter's datasheets are the
 * parent's (the data files Logan Grimnar under Adeptus Astartes, with a Space Wolves keyword), so
 * name lookups search there.
 */
export function datasheetFactionId(data: GameData, factionId: string | null): string | null {
  if (!factionId) return null;
  const faction = data.dataset.factions.all.find((f) => f.id === factionId);
  const parent = faction?.raw.parent_faction_id;
  return parent && data.dataset.units.byFaction(factionId).length === 0 ? parent : factionId;
}
