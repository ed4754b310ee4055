import type { missionScoringSchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const companionKeys = {
  /** The game data's mission cards (their own root: nothing of an event refreshes them). */
  missionScoring: ['game-data', 'mission-scoring'] as const,
};

/** The mission cards the tracker scores from; they change only with the game data. */
export const useMissionScoring = () =>
  useQuery({
    queryKey: companionKeys.missionScoring,
    staleTime: 60 * 60_000,
    queryFn: () => apiRequest<typeof missionScoringSchema>('/api/game-data/mission-scoring', { quiet: true }),
  });
