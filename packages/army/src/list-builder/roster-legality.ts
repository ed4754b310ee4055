import type { Roster } from '@muster/roster-import';
import { dataVersionDetail, type GameData } from '../game-data';
import { type RosterAsBuiltList, rosterToBuiltList } from './built-list-roster';
import { type BuiltListReport, builtListReport } from './check-built-list';

export type RosterLegality = { report: BuiltListReport } & Pick<RosterAsBuiltList, 'unresolved' | 'notes'>;

/**
 * Any roster (imported, saved or submitted to an event) checked as the builder checks a list,
 * plus what only an imported list can get wrong: points printed in the file that are not the
 * game data's (an old points update, or a typo).
 */
export function rosterLegality(data: GameData, roster: Roster): RosterLegality {
  const { list, unresolved, notes } = rosterToBuiltList(data, roster);
  const report = builtListReport(data, list);
  const printed = Math.round(roster.pointsTotal);
  const version = dataVersionDetail(data);
  if (unresolved.length === 0 && printed !== report.points)
    report.checks.push({
      severity: 'warning',
      code: 'POINTS_DIFFER',
      message: `The list adds up to ${printed} points; at the game data's points${
        version ? ` (${version})` : ''
      } it is ${report.points}.`,
      unitUid: null,
    });
  return { report, unresolved, notes };
}
