import {
  nameKey,
  type Roster,
  type RosterUnit,
  type UnitResolution,
  type WeaponProfile,
  weaponFamily,
} from '@muster/roster-import';
import { rejoinDetachmentNames } from './army-detachments';
import { armyFactionId, datasheetFactionId } from './army-faction';
import { canonicalDocument, namedWargear } from './data-roster';
import { datasheetAbilities, datasheetStats, roleName, weaponLines } from './datasheet-lines';
import { suggestDatasheets } from './datasheet-suggestions';
import { splitEnhancementLists } from './enhancement-lines';
import {
  type DataRosterUnit,
  dataEdition,
  dataVersionLabel,
  type GameData,
  type UnitView,
  unitWeapon,
  wargearName,
} from './game-data';
import { modelRowsAtSize } from './list-builder/unit-loadout';
import { separateTokens } from './model-lines';
import { withPriceNotes } from './price-notes';

/** An attacks characteristic as 10th and 11th edition print it: a number or dice ("D6+1"). */
const MODERN_ATTACKS = /^(\d+|\d*D[36](\s*\+\s*\d+)?)$/i;

/**
 * Profiles the file printed that the rules we measure by can read. Older editions' files print
 * "Heavy 2D6" and "User" strength: those are not measured by 10th/11th-edition rules, and the
 * game data's profiles stand in (and say so).
 */
const hasFileProfiles = (unit: RosterUnit) => {
  if (unit.weapons.length === 0 || (unit.resolution?.profiles ?? 'file') !== 'file') return false;
  const readable = unit.weapons.filter((w) => MODERN_ATTACKS.test(w.attacks.trim())).length;
  return readable * 2 >= unit.weapons.length;
};
const hasOldProfiles = (unit: RosterUnit) =>
  unit.weapons.length > 0 && (unit.resolution?.profiles ?? 'file') === 'file' && !hasFileProfiles(unit);

/**
 * A datasheet a name did not reach by the data package's own lookups: "Hellblasters" is the
 * "Hellblaster Squad", "Terminators" the "Terminator Squad". Only an unambiguous hit counts.
 */
function looseDatasheet(data: GameData, name: string, factionId: string | null): UnitView | undefined {
  const key = nameKey(name);
  const pool = factionId ? data.dataset.units.byFaction(factionId) : [];
  // 10th-edition names the 11th-edition data dropped a word from: "Primaris Captain" is "Captain".
  const keys = [key, key.replace(/^primari /, '')];
  const hits = pool.filter((unit) => {
    const candidate = nameKey(unit.name);
    return keys.some((k) => candidate === k || candidate === `${k} squad` || candidate === `${k} unit`);
  });
  return hits.length === 1 ? hits[0] : undefined;
}

type WeaponCount = { id: string; name: string; count: number };

/** Resolved weapon counts of a unit: what the file named (completed with defaults), else the default loadout. */
function loadoutOf(
  data: GameData,
  view: UnitView,
  resolved: DataRosterUnit | null,
  modelCount: number,
  listNamesWargear: boolean,
): { weapons: WeaponCount[]; loadout: 'named' | 'default'; groups: UnitResolution['groups'] } {
  const { dataset } = data;
  const options = dataset.wargearOptionsOf(view.raw);
  const models = modelRowsAtSize(data, view, modelCount);
  const nameOf = (id: string) => wargearName(data, view, id);
  // The data package completes a partial list with the datasheet's defaults; a list that named
  // nothing at all gets the default loadout, and is labelled so.
  const named = (resolved?.wargear ?? []).filter((item) => item.ref.id && item.count > 0);
  if (resolved && named.length > 0 && listNamesWargear) {
    const weapons = named.map((item) => ({
      id: item.ref.id as string,
      name: nameOf(item.ref.id as string),
      count: item.count,
    }));
    const groups = (resolved.loadout_groups ?? []).map((group) => ({
      model: group.model_name ?? view.name,
      count: group.count,
      weapons: group.wargear
        .filter((item) => item.ref.id)
        .map((item) => ({ name: nameOf(item.ref.id as string), count: item.count })),
    }));
    return { weapons, loadout: 'named', groups };
  }
  const base = data.baseLoadout(view.raw, modelCount, options, models);
  const weapons = [...base.counts]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, name: nameOf(id), count }));
  const grouped = data.groupLoadout(view.raw, modelCount, options, models, base.counts) ?? [];
  const groups = grouped.map((group) => ({
    model: group.model_name ?? view.name,
    count: group.count,
    weapons: group.weapons.map((item) => ({ name: nameOf(item.id), count: item.count })),
  }));
  return { weapons, loadout: 'default', groups };
}

