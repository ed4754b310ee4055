import type { Roster, RosterUnit } from '@muster/roster-import';
import { armyFactionId, datasheetFactionId } from './army-faction';
import { type DataRoster, dataEdition, type GameData } from './game-data';
import { foldTypography } from './names';

/** Lines some exporters print as bullets that are not wargear. */
const NOT_WARGEAR = /^(warlord|epic hero|character)$/i;

const ref = (name: string) => ({ id: null, raw_name: foldTypography(name), resolved: false, candidates: [] });

const battleSizeOf = (roster: Roster): 'incursion' | 'strike-force' | null => {
  const label = (roster.battleSize ?? '').toLowerCase();
  if (label.includes('incursion') || roster.pointsLimit === 1000) return 'incursion';
  if (label.includes('strike') || roster.pointsLimit === 2000) return 'strike-force';
  return null;
};

/**
 * The wargear a list names, counted: "2 Fragstorm Grenade Launchers" once is two launchers.
 * Lines that are not wargear (Warlord) are left out.
 */
export const namedWargear = (unit: RosterUnit) =>
  unit.wargear.flatMap((item) => {
    const name = item.name.trim();
    if (NOT_WARGEAR.test(name) || item.count <= 0) return [];
    const multiple = /^(\d+)\s*x?\s+(.+)$/i.exec(name);
    return multiple
      ? [{ name: multiple[2] as string, count: item.count * Number(multiple[1]) }]
      : [{ name, count: item.count }];
  });

/** Our roster as the data package's canonical roster document, which its own resolver reads. */
export function canonicalDocument(data: GameData, roster: Roster, factionId: string | null) {
  const bodyguardOf = new Map(roster.attachedLeaders.map((pair) => [pair.leader, pair.unit]));
  return {
    name: roster.name,
    source: { format: 'roster-json', generated_by: 'Muster' },
    faction_id: factionId ?? foldTypography(roster.faction),
    detachments: roster.detachments.map((name) => ({ ref: ref(name), dp_cost: null })),
    battle_size: battleSizeOf(roster),
    force_disposition: null,
    points: {
      declared_limit: roster.pointsLimit,
      detachment_cap: null,
      total_reported: roster.pointsTotal,
      total_computed: roster.units.reduce((sum, unit) => sum + unit.points, 0),
    },
    units: roster.units.map((unit) => {
      const chosen = unit.resolution?.match === 'chosen' ? unit.resolution.datasheetName : null;
      const enhancement = unit.enhancements[0];
      const bodyguard = bodyguardOf.get(unit.name);
      return {
        ref: ref(chosen ?? unit.name),
        model_count: Math.max(1, unit.count),
        points: unit.points,
        is_warlord: unit.wargear.some((item) => /^warlord$/i.test(item.name.trim())),
        ...(/character|epic hero/i.test(unit.role) ? { keyword_overrides: ['Character'] } : {}),
        enhancement: enhancement ? ref(enhancement) : null,
        enhancement_points: enhancement
          ? (roster.enhancements.find((e) => e.name === enhancement)?.points ?? null)
          : null,
        wargear: namedWargear(unit).map((item) => ({ ref: ref(item.name), count: item.count })),
        leader_attachment: bodyguard
          ? { bodyguard_ref: ref(bodyguard), role: 'leader', provisional: false }
          : null,
      };
    }),
    game_version: { edition: dataEdition(data), dataslate: '' },
    diagnostics: {
      resolved_units: 0,
      unresolved_units: 0,
      resolved_weapons: 0,
      unresolved_weapons: 0,
      warnings: [],
    },
  };
}

/** A roster the data package cannot take (its faction is not one of the game data's, say). */
export class DataRosterError extends Error {}

/** The Force Disposition of the game data a roster names ("Priority Assets"), if any. */
function forceDispositionId(data: GameData, name: string | null): string | null {
  // The official app prints every disposition the detachments grant, comma-separated.
  for (const part of (name ?? '').split(/\s*,\s*/)) {
    const key = data.normalizeName(foldTypography(part));
    const hit = data.dataset.forceDispositions.all.find(
      (d) => d.id === part || data.normalizeName(d.name) === key,
    );
    if (hit) return hit.id;
  }
  return null;
}

/**
 * Which unit each unit leads, by position: attachments name units, and two units may share a name
 * (two Commanders each leading their own Battlesuits), so the n-th unit of a name takes the n-th
 * attachment of that leader.
 */
function bodyguardsByPosition(roster: Roster): (string | null)[] {
  const pairs = [...roster.attachedLeaders];
  return roster.units.map((unit) => {
    const index = pairs.findIndex((pair) => pair.leader === unit.name);
    return index < 0 ? null : (pairs.splice(index, 1)[0]?.unit ?? null);
  });
}

/**
 * Our roster as the data package's own `Roster`, which its exporters (New Recruit, WTC, ATC,
 * Yellowscribe) serialise. It is read by the data package's resolver from the same canonical
 * document army resolution uses, so units, wargear and loadout groups resolve alike; a unit that
 * army resolution matched by another name, or that the user pinned to a datasheet, is looked up
 * under its datasheet's name. What the list says stays as it says it: unit, enhancement and
 * detachment names as saved, points as saved (our unit points include the enhancement, the data
 * package counts the enhancement apart), and only the attachments the list makes (none inferred).
 *
 * @throws DataRosterError when the roster's faction is not a faction of the game data.
 */
