import type { MyGame } from '@muster/contracts';
import { useNavigate } from 'react-router';
import { setupFor } from '../../tournaments/game-setup-labels';
import { saveTrackedGame, useTrackedGames } from './tracked-games-store';
import { newTrackedGame, type TrackedGame } from './tracker-model';

/**
 * The player's event game on this phone's score tracker: the game already tracked for it, and
 * `track`, which opens it (starting it with both players and their missions the first time).
 */
export function useTrackEventGame(
  event: { id: string; name: string },
  data: MyGame | null,
): { existing: TrackedGame | undefined; track: () => void } {
  const tracked = useTrackedGames();
  const navigate = useNavigate();
  const existing = data
    ? tracked.find((g) => g.context.kind === 'event' && g.context.gameId === data.game.id)
    : undefined;
  const track = () => {
    if (!data) return;
    const { game, mySide } = data;
    const me = mySide === 'a' ? game.a : game.b;
    const opponent = mySide === 'a' ? game.b : game.a;
    const sides = setupFor(game, mySide);
    const trackedGame =
      existing ??
      newTrackedGame({
        id: crypto.randomUUID(),
        now: new Date(),
        context: {
          kind: 'event',
          tournamentId: event.id,
          gameId: game.id,
          eventName: event.name,
          roundNumber: data.round,
          table: game.table,
        },
        sides: [
          { name: me?.username ?? 'You', missionId: sides.mine?.mission?.id ?? null },
          { name: opponent?.username ?? 'Opponent', missionId: sides.theirs?.mission?.id ?? null },
        ],
      });
    if (!existing) saveTrackedGame(trackedGame);
    navigate(`/mobile/tracker/${trackedGame.id}`);
  };
  return { existing, track };
}
