import type { activeEventReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournament-keys';

/**
 * The player's event today, or null: what tournament mode keeps fresh (ActiveEventSync) and the
 * phone companion shows. Apart from tournaments-api, so the shell's sync takes only this request.
 */
export const useMyActiveEvent = (enabled: boolean, refetchInterval: number | false = false) =>
  useQuery({
    queryKey: tournamentKeys.myActive,
    enabled,
    refetchInterval,
    queryFn: async () =>
      (await apiRequest<typeof activeEventReplySchema>('/api/tournaments/my-active', { quiet: true })).active,
  });
