import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseRosterDocument,
  parseRosterText,
  type Roster,
  readRosterDocument,
  unknownStats,
} from '@muster/roster-import';
import type { GameData } from './game-data';

let loaded: Promise<GameData> | null = null;
/** The real data set (about half a second to load), once per test file. */
export const gameData = () => {
  loaded ??= import('@alpaca-software/40kdc-data');
  return loaded;
};

const fixtures = path.resolve(import.meta.dirname, '../../roster-import/fixtures');

/** A fixture roster file read by our importer, as the server reads an upload. */
export function fixtureRoster(file: string): Roster {
  const full = path.join(fixtures, file);
  const result = file.endsWith('.txt')
    ? parseRosterText(readFileSync(full, 'utf8'))
    : parseRosterDocument(readRosterDocument(new Uint8Array(readFileSync(full))));
  const roster = result.roster ?? result.partialData;
  if (!roster) throw new Error(`${file} does not parse`);
  return roster;
}

type UnitInput = { name: string; count?: number; points?: number; wargear?: [string, number][] };

/** A small hand-written roster: the faction and units named, nothing else. */
export function rosterOf(faction: string, units: UnitInput[], edition: string | null = '11th'): Roster {
  return {
    name: 'Test list',
    gameSystem: 'Warhammer 40,000',
    edition,
    faction,
    subFaction: null,
    detachments: [],
    forceDisposition: null,
    battleSize: 'Strike Force',
    pointsLimit: 2000,
    pointsTotal: units.reduce((sum, unit) => sum + (unit.points ?? 100), 0),
    units: units.map((unit, index) => ({
      id: `u${index}`,
      name: unit.name,
      role: 'Other',
      count: unit.count ?? 1,
      points: unit.points ?? 100,
      models: [],
      wargear: (unit.wargear ?? []).map(([name, count]) => ({ name, count })),
      abilities: [],
      keywords: [],
      stats: unknownStats(),
      weapons: [],
      enhancements: [],
    })),
    enhancements: [],
    attachedLeaders: [],
    forces: [],
  };
}
