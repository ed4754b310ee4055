import type { Roster, rosterLegalityReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { rosterKeys } from '../rosters-api';

/** A saved roster checked as the builder checks a list (asked again whenever the roster changes). */
export const useRosterCheck = (rosterId: string, updatedAt: string) =>
  useQuery({
    queryKey: rosterKeys.check(rosterId, updatedAt),
    queryFn: () =>
      apiRequest<typeof rosterLegalityReplySchema>(`/api/rosters/${rosterId}/check`, { quiet: true }),
  });

/** A roster not saved yet (an import under review) checked as the builder checks a list. */
export const useUnsavedRosterLegality = (roster: Roster | null) =>
  useQuery({
    queryKey: rosterKeys.unsavedLegality(roster),
    enabled: roster !== null && roster.units.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      apiRequest<typeof rosterLegalityReplySchema>('/api/rosters/legality', {
        method: 'POST',
        body: { roster },
        quiet: true,
      }),
  });
