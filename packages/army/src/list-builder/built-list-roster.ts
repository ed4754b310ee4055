import { nameKey, type Roster, type RosterUnit } from '@muster/roster-import';
import { armyFactionId } from '../army-faction';
import { weaponLines } from '../datasheet-lines';
import { datasheetUnit } from '../datasheet-unit';
import { dataVersionLabel, type GameData, type UnitView, unitWeapon, wargearName } from '../game-data';
import { type BattleSizeId, type BuiltList, type BuiltListUnit, battleSizes } from './built-list';
import { findDetachment } from './check-context';
import { factionDetachments, findDatasheet, findFaction } from './faction-pool';
import { listPoints } from './list-points';
import { datasheetItems, loadoutRules, unitLoadout } from './unit-loadout';

const WARLORD = /^warlord$/i;

function unresolvedUnit(unit: BuiltListUnit): RosterUnit {
  const bare = {
    id: unit.uid,
    name: unit.unitId,
    role: 'Other',
    count: unit.modelCount,
    points: 0,
    models: [],
    wargear: unit.warlord ? [{ name: 'Warlord', count: 1 }] : [],
    abilities: [],
    keywords: [],
    stats: { M: '-', T: '-', SV: '-', W: '-', LD: '-', OC: '-', WS: '-', BS: '-', S: '-', A: '-' },
    weapons: [],
    enhancements: [],
  };
  return {
    ...bare,
    resolution: {
      match: 'unresolved',
      datasheetId: null,
      datasheetName: null,
      factionId: null,
      loadout: 'none',
      profiles: 'none',
      dataEdition: null,
      groups: [],
      candidates: [],
      notes: ['No datasheet of the game data has this id.'],
    },
  };
}

/** A unit of the list as a roster unit: its datasheet, its loadout counted, its price in this list. */
function rosterUnit(
  data: GameData,
  view: UnitView,
  unit: BuiltListUnit,
  points: number,
  enhancement: string | null,
): RosterUnit {
  const base = datasheetUnit(data, view, unit.modelCount);
  const counts = unitLoadout(data, view, unit);
  const { options, models } = loadoutRules(data, view);
  const nameOf = (id: string) => wargearName(data, view, id);
  const groups = (data.groupLoadout(view.raw, unit.modelCount, options, models, counts) ?? []).map(
    (group) => ({
      model: group.model_name ?? view.name,
      count: group.count,
      weapons: group.weapons.map((item) => ({ name: nameOf(item.id), count: item.count })),
    }),
  );
  const carried = [...counts].filter(([, count]) => count > 0);
  return {
    ...base,
    id: unit.uid,
    count: unit.modelCount,
    points,
    models: groups.length > 0 ? groups.map((g) => ({ name: g.model, count: g.count })) : base.models,
    wargear: [
      ...(unit.warlord ? [{ name: 'Warlord', count: 1 }] : []),
      ...carried.map(([id, count]) => ({ name: nameOf(id), count })),
    ],
    weapons: carried.flatMap(([id, count]) => {
      const weapon = unitWeapon(data, view, id);
      return weapon ? weaponLines(data, weapon, count) : [];
    }),
    enhancements: enhancement ? [enhancement] : [],
    resolution: {
      ...(base.resolution as NonNullable<RosterUnit['resolution']>),
      // A built list names every unit's wargear (the default written out when left alone).
      loadout: 'named',
      groups,
      wargearIds: Object.fromEntries(carried),
    },
  };
}

/**
 * A built list as our roster, resolved (every unit names its datasheet, loadout and profiles), so
 * analysis, events and exports read it as they read an imported list. Unit ids are the list's
 * uids; leaders name their bodyguards by id as well as by name.
 */
