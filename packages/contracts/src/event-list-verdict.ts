import type { EventList } from './tournament-lists';

/**
 * A submitted list's problems: the event's own errors, the list builder's errors and the units it
 * could not check. One verdict, the same on the player's page, the organiser's review and the bulk
 * approval: a list with any is never "without problems".
 */
export function eventListProblems(list: Pick<EventList, 'checks' | 'legality'>): string[] {
  return [
    ...list.checks.filter((check) => check.severity === 'error').map((check) => check.message),
    ...(list.legality?.report.checks ?? [])
      .filter((check) => check.severity === 'error')
      .map((check) => check.message),
    ...(list.legality?.unresolved ?? []).map((unit) => `Not checked: ${unit.name} (${unit.reason})`),
  ];
}
