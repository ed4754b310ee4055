import type { activeEventReplySchema, missionScoringSchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from '../tournaments/tournaments-api';

/** The player's event today (the same query tournament mode keeps fresh). */
export const useMyActiveEvent = (enabled: boolean) =>
  useQuery({
    queryKey: tournamentKeys.myActive,
    enabled,
    queryFn: async () =>
      (await apiRequest<typeof activeEventReplySchema>('/api/tournaments/my-active', { quiet: true })).active,
  });

/** The mission cards the tracker scores from; they change only with the game data. */
export const useMissionScoring = () =>
  useQuery({
    queryKey: ['game-data', 'mission-scoring'],
    staleTime: 60 * 60_000,
    queryFn: () => apiRequest<typeof missionScoringSchema>('/api/game-data/mission-scoring', { quiet: true }),
  });
