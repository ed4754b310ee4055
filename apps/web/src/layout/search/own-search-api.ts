import { searchLimits, type searchReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** Long enough that typing a word sends one request, short enough to feel immediate. */
const TYPING_PAUSE_MS = 250;

const searchKeys = {
  own: (term: string) => ['search', 'own', term] as const,
};

/**
 * The signed-in player's rosters, units and events matching what they type (GET /api/search),
 * once they pause. `searching` covers the pause as well as the request.
 */
export function useOwnSearch(query: string, signedIn: boolean) {
  const term = query.trim().slice(0, searchLimits.queryMax);
  const settled = useDebouncedValue(term, TYPING_PAUSE_MS);
  const wanted = signedIn && term.length >= searchLimits.queryMin;
  const result = useQuery({
    queryKey: searchKeys.own(settled),
    queryFn: () =>
      apiRequest<typeof searchReplySchema>(`/api/search?q=${encodeURIComponent(settled)}`, { quiet: true }),
    enabled: wanted && settled === term,
    staleTime: 30_000,
    retry: false,
  });
  return {
    data: wanted && settled === term ? result.data : undefined,
    error: wanted && settled === term ? result.error : null,
    searching: wanted && (settled !== term || result.isFetching),
  };
}