/** The file's own profiles, each with the count of its weapon from the resolved loadout or the file. */
function countFileProfiles(unit: RosterUnit, weapons: WeaponCount[], notes: string[]): WeaponProfile[] {
  const counts = new Map<string, number>();
  for (const item of namedWargear(unit)) counts.set(nameKey(item.name), item.count);
  for (const weapon of weapons) counts.set(nameKey(weapon.name), weapon.count);
  const unknown = new Set<string>();
  const lines = unit.weapons.map((profile) => {
    const family = weaponFamily(profile.name);
    const count = counts.get(nameKey(family)) ?? counts.get(nameKey(profile.name));
    if (count !== undefined) return { ...profile, count };
    if (unit.count === 1) return { ...profile, count: 1 };
    unknown.add(family);
    return { ...profile, count: undefined };
  });
  if (unknown.size > 0) {
    notes.push(
      `The list does not say how many models carry ${[...unknown].join(', ')}; every model is assumed to.`,
    );
  }
  return lines;
}

function dataSetProfiles(data: GameData, view: UnitView, weapons: WeaponCount[]): WeaponProfile[] {
  return weapons.flatMap((item) => {
    const weapon = unitWeapon(data, view, item.id);
    return weapon ? weaponLines(data, weapon, item.count) : [];
  });
}

type Found = { view: UnitView; match: UnitResolution['match'] };

/** The datasheet the data package's resolver matched a unit to, if any. */
const packageMatch = (data: GameData, resolved: DataRosterUnit | null, factionId: string | null) =>
  resolved?.ref.id ? data.resolveRosterUnit(resolved, data.dataset, factionId) : undefined;

/** The datasheet of a unit: the one the user chose, else the data package's match, else a loose one. */
function findDatasheet(
  data: GameData,
  unit: RosterUnit,
  resolved: DataRosterUnit | null,
  factionId: string | null,
): Found | null {
  const { units } = data.dataset;
  if (unit.resolution?.match === 'chosen' && unit.resolution.datasheetId) {
    const id = unit.resolution.datasheetId;
    const faction = unit.resolution.factionId ?? factionId;
    const view = (faction ? units.getInFaction(id, faction) : undefined) ?? units.getAny(id);
    if (view) return { view, match: 'chosen' };
  }
  const view = packageMatch(data, resolved, factionId);
  if (view) {
    const exact = nameKey(view.name) === nameKey(unit.name);
    // An alias never crosses factions ("Death Guard Cultists" is not the Chaos Space Marines'
    // Accursed Cultists): it is only suggested. A datasheet named exactly may be an ally.
    if (exact || !factionId || view.factionId === factionId)
      return { view, match: exact ? 'exact' : 'alias' };
  }
  const loose = looseDatasheet(data, unit.name, factionId);
  return loose ? { view: loose, match: 'alias' } : null;
}

/**
 * A model count the datasheet allows. Text lists sometimes print no model lines ("Hellblasters
 * (110 points)" and its wargear), so the parser counts one; when the points buy exactly one size
 * of the unit, that size is the count.
 */
function plausibleModelCount(view: UnitView, unit: RosterUnit): number {
  const range = view.modelCount;
  if (!range || (unit.count >= range.min && unit.count <= range.max)) return unit.count;
  const sizes = (view.points ?? []).filter((tier) => tier.cost === unit.points);
  if (sizes.length === 1 && sizes[0]) return sizes[0].models;
  // Else the most copies of one weapon the list names ("5× Storm bolter"), if the datasheet allows
  // that many models; else its smallest size.
  const most = Math.max(0, ...namedWargear(unit).map((item) => item.count));
  if (most >= range.min && most <= range.max) return most;
  return range.min;
}

/** Why the model count was changed, in the reader's words. */
function countNote(view: UnitView, unit: RosterUnit, counted: number): string {
  const listed = `The list counts ${unit.count} ${unit.count === 1 ? 'model' : 'models'}`;
  const tier = (view.points ?? []).find((t) => t.cost === unit.points);
  if (tier && tier.models === counted)
    return `${listed}; ${unit.points} points buys ${counted}, so ${counted} are counted.`;
  if (namedWargear(unit).some((item) => item.count === counted))
    return `${listed}; it names ${counted} of one weapon, so ${counted} models are counted (the ${view.name} has ${view.modelCount?.min}–${view.modelCount?.max}).`;
  return `${listed}; the ${view.name} has at least ${counted}, so ${counted} are counted.`;
}

