import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRosterInput, type Roster } from '@muster/roster-import';
import { describe, expect, it } from 'vitest';
import { analyseRoster } from './analyse-roster';
import { rosterAnalysisSchema } from './analysis-report';
import { boltRifle, lascannon, rosterBuilder, unitBuilder } from './test-builders';

const rosterOf = (units: Roster['units'], overrides: Partial<Roster> = {}): Roster =>
  rosterBuilder({ battleSize: 'Incursion', pointsLimit: 1000, ...overrides, units });

describe('the offline roster analysis', () => {
  const rifles = unitBuilder({ id: 'u1', name: 'Intercessors', weapons: [boltRifle] });
  const cannons = unitBuilder({ id: 'u2', name: 'Devastators', count: 5, points: 200, weapons: [lascannon] });
  const scouts = unitBuilder({
    id: 'u3',
    name: 'Scouts',
    count: 5,
    points: 70,
    weapons: [],
    stats: { T: '4', SV: '4+', W: '2' },
  });

  it('fills every field of the spec result from computed numbers, deterministically', () => {
    const roster = rosterOf([rifles, cannons, scouts]);
    const first = analyseRoster(roster);
    expect(rosterAnalysisSchema.parse(first)).toEqual(first);
    expect(analyseRoster(roster)).toEqual(first);
    expect(first.unitAssessments.map((a) => a.unitName)).toEqual(['Intercessors', 'Devastators', 'Scouts']);
    expect(first.performanceMetrics).toMatchObject({
      totalPoints: 430,
      units: 3,
      models: 20,
      objectiveControl: 40,
    });
    expect(first.metaPositioning.matchups).toEqual([]);
  });

  it('says a list without anti-tank struggles against super-heavies, and a list with it does not', () => {
    const noTanks = analyseRoster(rosterOf([rifles, scouts]));
    expect(noTanks.weaknesses.join(' ')).toMatch(/Anti-tank is thin/);
    expect(noTanks.threats.join(' ')).toMatch(/knights, tanks and monsters/);
    const manyCannons = unitBuilder({
      id: 'u4',
      name: 'Lascannon battery',
      count: 10,
      points: 300,
      weapons: [lascannon],
    });
    const withTanks = analyseRoster(rosterOf([rifles, manyCannons, cannons]));
    expect(withTanks.strengths.join(' ')).toMatch(
      /Anti-tank: all your shooting brings down a super-heavy walker/,
    );
    const devastators = withTanks.unitAssessments.find((a) => a.unitName === 'Devastators');
    expect(devastators?.tacticalUses).toContain('anti-tank and monster hunting');
    expect(devastators?.optimalDeployment).toMatch(/48"/);
  });

  it('keeps improvement suggestions within the points limit', () => {
    const roster = rosterOf([rifles, cannons, scouts], { pointsLimit: 500 });
    for (const suggestion of analyseRoster(roster).improvementSuggestions) {
      const removed = roster.units
        .filter((u) => suggestion.remove.includes(u.name))
        .reduce((s, u) => s + u.points, 0);
      const added = suggestion.add.reduce(
        (s, name) => s + (roster.units.find((u) => u.name === name)?.points ?? 0),
        0,
      );
      expect(roster.pointsTotal - removed + added).toBeLessThanOrEqual(500);
    }
  });

  it('never suggests cutting a leader, nor copying a leader or an Epic Hero', () => {
    const captain = unitBuilder({
      id: 'c1',
      name: 'Captain',
      role: 'Character',
      count: 1,
      points: 80,
      weapons: [{ ...boltRifle, name: 'Pistol', attacks: '1' }],
      keywords: ['Infantry', 'Character'],
    });
    const hero = unitBuilder({
      id: 'h1',
      name: 'Named Hero',
      role: 'Epic Hero',
      count: 1,
      points: 60,
      weapons: [{ ...lascannon, attacks: '6' }],
      keywords: ['Infantry', 'Character', 'Epic Hero'],
    });
    const report = analyseRoster(rosterOf([captain, hero, rifles, cannons, scouts], { pointsLimit: 2000 }));
    expect(report.improvementSuggestions.length).toBeGreaterThan(0);
    for (const suggestion of report.improvementSuggestions) {
      expect(suggestion.remove).not.toContain('Captain');
      expect(suggestion.add).not.toContain('Captain');
      expect(suggestion.add).not.toContain('Named Hero');
    }
  });

  it('says which units it could not count', () => {
    const blank = unitBuilder({ id: 'u5', name: 'Mystery', weapons: [], stats: { T: '-', SV: '-', W: '-' } });
    const report = analyseRoster(rosterOf([rifles, blank]));
    expect(report.performanceMetrics.unitsWithoutData).toEqual(['Mystery']);
    expect(report.unitAssessments[1]?.confidence).toBeLessThan(0.5);
  });

  it('analyses every fixture roster without error', { timeout: 120_000 }, () => {
    const fixtures = path.resolve(import.meta.dirname, '../../roster-import/fixtures');
    for (const dir of ['ros', 'rosz', 'newrecruit', 'gwapp', 'other']) {
      for (const file of readdirSync(path.join(fixtures, dir))) {
        const parsed = parseRosterInput(new Uint8Array(readFileSync(path.join(fixtures, dir, file))));
        const roster = parsed.roster ?? parsed.partialData;
        if (!roster) continue;
        const report = analyseRoster(roster);
        expect(() => rosterAnalysisSchema.parse(report), file).not.toThrow();
        expect(report.unitAssessments).toHaveLength(roster.units.length);
      }
    }
  });
});
