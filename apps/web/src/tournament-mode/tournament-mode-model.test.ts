import { describe, expect, it } from 'vitest';
import { type ActiveTournament, currentMatch, motionScale } from './tournament-mode-model';

const tournament = (matches: ActiveTournament['matches'], currentRound = 2): ActiveTournament => ({
  id: 't',
  name: 'GT',
  currentRound,
  opponents: [],
  matches,
});

describe('currentMatch', () => {
  it('prefers the first in-progress match, whatever its round', () => {
    const t = tournament([
      { id: 'a', status: 'upcoming', roundNumber: 2 },
      { id: 'b', status: 'in-progress', roundNumber: 1 },
      { id: 'c', status: 'in-progress', roundNumber: 2 },
    ]);
    expect(currentMatch(t)?.id).toBe('b');
  });

  it('otherwise takes the first upcoming match of the current round', () => {
    const t = tournament([
      { id: 'a', status: 'upcoming', roundNumber: 3 },
      { id: 'b', status: 'completed', roundNumber: 2 },
      { id: 'c', status: 'upcoming', roundNumber: 2 },
    ]);
    expect(currentMatch(t)?.id).toBe('c');
  });

  it('is null with no tournament or nothing to play this round', () => {
    expect(currentMatch(null)).toBeNull();
    expect(currentMatch(tournament([{ id: 'a', status: 'upcoming', roundNumber: 3 }]))).toBeNull();
  });
});

describe('motionScale', () => {
  it('ignores battery modes while tournament mode is off', () => {
    expect(motionScale({ tournamentMode: false, batteryMode: 'maximum', reducedMotion: false })).toBe(1);
  });

  it('halves with optimized and stops with maximum during tournament mode', () => {
    expect(motionScale({ tournamentMode: true, batteryMode: 'standard', reducedMotion: false })).toBe(1);
    expect(motionScale({ tournamentMode: true, batteryMode: 'optimized', reducedMotion: false })).toBe(0.5);
    expect(motionScale({ tournamentMode: true, batteryMode: 'maximum', reducedMotion: false })).toBe(0);
  });

  it('honours reduced motion above everything', () => {
    expect(motionScale({ tournamentMode: false, batteryMode: 'standard', reducedMotion: true })).toBe(0);
  });
});