function resolveUnit(
  data: GameData,
  listed: RosterUnit,
  resolved: DataRosterUnit | null,
  factionId: string | null,
  rosterEdition: string | null,
  armyFaction: string | null = factionId,
): RosterUnit {
  const notes: string[] = [];
  const found = findDatasheet(data, listed, resolved, factionId);
  const separated = found ? separateTokens(data, found.view, listed) : { unit: listed, note: null };
  const unit = separated.unit;
  if (separated.note) notes.push(separated.note);
  const view = found?.view;
  const match = found?.match ?? 'unresolved';
  const fileProfiles = hasFileProfiles(unit);
  const edition = dataEdition(data);
  if (!view) {
    const weapons = fileProfiles ? countFileProfiles(unit, [], notes) : unit.weapons;
    notes.push(
      fileProfiles
        ? 'No datasheet of the game data has this name; the profiles are the file’s own.'
        : 'No datasheet of the game data has this name: pick one, or this unit has no profiles to measure.',
    );
    return {
      ...unit,
      weapons,
      resolution: {
        match: 'unresolved',
        datasheetId: null,
        datasheetName: null,
        factionId,
        loadout: 'none',
        profiles: fileProfiles ? 'file' : 'none',
        dataEdition: null,
        groups: [],
        candidates: suggestDatasheets(data, unit.name, armyFaction, [
          ...[packageMatch(data, resolved, factionId)].flatMap((v) => (v ? [v] : [])),
          ...(resolved?.ref.candidates ?? []).flatMap((c) =>
            c.id ? (data.dataset.units.getAny(c.id) ?? []) : [],
          ),
        ]),
        notes,
      },
    };
  }

  // Wargear names were resolved against the datasheet the data package found; for another one
  // (found loosely, or chosen by hand) the default loadout stands in, and says so.
  const usable = resolved?.ref.id === view.id ? resolved : null;
  const modelCount = plausibleModelCount(view, unit);
  if (modelCount !== unit.count) notes.push(countNote(view, unit, modelCount));
  // Prices are noted for the whole list at once (withPriceNotes): a unit's price depends on its copy.
  const { weapons, loadout, groups } = loadoutOf(
    data,
    view,
    usable,
    modelCount,
    namedWargear(unit).length > 0,
  );
  const unresolvedGear = (usable?.wargear ?? [])
    .filter((item) => !item.ref.id)
    .map((item) => item.ref.raw_name);
  if (unresolvedGear.length > 0) {
    notes.push(`Not found among ${view.name}’s wargear: ${unresolvedGear.join(', ')}.`);
  }
  const enhancement = unit.enhancements[0];
  if (enhancement && usable && !usable.enhancement?.id) {
    notes.push(`“${enhancement}” is not an enhancement of the list’s detachment in the game data.`);
  }
  if (loadout === 'default' && namedWargear(unit).length > 0) {
    notes.push(
      'The wargear the list names could not be matched, so the datasheet’s default loadout is used.',
    );
  }
  const range = view.modelCount;
  if (range && (modelCount < range.min || modelCount > range.max)) {
    notes.push(`${view.name} has ${range.min}–${range.max} models; the list says ${modelCount}.`);
  }
  if (hasOldProfiles(unit)) {
    notes.push(
      `The file prints older-edition profiles (such as “${unit.weapons[0]?.attacks}” attacks) that the ${edition}-edition rules cannot measure; the game data’s profiles are used.`,
    );
  } else if (!fileProfiles && rosterEdition && rosterEdition !== edition) {
    notes.push(
      `This is a ${rosterEdition}-edition list; its profiles come from the ${edition}-edition game data.`,
    );
  }
  return {
    ...unit,
    count: modelCount,
    role: unit.role && unit.role !== 'Other' ? unit.role : roleName(view.role),
    stats: fileProfiles || unit.stats.T !== '-' ? unit.stats : datasheetStats(view),
    weapons: fileProfiles ? countFileProfiles(unit, weapons, notes) : dataSetProfiles(data, view, weapons),
    keywords: unit.keywords.length > 0 ? unit.keywords : [...view.keywords, ...view.factionKeywords],
    abilities: unit.abilities.length > 0 ? unit.abilities : datasheetAbilities(view),
    resolution: {
      match,
      datasheetId: view.id,
      datasheetName: view.name,
      factionId: view.factionId,
      loadout,
      profiles: fileProfiles ? 'file' : 'data-set',
      dataEdition: fileProfiles ? null : edition,
      groups,
      candidates: [],
      notes,
      canLead: data.dataset.bodyguardsAttachableFrom(view.id, view.factionId).length > 0,
    },
  };
}

