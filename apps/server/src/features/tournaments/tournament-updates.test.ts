import { describe, expect, it } from 'vitest';
import { mergeChanges, parseTournamentChange } from './tournament-updates';

describe('tournament change payloads', () => {
  it('reads a bare id as a change to the whole event, and a games payload as those games', () => {
    expect(parseTournamentChange('t1')).toEqual({ tournamentId: 't1', gameIds: null });
    expect(parseTournamentChange('{"t":"t1","g":["a","b"]}')).toEqual({
      tournamentId: 't1',
      gameIds: ['a', 'b'],
    });
  });

  it('ignores payloads that are neither', () => {
    for (const payload of ['{', '{"t":1,"g":[]}', '{"t":"t1","g":"a"}', '{"t":"t1","g":[1]}', '{}'])
      expect(parseTournamentChange(payload)).toBeNull();
  });

  it('merges a burst into the union of its games, or the whole event if any part was', () => {
    const games = (ids: string[]) => ({ tournamentId: 't', gameIds: ids });
    expect(mergeChanges(games(['a', 'b']), games(['b', 'c']))).toEqual(games(['a', 'b', 'c']));
    expect(mergeChanges(games(['a']), { tournamentId: 't', gameIds: null }).gameIds).toBeNull();
    expect(mergeChanges({ tournamentId: 't', gameIds: null }, games(['a'])).gameIds).toBeNull();
  });
});
