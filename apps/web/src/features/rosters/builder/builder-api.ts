import type {
  BuiltList,
  builderCatalogueSchema,
  builderFactionsReplySchema,
  builtListCheckReplySchema,
  rosterBuiltListReplySchema,
  savedRosterSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiRequestError, apiRequest } from '../../../api/api-client';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { rosterKeys } from '../rosters-api';
import { isCheckableList } from './checkable-list';

/** How long the list must stay unchanged before it is checked again (the check is rate limited). */
const CHECK_DEBOUNCE_MS = 400;
const HOUR = 60 * 60 * 1000;

const notFound = (error: unknown) => error instanceof ApiRequestError && error.status < 500;

export const useBuilderFactions = () =>
  useQuery({
    queryKey: rosterKeys.builderFactions,
    queryFn: () =>
      apiRequest<typeof builderFactionsReplySchema>('/api/game-data/builder/factions', { quiet: true }),
    staleTime: HOUR,
  });

export const useBuilderCatalogue = (factionId: string) =>
  useQuery({
    queryKey: rosterKeys.builderCatalogue(factionId),
    queryFn: () =>
      apiRequest<typeof builderCatalogueSchema>(
        `/api/game-data/builder/factions/${encodeURIComponent(factionId)}`,
        {
          quiet: true,
        },
      ),
    enabled: factionId !== '',
    staleTime: HOUR,
    retry: (count, error) => !notFound(error) && count < 2,
  });

/** A saved roster in the builder's terms; fetched afresh each time the builder opens it. */
export const useRosterBuild = (rosterId: string) =>
  useQuery({
    queryKey: rosterKeys.build(rosterId),
    queryFn: () =>
      apiRequest<typeof rosterBuiltListReplySchema>(`/api/rosters/${encodeURIComponent(rosterId)}/build`, {
        quiet: true,
      }),
    enabled: rosterId !== '',
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) => !notFound(error) && count < 2,
  });

/**
 * The list priced and checked by the server, once it has stayed unchanged for a moment. The name
 * plays no part in the checks, so typing it asks nothing. The last report stays shown while the
 * next one is on its way (`checking`).
 */
export function useListCheck(spec: BuiltList) {
  const key = useMemo(() => {
    const list = { ...spec, name: '' };
    return isCheckableList(list) ? JSON.stringify(list) : null;
  }, [spec]);
  const settled = useDebouncedValue(key, CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: rosterKeys.builderCheck(settled ?? ''),
    queryFn: () =>
      apiRequest<typeof builtListCheckReplySchema>('/api/rosters/check', {
        method: 'POST',
        body: JSON.parse(settled ?? '{}'),
        quiet: true,
      }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
    // Too many checks in a minute: wait and ask again rather than show nothing.
    retry: (count, error) =>
      error instanceof ApiRequestError && (error.status === 429 || error.status >= 500) && count < 4,
    retryDelay: (count) => 2000 * 2 ** count,
  });
  return {
    report: key === null ? undefined : query.data,
    checking: key !== null && (key !== settled || query.isFetching || query.isPlaceholderData),
    error: query.error,
  };
}

/** Saves the list: a new roster, or a new version of the roster it was opened from. */
export function useSaveBuiltList(rosterId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: BuiltList) =>
      rosterId
        ? apiRequest<typeof savedRosterSchema>(`/api/rosters/${encodeURIComponent(rosterId)}/build`, {
            method: 'PUT',
            body: { list },
            quiet: true,
          })
        : apiRequest<typeof savedRosterSchema>('/api/rosters/build', {
            method: 'POST',
            body: { list },
            quiet: true,
          }),
    onSuccess: (saved) => {
      client.setQueryData(rosterKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: rosterKeys.list });
      void client.invalidateQueries({ queryKey: rosterKeys.versionList(saved.id) });
    },
  });
}
