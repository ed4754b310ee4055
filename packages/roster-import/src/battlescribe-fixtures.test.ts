import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBattleScribeXml } from './battlescribe-xml';
import { readRosterDocument } from './read-roster-document';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

/** Points totals as the fixtures' curator recorded them in SOURCES.tsv (not from this parser). */
const rows = readFileSync(path.join(fixtures, 'SOURCES.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([file = '', , , , format = '', , faction = '', points = '']) => ({ file, format, faction, points }))
  .filter((row) => row.format === 'ros' || row.format === 'rosz');

describe('every BattleScribe / New Recruit fixture', () => {
  for (const row of rows) {
    it(`${row.file} totals ${row.points || 'no points'}`, () => {
      const document = readRosterDocument(new Uint8Array(readFileSync(path.join(fixtures, row.file))));
      if (!('text' in document)) throw new Error('not text');
      const roster = parseBattleScribeXml(document.text);
      if (/^\d+$/.test(row.points)) expect(roster.pointsTotal).toBe(Number(row.points));
      expect(roster.forces.length).toBeGreaterThan(0);
      for (const unit of roster.units) expect(unit.name).not.toBe('');
    });
  }
});
