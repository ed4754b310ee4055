import type { ActiveEvent } from '@muster/contracts/tournament-rounds';

export const batteryModes = ['standard', 'optimized', 'maximum'] as const;
export type BatteryMode = (typeof batteryModes)[number];
export const isBatteryMode = (value: unknown): value is BatteryMode =>
  batteryModes.some((mode) => mode === value);

/**
 * The shape the server sends for tournament mode; stored locally so it shows offline (read back
 * through stored-active-tournament.ts, which checks it against the contract).
 */
export type ActiveTournament = ActiveEvent;
export type TournamentMatch = ActiveTournament['matches'][number];

/** Spec 000 §4: the first in-progress match, otherwise the first upcoming match in the current round. */
export function currentMatch(tournament: ActiveTournament | null): TournamentMatch | null {
  if (!tournament) return null;
  return (
    tournament.matches.find((match) => match.status === 'in-progress') ??
    tournament.matches.find(
      (match) => match.status === 'upcoming' && match.roundNumber === tournament.currentRound,
    ) ??
    null
  );
}

/** Playing now: the event has a paired round and a match of yours in it is not finished. */
export function isLiveFor(tournament: ActiveTournament | null): boolean {
  return currentMatch(tournament) !== null;
}

/**
 * Whether tournament mode is on: switched on by hand, or on by itself while the player has a live
 * event (unless they turned that off).
 */
export function tournamentModeOn(options: {
  manual: boolean;
  auto: boolean;
  tournament: ActiveTournament | null;
}): boolean {
  return options.manual || (options.auto && isLiveFor(options.tournament));
}

/**
 * How much animation to keep: 1 as designed, 0.5 at half length, 0 for none. Battery modes apply
 * only while tournament mode is on; reduced motion always wins.
 */
export function motionScale(options: {
  tournamentMode: boolean;
  batteryMode: BatteryMode;
  reducedMotion: boolean;
}): number {
  if (options.reducedMotion) return 0;
  if (!options.tournamentMode) return 1;
  return { standard: 1, optimized: 0.5, maximum: 0 }[options.batteryMode];
}
