import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from '../game-data';
import { resolveArmy } from '../resolve-army';
import { fixtureRoster, gameData } from '../test-support';
import { builtList } from './builder-test-support';
import { builtListToRoster } from './built-list-roster';
import { rosterLegality } from './roster-legality';

describe('rosterLegality', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });

  it('says when the points printed in a list are not the game data’s', () => {
    // Ten Intercessors are 150 points in the data; a file from an older update printed 160.
    const roster = builtListToRoster(
      data,
      builtList(data, { units: [{ unitId: 'intercessor-squad', modelCount: 10 }] }),
    );
    expect(rosterLegality(data, roster).report.checks.map((c) => c.code)).not.toContain('POINTS_DIFFER');
    const stale = { ...roster, pointsTotal: 160, units: roster.units.map((u) => ({ ...u, points: 160 })) };
    const { report } = rosterLegality(data, stale);
    expect(report.points).toBe(150);
    expect(report.checks).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'POINTS_DIFFER',
        message: expect.stringMatching(
          /^The list adds up to 160 points; at the game data's points \(\d+th edition, data of \d{4}-\d\d-\d\d\) it is 150\.$/,
        ),
      }),
    );
  });

  it('does not call a list illegal for points only the game data puts over the limit, and says why', () => {
    // The T'au app export (compactor GWAPP-Sample-Tau.txt) prints 2000 of 2000 points; the game
    // data's points make the same units 2015. Neither source is the truth for every event.
    const roster = fixtureRoster('gwapp/compactor__GWAPP-Sample-Tau.txt');
    const { report } = rosterLegality(data, resolveArmy(data, roster));
    expect(report.points).toBeGreaterThan(2000);
    expect(report.checks.filter((c) => c.severity === 'error')).toEqual([]);
    const note = report.checks.find((c) => c.code === 'POINTS_OVER_AT_DATA_POINTS');
    expect(note?.severity).toBe('warning');
    expect(note?.message).toMatch(
      new RegExp(
        `^The list file adds up to 2000 of 2000 points; at the game data's points \\(.+\\) it is ${report.points}, ${report.points - 2000} over\\.`,
      ),
    );
    // The file says its two detachments cost 3 detachment points; the data makes them 4.
    expect(roster.detachmentPoints).toBe(3);
    expect(report.detachmentPoints).toBe(4);
    expect(report.checks.find((c) => c.code === 'DETACHMENT_POINTS_DIFFER')?.message).toMatch(
      /^The list file says its detachments cost 3 detachment points; the game data \(.+\) makes them 4 of the 3 allowed\./,
    );
  });

  it('calls a list over the limit by its own count and the data’s an error', () => {
    const roster = builtListToRoster(
      data,
      builtList(data, {
        units: Array.from({ length: 14 }, () => ({ unitId: 'intercessor-squad', modelCount: 10 })),
      }),
    );
    expect(roster.pointsTotal).toBeGreaterThan(2000);
    const { report } = rosterLegality(data, roster);
    expect(report.checks.map((c) => [c.severity, c.code])).toContainEqual(['error', 'points-over-limit']);
    expect(report.checks.map((c) => c.code)).not.toContain('POINTS_OVER_AT_DATA_POINTS');
  });
});
