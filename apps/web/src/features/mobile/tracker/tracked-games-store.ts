import { type StoredValueCheck, storageKeys } from '../../../storage/local-store';
import { storedList, useStoredList } from '../../../storage/stored-list';
import {
  arrayOf,
  either,
  type Guard,
  isCount,
  isNumber,
  isPlainObject,
  isString,
  isWhole,
  literal,
  nullable,
  oneOf,
  pairOf,
  shape,
} from '../../../storage/stored-shape';
import type { TrackedGame, TrackedSide } from './tracker-model';

const isClaim = shape({ award: isCount, count: isCount });

const isSide: Guard<TrackedSide> = shape({
  name: isString,
  missionId: nullable(isString),
  commandPoints: isCount,
  otherVp: isCount,
  game: shape({
    approach: oneOf(['fixed', 'tactical']),
    handIds: arrayOf(isString),
    rounds: arrayOf(shape({ primary: isNumber, secondary: isNumber })),
    log: arrayOf(shape({ cardId: isString, round: isWhole, vp: isNumber })),
  }),
  primaryClaims: arrayOf(arrayOf(isClaim)),
});

const isTrackedGame: Guard<TrackedGame> = shape({
  id: isString,
  startedAt: isString,
  context: either(
    shape({
      kind: literal('event'),
      tournamentId: isString,
      gameId: isString,
      eventName: isString,
      roundNumber: isWhole,
      table: isWhole,
    }),
    shape({ kind: literal('casual') }),
  ),
  battleRound: isWhole,
  sides: pairOf(isSide),
  finishedAt: nullable(isString),
  sentTo: nullable(oneOf(['event', 'battle-log'])),
});

/**
 * The stored games, checked. Games tracked before `sentTo` existed read as not sent yet; a list
 * with any game that fails the check is dropped whole, as a stored item that no longer fits is.
 */
export const trackedGamesCheck = {
  safeParse(value: unknown): { success: true; data: TrackedGame[] } | { success: false } {
    if (!Array.isArray(value)) return { success: false };
    const games: unknown[] = value.map((game) =>
      isPlainObject(game) && !('sentTo' in game) ? { ...game, sentTo: null } : game,
    );
    return arrayOf(isTrackedGame)(games) ? { success: true, data: games } : { success: false };
  },
} satisfies StoredValueCheck<TrackedGame[]>;

/** Games kept on the phone: the latest few, newest first (a tracked game is a few kilobytes). */
const KEPT_GAMES = 10;
const store = storedList(storageKeys.trackedGames, trackedGamesCheck);

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
