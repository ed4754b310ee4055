import { z } from 'zod';
import { storageKeys } from '../../../storage/local-store';
import { storedList, useStoredList } from '../../../storage/stored-list';
import type { TrackedGame } from './tracker-model';

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
const trackedGameSchema = z.object({
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
}) satisfies z.ZodType<TrackedGame>;

/** Games kept on the phone: the latest few, newest first (a tracked game is a few kilobytes). */
const KEPT_GAMES = 10;
const store = storedList(storageKeys.trackedGames, z.array(trackedGameSchema));

export function saveTrackedGame(game: TrackedGame): void {
  store.write([game, ...store.read().filter((g) => g.id !== game.id)].slice(0, KEPT_GAMES));
}

export function removeTrackedGame(id: string): void {
  store.write(store.read().filter((g) => g.id !== id));
}

export const useTrackedGames = (): TrackedGame[] => useStoredList(store);

export function useTrackedGame(
  id: string | undefined,
): [TrackedGame | undefined, (game: TrackedGame) => void] {
  const games = useTrackedGames();
  return [games.find((g) => g.id === id), saveTrackedGame];
}
