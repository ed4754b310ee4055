import type { Roster } from '@muster/roster-import';
import { dataVersionDetail, type GameData } from '../game-data';
import { type RosterAsBuiltList, rosterToBuiltList } from './built-list-roster';
import { type BuiltListCheck, type BuiltListReport, builtListReport } from './check-built-list';

export type RosterLegality = { report: BuiltListReport } & Pick<RosterAsBuiltList, 'unresolved' | 'notes'>;

const sourceNote = (code: string, message: string): BuiltListCheck => ({
  severity: 'warning',
  code,
  message,
  unitUid: null,
});

/**
 * Any roster (imported, saved or submitted to an event) checked as the builder checks a list,
 * plus what only an imported list can get wrong. Where the list's own file and the game data
 * disagree on a figure (a points update one of them has not had, a detachment's cost), neither is
 * taken as the truth: the list is not called illegal for it, and a note names both figures and
 * their sources, so the player and the organiser decide which their event uses. Over the limit by
 * both counts is an error.
 */
export function rosterLegality(data: GameData, roster: Roster): RosterLegality {
  const { list, unresolved, notes } = rosterToBuiltList(data, roster);
  const report = builtListReport(data, list);
  const printed = Math.round(roster.pointsTotal);
  const version = dataVersionDetail(data);
  const atDataPoints = `at the game data's points${version ? ` (${version})` : ''}`;
  const complete = unresolved.length === 0;
  const limit = report.pointsLimit;
  let checks = report.checks;
  if (complete && printed !== report.points) {
    const overByData = checks.some((c) => c.code === 'points-over-limit');
    if (overByData && printed > 0 && printed <= limit) {
      checks = checks.filter((c) => c.code !== 'points-over-limit');
      checks.push(
        sourceNote(
          'POINTS_OVER_AT_DATA_POINTS',
          `The list file adds up to ${printed} of ${limit} points; ${atDataPoints} it is ${report.points}, ${report.points - limit} over. Check which points your event uses.`,
        ),
      );
    } else {
      checks.push(
        sourceNote(
          'POINTS_DIFFER',
          `The list adds up to ${printed} points; ${atDataPoints} it is ${report.points}.`,
        ),
      );
    }
  }
  // Detachments the list names that the game data does not have are not "no detachment".
  const unknownDetachments = roster.detachments.length > 0 && list.detachmentIds.length === 0;
  if (unknownDetachments && checks.some((c) => c.code === 'no-detachment')) {
    checks = checks.filter((c) => c.code !== 'no-detachment');
    checks.push(
      sourceNote(
        'DETACHMENT_NOT_IN_DATA',
        `The game data${version ? ` (${version})` : ''} has no ${roster.detachments.map((d) => `“${d}”`).join(' or ')} detachment for this faction, so its rules and enhancements are not checked.`,
      ),
    );
  }
  // A file that says nothing of attachments (New Recruit's compact text) cannot show a Support
  // character joined to its unit: that is for the player to say, not an error.
  if (roster.attachedLeaders.length === 0)
    checks = checks.map((c) =>
      c.code === 'leader-must-attach' && c.severity === 'error'
        ? {
            ...c,
            severity: 'warning',
            message: `${c.message} The list file does not say which unit it joins.`,
          }
        : c,
    );
  // Which units a leader may join is where the exporting app and the data most often differ
  // (each follows its own update): the file's attachment is the list's, so it is a note naming
  // both, not an error.
  checks = checks.map((c) =>
    c.code === 'leader-attachment-illegal' && c.severity === 'error'
      ? {
          ...c,
          severity: 'warning',
          message: `${c.message} The list file attaches it; check which your event follows.`,
        }
      : c,
  );
  const filed = roster.detachmentPoints;
  const cap = report.detachmentCap;
  if (filed != null && report.detachmentPoints !== null && filed !== report.detachmentPoints) {
    const overByData = checks.some((c) => c.code === 'detachment-points-over');
    if (overByData && cap !== null && filed <= cap)
      checks = checks.filter((c) => c.code !== 'detachment-points-over');
    checks.push(
      sourceNote(
        'DETACHMENT_POINTS_DIFFER',
        `The list file says its detachments cost ${filed} detachment points; the game data${version ? ` (${version})` : ''} makes them ${report.detachmentPoints}${cap !== null ? ` of the ${cap} allowed` : ''}. Check which your event uses.`,
      ),
    );
  }
  return { report: { ...report, checks }, unresolved, notes };
}
