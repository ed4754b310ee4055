import type { missionCatalogueSchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournament-keys';

/** The data's dispositions, missions, matchups and layout sets: fixed while the server runs. */
export const useMissionCatalogue = (enabled = true) =>
  useQuery({
    queryKey: tournamentKeys.missions,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: () => apiRequest<typeof missionCatalogueSchema>('/api/game-data/missions', { quiet: true }),
  });
