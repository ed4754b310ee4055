import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from '../game-data';
import { gameData } from '../test-support';
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
});