export function builtListToRoster(data: GameData, list: BuiltList): Roster {
  const faction = findFaction(data, list.factionId);
  const priced = listPoints(data, list);
  const size = battleSizes(data, list.edition).find((s) => s.id === list.battleSize);
  const enhancementOf = (id: string | null) => (id ? data.dataset.enhancements.getAny(id) : undefined);
  const units = list.units.map((unit, index) => {
    const view = findDatasheet(data, list.factionId, unit.unitId);
    const price = priced.units[index];
    const enhancement = enhancementOf(unit.enhancementId);
    return view
      ? rosterUnit(
          data,
          view,
          unit,
          (price?.base ?? 0) + (price?.wargear ?? 0),
          enhancement?.name ?? unit.enhancementId,
        )
      : unresolvedUnit(unit);
  });
  const byUid = new Map(units.map((unit) => [unit.id, unit]));
  const detachments = list.detachmentIds.map((id) => findDetachment(data, list.factionId, id)?.name ?? id);
  const unresolved = units.filter((unit) => unit.resolution?.match === 'unresolved').length;
  const disposition = data.dataset.forceDispositions.all.find((d) => d.id === list.forceDisposition);
  return {
    name: list.name,
    gameSystem: 'Warhammer 40,000',
    edition: list.edition,
    faction: faction?.name ?? list.factionId,
    subFaction: null,
    detachments,
    forceDisposition: disposition?.name ?? list.forceDisposition,
    battleSize: size?.label ?? null,
    pointsLimit: size?.points ?? null,
    pointsTotal: priced.total,
    units,
    enhancements: list.units.flatMap((unit, index) => {
      const enhancement = enhancementOf(unit.enhancementId);
      const bearer = units[index];
      return unit.enhancementId && bearer
        ? [
            {
              name: enhancement?.name ?? unit.enhancementId,
              unit: bearer.name,
              points: enhancement?.cost ?? 0,
            },
          ]
        : [];
    }),
    attachedLeaders: list.units.flatMap((unit) => {
      const leader = byUid.get(unit.uid);
      const bodyguard = unit.attachedTo ? byUid.get(unit.attachedTo) : undefined;
      return leader && bodyguard && bodyguard !== leader
        ? [{ leader: leader.name, unit: bodyguard.name, leaderId: leader.id, unitId: bodyguard.id }]
        : [];
    }),
    forces: [
      {
        name: list.name,
        faction: faction?.name ?? list.factionId,
        subFaction: null,
        detachment: detachments[0] ?? null,
        units,
      },
    ],
    resolution: {
      factionId: faction?.id ?? null,
      detachmentIds: [...list.detachmentIds],
      dataVersion: dataVersionLabel(data),
      resolvedUnits: units.length - unresolved,
      unresolvedUnits: unresolved,
      notes: faction ? [] : [`“${list.factionId}” is not a faction of the game data.`],
    },
  };
}

export type RosterAsBuiltList = {
  list: BuiltList;
  /** Units left out: no datasheet of the game data matched them. */
  unresolved: { id: string; name: string; reason: string }[];
  /** What could not be carried over (a detachment, an enhancement, wargear by name). */
  notes: string[];
};

const UID = /^[a-z0-9-]{1,120}$/;

function battleSizeOf(roster: Roster): BattleSizeId {
  const label = (roster.battleSize ?? '').toLowerCase();
  if (label.includes('incursion') || roster.pointsLimit === 1000) return 'incursion';
  if (label.includes('onslaught') || roster.pointsLimit === 3000) return 'onslaught';
  return 'strike-force';
}

/** A unit's loadout by id: as built, else its resolved loadout groups by name, else its defaults. */
function wargearOf(
  data: GameData,
  view: UnitView,
  unit: RosterUnit,
  notes: string[],
): Record<string, number> {
  const resolution = unit.resolution;
  if (resolution?.wargearIds) return { ...resolution.wargearIds };
  const byName = new Map<string, string>();
  for (const id of datasheetItems(data, view)) byName.set(nameKey(wargearName(data, view, id)), id);
  const counts: Record<string, number> = {};
  const missing = new Set<string>();
  for (const group of resolution?.groups ?? []) {
    for (const weapon of group.weapons) {
      const id = byName.get(nameKey(weapon.name));
      if (id) counts[id] = (counts[id] ?? 0) + group.count * weapon.count;
      else missing.add(weapon.name);
    }
  }
  if (missing.size > 0)
    notes.push(`${unit.name}: not found among its datasheet's wargear: ${[...missing].join(', ')}.`);
  return counts;
}

/**
 * The Force Disposition a list names. The official app prints every disposition its detachments
 * grant ("Priority Assets, Reconnaissance"): the first one a chosen detachment grants is the
 * list's; a name the game data does not know is noted.
 */
function forceDispositionOf(
  data: GameData,
  printed: string | null,
  detachmentIds: string[],
  factionId: string,
  notes: string[],
) {
  if (!printed) return undefined;
  const all = data.dataset.forceDispositions.all;
  const named = printed
    .split(/\s*,\s*/)
    .filter(Boolean)
    .map((name) => ({
      name,
      found: all.find((d) => [nameKey(d.id), nameKey(d.name)].includes(nameKey(name))),
    }));
  for (const { name, found } of named) if (!found) notes.push(`“${name}” is not a Force Disposition.`);
  const granted = new Set(
    detachmentIds.flatMap((id) => findDetachment(data, factionId, id)?.force_dispositions ?? []),
  );
  const known = named.flatMap(({ found }) => (found ? [found] : []));
  return known.find((d) => granted.has(d.id)) ?? known[0];
}

