import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRosterJson, formatRosterText } from './export-roster';
import { parseRosterInput, parseRosterText } from './parse-roster';
import type { Roster } from './roster-model';
import { normaliseText } from './text/normalise-text';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const files = ['gwapp', 'newrecruit', 'other', 'ros', 'rosz'].flatMap((dir) =>
  readdirSync(path.join(fixtures, dir)).map((file) => path.join(dir, file)),
);

const byName = (items: { name: string; count: number }[]) =>
  items
    .map((item) => ({ ...item, name: normaliseText(item.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
/** Units are regrouped by role on export, so compare them as a sorted list. */
const comparable = (roster: Roster) =>
  roster.units
    .map((unit) =>
      JSON.stringify({
        name: normaliseText(unit.name),
        role: unit.role,
        points: unit.points,
        count: unit.count,
        models: byName(unit.models),
        wargear: byName(unit.wargear),
        enhancements: unit.enhancements,
      }),
    )
    .sort();

describe('export to app-style text and back', () => {
  for (const file of files) {
    it(`${file} survives a round trip`, () => {
      const parsed = parseRosterInput(new Uint8Array(readFileSync(path.join(fixtures, file))));
      const roster = parsed.roster ?? parsed.partialData;
      if (!roster || roster.units.length === 0 || !roster.faction) return;
      const named = { ...roster, name: roster.name || 'Unnamed list' };
      const again = parseRosterText(formatRosterText(named));
      const back = again.roster ?? again.partialData;
      expect(back?.faction).toBe(named.faction);
      expect(back?.pointsTotal).toBe(named.pointsTotal);
      expect(back?.detachments).toEqual(named.detachments);
      expect(back && comparable(back)).toEqual(comparable(named));
      // Enhancements keep their cost, and every leader still leads the same unit.
      const enhancements = (r: Roster) =>
        r.enhancements.map((e) => `${normaliseText(e.name)} on ${normaliseText(e.unit)} ${e.points}`).sort();
      const leaders = (r: Roster) =>
        r.attachedLeaders.map((a) => `${normaliseText(a.leader)} -> ${normaliseText(a.unit)}`).sort();
      expect(back && enhancements(back)).toEqual(enhancements(named));
      expect(back && leaders(back)).toEqual(leaders(named));
    });
  }
});

describe('export to JSON and back', () => {
  it('gives the identical roster', () => {
    const parsed = parseRosterInput(
      readFileSync(path.join(fixtures, 'gwapp/compactor__GWAPP-Sample-Tau.txt'), 'utf8'),
    );
    if (!parsed.roster) throw new Error('fixture did not parse');
    const again = parseRosterInput(formatRosterJson(parsed.roster));
    expect(again.detectedFormat).toBe('muster-json');
    expect(again.roster).toEqual(parsed.roster);
  });
});
