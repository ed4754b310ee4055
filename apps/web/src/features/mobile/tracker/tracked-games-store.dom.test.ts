import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readItem, storageKeys } from '../../../storage/local-store';
import { oneFieldWrong } from '../../../storage/test-support/shape-mutations';
import { removeTrackedGame, saveTrackedGame, trackedGamesCheck } from './tracked-games-store';
import { drawSecondary, finishGame, newTrackedGame, type TrackedGame } from './tracker-model';

// The stored game's shape as a schema, written from the TrackedGame type: the oracle the
// hand-written check (which keeps zod out of the companion's first load) is held to.
const claimSchema = z.object({ award: z.number().int().min(0), count: z.number().int().min(0) });
const sideSchema = z.object({
  name: z.string(),
  missionId: z.string().nullable(),
  commandPoints: z.number().int().min(0),
  otherVp: z.number().int().min(0),
  game: z.object({
    approach: z.enum(['fixed', 'tactical']),
    handIds: z.array(z.string()),
    rounds: z.array(z.object({ primary: z.number(), secondary: z.number() })),
    log: z.array(z.object({ cardId: z.string(), round: z.number().int(), vp: z.number() })),
  }),
  primaryClaims: z.array(z.array(claimSchema)),
});
const storedGamesSchema = z.array(
  z.object({
    id: z.string(),
    startedAt: z.string(),
    context: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('event'),
        tournamentId: z.string(),
        gameId: z.string(),
        eventName: z.string(),
        roundNumber: z.number().int(),
        table: z.number().int(),
      }),
      z.object({ kind: z.literal('casual') }),
    ]),
    battleRound: z.number().int(),
    sides: z.tuple([sideSchema, sideSchema]),
    finishedAt: z.string().nullable(),
    sentTo: z.enum(['event', 'battle-log']).nullable().default(null),
  }),
) satisfies z.ZodType<TrackedGame[]>;

const side = (name: string): TrackedGame['sides'][number] => ({
  name,
  missionId: 'consecrate',
  commandPoints: 3,
  otherVp: 10,
  game: {
    approach: 'tactical',
    handIds: ['assassination'],
    rounds: [
      { primary: 5, secondary: 3 },
      { primary: 0, secondary: 0 },
    ],
    log: [{ cardId: 'bring-it-down', round: 1, vp: 3 }],
  },
  primaryClaims: [[{ award: 0, count: 2 }], []],
});
const storedGame: TrackedGame = {
  id: 'g1',
  startedAt: '2026-11-24T09:00:00.000Z',
  context: { kind: 'event', tournamentId: 't', gameId: 'g', eventName: 'Open', roundNumber: 2, table: 4 },
  battleRound: 2,
  sides: [side('Ann'), side('Ben')],
  finishedAt: null,
  sentTo: 'event',
};

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

describe('the stored games check', () => {
  it('accepts what the tracker stores, and reads a game stored before sentTo existed as not sent', () => {
    expect(trackedGamesCheck.safeParse([storedGame])).toEqual({ success: true, data: [storedGame] });
    const { sentTo: _, ...older } = storedGame;
    expect(trackedGamesCheck.safeParse([older, { ...storedGame, context: { kind: 'casual' } }])).toEqual({
      success: true,
      data: [
        { ...storedGame, sentTo: null },
        { ...storedGame, context: { kind: 'casual' } },
      ],
    });
  });

  it('refuses exactly what the schema refuses, for every field made wrong or removed', () => {
    const variants = oneFieldWrong([storedGame]);
    expect(variants.length).toBeGreaterThan(500);
    const disagreements = variants.filter(
      (variant) =>
        trackedGamesCheck.safeParse(variant).success !== storedGamesSchema.safeParse(variant).success,
    );
    expect(disagreements).toEqual([]);
    // The variants are not all accepted: the comparison would mean nothing if they were.
    expect(
      variants.filter((variant) => !storedGamesSchema.safeParse(variant).success).length,
    ).toBeGreaterThan(400);
  });
});
