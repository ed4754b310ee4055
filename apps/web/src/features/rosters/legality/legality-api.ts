import type { Roster, rosterLegalityReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** A roster not saved yet (an import under review) checked as the builder checks a list. */
export const useUnsavedRosterLegality = (roster: Roster | null) =>
  useQuery({
    queryKey: ['rosters', 'legality', roster],
    enabled: roster !== null && roster.units.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      apiRequest<typeof rosterLegalityReplySchema>('/api/rosters/legality', {
        method: 'POST',
        body: { roster },
        quiet: true,
      }),
  });
