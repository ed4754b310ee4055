import { cutRoundCount, cutRoundName } from '@muster/pairing';
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
  cap === null
    ? `${counts.confirmed} ${counts.confirmed === 1 ? 'player' : 'players'}`
    : `${counts.confirmed} / ${cap} players`;

/** "Round 3", or the bracket round's name ("Semi-finals") once the top cut is under way. */
export function roundTitle(round: { number: number; kind: 'swiss' | 'top-cut'; games: unknown[] }): string {
  return round.kind === 'top-cut' ? cutRoundName(round.games.length * 2) : `Round ${round.number}`;
}

/** What the organiser pairs next: Swiss round N, or the next bracket round by its name. */
export function nextRoundTitle(t: { currentRound: number; rounds: number; topCut: number }): string {
  const next = t.currentRound + 1;
  if (next <= t.rounds) return `round ${next}`;
  return `the ${cutRoundName(t.topCut / 2 ** (next - t.rounds - 1))}`;
}

export const lastRoundNumber = (t: { rounds: number; topCut: number }) => t.rounds + cutRoundCount(t.topCut);
