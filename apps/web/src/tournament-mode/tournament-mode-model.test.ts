import { describe, expect, it } from 'vitest';
import {
  type ActiveTournament,
  currentMatch,
  isLiveFor,
  motionScale,
  tournamentModeOn,
} from './tournament-mode-model';

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

describe('tournament mode on by itself (issue 17)', () => {
  const event = (matches: ActiveTournament['matches'], currentRound = 1): ActiveTournament => ({
    id: 'e1',
    name: 'Northern Lights GT',
    currentRound,
    opponents: [],
    matches,
  });
  const playing = event([{ id: 'm1', status: 'in-progress', roundNumber: 1, opponentId: 'o1' }]);
  const between = event([{ id: 'm1', status: 'completed', roundNumber: 1, opponentId: 'o1' }]);

  it('is on during a live game when the player lets it, off otherwise', () => {
    expect(tournamentModeOn({ manual: false, auto: true, tournament: playing })).toBe(true);
    expect(tournamentModeOn({ manual: false, auto: false, tournament: playing })).toBe(false);
    expect(tournamentModeOn({ manual: false, auto: true, tournament: between })).toBe(false);
    expect(tournamentModeOn({ manual: false, auto: true, tournament: null })).toBe(false);
    expect(tournamentModeOn({ manual: true, auto: false, tournament: null })).toBe(true);
    expect(isLiveFor(playing)).toBe(true);
    expect(isLiveFor(between)).toBe(false);
  });
});
