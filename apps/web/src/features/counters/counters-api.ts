import type { counterReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** A counter plan is computed, deterministic and free: cache it like any other read. */
export const useCounters = (roster: string, opponent: string) =>
  useQuery({
    queryKey: ['counters', roster, opponent],
    enabled: roster !== '' && opponent !== '',
    queryFn: () =>
      apiRequest<typeof counterReplySchema>(
        `/api/counters?roster=${encodeURIComponent(roster)}&opponent=${encodeURIComponent(opponent)}`,
        { quiet: true },
      ),
  });
