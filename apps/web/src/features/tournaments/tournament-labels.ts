import type { BadgeTone } from '../../ui/Badge';

export const statusLabels = {
  registration: ['Registration', 'accent'],
  in_progress: ['In progress', 'success'],
  completed: ['Completed', 'grey'],
  cancelled: ['Cancelled', 'error'],
} as const satisfies Record<string, [string, BadgeTone]>;

export const entryStatusLabels = {
  pending: ['Awaiting approval', 'warning'],
  confirmed: ['Confirmed', 'success'],
  waitlisted: ['Waitlisted', 'purple'],
  withdrawn: ['Withdrawn', 'grey'],
  dropped: ['Dropped', 'grey'],
} as const satisfies Record<string, [string, BadgeTone]>;

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "12 Apr 2027" or "12 Apr 2027 – 13 Apr 2027"; dates are calendar days, read as UTC. */
export function eventDates(startsOn: string, endsOn: string): string {
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00Z`));
  return startsOn === endsOn ? day(startsOn) : `${day(startsOn)} – ${day(endsOn)}`;
}

export const playerCount = (counts: { confirmed: number }, cap: number | null) =>
  cap === null ? `${counts.confirmed} players` : `${counts.confirmed} / ${cap} players`;
