import type {
  InputDiagnosis,
  Roster,
  RosterCreate,
  RosterParseFailureDetails,
  RosterParseReply,
  RosterUpdate,
  rosterListSchema,
  rosterResolveReplySchema,
  SavedRoster,
  savedRosterSchema,
} from '@muster/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/api-client';
import { apiErrorOf } from '../../api/api-error-envelope';

export const rosterKeys = {
  all: ['rosters'] as const,
  list: ['rosters', 'list'] as const,
  one: (id: string) => ['rosters', 'one', id] as const,
};

export const rosterListQuery = queryOptions({
  queryKey: rosterKeys.list,
  queryFn: async () => (await apiRequest<typeof rosterListSchema>('/api/rosters', { quiet: true })).rosters,
});

export function useRosterList() {
  return useQuery(rosterListQuery);
}

export function useRoster(id: string) {
  return useQuery({
    queryKey: rosterKeys.one(id),
    queryFn: () =>
      apiRequest<typeof savedRosterSchema>(`/api/rosters/${encodeURIComponent(id)}`, { quiet: true }),
    enabled: id !== '',
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
    // A roster saved while the server was too busy to match its units is matched in the background:
    // look again until it is.
    refetchInterval: (query) => {
      const roster = query.state.data?.roster;
      return roster && !roster.resolution && roster.units.length > 0 ? 5_000 : false;
    },
  });
}

function useRosterMutation<Input>(run: (input: Input) => Promise<SavedRoster | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(rosterKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: rosterKeys.list });
      // Every save is a version: the version list follows.
      void queryClient.invalidateQueries({ queryKey: ['rosters', 'versions'] });
    },
  });
}

export const useSaveRoster = () =>
  useRosterMutation((body: RosterCreate) =>
    apiRequest<typeof savedRosterSchema>('/api/rosters', { method: 'POST', body, quiet: true }),
  );

export const useUpdateRoster = (id: string) =>
  useRosterMutation((body: RosterUpdate) =>
    apiRequest<typeof savedRosterSchema>(`/api/rosters/${id}`, { method: 'PATCH', body, quiet: true }),
  );

export const useDuplicateRoster = () =>
  useRosterMutation((id: string) =>
    apiRequest<typeof savedRosterSchema>(`/api/rosters/${id}/duplicate`, { method: 'POST', quiet: true }),
  );

/** Matches a roster under review against the game data again (after the user picked datasheets). */
export const useResolveRoster = () =>
  useMutation({
    mutationFn: async (roster: Roster) =>
      (
        await apiRequest<typeof rosterResolveReplySchema>('/api/rosters/resolve', {
          method: 'POST',
          body: { roster },
          quiet: true,
        })
      ).roster,
  });

export function useDeleteRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.ZodNull>(`/api/rosters/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: rosterKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: rosterKeys.list });
    },
  });
}

/** What a refused parse's details say the input holds and lacks, when the server said. */
export function parseFailureDiagnosis(error: unknown): InputDiagnosis | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  // The server's error details for a refused parse (rosterParseFailureDetailsSchema).
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('diagnosis' in details)) return undefined;
  return (details as RosterParseFailureDetails).diagnosis;
}

/**
 * Sends one file (raw) or pasted text to the parser. XMLHttpRequest rather than fetch, because only
 * it reports upload progress.
 */
export function parseRosterUpload(
  input: File | string,
  onProgress: (fraction: number) => void,
): Promise<RosterParseReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/rosters/parse');
    request.withCredentials = true;
    if (typeof input === 'string') request.setRequestHeader('content-type', 'text/plain; charset=utf-8');
    else {
      request.setRequestHeader('content-type', 'application/octet-stream');
      request.setRequestHeader('x-file-name', encodeURIComponent(input.name));
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        // The server checks its reply against rosterParseReplySchema before sending it.
        if (payload !== null) resolve(payload as RosterParseReply);
        else
          reject(
            new ApiRequestError('Unexpected data structure from server.', 'INVALID_REPLY', request.status),
          );
        return;
      }
      const error = apiErrorOf(payload);
      reject(
        new ApiRequestError(
          error?.message ?? `HTTP ${request.status}`,
          error?.code ?? `HTTP_${request.status}`,
          request.status,
          error?.details,
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiRequestError('The server could not be reached.', 'NETWORK_ERROR', 0));
    request.send(input);
  });
}
