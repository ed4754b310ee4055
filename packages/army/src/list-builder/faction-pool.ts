import type { Dataset, GameData, UnitView } from '../game-data';

export type FactionView = Dataset['factions']['all'][number];
export type Detachment = Dataset['detachments']['all'][number];

/** Matched play: the data marks other modes (Combat Patrol) by `game_modes`; absent is matched play. */
export const isMatchedPlay = (entity: { game_modes?: readonly string[] | null }) =>
  !entity.game_modes || entity.game_modes.includes('matched-play');

export function findFaction(data: GameData, factionId: string): FactionView | undefined {
  return data.dataset.factions.all.find((faction) => faction.id === factionId);
}

/** The army's faction keywords ([Imperium, Adeptus Astartes, Blood Angels] for a chapter). */
export const armyKeywords = (faction: FactionView): string[] => faction.raw.keywords ?? [];

/**
 * Whether a datasheet belongs to a faction's own pool: it is the faction's (or, for a chapter, its
 * parent's), its faction keywords are all the army's — the subset rule the data package's checker
 * grants army keywords by, so a Blood Angels unit is not a Space Wolves one and a Harlequins unit
 * joins an Aeldari army only as an ally — and the faction is not barred from it.
 */
export function inFactionPool(faction: FactionView, view: UnitView): boolean {
  const owners = [faction.id, faction.raw.parent_faction_id].filter(Boolean);
  if (!owners.includes(view.factionId) || !isMatchedPlay(view.raw)) return false;
  const keywords = new Set(armyKeywords(faction));
  if (keywords.size === 0) return view.factionId === faction.id;
  const own = view.raw.faction_keywords ?? [];
  const barred = view.raw.excluded_faction_keywords ?? [];
  return own.every((k) => keywords.has(k)) && !barred.some((k) => keywords.has(k));
}

/** Every datasheet an army of this faction may take (matched play), by name. */
export function factionDatasheets(data: GameData, faction: FactionView): UnitView[] {
  const { units } = data.dataset;
  const parent = faction.raw.parent_faction_id;
  const candidates = [...units.byFaction(faction.id), ...(parent ? units.byFaction(parent) : [])];
  const seen = new Set<string>();
  return candidates
    .filter((view) => {
      if (seen.has(view.id) || !inFactionPool(faction, view)) return false;
      seen.add(view.id);
      return true;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The faction's matched-play detachments (a chapter's list includes the codex ones it may take). */
export function factionDetachments(data: GameData, faction: FactionView): Detachment[] {
  return data.dataset.detachments.byFaction(faction.id).filter(isMatchedPlay);
}

/**
 * A datasheet by id as an army of this faction takes it: its own copy, else its parent's (a
 * chapter takes the codex datasheets), else any faction's (to name a unit from elsewhere).
 */
export function findDatasheet(data: GameData, factionId: string, unitId: string): UnitView | undefined {
  const { units } = data.dataset;
  const parent = findFaction(data, factionId)?.raw.parent_faction_id;
  return (
    units.getInFaction(unitId, factionId) ??
    (parent ? units.getInFaction(unitId, parent) : undefined) ??
    units.getAny(unitId)
  );
}

export const isEpicHero = (view: UnitView) =>
  view.raw.role === 'epic-hero' || (view.raw.keywords ?? []).includes('Epic Hero');

/** As the data package's checker reads it: the role, or the Character keyword. */
export const isCharacter = (view: UnitView) =>
  view.raw.role === 'character' || isEpicHero(view) || (view.raw.keywords ?? []).includes('Character');

export const isBattleline = (view: UnitView) =>
  view.raw.role === 'battleline' || (view.raw.keywords ?? []).includes('Battleline');

export const isDedicatedTransport = (view: UnitView) =>
  view.raw.role === 'dedicated-transport' || (view.raw.keywords ?? []).includes('Dedicated Transport');