export function dataRosterOf(data: GameData, roster: Roster): DataRoster {
  const factionId = armyFactionId(data, roster);
  if (!factionId) {
    throw new DataRosterError(
      `“${roster.faction}” is not a Warhammer 40,000 faction of the game data, so this format cannot name it.`,
    );
  }
  const lookups = roster.units.map((unit) => {
    const found = unit.resolution?.match !== 'unresolved' ? unit.resolution?.datasheetName : null;
    return found ? { ...unit, name: found } : unit;
  });
  // Names are looked up where the datasheets are filed (a chapter's under its parent's); the
  // file names the army's own faction.
  const document = canonicalDocument(
    data,
    { ...roster, units: lookups, attachedLeaders: [] },
    datasheetFactionId(data, factionId),
  );
  // The loaded data set (see resolveArmy): without it each call builds a new one, about 70 ms.
  const imported = data.tryImportRoster(JSON.stringify(document), { dataset: data.dataset });
  if (!imported.ok || imported.roster.units.length !== roster.units.length) {
    throw new DataRosterError(
      `The game data could not read this roster${imported.ok ? '' : ` (${imported.message})`}.`,
    );
  }
  const refs = imported.roster.units.map((resolved, index) => {
    const unit = roster.units[index] as RosterUnit;
    const datasheetId = unit.resolution?.match !== 'unresolved' ? unit.resolution?.datasheetId : null;
    return {
      ...resolved.ref,
      raw_name: unit.name,
      ...(resolved.ref.id === null && datasheetId ? { id: datasheetId, resolved: true } : {}),
    };
  });
  const refNamed = (name: string) =>
    refs.find((ref) => ref.raw_name === name) ?? {
      id: null,
      raw_name: name,
      resolved: false,
      candidates: [],
    };
  const bodyguards = bodyguardsByPosition(roster);
  const units = imported.roster.units.map((resolved, index) => {
    const unit = roster.units[index] as RosterUnit;
    const enhancementName = unit.enhancements[0];
    const cost = enhancementName
      ? (
          roster.enhancements.find((e) => e.name === enhancementName && e.unit === unit.name) ??
          roster.enhancements.find((e) => e.name === enhancementName)
        )?.points
      : undefined;
    // 0 is what lists that print no enhancement cost (the Warhammer app) leave: unknown.
    const enhancementPoints = cost && cost > 0 && cost <= unit.points ? cost : null;
    const bodyguard = bodyguards[index];
    // Army resolution marks characters with a "Character" keyword override so the data package's
    // resolver treats them as leaders; its exporters would print it as a "Detachment Character".
    const { keyword_overrides: _characterHint, ...rest } = resolved;
    return {
      ...rest,
      ref: refs[index] ?? resolved.ref,
      points: unit.points - (enhancementPoints ?? 0),
      enhancement:
        resolved.enhancement && enhancementName
          ? { ...resolved.enhancement, raw_name: enhancementName }
          : resolved.enhancement,
      enhancement_points: enhancementName ? enhancementPoints : null,
      leader_attachment: bodyguard
        ? { bodyguard_ref: refNamed(bodyguard), role: 'leader' as const, provisional: false }
        : null,
    };
  });
  return {
    ...imported.roster,
    name: roster.name,
    faction_id: factionId,
    detachments: imported.roster.detachments.map((detachment, index) => ({
      ...detachment,
      ref: { ...detachment.ref, raw_name: roster.detachments[index] ?? detachment.ref.raw_name },
    })),
    force_disposition: imported.roster.force_disposition ?? forceDispositionId(data, roster.forceDisposition),
    points: {
      ...imported.roster.points,
      declared_limit: roster.pointsLimit,
      total_reported: roster.pointsTotal,
      total_computed: roster.units.reduce((sum, unit) => sum + unit.points, 0),
    },
    units,
  };
}

/** The data package's export formats ("newrecruit-json", "yellowscribe", …). */
export type DataExportFormat = import('@alpaca-software/40kdc-data').ExportFormat;

/** A roster written in a format, or why it cannot be, in the player's words. */
export type DataExport = { ok: true; content: string } | { ok: false; reason: string };

const nameList = (names: string[]) =>
  names.length === 1
    ? `“${names[0]}”`
    : `${names
        .slice(0, -1)
        .map((n) => `“${n}”`)
        .join(', ')} and “${names.at(-1)}”`;

/**
 * A saved roster written by the data package's exporter for `format`. Nothing is dropped without a
 * word: a faction the game data does not know, or (for Tabletop Simulator, which builds every unit
 * from its datasheet and would leave out any without one) units that match no datasheet, are a
 * reason instead of a file.
 */
export function exportDataRoster(data: GameData, roster: Roster, format: DataExportFormat): DataExport {
  let written: DataRoster;
  try {
    written = dataRosterOf(data, roster);
  } catch (error) {
    if (error instanceof DataRosterError) return { ok: false, reason: error.message };
    throw error;
  }
  if (format === 'yellowscribe') {
    const missing = written.units
      .filter(
        (unit) => !data.resolveRosterUnit(unit, data.dataset, datasheetFactionId(data, written.faction_id)),
      )
      .map((unit) => unit.ref.raw_name);
    if (missing.length > 0) {
      return {
        ok: false,
        reason: `${nameList([...new Set(missing)])} ${missing.length === 1 ? 'matches' : 'match'} no datasheet of the game data, and Tabletop Simulator builds every unit from its datasheet. Give ${missing.length === 1 ? 'it its' : 'them their'} datasheet name (Edit) and export again.`,
      };
    }
  }
  try {
    return { ok: true, content: data.exportRoster(written, format, data.dataset) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
