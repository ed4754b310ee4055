import { describe, expect, it } from 'vitest';
import { readItem, storageKeys } from '../../../storage/local-store';
import { removeTrackedGame, saveTrackedGame } from './tracked-games-store';
import { drawSecondary, finishGame, newTrackedGame } from './tracker-model';

const game = (id: string) =>
  newTrackedGame({
    id,
    now: new Date('2026-11-24T09:00:00Z'),
    context: { kind: 'event', tournamentId: 't', gameId: 'g', eventName: 'Open', roundNumber: 2, table: 4 },
    sides: [
      { name: 'Ann', missionId: 'consecrate' },
      { name: 'Ben', missionId: null },
    ],
  });

describe('games kept on the phone', () => {
  it('survive a reload exactly as they were tracked', async () => {
    const tracked = finishGame(
      drawSecondary(game('one'), 0, 'assassination'),
      new Date('2026-11-24T12:00:00Z'),
      'event',
    );
    saveTrackedGame(tracked);
    // Read straight from storage, as a fresh page would, through the same schema.
    const { z } = await import('zod');
    const raw = readItem(storageKeys.trackedGames, z.array(z.unknown()));
    expect(raw).toEqual([tracked]);
    removeTrackedGame('one');
  });

  it('keeps the ten most recent, newest first', () => {
    for (let i = 0; i < 12; i++) saveTrackedGame(game(`g${i}`));
    const raw = JSON.parse(localStorage.getItem('aow_trackedGames') ?? '{}').data as { id: string }[];
    expect(raw.map((g) => g.id)).toEqual(['g11', 'g10', 'g9', 'g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2']);
  });
});