/**
 * A roster (imported, or built and saved) as a list the builder can edit: each unit by the
 * datasheet it was resolved to, its loadout by id, its enhancement, leader and Warlord. Units that
 * matched no datasheet are reported, not dropped silently; so are names that matched nothing.
 */
export function rosterToBuiltList(data: GameData, roster: Roster): RosterAsBuiltList {
  const notes: string[] = [];
  const factionId = roster.resolution?.factionId ?? armyFactionId(data, roster) ?? '';
  if (!factionId) notes.push(`“${roster.faction}” is not a faction of the game data.`);
  const faction = findFaction(data, factionId);
  const own = faction ? factionDetachments(data, faction) : [];
  const detachmentIds = roster.resolution?.detachmentIds.length
    ? [...roster.resolution.detachmentIds]
    : roster.detachments.flatMap((name) => {
        const hit = own.find((d) => nameKey(d.name) === nameKey(name));
        if (!hit) notes.push(`The detachment “${name}” is not one of the faction's in the game data.`);
        return hit ? [hit.id] : [];
      });
  const disposition = forceDispositionOf(data, roster.forceDisposition, detachmentIds, factionId, notes);
  const enhancementPool = [
    ...detachmentIds.flatMap((id) => findDetachment(data, factionId, id) ?? []),
    ...own,
  ].flatMap((d) => (d.enhancement_ids ?? []).flatMap((id) => data.dataset.enhancements.getAny(id) ?? []));

  const unresolved: RosterAsBuiltList['unresolved'] = [];
  const used = new Set<string>();
  const uidOf = new Map<string, string>();
  roster.units.forEach((unit, index) => {
    let uid = UID.test(unit.id) && !used.has(unit.id) ? unit.id : `u${index + 1}`;
    while (used.has(uid)) uid = `${uid}-${index + 1}`;
    used.add(uid);
    uidOf.set(unit.id, uid);
  });
  const bodyguardOf = (unit: RosterUnit): string | null => {
    const pair = roster.attachedLeaders.find((a) =>
      a.leaderId ? a.leaderId === unit.id : a.leader === unit.name,
    );
    if (!pair) return null;
    const target = roster.units.find((u) =>
      pair.unitId ? u.id === pair.unitId : u.name === pair.unit && u !== unit,
    );
    return target ? (uidOf.get(target.id) ?? null) : null;
  };

  const units = roster.units.flatMap((unit): BuiltListUnit[] => {
    const datasheetId = unit.resolution?.datasheetId;
    const view = datasheetId ? findDatasheet(data, factionId, datasheetId) : undefined;
    if (!datasheetId || !view || unit.resolution?.match === 'unresolved') {
      unresolved.push({
        id: unit.id,
        name: unit.name,
        reason: datasheetId
          ? `The game data has no datasheet “${datasheetId}”.`
          : 'No datasheet of the game data matched it.',
      });
      return [];
    }
    const named = unit.enhancements[0];
    const enhancement = named ? enhancementPool.find((e) => nameKey(e.name) === nameKey(named)) : undefined;
    if (named && !enhancement)
      notes.push(`${unit.name}: “${named}” is not an enhancement of the list's detachments.`);
    return [
      {
        uid: uidOf.get(unit.id) ?? unit.id,
        unitId: view.id,
        modelCount: Math.max(1, unit.count),
        wargear: wargearOf(data, view, unit, notes),
        enhancementId: enhancement?.id ?? null,
        attachedTo: bodyguardOf(unit),
        warlord: unit.wargear.some((item) => WARLORD.test(item.name.trim())),
      },
    ];
  });
  // A leader whose bodyguard was left out leads no one.
  const kept = new Set(units.map((unit) => unit.uid));
  for (const unit of units) if (unit.attachedTo && !kept.has(unit.attachedTo)) unit.attachedTo = null;
  return {
    list: {
      name: roster.name,
      edition: roster.edition === '10th' ? '10th' : '11th',
      factionId,
      detachmentIds,
      forceDisposition: disposition?.id ?? null,
      battleSize: battleSizeOf(roster),
      units,
    },
    unresolved,
    notes,
  };
}