/**
 * The revision of army resolution, saved with each resolution: saved rosters resolved by an older
 * one are resolved again at start-up. 2: chapter armies are their chapter (armyFactionId); 3:
 * model lines that are abilities, the size tier's rows, prices as the list builder prices them.
 */
export const RESOLVER_REVISION = 3;

/**
 * Every unit of a roster matched to a datasheet of the game data — by the data package's own
 * resolver (faction-scoped names and aliases, wargear names, defaults completed, loadout groups) —
 * with the weapons each model actually carries counted. Profiles a file printed (BattleScribe)
 * stay as printed; otherwise they come from the data set and say which edition it is. A unit the
 * user pinned to a datasheet (`resolution.match === 'chosen'`) keeps that datasheet.
 */
export function resolveArmy(data: GameData, listed: Roster): Roster {
  const factionId = armyFactionId(data, listed);
  const roster = splitEnhancementLists(data, {
    ...listed,
    detachments: rejoinDetachmentNames(data, factionId, listed.detachments),
  });
  // Where the army's datasheets are filed: a chapter's are its parent's.
  const lookupFaction = datasheetFactionId(data, factionId);
  const importUnits = (units: RosterUnit[]) => {
    // The loaded data set, passed in: without it the package builds a whole new Dataset (every
    // index of 38 MB of data) on each call, about 70 ms.
    const imported = data.tryImportRoster(
      JSON.stringify(canonicalDocument(data, { ...roster, units }, lookupFaction)),
      { dataset: data.dataset },
    );
    return {
      imported,
      units: imported.ok && imported.roster.units.length === units.length ? imported.roster.units : [],
    };
  };
  const first = importUnits(roster.units);
  // A unit found by another name or chosen by hand, or whose model count the list got wrong, is
  // read again under its datasheet's own name and a count its points buy, so that its wargear
  // names resolve against the right datasheet too.
  const again = roster.units.map((unit, index) => {
    const found = findDatasheet(data, unit, first.units[index] ?? null, lookupFaction);
    if (!found) return null;
    const models = separateTokens(data, found.view, unit).unit;
    const count = plausibleModelCount(found.view, models);
    if (first.units[index]?.ref.id === found.view.id && count === unit.count) return null;
    const { resolution: _resolution, ...bare } = models;
    return { ...bare, name: found.view.name, count };
  });
  const second = again.some(Boolean)
    ? importUnits(roster.units.map((unit, index) => again[index] ?? unit))
    : null;
  const imported = first.imported;
  const units = roster.units.map((unit, index) =>
    resolveUnit(
      data,
      unit,
      (again[index] ? second?.units[index] : undefined) ?? first.units[index] ?? null,
      lookupFaction,
      roster.edition,
      factionId,
    ),
  );
  const unresolved = units.filter((unit) => unit.resolution?.match === 'unresolved').length;
  const notes: string[] = [];
  if (!factionId) notes.push(`“${roster.faction}” is not a faction of the game data.`);
  if (unresolved > 0) {
    notes.push(
      `${unresolved} of ${units.length} units matched no datasheet; pick one for each in the review.`,
    );
  }
  // A chapter found from the list's detachments or datasheets is named, as the header shows it.
  const chapter = data.dataset.factions.all.find((f) => f.id === factionId && f.raw.parent_faction_id);
  return withPriceNotes(data, {
    ...roster,
    subFaction:
      roster.subFaction ??
      (chapter && nameKey(chapter.name) !== nameKey(roster.faction) ? chapter.name : null),
    units,
    resolution: {
      factionId,
      detachmentIds: imported.ok
        ? imported.roster.detachments.flatMap((d) => (d.ref.id ? [d.ref.id] : []))
        : [],
      dataVersion: dataVersionLabel(data),
      resolver: RESOLVER_REVISION,
      resolvedUnits: units.length - unresolved,
      unresolvedUnits: unresolved,
      notes,
    },
  });
}
